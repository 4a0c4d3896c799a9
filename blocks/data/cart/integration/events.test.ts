/** External dependencies */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { BATCH_DELAY_MS } from '../../../api/constants';
import { CART_STORE_KEY, NOTICES_STORE_KEY } from '../../shared/store-keys';
import { CART_UPDATED_EVENT } from '../constants';
import type { CartUpdatedDetail } from '../cart-event';
import {
	batchEntries,
	createTestEnvironment,
	describeRequests,
	withMockWoo,
} from '../../test-utils';

const { woo, requests } = withMockWoo();

describe( 'cart store: writes and the tourfront:cart-updated event', () => {
	let cleanup = () => {};
	afterEach( () => cleanup() );

	it( 'adds (quantity 1 by default), announces the new cart to the page and never re-announces a refetch', async () => {
		const env = createTestEnvironment( {
			nonce: woo.store.sessionHeaders().Nonce,
		} );
		const seen: CartUpdatedDetail[] = [];
		const listener = ( event: Event ) =>
			seen.push( ( event as CustomEvent< CartUpdatedDetail > ).detail );
		document.body.addEventListener( CART_UPDATED_EVENT, listener );
		cleanup = () => {
			env.cleanup();
			document.body.removeEventListener( CART_UPDATED_EVENT, listener );
		};
		await env.registry.resolveSelect( CART_STORE_KEY ).getCartData();
		requests.length = 0;
		vi.useFakeTimers( { toFake: [ 'setTimeout', 'clearTimeout' ] } );
		const add = env.registry.dispatch( CART_STORE_KEY ).addItemToCart( 23 );
		await vi.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		await add;
		expect( batchEntries( requests[ 0 ] )[ 0 ].body ).toEqual( {
			id: 23,
			quantity: 1,
		} );
		expect( seen ).toHaveLength( 1 );
		expect( seen[ 0 ].source ).toBe( 'store-api' );
		expect( seen[ 0 ].cart?.items_count ).toBe( 1 );
		vi.useRealTimers();

		// The storefront adds in place (wc-ajax) and tells the page: the store refetches, quietly.
		woo.store.addItem( { id: 13, quantity: 2 } );
		requests.length = 0;
		document.body.dispatchEvent(
			new CustomEvent( CART_UPDATED_EVENT, {
				detail: { source: 'wc-ajax', action: 'add', productId: 13 },
			} )
		);
		expect( env.registry.select( CART_STORE_KEY ).isCartDataStale() ).toBe(
			true
		);
		await vi.waitFor( () =>
			expect(
				env.registry.select( CART_STORE_KEY ).getItemsCount()
			).toBe( 3 )
		);
		expect( describeRequests( requests ) ).toEqual( [ 'GET /cart' ] );
		expect( env.registry.select( CART_STORE_KEY ).isCartDataStale() ).toBe(
			false
		);
		expect( seen ).toHaveLength( 2 );
		expect( seen[ 1 ].source ).toBe( 'wc-ajax' );
		expect(
			env.registry.select( NOTICES_STORE_KEY ).getNotices( 'wc/cart' )
		).toEqual( [] );
	} );

	it( 'applyCoupon holds the code while in flight and rejects without a notice', async () => {
		const env = createTestEnvironment( {
			nonce: woo.store.sessionHeaders().Nonce,
		} );
		cleanup = env.cleanup;
		await env.registry.resolveSelect( CART_STORE_KEY ).getCartData();
		vi.useFakeTimers( { toFake: [ 'setTimeout', 'clearTimeout' ] } );
		const cart = env.registry.dispatch( CART_STORE_KEY );
		const bad = cart.applyCoupon( 'khongco' ).catch( ( e: unknown ) => e );
		expect(
			env.registry.select( CART_STORE_KEY ).getCouponBeingApplied()
		).toBe( 'khongco' );
		await vi.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		expect( await bad ).toMatchObject( {
			code: 'woocommerce_rest_cart_coupon_error',
		} );
		expect(
			env.registry.select( CART_STORE_KEY ).getCouponBeingApplied()
		).toBe( '' );
		expect(
			env.registry.select( NOTICES_STORE_KEY ).getNotices( 'wc/cart' )
		).toEqual( [] );
		const removal = cart
			.removeCoupon( 'giam10' )
			.catch( ( e: unknown ) => e );
		expect(
			env.registry.select( CART_STORE_KEY ).getCouponBeingRemoved()
		).toBe( 'giam10' );
		await vi.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		await removal;
		expect( env.registry.select( CART_STORE_KEY ).isRemovingCoupon() ).toBe(
			false
		);
	} );

	it( 'mirrors cart.errors as non-dismissible wc/cart notices keyed by code, removed once gone', async () => {
		woo.store.classicAddToCart( { product_id: '17', quantity: '1' } );
		const env = createTestEnvironment( {
			nonce: woo.store.sessionHeaders().Nonce,
		} );
		cleanup = env.cleanup;
		await env.registry.resolveSelect( CART_STORE_KEY ).getCartData();
		const errors = env.registry.select( CART_STORE_KEY ).getCartErrors();
		expect( errors.map( ( e: { code: string } ) => e.code ) ).toEqual( [
			'woocommerce_rest_cart_item_error',
		] );
		expect(
			env.registry.select( NOTICES_STORE_KEY ).getNotices( 'wc/cart' )
		).toMatchObject( [
			{
				id: 'woocommerce_rest_cart_item_error',
				status: 'error',
				isDismissible: false,
			},
		] );
		await env.registry.dispatch( CART_STORE_KEY ).refreshCart();
		expect(
			env.registry.select( NOTICES_STORE_KEY ).getNotices( 'wc/cart' )
		).toEqual( [] );
	} );
} );
