/**
 * The adults and children fields of the booking box. The theme prints them beside the quantity so
 * the plain form posts them without JavaScript; the box takes them over (or makes them when a page
 * did not print them) and puts minus/plus buttons around each.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import { MIN_ADULTS, type TravellerType } from '../../common/booking/party';
import { ADULTS_FIELD, BOOKING_CLASS, CHILDREN_FIELD } from './constants';
import { addStepper, type Stepper } from './stepper';

/** One traveller count in the box. */
export interface TravellerField {
	input: HTMLInputElement;
	stepper: Stepper;
	/** "× 2.490.000 ₫" beside the count. */
	price: HTMLElement;
}

const NAMES: Record< TravellerType, string > = {
	adults: ADULTS_FIELD,
	children: CHILDREN_FIELD,
};

function labels( type: TravellerType ) {
	return type === 'adults'
		? {
				label: __( 'Adults', 'tourfront' ),
				less: __( 'Remove an adult', 'tourfront' ),
				more: __( 'Add an adult', 'tourfront' ),
			}
		: {
				label: __( 'Children (2–11 years)', 'tourfront' ),
				less: __( 'Remove a child', 'tourfront' ),
				more: __( 'Add a child', 'tourfront' ),
			};
}

/** The field of `type`: a row with its label, the stepped input and the unit price. */
export function travellerField(
	form: HTMLFormElement,
	type: TravellerType,
	onStep: ( value: number ) => void
): { row: HTMLElement; field: TravellerField } {
	const doc = form.ownerDocument;
	const printed = form.querySelector< HTMLInputElement >(
		`input[name="${ NAMES[ type ] }"]`
	);
	const min = type === 'adults' ? MIN_ADULTS : 0;
	const input = doc.createElement( 'input' );
	input.type = 'number';
	input.name = NAMES[ type ];
	input.id = `${ NAMES[ type ] }-${ form.dataset.product_id ?? '' }`;
	input.className = `${ BOOKING_CLASS }__count-input input-text`;
	input.min = String( min );
	input.step = '1';
	input.inputMode = 'numeric';
	input.value = String( Math.max( min, Number( printed?.value ) || min ) );
	const printedBox = printed?.closest( '.tourfront-travellers' );
	printed?.closest( '.tourfront-travellers__field' )?.remove();
	printed?.remove();
	if ( printedBox && ! printedBox.querySelector( 'input' ) ) {
		printedBox.remove();
	}
	const text = labels( type );
	const row = doc.createElement( 'div' );
	row.className = `${ BOOKING_CLASS }__count is-${ type }`;
	const label = doc.createElement( 'label' );
	label.htmlFor = input.id;
	label.textContent = text.label;
	const control = doc.createElement( 'span' );
	control.className = `${ BOOKING_CLASS }__control`;
	control.append( input );
	const price = doc.createElement( 'span' );
	price.className = `${ BOOKING_CLASS }__unit`;
	const labelBox = doc.createElement( 'span' );
	labelBox.className = `${ BOOKING_CLASS }__count-label`;
	labelBox.append( label, price );
	row.append( labelBox, control );
	const stepper = addStepper( input, {
		less: text.less,
		more: text.more,
		onStep,
	} );
	input.addEventListener( 'change', () => onStep( Number( input.value ) ) );
	return { row, field: { input, stepper, price } };
}
