// @vitest-environment node
/**
 * Shipping packages and rates: flat rate, free shipping over 5.000.000 ₫, local pickup with its
 * meta_data and tax location, no rates outside Vietnam, virtual carts, the invalid-rate fallback.
 */

/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { demoStore, testStore } from './test-utils';

type Store = ReturnType< typeof testStore >;
const selected = ( store: Store ) =>
	store
		.getCartResponse()
		.shipping_rates[ 0 ].shipping_rates.filter( ( rate ) => rate.selected )
		.map( ( rate ) => rate.rate_id );
const offered = ( store: Store ) =>
	store
		.getCartResponse()
		.shipping_rates[ 0 ].shipping_rates.map( ( rate ) => rate.rate_id );
// Tour Hạ Long's departure of 27/11/2026 (4 seats) for 2 adults and 1 child: 6.480.000 ₫, past the 5.000.000 ₫ of free shipping.
const HA_LONG_PARTY = {
	id: 1111,
	tourfront_booking: { adults: 2, children: 1 },
};
const GUIDEBOOK = 201;

describe( 'shipping', () => {
	it( 'offers flat rate (selected first) and pickup with its meta_data (record 17)', () => {
		const store = testStore();
		store.addItem( { id: 11 } );
		const [ pack ] = store.getCartResponse().shipping_rates;
		expect( pack.package_id ).toBe( 0 );
		expect( pack.items ).toEqual( [
			{
				key: '6512bd43d9caa6e02c990b0a82652dca',
				name: 'Tour Hạ Long 2 ngày 1 đêm trên du thuyền',
				quantity: 1,
			},
		] );
		const [ flat, pickup ] = pack.shipping_rates;
		expect( flat ).toMatchObject( {
			rate_id: 'flat_rate:1',
			price: '30000',
			taxes: '2400',
			selected: true,
			instance_id: 1,
			method_id: 'flat_rate',
		} );
		expect( pickup ).toMatchObject( {
			rate_id: 'pickup_location:0',
			name: 'Nhận tại văn phòng (Văn phòng Du lịch Việt &#8211; Quận 1)',
			price: '0',
			selected: false,
		} );
		expect( pickup.meta_data.map( ( meta ) => meta.key ) ).toEqual( [
			'pickup_location',
			'pickup_address',
			'pickup_details',
			'Items',
		] );
		expect( pickup.meta_data[ 3 ].value ).toBe(
			'Tour Hạ Long 2 ngày 1 đêm trên du thuyền &times; 1'
		);
	} );

	it( 'pickup makes shipping 0 and drops the shipping VAT (record 39)', () => {
		const store = testStore();
		store.addItem( { id: 11 } );
		store.selectShippingRate( 0, 'pickup_location:0' );
		const { totals } = store.getCartResponse();
		expect( totals ).toMatchObject( {
			total_shipping: '0',
			total_shipping_tax: '0',
			total_tax: '249000',
			total_price: '2739000',
		} );
	} );

	it( 'an unknown rate id falls back to the first rate (record 40)', () => {
		const store = testStore();
		store.addItem( { id: 11 } );
		store.selectShippingRate( 0, 'pickup_location:0' );
		store.selectShippingRate( 0, 'flat_rate:99' );
		const rates =
			store.getCartResponse().shipping_rates[ 0 ].shipping_rates;
		expect(
			rates
				.filter( ( rate ) => rate.selected )
				.map( ( rate ) => rate.rate_id )
		).toEqual( [ 'flat_rate:1' ] );
	} );

	it( 'free shipping appears from 5.000.000 ₫ of items after discounts', () => {
		const store = testStore();
		const line = store.addItem( { id: 27, quantity: 2 } ); // 3.780.000
		const ids = () =>
			store
				.getCartResponse()
				.shipping_rates[ 0 ].shipping_rates.map(
					( rate ) => rate.rate_id
				);
		expect( ids() ).not.toContain( 'free_shipping:2' );
		store.updateItem( line.key, 3 ); // 5.670.000
		expect( ids() ).toContain( 'free_shipping:2' );
		store.applyCoupon( 'giam200k' ); // 5.470.000 still ≥ 5.000.000
		expect( ids() ).toContain( 'free_shipping:2' );
		store.applyCoupon( 'giam10' ); // 5.670.000 − 567.000 − 200.000 = 4.903.000
		expect( ids() ).not.toContain( 'free_shipping:2' );
	} );

	it( 'a US address gets no rates and no Vietnamese tax', () => {
		const store = testStore();
		store.addItem( { id: 11 } );
		store.updateCustomer( {
			shipping_address: {
				country: 'US',
				state: 'CA',
				postcode: '95112',
				city: 'San Jose',
			},
		} );
		const cart = store.getCartResponse();
		expect( cart.shipping_rates[ 0 ].shipping_rates ).toEqual( [] );
		expect( cart.totals ).toMatchObject( {
			total_tax: '0',
			total_shipping: '0',
			total_price: '2490000',
			tax_lines: [],
		} );
	} );

	it( 'a virtual-only cart needs no shipping (record 55)', () => {
		const store = testStore();
		store.addItem( { id: 23, quantity: 2 } );
		const cart = store.getCartResponse();
		expect( cart ).toMatchObject( {
			needs_shipping: false,
			has_calculated_shipping: false,
			shipping_rates: [],
			items_weight: 0,
		} );
		expect( cart.totals ).toMatchObject( {
			total_shipping: null,
			total_shipping_tax: null,
			total_price: '1936000',
		} );
	} );

	it( 'with the theme, free shipping is selected as soon as it is offered (theme/inc/shipping-free-default.php)', () => {
		const store = demoStore();
		store.addItem( { id: GUIDEBOOK } );
		expect( selected( store ) ).toEqual( [ 'flat_rate:1' ] );
		store.addItem( HA_LONG_PARTY );
		expect( offered( store ) ).toEqual( [
			'flat_rate:1',
			'free_shipping:2',
			'pickup_location:0',
		] );
		expect( selected( store ) ).toEqual( [ 'free_shipping:2' ] );
		expect( store.getCartResponse().totals ).toMatchObject( {
			total_shipping: '0',
			total_shipping_tax: '0',
		} );
	} );

	it( 'keeps the paid rate a shopper chose while the same rates are offered, and pickup once picked', () => {
		const store = demoStore();
		store.addItem( { id: GUIDEBOOK } );
		store.addItem( HA_LONG_PARTY );
		store.selectShippingRate( 0, 'flat_rate:1' );
		expect( selected( store ) ).toEqual( [ 'flat_rate:1' ] );
		expect( selected( store ) ).toEqual( [ 'flat_rate:1' ] );

		const pickup = demoStore();
		pickup.addItem( { id: GUIDEBOOK } );
		pickup.selectShippingRate( 0, 'pickup_location:0' );
		pickup.addItem( HA_LONG_PARTY );
		expect( selected( pickup ) ).toEqual( [ 'pickup_location:0' ] );
	} );

	it( 'plain WooCommerce selects its first rate again when free shipping is reached, and free shipping for a free-shipping coupon', () => {
		const store = testStore();
		const line = store.addItem( { id: 27, quantity: 2 } );
		store.updateItem( line.key, 3 ); // 5.670.000
		expect( offered( store ) ).toContain( 'free_shipping:2' );
		expect( selected( store ) ).toEqual( [ 'flat_rate:1' ] );
		store.applyCoupon( 'freeship' );
		expect( selected( store ) ).toEqual( [ 'free_shipping:2' ] );
	} );
} );
