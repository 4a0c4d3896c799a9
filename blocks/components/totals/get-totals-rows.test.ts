// @vitest-environment node
/** External dependencies */
import { describe, it, expect } from 'vitest';

/** Internal dependencies */
import { getTotalsRows } from './get-totals-rows';
import type { TotalsInput, TotalsDisplaySettings } from './get-totals-rows';
import { RECORDED_TOTALS } from '../test-fixtures';

const totals: TotalsInput = RECORDED_TOTALS;

const settings = (
	over: Partial< TotalsDisplaySettings > = {}
): TotalsDisplaySettings => ( {
	displayCartPricesIncludingTax: false,
	taxesEnabled: true,
	displayItemizedTaxes: false,
	...over,
} );

const summary = ( rows: ReturnType< typeof getTotalsRows > ) =>
	rows.map( ( r ) => `${ r.label }=${ r.negative ? '-' : '' }${ r.amount }` );

describe( 'getTotalsRows', () => {
	it( 'excluding tax, one Taxes row', () => {
		expect(
			summary(
				getTotalsRows( {
					totals,
					settings: settings(),
					needsShipping: true,
				} )
			)
		).toEqual( [
			'Subtotal=19220000',
			'Discount=-200000',
			'Shipping=30000',
			'Taxes=1904400',
			'Total=20954400',
		] );
	} );

	it( 'itemized taxes: one row per tax line with its name and rate', () => {
		const rows = getTotalsRows( {
			totals,
			settings: settings( { displayItemizedTaxes: true } ),
		} );
		expect( summary( rows ) ).toEqual( [
			'Subtotal=19220000',
			'Discount=-200000',
			'VAT 8%=1524000',
			'Phí du lịch 2%=380400',
			'Total=20954400',
		] );
		const noRate = getTotalsRows( {
			totals,
			settings: settings( {
				displayItemizedTaxes: true,
				showRateAfterTaxName: false,
			} ),
		} );
		expect(
			noRate.filter( ( r ) => r.key === 'tax' ).map( ( r ) => r.label )
		).toEqual( [ 'VAT', 'Phí du lịch' ] );
	} );

	it( 'itemized taxes without tax lines fall back to one Taxes row', () => {
		const rows = getTotalsRows( {
			totals: { ...totals, tax_lines: [] },
			settings: settings( { displayItemizedTaxes: true } ),
		} );
		expect(
			rows.filter( ( r ) => r.key === 'tax' ).map( ( r ) => r.label )
		).toEqual( [ 'Taxes' ] );
	} );

	it( 'hides the tax row when taxes are disabled and total_tax is 0 or less', () => {
		const zero = { ...totals, total_tax: '0', tax_lines: [] };
		expect(
			getTotalsRows( {
				totals: zero,
				settings: settings( { taxesEnabled: false } ),
			} ).some( ( r ) => r.key === 'tax' )
		).toBe( false );
		// Taxes disabled but a tax was still charged: the row stays.
		expect(
			getTotalsRows( {
				totals,
				settings: settings( { taxesEnabled: false } ),
			} ).some( ( r ) => r.key === 'tax' )
		).toBe( true );
		// Taxes enabled with nothing charged: a zero Taxes row.
		expect(
			summary( getTotalsRows( { totals: zero, settings: settings() } ) )
		).toContain( 'Taxes=0' );
	} );

	it( 'including tax: subtotal, discount, shipping and fees carry their tax; no separate tax rows', () => {
		const fees = [
			{
				key: 'f1',
				name: 'Phụ phí cuối tuần',
				totals: { total: '100000', total_tax: '8000' },
			},
		];
		const rows = getTotalsRows( {
			totals,
			fees,
			settings: settings( {
				displayCartPricesIncludingTax: true,
				displayItemizedTaxes: true,
			} ),
			needsShipping: true,
		} );
		expect( summary( rows ) ).toEqual( [
			'Subtotal=21142000',
			'Discount=-220000',
			'Phụ phí cuối tuần=108000',
			'Shipping=32400',
			'Total=20954400',
		] );
	} );

	it( 'fees: zero fees hidden, unnamed fees labelled Fee, tax only when including tax', () => {
		const fees = [
			{
				key: 'a',
				name: '',
				totals: { total: '50000', total_tax: '4000' },
			},
			{ key: 'b', name: 'Zero', totals: { total: '0', total_tax: '0' } },
		];
		const rows = getTotalsRows( { totals, fees, settings: settings() } );
		expect(
			rows
				.filter( ( r ) => r.key === 'fee' )
				.map( ( r ) => `${ r.label }=${ r.amount }` )
		).toEqual( [ 'Fee=50000' ] );
	} );

	it( 'no discount row without a discount; shipping row only when the cart needs shipping, with the rate name', () => {
		const rows = getTotalsRows( {
			totals: { ...totals, total_discount: '0', total_discount_tax: '0' },
			settings: settings(),
		} );
		expect( rows.map( ( r ) => r.key ) ).toEqual( [
			'subtotal',
			'tax',
			'total',
		] );
		const shipping = getTotalsRows( {
			totals,
			settings: settings(),
			needsShipping: true,
			shippingRateName: 'Giao hàng tiêu chuẩn',
		} ).find( ( r ) => r.key === 'shipping' );
		expect( shipping ).toMatchObject( {
			label: 'Shipping',
			description: 'Giao hàng tiêu chuẩn',
			amount: 30000,
		} );
		const unknown = getTotalsRows( {
			totals: {
				...totals,
				total_shipping: null,
				total_shipping_tax: null,
			},
			settings: settings(),
			needsShipping: true,
		} );
		expect(
			unknown.find( ( r ) => r.key === 'shipping' )!.amount
		).toBeNull();
	} );
} );

describe( 'getTotalsRows discount row with coupons', () => {
	it( 'shows a zero discount row while coupons are applied (their chips live there)', () => {
		const zero = {
			...totals,
			total_discount: '0',
			total_discount_tax: '0',
		};
		const rows = getTotalsRows( {
			totals: zero,
			settings: settings(),
			hasCoupons: true,
		} );
		expect( summary( rows ) ).toContain( 'Discount=-0' );
	} );
} );
