/**
 * Quantity rules of spec §5 "Quantities".
 */

/** A cart item's limits. */
export interface QuantityLimitsLike {
	minimum: number;
	maximum: number;
	multiple_of: number;
}

/** A quantity is valid when ≥ minimum, ≤ maximum and a multiple of multiple_of. */
export function isQuantityValid(
	quantity: number,
	{ minimum, maximum, multiple_of: multipleOf }: QuantityLimitsLike
): boolean {
	if (
		! Number.isFinite( quantity ) ||
		quantity < minimum ||
		quantity > maximum
	) {
		return false;
	}
	if ( multipleOf > 1 ) {
		return (
			Math.abs( quantity % multipleOf ) < 1e-9 ||
			Math.abs( ( quantity % multipleOf ) - multipleOf ) < 1e-9
		);
	}
	return true;
}
