/**
 * The cart under WooCommerce's key names as well as the Store API's.
 */

/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { filledCart } from '../../cart/test-utils';
import { reducer } from './reducer';
import { DEFAULT_CART_STATE } from './default-state';
import { receiveCart } from './actions';
import { withWooCommerceKeys } from './woocommerce-keys';

/** The top-level keys WooCommerce's getCartData() gives (recorded on WooCommerce 11.0.1's cart block). */
const WOOCOMMERCE_KEYS = [
	'coupons',
	'shippingRates',
	'shippingAddress',
	'billingAddress',
	'items',
	'itemsCount',
	'itemsWeight',
	'crossSells',
	'needsShipping',
	'needsPayment',
	'hasCalculatedShipping',
	'fees',
	'totals',
	'errors',
	'paymentMethods',
	'paymentRequirements',
	'extensions',
];

describe( 'withWooCommerceKeys', () => {
	it( "reads every key WooCommerce's cart has, with the Store API's values", () => {
		const cart = filledCart();
		const keyed = withWooCommerceKeys( cart ) as unknown as Record<
			string,
			unknown
		>;
		for ( const key of WOOCOMMERCE_KEYS ) {
			expect( keyed[ key ], key ).toBeDefined();
		}
		expect( keyed.itemsCount ).toBe( cart.items_count );
		expect( keyed.needsShipping ).toBe( cart.needs_shipping );
		expect( keyed.shippingRates ).toBe( cart.shipping_rates );
		expect( keyed.billingAddress ).toBe( cart.billing_address );
		expect( keyed.items ).toBe( cart.items );
	} );

	it( "keeps the Store API's keys only in a spread and in JSON", () => {
		const cart = filledCart();
		const keyed = withWooCommerceKeys( cart );
		expect( Object.keys( keyed ) ).toEqual( Object.keys( cart ) );
		expect( JSON.parse( JSON.stringify( keyed ) ) ).toEqual(
			JSON.parse( JSON.stringify( cart ) )
		);
		expect( { ...keyed } ).not.toHaveProperty( 'itemsCount' );
	} );

	it( 'is what the cart store keeps, from the first empty cart to every cart received', () => {
		const empty = DEFAULT_CART_STATE.cartData as unknown as Record<
			string,
			unknown
		>;
		expect( empty.itemsCount ).toBe( 0 );
		const cart = filledCart();
		const state = reducer( DEFAULT_CART_STATE, receiveCart( cart ) );
		const kept = state.cartData as unknown as Record< string, unknown >;
		expect( kept.itemsCount ).toBe( cart.items_count );
		expect( kept.needsPayment ).toBe( cart.needs_payment );
		expect( state.cartData ).toEqual( cart );
	} );
} );
