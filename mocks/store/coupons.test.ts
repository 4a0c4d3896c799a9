// @vitest-environment node
/**
 * Coupons through the cart: percent, fixed cart with minimum spend, free shipping, and every
 * refusal with WooCommerce's code and message.
 */

/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { storeError, testStore } from './test-utils';

describe( 'coupons', () => {
	it( 'giam10 takes 10 % of the items and of their tax', () => {
		const store = testStore();
		store.addItem( { id: 13 } ); // 3.590.000
		store.applyCoupon( 'GIAM10' );
		const cart = store.getCartResponse();
		expect( cart.coupons ).toMatchObject( [
			{
				code: 'giam10',
				discount_type: 'percent',
				totals: {
					total_discount: '359000',
					total_discount_tax: '35900',
				},
			},
		] );
		// 3.231.000 + 10 % tax 323.100 + shipping 30.000 + 2.400 = 3.586.500
		expect( cart.totals ).toMatchObject( {
			total_discount: '359000',
			total_tax: '325500',
			total_price: '3586500',
		} );
	} );

	it( 'giam200k needs 2.000.000 ₫ of items and drops out (with a cart error) when the cart falls below', () => {
		const store = testStore();
		const line = store.addItem( { id: 15 } ); // 990.000
		expect(
			storeError( () => store.applyCoupon( 'giam200k' ) ).message
		).toBe(
			'The minimum spend for coupon &quot;giam200k&quot; is 2.000.000&nbsp;&#8363;.'
		);
		store.updateItem( line.key, 3 ); // 2.970.000
		store.applyCoupon( 'giam200k' );
		expect( store.getCartResponse().totals.total_discount ).toBe(
			'200000'
		);
		store.updateItem( line.key, 2 ); // 1.980.000 < 2.000.000
		const cart = store.getCartResponse();
		expect( cart.coupons ).toEqual( [] );
		expect( cart.errors[ 0 ].code ).toBe(
			'woocommerce_rest_cart_coupon_error'
		);
	} );

	it( 'freeship unlocks free_shipping:2 below the 5.000.000 ₫ threshold, with no discount', () => {
		const store = testStore();
		store.addItem( { id: 15 } );
		expect(
			store
				.getCartResponse()
				.shipping_rates[ 0 ].shipping_rates.map(
					( rate ) => rate.rate_id
				)
		).toEqual( [ 'flat_rate:1', 'pickup_location:0' ] );
		store.applyCoupon( 'freeship' );
		const cart = store.getCartResponse();
		expect(
			cart.shipping_rates[ 0 ].shipping_rates.map(
				( rate ) => rate.rate_id
			)
		).toEqual( [ 'flat_rate:1', 'free_shipping:2', 'pickup_location:0' ] );
		expect( cart.coupons[ 0 ].totals.total_discount ).toBe( '0' );
	} );

	it( 'refuses unknown, expired, duplicate and used-up coupons (records 32–34)', () => {
		const store = testStore();
		store.addItem( { id: 11 } );
		const refuse = ( code: string ) =>
			storeError( () => store.applyCoupon( code ) );
		expect( refuse( 'KHONGCO' ).toBody() ).toEqual( {
			code: 'woocommerce_rest_cart_coupon_error',
			message:
				'Coupon &quot;khongco&quot; cannot be applied because it does not exist.',
			data: { status: 400 },
		} );
		expect( refuse( 'hethan' ).message ).toBe(
			'Coupon &quot;hethan&quot; has expired.'
		);
		store.applyCoupon( 'giam10' );
		expect( refuse( 'giam10' ).message ).toBe(
			'Coupon code &quot;giam10&quot; has already been applied.'
		);
		expect( refuse( 'hethanluot' ).message ).toBe(
			'Usage limit for coupon &quot;hethanluot&quot; has been reached. Please try again after some time, or contact us for help.'
		);
	} );

	it( 'remove-coupon removes an applied coupon and refuses one that is not applied', () => {
		const store = testStore();
		store.addItem( { id: 11 } );
		store.applyCoupon( 'giam10' );
		store.removeCoupon( 'GIAM10' );
		expect( store.getCartResponse().coupons ).toEqual( [] );
		expect(
			storeError( () => store.removeCoupon( 'giam10' ) ).status
		).toBe( 409 );
	} );

	it( 'percent then fixed cart: both discounts apply to the full price (not sequentially)', () => {
		const store = testStore();
		store.addItem( { id: 13 } ); // 3.590.000
		store.applyCoupon( 'giam10' );
		store.applyCoupon( 'giam200k' );
		const cart = store.getCartResponse();
		expect(
			cart.coupons.map( ( coupon ) => coupon.totals.total_discount )
		).toEqual( [ '359000', '200000' ] );
		expect( cart.items[ 0 ].totals.line_total ).toBe( '3031000' );
	} );
} );
