// @vitest-environment node
/**
 * Store settings switched in tests: USD with 2 decimals, itemized taxes off, prices including
 * tax, taxes off, fees.
 */

/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { USD } from '../fixtures/settings';
import { testStore } from './test-utils';

describe( 'settings', () => {
	it( 'USD with 2 decimals: prices ×100 in minor units, currency fields and price_html follow', () => {
		const store = testStore( { settings: { currency: USD } } );
		store.addItem( { id: 15 } ); // 990000.00 $
		const cart = store.getCartResponse();
		expect( cart.items[ 0 ].prices ).toMatchObject( {
			price: '99000000',
			currency_code: 'USD',
			currency_minor_unit: 2,
			currency_prefix: '$',
			currency_suffix: '',
		} );
		expect( cart.items[ 0 ].prices.raw_prices.price ).toBe(
			'990000000000'
		);
		// Flat rate 30000.00 $ → 3000000 cents.
		expect( cart.totals.total_shipping ).toBe( '3000000' );
		expect(
			store.getMiniCartFragments().fragments[ 'a.cart-contents' ]
		).toContain(
			'<span class="woocommerce-Price-currencySymbol">&#36;</span>990,000.00'
		);
	} );

	it( 'itemized taxes off: tax_lines is empty but total_tax stays', () => {
		const store = testStore( { settings: { itemizedTaxes: false } } );
		store.addItem( { id: 11 } );
		expect( store.getCartResponse().totals ).toMatchObject( {
			tax_lines: [],
			total_tax: '251400',
		} );
	} );

	it( 'prices including tax: 2.490.000 ₫ holds 10 % tax → 2.263.636 + 181.091 + 45.273', () => {
		const store = testStore( { settings: { pricesIncludeTax: true } } );
		store.addItem( { id: 11 } );
		const cart = store.getCartResponse();
		// 2.490.000 / 1.1 = 2.263.636,36…; VAT 2.263.636,36 × 8 % = 181.090,9 → 181.091; 2 % = 45.272,7 → 45.273.
		expect( cart.items[ 0 ].totals ).toMatchObject( {
			line_subtotal: '2263636',
			line_subtotal_tax: '226364',
			line_total: '2263636',
			line_total_tax: '226364',
		} );
		expect( cart.totals.tax_lines.map( ( line ) => line.price ) ).toEqual( [
			'183491',
			'45273',
		] );
		expect( cart.totals.total_price ).toBe( '2522400' );
	} );

	it( 'taxes off: no tax anywhere', () => {
		const store = testStore( { settings: { taxesEnabled: false } } );
		store.addItem( { id: 11 } );
		expect( store.getCartResponse().totals ).toMatchObject( {
			total_tax: '0',
			total_items_tax: '0',
			total_shipping_tax: '0',
			total_price: '2520000',
			tax_lines: [],
		} );
	} );

	it( 'a taxable fee is listed and taxed with both rates', () => {
		const store = testStore( {
			settings: {
				fees: [
					{
						id: 'phu-thu-le',
						name: 'Phụ thu lễ Tết',
						amount: 100000,
						taxable: true,
					},
				],
			},
		} );
		store.addItem( { id: 11 } );
		const cart = store.getCartResponse();
		expect( cart.fees ).toMatchObject( [
			{
				key: 'phu-thu-le',
				name: 'Phụ thu lễ Tết',
				totals: { total: '100000', total_tax: '10000' },
			},
		] );
		expect( cart.totals ).toMatchObject( {
			total_fees: '100000',
			total_fees_tax: '10000',
			total_price: '2881400',
		} );
	} );
} );
