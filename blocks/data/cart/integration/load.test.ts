/** External dependencies */
import { afterEach, describe, expect, it } from 'vitest';
import apiFetch from '@wordpress/api-fetch';

/** Internal dependencies */
import { CART_READ_KEY } from '../../../../common/cart-events/constants';
import { CART_STORE_KEY } from '../../shared/store-keys';
import {
	createTestEnvironment,
	describeRequests,
	ROOT,
	withMockWoo,
} from '../../test-utils';

const { woo, requests } = withMockWoo();

describe( 'cart store: loading', () => {
	let cleanup = () => {};
	afterEach( () => cleanup() );

	it( 'uses the preloaded cart without a request', async () => {
		woo.store.addItem( { id: 11, quantity: 2 } );
		const preload = apiFetch.createPreloadingMiddleware( {
			'/wc/store/v1/cart': {
				body: woo.store.getCartResponse(),
				headers: woo.store.sessionHeaders(),
			},
		} );
		apiFetch.use( preload );
		const env = createTestEnvironment();
		cleanup = () => {
			env.cleanup();
			apiFetch.unregister( preload );
		};
		const cart = await env.registry
			.resolveSelect( CART_STORE_KEY )
			.getCartData();
		expect( cart.items_count ).toBe( 2 );
		expect( requests ).toHaveLength( 0 );
	} );

	it( 'fetches the cart once with _locale=user when nothing was preloaded', async () => {
		woo.store.addItem( { id: 13, quantity: 1 } );
		const env = createTestEnvironment();
		cleanup = env.cleanup;
		const select = env.registry.resolveSelect( CART_STORE_KEY );
		await Promise.all( [ select.getCartData(), select.getCartData() ] );
		expect( describeRequests( requests ) ).toEqual( [ 'GET /cart' ] );
		expect( requests[ 0 ].url.searchParams.get( '_locale' ) ).toBe(
			'user'
		);
		expect(
			env.registry.select( CART_STORE_KEY ).getCartItems()[ 0 ].id
		).toBe( 13 );
	} );

	it( 'takes the read the mini-cart started on the shopper’s intent instead of reading again', async () => {
		woo.store.addItem( { id: 13, quantity: 2 } );
		// As storefront/mini-cart/cart-read hands it over.
		( window as unknown as Record< string, Promise< unknown > > )[
			CART_READ_KEY
		] = fetch( `${ ROOT }wc/store/v1/cart?_locale=user` ).then(
			( response ) => response.json()
		);
		const env = createTestEnvironment();
		cleanup = env.cleanup;
		const cart = await env.registry
			.resolveSelect( CART_STORE_KEY )
			.getCartData();
		expect( cart.items_count ).toBe( 2 );
		// One read: the header's, with the same locale the store's own would ask for.
		expect( describeRequests( requests ) ).toEqual( [ 'GET /cart' ] );
		expect( requests[ 0 ].url.searchParams.get( '_locale' ) ).toBe(
			'user'
		);
	} );
} );
