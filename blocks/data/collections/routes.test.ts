// @vitest-environment node
/**
 * Route discovery over the namespace index WooCommerce 11 answered (woo-store-api 02, its route keys).
 */

/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import recorded from '../../../mocks/contract/records/02-store-api-namespace-routes.json';
import { indexRoutes, routeFor, routeTemplates } from './routes';

const ROUTES = recorded.response.body.routes;

describe( 'indexRoutes / routeFor', () => {
	const index = indexRoutes( 'wc/store/v1', ROUTES );

	it( 'indexes every route but the namespace’s own by resource, placeholders as {name}', () => {
		expect( routeTemplates( index ) ).toHaveLength( ROUTES.length - 1 );
		expect( index[ 'products/attributes/terms' ] ).toEqual( {
			'/wc/store/v1/products/attributes/{attribute_id}/terms': [
				'attribute_id',
			],
		} );
		expect( index[ 'cart/items' ] ).toEqual( {
			'/wc/store/v1/cart/items': [],
			'/wc/store/v1/cart/items/{key}': [ 'key' ],
		} );
	} );

	it( 'gives the route for as many ids as it has placeholders, the first registered one winning', () => {
		expect( routeFor( index, 'products' ) ).toBe( '/wc/store/v1/products' );
		// products/(?P<id>[\d]+) is registered before products/(?P<slug>[\S]+).
		expect( routeFor( index, 'products', [ 15 ] ) ).toBe(
			'/wc/store/v1/products/15'
		);
		expect( routeFor( index, 'cart/coupons', [ 'giam 10' ] ) ).toBe(
			'/wc/store/v1/cart/coupons/giam%2010'
		);
		expect( routeFor( index, 'products/categories', [ 1, 2 ] ) ).toBe( '' );
		expect( routeFor( index, 'khong-co' ) ).toBe( '' );
		expect( routeFor( undefined, 'products' ) ).toBe( '' );
	} );

	it( 'ignores routes of another namespace', () => {
		expect(
			indexRoutes( 'wc/store/v1', [
				'/wp/v2/posts',
				'/wc/store/v1/cart',
			] )
		).toEqual( { cart: { '/wc/store/v1/cart': [] } } );
	} );
} );
