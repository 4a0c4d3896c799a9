/**
 * A person's name in the order their country writes it, as the theme's address formats print it
 * (theme/inc/checkout-name-order.php: `{last_name} {first_name}` for Vietnam, "Trần Thị Mai").
 */

/** Countries whose names are written family name first (the PHP's TOURFRONT_FAMILY_NAME_FIRST). */
export const FAMILY_NAME_FIRST: readonly string[] = [ 'VN' ];

/** "Trần Thị Mai" for first_name "Mai", last_name "Trần Thị" in Vietnam; "Mai Trần Thị" elsewhere. */
export function personName( address: {
	first_name?: string;
	last_name?: string;
	country?: string;
} ): string {
	const first = ( address.first_name ?? '' ).trim();
	const last = ( address.last_name ?? '' ).trim();
	const parts = FAMILY_NAME_FIRST.includes( address.country ?? '' )
		? [ last, first ]
		: [ first, last ];
	return parts.filter( Boolean ).join( ' ' );
}
