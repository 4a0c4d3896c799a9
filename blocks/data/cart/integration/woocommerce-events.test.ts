/**
 * Every cart change the blocks make through the Store API fires WooCommerce's events for it (jQuery with
 * jQuery on the page, the blocks' DOM events, the blocks' store events on wp.hooks).
 */

/** External dependencies */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import jQuery from 'jquery';

/** Internal dependencies */
import { BATCH_DELAY_MS } from '../../../api/constants';
import { QUANTITY_CHANGE_DEBOUNCE_MS } from '../constants';
import { CART_STORE_KEY } from '../../shared/store-keys';
import { createLoadedEnvironment, withMockWoo } from '../../test-utils';

const { woo, requests } = withMockWoo();

type PageWindow = Window & { jQuery?: unknown; wp?: unknown };
const win = window as PageWindow;

let heard: string[] = [];
beforeEach( () => {
	heard = [];
	win.jQuery = jQuery;
	win.wp = {
		hooks: {
			doAction: (
				name: string,
				args: { product?: { id: number }; quantity?: number }
			) =>
				heard.push(
					`hook ${ name.replace( 'experimental__woocommerce_blocks-', '' ) } ${ args.product?.id ?? '' }×${ args.quantity ?? '' }`
				),
		},
	};
	jQuery( document.body ).on(
		'added_to_cart removed_from_cart updated_cart_totals updated_wc_div wc_cart_emptied applied_coupon removed_coupon updated_shipping_method',
		( event, ...args ) =>
			heard.push(
				`$ ${ event.type }${ typeof args[ 0 ] === 'string' ? ` ${ args[ 0 ] }` : '' }`
			)
	);
	for ( const name of [
		'wc-blocks_adding_to_cart',
		'wc-blocks_added_to_cart',
		'wc-blocks_removed_from_cart',
	] ) {
		document.body.addEventListener( name, ( event ) =>
			heard.push( `dom ${ event.type }` )
		);
	}
} );

afterEach( () => {
	jQuery( document.body ).off();
	delete win.jQuery;
	delete win.wp;
} );

describe( 'cart store: WooCommerce’s events', () => {
	let cleanup = () => {};
	afterEach( () => cleanup() );

	it( 'add, quantity, coupon, rate and remove each fire theirs, in WooCommerce’s order', async () => {
		const env = await createLoadedEnvironment( woo, requests );
		cleanup = env.cleanup;
		const cart = env.registry.dispatch( CART_STORE_KEY );
		const settle = async < T >( promise: Promise< T > ) => {
			await vi.advanceTimersByTimeAsync(
				QUANTITY_CHANGE_DEBOUNCE_MS + BATCH_DELAY_MS
			);
			return promise;
		};

		await settle( cart.addItemToCart( 11, 2 ) );
		expect( heard.splice( 0 ) ).toEqual( [
			'dom wc-blocks_adding_to_cart',
			'$ added_to_cart',
			'dom wc-blocks_added_to_cart',
			'hook cart-add-item 11×2',
			'$ updated_cart_totals',
			'$ updated_wc_div',
		] );

		const { key } = env.registry
			.select( CART_STORE_KEY )
			.getCartItems()[ 0 ];
		await settle( cart.changeCartItemQuantity( key, 3 ) );
		expect( heard.splice( 0 ) ).toEqual( [
			'hook cart-set-item-quantity 11×3',
			'$ updated_cart_totals',
			'$ updated_wc_div',
		] );

		await settle( cart.applyCoupon( 'giam10' ) );
		expect( heard.splice( 0 ) ).toEqual( [
			'$ applied_coupon giam10',
			'$ updated_cart_totals',
		] );
		await settle( cart.removeCoupon( 'giam10' ) );
		expect( heard.splice( 0 ) ).toEqual( [
			'$ removed_coupon giam10',
			'$ updated_cart_totals',
		] );

		await settle( cart.selectShippingRate( 'pickup_location:0', 0 ) );
		expect( heard.splice( 0 ) ).toEqual( [
			'hook checkout-set-selected-shipping-rate ×',
			'$ updated_cart_totals',
			'$ updated_shipping_method',
		] );

		await settle( cart.removeItemFromCart( key ) );
		expect( heard.splice( 0 ) ).toEqual( [
			'$ removed_from_cart',
			'dom wc-blocks_removed_from_cart',
			'hook cart-remove-item 11×3',
			'$ wc_cart_emptied',
			'$ updated_wc_div',
		] );
	} );

	it( 'a refetch after a change made elsewhere fires nothing of WooCommerce’s (whoever changed the cart did)', async () => {
		const env = await createLoadedEnvironment( woo, requests );
		cleanup = env.cleanup;
		vi.useRealTimers();
		await env.registry.dispatch( CART_STORE_KEY ).refreshCart();
		expect( heard ).toEqual( [] );
	} );
} );
