// @vitest-environment node
/**
 * Cart math against amounts worked out by hand (and recorded from WooCommerce 11).
 */

/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { DEFAULT_SETTINGS } from '../fixtures/settings';
import { calculateTotals, type TotalsInput } from './totals';

const VN_RATES = DEFAULT_SETTINGS.taxRates;
const SHIP_RATES = VN_RATES.filter( ( rate ) => rate.shipping );

function input( overrides: Partial< TotalsInput > ): TotalsInput {
	return {
		lines: [],
		coupons: [],
		itemRates: VN_RATES,
		shippingRates: SHIP_RATES,
		shippingCost: 0,
		fees: [],
		pricesIncludeTax: false,
		...overrides,
	};
}

// Record 49: 2 × Hạ Long 2.490.000, Đà Nẵng (Hà Nội) 6.490.000, Đà Nẵng (HCM) 5.990.000, 2 × VinWonders 880.000,
// coupon giam200k (fixed cart 200.000), flat rate 30.000.
const RECORD_49_LINES = [
	{ key: 'hl', unitPrice: 2490000, quantity: 2, taxable: true },
	{ key: 'hn', unitPrice: 6490000, quantity: 1, taxable: true },
	{ key: 'hcm', unitPrice: 5990000, quantity: 1, taxable: true },
	{ key: 'vw', unitPrice: 880000, quantity: 2, taxable: true },
];

describe( 'calculateTotals', () => {
	it( 'one line, flat rate: 2.490.000 + 10 % + 30.000 + 8 % = 2.771.400 (record 17)', () => {
		const totals = calculateTotals(
			input( {
				lines: [
					{
						key: 'a',
						unitPrice: 2490000,
						quantity: 1,
						taxable: true,
					},
				],
				shippingCost: 30000,
			} )
		);
		expect( totals.lines.a ).toEqual( {
			subtotal: 2490000,
			subtotalTax: 249000,
			total: 2490000,
			totalTax: 249000,
		} );
		expect( totals.shipping ).toEqual( {
			total: 30000,
			tax: 2400,
			taxes: [ 2400, 0 ],
		} );
		expect( totals.taxLines.map( ( line ) => line.amount ) ).toEqual( [
			201600, 49800,
		] );
		expect( totals.totalPrice ).toBe( 2771400 );
	} );

	it( 'fixed-cart 200.000 split per unit, remainder to the dearest items: total 20.954.400 (record 49)', () => {
		const totals = calculateTotals(
			input( {
				lines: RECORD_49_LINES,
				coupons: [
					{ code: 'giam200k', type: 'fixed_cart', amount: 200000 },
				],
				shippingCost: 30000,
			} )
		);
		// 200.000 / 6 units = 33.333 each (199.998), then 1 ₫ each to the two dearest lines.
		expect( totals.lines.hl ).toEqual( {
			subtotal: 4980000,
			subtotalTax: 498000,
			total: 4913334,
			totalTax: 491334,
		} );
		expect( totals.lines.hn ).toEqual( {
			subtotal: 6490000,
			subtotalTax: 649000,
			total: 6456666,
			totalTax: 645666,
		} );
		expect( totals.lines.hcm ).toEqual( {
			subtotal: 5990000,
			subtotalTax: 599000,
			total: 5956666,
			totalTax: 595666,
		} );
		expect( totals.lines.vw ).toEqual( {
			subtotal: 1760000,
			subtotalTax: 176000,
			total: 1693334,
			totalTax: 169334,
		} );
		expect( totals.coupons.giam200k ).toEqual( {
			discount: 200000,
			discountTax: 20000,
		} );
		expect( totals.taxLines.map( ( line ) => line.amount ) ).toEqual( [
			1524000, 380400,
		] );
		expect( totals.totalItems ).toBe( 19220000 );
		expect( totals.totalItemsTax ).toBe( 1922000 );
		expect( totals.totalTax ).toBe( 1904400 );
		expect( totals.totalPrice ).toBe( 20954400 );
	} );

	it( 'percent 10 % on 17.460.000 (record 31): 1.746.000 off, total 17.317.800', () => {
		const totals = calculateTotals(
			input( {
				lines: RECORD_49_LINES.slice( 0, 3 ),
				coupons: [ { code: 'giam10', type: 'percent', amount: 10 } ],
				shippingCost: 30000,
			} )
		);
		expect( totals.coupons.giam10 ).toEqual( {
			discount: 1746000,
			discountTax: 174600,
		} );
		expect( totals.taxLines.map( ( line ) => line.amount ) ).toEqual( [
			1259520, 314280,
		] );
		expect( totals.totalPrice ).toBe( 17317800 );
	} );

	it( 'percent remainder: 15 % of 3 × 333 = 149.85 → 150, floors 49 × 3 = 147, +3 one by one', () => {
		const totals = calculateTotals(
			input( {
				lines: [
					{ key: 'a', unitPrice: 333, quantity: 3, taxable: false },
				],
				coupons: [ { code: 'x', type: 'percent', amount: 15 } ],
			} )
		);
		expect( totals.coupons.x.discount ).toBe( 150 );
		expect( totals.lines.a.total ).toBe( 849 );
	} );

	it( 'prices including tax: 1.100.000 incl. 10 % → 1.000.000 + 80.000 + 20.000', () => {
		const totals = calculateTotals(
			input( {
				lines: [
					{
						key: 'a',
						unitPrice: 1100000,
						quantity: 1,
						taxable: true,
					},
				],
				pricesIncludeTax: true,
			} )
		);
		expect( totals.lines.a ).toEqual( {
			subtotal: 1000000,
			subtotalTax: 100000,
			total: 1000000,
			totalTax: 100000,
		} );
		expect( totals.taxLines.map( ( line ) => line.amount ) ).toEqual( [
			80000, 20000,
		] );
		expect( totals.totalPrice ).toBe( 1100000 );
	} );

	it( 'a taxable fee of 50.000 adds 4.000 VAT and 1.000 Phí du lịch', () => {
		const totals = calculateTotals(
			input( {
				fees: [
					{
						id: 'f',
						name: 'Phụ thu lễ',
						amount: 50000,
						taxable: true,
					},
				],
			} )
		);
		expect( totals.fees ).toEqual( [
			{ id: 'f', name: 'Phụ thu lễ', total: 50000, totalTax: 5000 },
		] );
		expect( totals.totalPrice ).toBe( 55000 );
	} );

	it( 'a fixed-cart coupon larger than the cart stops at the cart total', () => {
		const totals = calculateTotals(
			input( {
				lines: [
					{ key: 'a', unitPrice: 100000, quantity: 1, taxable: true },
				],
				coupons: [
					{ code: 'big', type: 'fixed_cart', amount: 500000 },
				],
			} )
		);
		expect( totals.lines.a.total ).toBe( 0 );
		expect( totals.totalPrice ).toBe( 0 );
	} );
} );
