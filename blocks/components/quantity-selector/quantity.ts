/**
 * Cart item quantity rules: a quantity is valid only if it is at least `minimum`, at most
 * `maximum` and a multiple of `multiple_of`. These helpers turn anything a shopper types or clicks into
 * the nearest valid quantity, so an invalid one is never sent.
 */

/** `quantity_limits` of a Store API cart item. */
export interface QuantityLimits {
	minimum: number;
	maximum: number;
	multiple_of: number;
	editable: boolean;
}

const step = ( limits: QuantityLimits ) =>
	limits.multiple_of > 0 ? limits.multiple_of : 1;

/** Smallest valid quantity (the first multiple of `multiple_of` not below `minimum`). */
export function lowestQuantity( limits: QuantityLimits ): number {
	const s = step( limits );
	return Math.max( s, Math.ceil( Math.max( limits.minimum, 1 ) / s ) * s );
}

/** Largest valid quantity (the last multiple of `multiple_of` not above `maximum`). */
export function highestQuantity( limits: QuantityLimits ): number {
	const s = step( limits );
	return Math.floor( limits.maximum / s ) * s;
}

/** True when `quantity` may be sent as is. */
export function isValidQuantity(
	quantity: number,
	limits: QuantityLimits
): boolean {
	return (
		Number.isInteger( quantity ) &&
		quantity >= limits.minimum &&
		quantity <= limits.maximum &&
		quantity % step( limits ) === 0
	);
}

/** The valid quantity nearest to `value` (rounded to the step, then clamped into the limits). */
export function normaliseQuantity(
	value: number,
	limits: QuantityLimits
): number {
	const low = lowestQuantity( limits );
	const high = highestQuantity( limits );
	if ( ! Number.isFinite( value ) || high < low ) {
		return low;
	}
	const s = step( limits );
	const rounded = Math.round( value / s ) * s;
	return Math.min( high, Math.max( low, rounded ) );
}

/** The quantity one step up, or `undefined` when already at the maximum. */
export function nextQuantity(
	quantity: number,
	limits: QuantityLimits
): number | undefined {
	const next = normaliseQuantity( quantity + step( limits ), limits );
	return next > quantity ? next : undefined;
}

/** The quantity one step down, or `undefined` when already at the minimum. */
export function previousQuantity(
	quantity: number,
	limits: QuantityLimits
): number | undefined {
	const previous = normaliseQuantity( quantity - step( limits ), limits );
	return previous < quantity ? previous : undefined;
}
