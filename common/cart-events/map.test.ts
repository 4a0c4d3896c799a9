// @vitest-environment node
/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { cartActionEvents } from './map';
import type { CartAction, CartEvent } from './types';

/** `kind:name` of each event, in order. */
const names = ( events: CartEvent[] ) =>
	events.map(
		( e ) =>
			`${ e.kind }:${ e.kind === 'tourfront' ? ( e.detail.action ?? '-' ) : e.name }`
	);

const button = {} as Element;
const fragments = { 'a.cart-contents': '<a class="cart-contents">1</a>' };

describe( 'cartActionEvents', () => {
	it( 'an in-place add: adding_to_cart with the button and the fields, then wc-blocks_adding_to_cart', () => {
		const events = cartActionEvents( {
			type: 'adding',
			source: 'wc-ajax',
			button,
			data: { product_id: '11' },
		} );
		expect( names( events ) ).toEqual( [
			'jquery:adding_to_cart',
			'dom:wc-blocks_adding_to_cart',
		] );
		expect( events[ 0 ] ).toMatchObject( {
			args: [ button, { product_id: '11' } ],
		} );
		expect(
			names( cartActionEvents( { type: 'adding', source: 'store-api' } ) )
		).toEqual( [ 'dom:wc-blocks_adding_to_cart' ] );
	} );

	it( 'an in-place add done: added_to_cart as WooCommerce passes it, what its add-to-cart.js fires after, the blocks’ event, ours', () => {
		const events = cartActionEvents( {
			type: 'added',
			source: 'wc-ajax',
			fragments,
			cartHash: 'h1',
			button,
			productId: 11,
		} );
		expect( names( events ) ).toEqual( [
			'jquery:added_to_cart',
			'jquery:wc_cart_button_updated',
			'jquery:wc_fragments_loaded',
			'dom:wc-blocks_added_to_cart',
			'tourfront:add',
		] );
		expect( events[ 0 ] ).toMatchObject( {
			args: [ fragments, 'h1', button ],
		} );
		expect( events[ 3 ] ).toMatchObject( {
			detail: { preserveCartData: false },
		} );
		expect( events[ 4 ] ).toMatchObject( {
			detail: {
				source: 'wc-ajax',
				action: 'add',
				fragments,
				cart_hash: 'h1',
				productId: 11,
				button,
			},
		} );
	} );

	it( 'leaves the fragment events to WooCommerce’s add-to-cart.js when it is on the page', () => {
		const events = cartActionEvents(
			{
				type: 'added',
				source: 'wc-ajax',
				fragments,
				cartHash: 'h1',
				button,
			},
			{ wooCommerceHandlesFragments: true }
		);
		expect( names( events ) ).toEqual( [
			'jquery:added_to_cart',
			'dom:wc-blocks_added_to_cart',
			'tourfront:add',
		] );
	} );

	it( 'a remove from the classic mini-cart list', () => {
		expect(
			names(
				cartActionEvents( {
					type: 'removed',
					source: 'wc-ajax',
					fragments,
					cartHash: 'h2',
					button,
				} )
			)
		).toEqual( [
			'jquery:removed_from_cart',
			'jquery:wc_fragments_loaded',
			'dom:wc-blocks_removed_from_cart',
			'tourfront:remove',
		] );
	} );

	it( 'Store API changes in the blocks: the blocks’ events and hooks, then the classic cart page’s', () => {
		const item = { key: 'k', id: 11, quantity: 2 };
		const cart = { items_count: 2 };
		expect(
			names(
				cartActionEvents( {
					type: 'removed',
					source: 'store-api',
					item,
					cart,
				} )
			)
		).toEqual( [
			'jquery:removed_from_cart',
			'dom:wc-blocks_removed_from_cart',
			'hook:experimental__woocommerce_blocks-cart-remove-item',
			'jquery:updated_cart_totals',
			'jquery:updated_wc_div',
			'tourfront:remove',
		] );
		const quantity = cartActionEvents( {
			type: 'quantity',
			source: 'store-api',
			item,
			quantity: 3,
			cart,
		} );
		expect( names( quantity ) ).toEqual( [
			'hook:experimental__woocommerce_blocks-cart-set-item-quantity',
			'jquery:updated_cart_totals',
			'jquery:updated_wc_div',
			'tourfront:-',
		] );
		expect( quantity[ 0 ] ).toMatchObject( {
			args: { product: item, quantity: 3 },
		} );
		expect(
			names(
				cartActionEvents( {
					type: 'quantity',
					source: 'store-api',
					item,
					cart: { items_count: 0 },
				} )
			).slice( 1, 3 )
		).toEqual( [ 'jquery:wc_cart_emptied', 'jquery:updated_wc_div' ] );
		expect(
			names(
				cartActionEvents( {
					type: 'added',
					source: 'store-api',
					item,
					cart,
				} )
			)
		).toEqual( [
			'jquery:added_to_cart',
			'dom:wc-blocks_added_to_cart',
			'hook:experimental__woocommerce_blocks-cart-add-item',
			'jquery:updated_cart_totals',
			'jquery:updated_wc_div',
			'tourfront:add',
		] );
	} );

	it( 'coupons and shipping rates fire the classic cart page’s events', () => {
		const applied = cartActionEvents( {
			type: 'coupon-applied',
			source: 'store-api',
			code: 'giam10',
		} );
		expect( names( applied ) ).toEqual( [
			'jquery:applied_coupon',
			'jquery:updated_cart_totals',
			'tourfront:-',
		] );
		expect( applied[ 0 ] ).toMatchObject( { args: [ 'giam10' ] } );
		expect(
			names(
				cartActionEvents( {
					type: 'coupon-removed',
					source: 'store-api',
					code: 'giam10',
				} )
			).slice( 0, 1 )
		).toEqual( [ 'jquery:removed_coupon' ] );
		const rate = cartActionEvents( {
			type: 'rate-selected',
			source: 'store-api',
			rateId: 'pickup_location:0',
		} );
		expect( names( rate ) ).toEqual( [
			'hook:experimental__woocommerce_blocks-checkout-set-selected-shipping-rate',
			'jquery:updated_cart_totals',
			'jquery:updated_shipping_method',
			'tourfront:-',
		] );
		expect( rate[ 0 ] ).toMatchObject( {
			args: { shippingRateId: 'pickup_location:0' },
		} );
	} );

	it( 'a fragments refresh, and other changes that only Tourfront hears about', () => {
		expect(
			names(
				cartActionEvents( {
					type: 'fragments-refreshed',
					source: 'wc-ajax',
					fragments,
				} )
			)
		).toEqual( [ 'jquery:wc_fragments_refreshed', 'tourfront:refresh' ] );
		expect(
			names(
				cartActionEvents( {
					type: 'updated',
					source: 'store-api',
					cart: {},
				} )
			)
		).toEqual( [ 'tourfront:-' ] );
	} );

	it( 'an add another script announced with jQuery gets the rest of WooCommerce’s reaction, not the jQuery event again', () => {
		const action: CartAction = {
			type: 'added',
			source: 'wc-ajax',
			fragments,
			button,
			external: 'jquery',
		};
		const events = cartActionEvents( action );
		expect( names( events ) ).toEqual( [
			'jquery:wc_cart_button_updated',
			'jquery:wc_fragments_loaded',
			'dom:wc-blocks_added_to_cart',
			'tourfront:add',
		] );
		expect( events[ 3 ] ).toMatchObject( { detail: { external: true } } );
	} );
} );
