/**
 * Minus and plus buttons around a traveller count. The plus button stays focusable at the limit
 * (aria-disabled), so pressing it can still say why the count does not grow.
 */

/** Internal dependencies */
import { iconButton } from '../../common/icon-button';

/** What a stepper needs from the booking box. */
export interface StepperOptions {
	/** Labels of the two buttons, e.g. "Remove an adult" / "Add an adult". */
	less: string;
	more: string;
	/** Called with the count asked for. */
	onStep: ( value: number ) => void;
}

/** A stepper's buttons, for the box to enable or mark. */
export interface Stepper {
	minus: HTMLButtonElement;
	plus: HTMLButtonElement;
}

/** Puts the buttons around `input`. */
export function addStepper(
	input: HTMLInputElement,
	options: StepperOptions
): Stepper {
	const doc = input.ownerDocument;
	const minus = iconButton(
		doc,
		'tourfront-booking__step minus',
		options.less,
		'−'
	);
	const plus = iconButton(
		doc,
		'tourfront-booking__step plus',
		options.more,
		'+'
	);
	const value = () => Number( input.value ) || 0;
	minus.addEventListener( 'click', () => options.onStep( value() - 1 ) );
	plus.addEventListener( 'click', () => options.onStep( value() + 1 ) );
	input.before( minus );
	input.after( plus );
	input.parentElement?.classList.add( 'has-stepper' );
	return { minus, plus };
}

/** Marks the buttons for the current count and its bounds. */
export function markStepper(
	stepper: Stepper,
	value: number,
	min: number,
	canGrow: boolean
): void {
	stepper.minus.disabled = value <= min;
	stepper.plus.setAttribute( 'aria-disabled', String( ! canGrow ) );
}
