/**
 * GET /wc/store/v1: the namespace index with its routes (keys as WooCommerce 11 registers them).
 */

/** The routes of wc/store/v1 with their methods. */
export const STORE_API_ROUTES: Record< string, string[] > = {
	'/wc/store/v1': [ 'GET' ],
	'/wc/store/v1/batch': [ 'POST' ],
	'/wc/store/v1/cart': [ 'GET' ],
	'/wc/store/v1/cart/add-item': [ 'POST' ],
	'/wc/store/v1/cart/apply-coupon': [ 'POST' ],
	'/wc/store/v1/cart/coupons': [ 'GET', 'POST', 'DELETE' ],
	'/wc/store/v1/cart/coupons/(?P<code>[\\w-]+)': [ 'GET', 'DELETE' ],
	'/wc/store/v1/cart/extensions': [ 'POST' ],
	'/wc/store/v1/cart/items': [ 'GET', 'POST', 'DELETE' ],
	'/wc/store/v1/cart/items/(?P<key>[\\w-]{32})': [
		'GET',
		'POST',
		'PUT',
		'PATCH',
		'DELETE',
	],
	'/wc/store/v1/cart/remove-coupon': [ 'POST' ],
	'/wc/store/v1/cart/remove-item': [ 'POST' ],
	'/wc/store/v1/cart/select-shipping-rate': [ 'POST' ],
	'/wc/store/v1/cart/update-item': [ 'POST' ],
	'/wc/store/v1/cart/update-customer': [ 'POST' ],
	'/wc/store/v1/checkout': [ 'GET', 'POST', 'PUT', 'PATCH' ],
	'/wc/store/v1/checkout/(?P<id>[\\d]+)': [ 'POST' ],
	'/wc/store/v1/order/(?P<id>[\\d]+)': [ 'GET' ],
	'/wc/store/v1/products/attributes': [ 'GET' ],
	'/wc/store/v1/products/attributes/(?P<id>[\\d]+)': [ 'GET' ],
	'/wc/store/v1/products/attributes/(?P<attribute_id>[\\d]+)/terms': [
		'GET',
	],
	'/wc/store/v1/products/categories': [ 'GET' ],
	'/wc/store/v1/products/categories/(?P<id>[\\d]+)': [ 'GET' ],
	'/wc/store/v1/products/brands': [ 'GET' ],
	'/wc/store/v1/products/brands/(?P<identifier>[\\w-]+)': [ 'GET' ],
	'/wc/store/v1/products/collection-data': [ 'GET' ],
	'/wc/store/v1/products/reviews': [ 'GET' ],
	'/wc/store/v1/products/tags': [ 'GET' ],
	'/wc/store/v1/products': [ 'GET' ],
	'/wc/store/v1/products/(?P<id>[\\d]+)': [ 'GET' ],
	'/wc/store/v1/products/(?P<slug>[\\S]+)': [ 'GET' ],
};

/** The namespace index body: `routes` is keyed by route, as the WordPress REST index is. */
export function namespaceIndex( restRoot: string ) {
	const routes = Object.fromEntries(
		Object.entries( STORE_API_ROUTES ).map( ( [ route, methods ] ) => [
			route,
			{
				namespace: 'wc/store/v1',
				methods,
				endpoints: [ { methods, args: {} } ],
				_links: {
					self: [ { href: `${ restRoot }${ route.slice( 1 ) }` } ],
				},
			},
		] )
	);
	return { namespace: 'wc/store/v1', routes };
}
