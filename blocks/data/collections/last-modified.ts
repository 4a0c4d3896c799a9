/**
 * The collections' `Last-Modified` header as a number to compare: WooCommerce's products collection sends
 * an HTTP date (the newest product change); a plain number is taken as it is.
 */

/** Milliseconds since the epoch, or null when the header is missing or unreadable. */
export function parseLastModified(
	value: string | null | undefined
): number | null {
	const text = value?.trim();
	if ( ! text ) {
		return null;
	}
	if ( /^\d+$/.test( text ) ) {
		return Number( text );
	}
	const time = Date.parse( text );
	return Number.isFinite( time ) ? time : null;
}
