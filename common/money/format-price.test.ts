/** External dependencies */
import { afterEach, describe, expect, it } from 'vitest';

/** Internal dependencies */
import {
	DEFAULT_CURRENCY,
	formatPrice,
	getCurrencyFromPriceResponse,
	getCurrencyFromSettings,
} from '.';
import { VND_CURRENCY } from './test-fixtures';

describe( 'formatPrice', () => {
	afterEach( () => {
		delete window.tourfrontSettings;
	} );

	it( 'formats the recorded VND totals from the Store API fields', () => {
		const vnd = getCurrencyFromPriceResponse( VND_CURRENCY );
		expect( formatPrice( '20954400', vnd ) ).toBe( '20.954.400 ₫' );
		expect( formatPrice( '0', vnd ) ).toBe( '0 ₫' );
		expect( formatPrice( '-200000', vnd ) ).toBe( '-200.000 ₫' );
	} );

	it( 'defaults to USD / 2 / $ left / . / , when nothing is set', () => {
		expect( getCurrencyFromSettings( undefined ) ).toEqual(
			DEFAULT_CURRENCY
		);
		expect( formatPrice( '123456' ) ).toBe( '$1,234.56' );
		expect( formatPrice( 5 ) ).toBe( '$0.05' );
		expect( formatPrice( '-5' ) ).toBe( '-$0.05' );
		expect( formatPrice( '-0' ) ).toBe( '$0.00' );
	} );

	it( 'divides by 10^minorUnit exactly, even beyond float precision', () => {
		const three = { ...DEFAULT_CURRENCY, minorUnit: 3 };
		expect( formatPrice( '1234567890123456789', three ) ).toBe(
			'$1,234,567,890,123,456.789'
		);
	} );

	it( 'reads symbol position and separators from settings.currency', () => {
		window.tourfrontSettings = {
			currency: {
				code: 'EUR',
				precision: 2,
				symbol: '€',
				symbolPosition: 'right_space',
				decimalSeparator: ',',
				thousandSeparator: '.',
				priceFormat: '%2$s %1$s',
			},
		};
		expect( formatPrice( '123456' ) ).toBe( '1.234,56 €' );
		expect(
			formatPrice(
				'100',
				getCurrencyFromSettings( {
					symbol: '£',
					symbolPosition: 'left_space',
				} )
			)
		).toBe( '£ 1.00' );
		expect(
			formatPrice(
				'100',
				getCurrencyFromSettings( {
					symbol: 'kr',
					symbolPosition: 'right',
				} )
			)
		).toBe( '1.00kr' );
	} );

	it( 'falls back to the settings when a response carries no currency', () => {
		expect( getCurrencyFromPriceResponse( {} ) ).toEqual(
			DEFAULT_CURRENCY
		);
		expect(
			getCurrencyFromPriceResponse( {
				currency_code: 'VND',
				currency_minor_unit: 0,
			} ).prefix
		).toBe( '$' );
	} );
} );
