/**
 * WooCommerce's `select( 'wc/store/cart' ).getCartData()` is the Store API cart with its top-level keys
 * camel-cased (`itemsCount`, `needsShipping`, `shippingRates`, `billingAddress`, …), and plugins written
 * for its blocks read those; the theme's code reads the Store API's own (`items_count`, …). The cart the
 * store keeps answers both: WooCommerce's names are non-enumerable aliases of the Store API's keys, so a
 * spread, a comparison or a cart kept as JSON sees the Store API's keys only, and no value is held twice.
 */

/** A shallow copy of `cart` whose snake_case keys can also be read by their camelCase names. */
export function withWooCommerceKeys< T extends object >( cart: T ): T {
	const keyed = { ...cart } as Record< string, unknown >;
	for ( const key of Object.keys( keyed ) ) {
		if ( key.includes( '_' ) ) {
			Object.defineProperty(
				keyed,
				key.replace( /_(.)/g, ( _m, c: string ) => c.toUpperCase() ),
				{ get: () => keyed[ key ] }
			);
		}
	}
	return keyed as T;
}
