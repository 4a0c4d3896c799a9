// @vitest-environment node
/**
 * The editor preview's sample cart holds the documented sample data and adds up.
 */

/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { createPreviewCart } from './preview-data';
import { VND_SETTINGS_CURRENCY as VND } from '../../common/money/test-fixtures';

describe( 'createPreviewCart', () => {
	it( 'gives every line the quantity limits 1 to 99, multiple of 1', () => {
		const cart = createPreviewCart( { currency: VND } );
		expect( cart.items.length ).toBeGreaterThan( 0 );
		for ( const item of cart.items ) {
			expect( item.quantity_limits ).toEqual( {
				minimum: 1,
				maximum: 99,
				multiple_of: 1,
				editable: true,
			} );
		}
	} );

	it( 'offers flat rate 500 (selected), free shipping 0 and local pickup 0', () => {
		const rates = createPreviewCart( { currency: VND } ).shipping_rates[ 0 ]
			.shipping_rates;
		expect(
			rates.map( ( rate ) => [
				rate.method_id,
				rate.price,
				rate.selected,
			] )
		).toEqual( [
			[ 'flat_rate', '500', true ],
			[ 'free_shipping', '0', false ],
			[ 'pickup_location', '0', false ],
		] );
	} );

	it( 'has one 20 % tax line, and totals that add up', () => {
		const { totals, items } = createPreviewCart( { currency: VND } );
		const itemsTotal = items.reduce(
			( sum, item ) => sum + Number( item.totals.line_total ),
			0
		);
		expect( totals.tax_lines ).toEqual( [
			{ name: 'Tax', rate: '20%', price: String( itemsTotal * 0.2 ) },
		] );
		expect( totals.total_items ).toBe( String( itemsTotal ) );
		expect( Number( totals.total_price ) ).toBe(
			itemsTotal + 500 + itemsTotal * 0.2
		);
		expect( totals.total_shipping ).toBe( '500' );
	} );

	it( "speaks the store's currency, USD when the page prints none", () => {
		expect( createPreviewCart( { currency: VND } ).totals ).toMatchObject( {
			currency_code: 'VND',
			currency_minor_unit: 0,
			currency_suffix: ' ₫',
		} );
		expect( createPreviewCart( {} ).totals ).toMatchObject( {
			currency_code: 'USD',
			currency_minor_unit: 2,
			currency_prefix: '$',
		} );
	} );

	it( "lists the store's payment methods", () => {
		const cart = createPreviewCart( {
			currency: VND,
			paymentMethodData: { cod: {}, bacs: {} } as never,
		} );
		expect( cart.payment_methods ).toEqual( [ 'cod', 'bacs' ] );
	} );
} );
