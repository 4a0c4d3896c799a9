// @vitest-environment node
/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import * as actions from './actions';
import { DEFAULT_CART_STATE } from './default-state';
import { reducer } from './reducer';
import * as selectors from './selectors';
import { makeCart, makeItem } from './test-utils';

describe( 'cart reducer and selectors', () => {
	it( 'every received cart replaces the old one', () => {
		const first = reducer(
			DEFAULT_CART_STATE,
			actions.receiveCart( makeCart( [ makeItem( 'a', 1 ) ] ) )
		);
		const second = reducer(
			first,
			actions.receiveCart( makeCart( [ makeItem( 'b', 2 ) ] ) )
		);
		expect(
			selectors.getCartItems( second ).map( ( i ) => i.key )
		).toEqual( [ 'b' ] );
		expect( selectors.hasCartData( second ) ).toBe( true );
		expect( selectors.getItemsCount( second ) ).toBe( 2 );
		expect( selectors.getCartItem( second, 'b' )?.quantity ).toBe( 2 );
	} );

	it( 'tracks pending flags per item and coupon codes', () => {
		let state = reducer(
			DEFAULT_CART_STATE,
			actions.itemIsPendingQuantity( 'a' )
		);
		state = reducer( state, actions.itemIsPendingDelete( 'b' ) );
		state = reducer( state, actions.receiveApplyingCoupon( 'giam10' ) );
		expect( selectors.isItemPendingQuantity( state, 'a' ) ).toBe( true );
		expect( selectors.isItemPendingDelete( state, 'b' ) ).toBe( true );
		expect( selectors.getCouponBeingApplied( state ) ).toBe( 'giam10' );
		state = reducer( state, actions.itemIsPendingQuantity( 'a', false ) );
		state = reducer( state, actions.receiveApplyingCoupon( '' ) );
		expect( selectors.isItemPendingQuantity( state, 'a' ) ).toBe( false );
		expect( selectors.isApplyingCoupon( state ) ).toBe( false );
	} );

	it( 'a received cart refreshes the customer data unless the shopper has unsent edits', () => {
		const cart = makeCart( [], {
			billing_address: {
				...DEFAULT_CART_STATE.cartData.billing_address,
				first_name: 'An',
			},
		} );
		let state = reducer( DEFAULT_CART_STATE, actions.receiveCart( cart ) );
		expect(
			selectors.getCustomerData( state ).billingAddress.first_name
		).toBe( 'An' );
		state = reducer(
			state,
			actions.receiveCustomerData( {
				billingAddress: { first_name: 'Bình' },
			} )
		);
		state = reducer( state, actions.setCustomerDataDirty( true ) );
		state = reducer( state, actions.receiveCart( cart ) );
		expect(
			selectors.getCustomerData( state ).billingAddress.first_name
		).toBe( 'Bình' );
	} );

	it( 'the currency comes from the cart totals once a cart arrives', () => {
		expect( selectors.getCurrency( DEFAULT_CART_STATE ).code ).toBe(
			'USD'
		);
		const totals = {
			...DEFAULT_CART_STATE.cartData.totals,
			currency_code: 'VND',
			currency_minor_unit: 0,
			currency_suffix: ' ₫',
			currency_prefix: '',
		};
		const state = reducer(
			DEFAULT_CART_STATE,
			actions.receiveCart( makeCart( [], { totals } ) )
		);
		expect( selectors.getCurrency( state ) ).toMatchObject( {
			code: 'VND',
			minorUnit: 0,
			suffix: ' ₫',
		} );
	} );
} );
