/** External dependencies */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { BATCH_DELAY_MS } from '../../../api/constants';
import { QUANTITY_CHANGE_DEBOUNCE_MS } from '../constants';
import { CART_STORE_KEY, NOTICES_STORE_KEY } from '../../shared/store-keys';
import {
	batchEntries,
	createLoadedEnvironment,
	describeRequests,
	withMockWoo,
} from '../../test-utils';
import type { Notice } from '../../notices/types';

const { woo, requests } = withMockWoo();

const loadedEnvironment = () => createLoadedEnvironment( woo, requests );

describe( 'cart store: quantities', () => {
	let cleanup = () => {};
	afterEach( () => cleanup() );

	it( 'a burst of 20 changes at once sends one request ending at the last value', async () => {
		woo.store.addItem( { id: 23, quantity: 1 } );
		const env = await loadedEnvironment();
		cleanup = env.cleanup;
		const { key } = env.registry
			.select( CART_STORE_KEY )
			.getCartItems()[ 0 ];
		const dispatch = env.registry.dispatch( CART_STORE_KEY );
		const changes = Array.from( { length: 20 }, ( _, i ) =>
			dispatch.changeCartItemQuantity( key, i + 2 )
		);
		// Still choosing: not pending, so the quantity buttons keep taking clicks.
		expect(
			env.registry.select( CART_STORE_KEY ).isItemPendingQuantity( key )
		).toBe( false );
		await vi.advanceTimersByTimeAsync(
			QUANTITY_CHANGE_DEBOUNCE_MS + BATCH_DELAY_MS - 1
		);
		expect( requests ).toHaveLength( 0 );
		// Sent (waiting in the batch window): pending until the cart answers.
		expect(
			env.registry.select( CART_STORE_KEY ).isItemPendingQuantity( key )
		).toBe( true );
		await vi.advanceTimersByTimeAsync( 1 );
		const results = await Promise.all( changes );
		expect( results.filter( Boolean ) ).toHaveLength( 1 );
		expect( describeRequests( requests ) ).toEqual( [ 'POST /batch' ] );
		expect( batchEntries( requests[ 0 ] ).map( ( e ) => e.body ) ).toEqual(
			[ { key, quantity: 21 } ]
		);
		expect( woo.store.getCartResponse().items[ 0 ].quantity ).toBe( 21 );
		expect(
			env.registry.select( CART_STORE_KEY ).getCartItem( key )?.quantity
		).toBe( 21 );
		expect(
			env.registry.select( CART_STORE_KEY ).isItemPendingQuantity( key )
		).toBe( false );
	} );

	it( 'a burst of 20 clicks 40 ms apart sends at most 2 requests and the server ends at the last value', async () => {
		woo.store.addItem( { id: 23, quantity: 1 } );
		const env = await loadedEnvironment();
		cleanup = env.cleanup;
		const { key } = env.registry
			.select( CART_STORE_KEY )
			.getCartItems()[ 0 ];
		const dispatch = env.registry.dispatch( CART_STORE_KEY );
		const changes = [];
		for ( let i = 0; i < 20; i++ ) {
			changes.push( dispatch.changeCartItemQuantity( key, 30 - i ) );
			await vi.advanceTimersByTimeAsync( 40 );
		}
		await vi.advanceTimersByTimeAsync(
			QUANTITY_CHANGE_DEBOUNCE_MS + BATCH_DELAY_MS
		);
		await Promise.all( changes );
		expect( requests.length ).toBeLessThanOrEqual( 2 );
		expect(
			describeRequests( requests ).every( ( r ) => r === 'POST /batch' )
		).toBe( true );
		expect( woo.store.getCartResponse().items[ 0 ].quantity ).toBe( 11 );
		expect(
			env.registry.select( CART_STORE_KEY ).getCartItem( key )?.quantity
		).toBe( 11 );
		const notices = env.registry
			.select( NOTICES_STORE_KEY )
			.getNotices( 'wc/cart' ) as Notice[];
		expect( notices ).toEqual( [] );
	} );

	it( 'sends nothing when the quantity did not change', async () => {
		woo.store.addItem( { id: 23, quantity: 3 } );
		const env = await loadedEnvironment();
		cleanup = env.cleanup;
		const { key } = env.registry
			.select( CART_STORE_KEY )
			.getCartItems()[ 0 ];
		expect(
			await env.registry
				.dispatch( CART_STORE_KEY )
				.changeCartItemQuantity( key, 3 )
		).toBe( false );
		expect( requests ).toHaveLength( 0 );
	} );

	it( 'raises the server-side change notices by comparing the carts', async () => {
		woo.store.addItem( { id: 23, quantity: 3 } );
		woo.store.addItem( { id: 13, quantity: 1 } );
		const env = await loadedEnvironment();
		cleanup = env.cleanup;
		const [ ticket, sapa ] = env.registry
			.select( CART_STORE_KEY )
			.getCartItems();
		// The cart changes on the server behind the shopper's back (another tab, stock).
		woo.store.updateItem( ticket.key, 2 );
		woo.store.removeItem( sapa.key );
		const apply = env.registry
			.dispatch( CART_STORE_KEY )
			.applyCoupon( 'giam10' );
		await vi.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		await apply;
		const notices = env.registry
			.select( NOTICES_STORE_KEY )
			.getNotices( 'wc/cart' ) as Notice[];
		expect( notices.map( ( n ) => [ n.id, n.content, n.type ] ) ).toEqual( [
			[
				`${ ticket.key }-quantity-update`,
				`The quantity of "${ ticket.name }" was changed to 2.`,
				'snackbar',
			],
			[
				`${ sapa.key }-removed`,
				`"${ sapa.name }" was removed from your cart.`,
				'snackbar',
			],
		] );
	} );

	it( 'a line whose travellers the shopper changed (cart/extensions) gets no server-change notice', async () => {
		woo.store.addItem( { id: 23, quantity: 3 } );
		woo.store.registerUpdateCallback( 'tourfront-party', ( data, ctx ) => {
			const line = ctx.state.cart.items.find(
				( item ) => item.key === data.key
			)!;
			line.quantity = Number( data.adults ) + Number( data.children );
		} );
		const env = await loadedEnvironment();
		cleanup = env.cleanup;
		const [ tour ] = env.registry.select( CART_STORE_KEY ).getCartItems();
		const dispatch = env.registry.dispatch( CART_STORE_KEY );
		// As the cart line's travellers editor does: the line is pending while its party is sent.
		dispatch.itemIsPendingQuantity( tour.key, true );
		const update = dispatch.applyExtensionCartUpdate( {
			namespace: 'tourfront-party',
			data: { key: tour.key, adults: 3, children: 1 },
		} );
		await vi.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		await update;
		dispatch.itemIsPendingQuantity( tour.key, false );
		expect(
			env.registry.select( CART_STORE_KEY ).getCartItem( tour.key )
				?.quantity
		).toBe( 4 );
		expect(
			env.registry.select( NOTICES_STORE_KEY ).getNotices( 'wc/cart' )
		).toEqual( [] );
	} );

	it( 'removing an item flags pendingDelete, and a 409 error body carrying data.cart updates the cart', async () => {
		woo.store.addItem( { id: 23, quantity: 1 } );
		woo.store.addItem( { id: 13, quantity: 1 } );
		const env = await loadedEnvironment();
		cleanup = env.cleanup;
		const [ first, second ] = env.registry
			.select( CART_STORE_KEY )
			.getCartItems();
		woo.store.removeItem( second.key );
		const removal = env.registry
			.dispatch( CART_STORE_KEY )
			.removeItemFromCart( second.key )
			.catch( ( e: unknown ) => e );
		expect(
			env.registry
				.select( CART_STORE_KEY )
				.isItemPendingDelete( second.key )
		).toBe( true );
		await vi.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		expect( await removal ).toMatchObject( {
			code: 'woocommerce_rest_cart_invalid_key',
		} );
		const select = env.registry.select( CART_STORE_KEY );
		expect( select.isItemPendingDelete( second.key ) ).toBe( false );
		expect(
			select.getCartItems().map( ( i: { key: string } ) => i.key )
		).toEqual( [ first.key ] );
		const notices = env.registry
			.select( NOTICES_STORE_KEY )
			.getNotices( 'wc/cart' ) as Notice[];
		expect( notices.map( ( n ) => [ n.id, n.status ] ) ).toEqual( [
			[ 'woocommerce_rest_cart_invalid_key', 'error' ],
		] );
	} );
} );
