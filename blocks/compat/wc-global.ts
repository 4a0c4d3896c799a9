/**
 * `window.wc.<name>`: where WooCommerce's scripts put their APIs, and where plugins written for WooCommerce's
 * blocks read them (`const { registerCheckoutFilters } = wc.blocksCheckout`).
 */

declare global {
	interface Window {
		wc?: Record< string, unknown >;
	}
}

/** Puts `api` on `window.wc[ name ]` and returns it. */
export function setWcGlobal< T >(
	name: string,
	api: T,
	target: Window = window
): T {
	const wc = ( target.wc ||= {} );
	wc[ name ] = api;
	return api;
}
