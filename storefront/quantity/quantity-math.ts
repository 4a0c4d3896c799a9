/**
 * Quantity arithmetic of the plus and minus buttons: never above max or below min (min 0
 * when unset), step 1 when unset or "any", minus only above 0, results rounded to the step's decimals.
 */

/** Internal dependencies */
import { DEFAULT_QUANTITY_MIN, DEFAULT_QUANTITY_STEP } from './constants';

/** The limits of a quantity input. */
export interface QuantityLimits {
	min: number;
	/** null when unbounded. */
	max: number | null;
	step: number;
	/** Decimals of the step, the precision results are rounded to. */
	decimals: number;
}

function parse( value: string | null | undefined ): number | null {
	if ( value === null || value === undefined || value.trim() === '' ) {
		return null;
	}
	const number = Number( value );
	return Number.isFinite( number ) ? number : null;
}

/** The number of decimals of a step such as "0.25" (0 for "1", "any" or nothing). */
export function stepDecimals( step: string | null | undefined ): number {
	const number = parse( step );
	if ( number === null ) {
		return 0;
	}
	const text = String( step ).trim().toLowerCase();
	const [ mantissa, exponent ] = text.split( 'e' );
	const fraction = mantissa.includes( '.' )
		? mantissa.split( '.' )[ 1 ].length
		: 0;
	return Math.max( 0, fraction - Number( exponent ?? 0 ) );
}

/** The limits from an input's `min`, `max` and `step` attributes. */
export function readLimits( attributes: {
	min?: string | null;
	max?: string | null;
	step?: string | null;
} ): QuantityLimits {
	const step = parse( attributes.step );
	const usableStep = step !== null && step > 0 ? step : DEFAULT_QUANTITY_STEP;
	return {
		min: parse( attributes.min ) ?? DEFAULT_QUANTITY_MIN,
		max: parse( attributes.max ),
		step: usableStep,
		decimals:
			step !== null && step > 0 ? stepDecimals( attributes.step ) : 0,
	};
}

function round( value: number, decimals: number ): number {
	return Number( value.toFixed( decimals ) );
}

/** The value after pressing plus (`direction` 1) or minus (-1). */
export function stepQuantity(
	value: string | number,
	limits: QuantityLimits,
	direction: 1 | -1
): number {
	const current = Number( value );
	const from = Number.isFinite( current ) ? current : 0;
	if ( direction < 0 && from <= 0 ) {
		return round( from, limits.decimals );
	}
	let next = from + direction * limits.step;
	if ( limits.max !== null && next > limits.max ) {
		next = limits.max;
	}
	if ( next < limits.min ) {
		next = limits.min;
	}
	return round( next, limits.decimals );
}

/** The value raised to the minimum when below it (page load on listings); null when unchanged. */
export function raisedToMinimum(
	value: string,
	min: string | null
): number | null {
	const minimum = parse( min );
	const current = parse( value );
	if (
		minimum === null ||
		minimum < 0 ||
		current === null ||
		current >= minimum
	) {
		return null;
	}
	return minimum;
}
