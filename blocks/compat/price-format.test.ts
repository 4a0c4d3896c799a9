/**
 * `wc.priceFormat`: WooCommerce's helpers over the theme's money formatter.
 */

/** External dependencies */
import { afterEach, describe, expect, it } from 'vitest';

/** Internal dependencies */
import {
	VND_CURRENCY,
	VND_SETTINGS_CURRENCY,
} from '../../common/money/test-fixtures';
import { DEFAULT_CURRENCY } from '../../common/money';
import { formatPrice, getCurrency, priceFormat } from './price-format';

afterEach( () => {
	delete window.tourfrontSettings;
} );

describe( 'wc.priceFormat', () => {
	it( 'formats minor units in the currency given, or the store’s', () => {
		window.tourfrontSettings = { currency: VND_SETTINGS_CURRENCY } as never;
		expect( formatPrice( 2490000 ) ).toBe( '2.490.000 ₫' );
		expect( formatPrice( '123456', DEFAULT_CURRENCY ) ).toBe( '$1,234.56' );
		expect( formatPrice( '' ) ).toBe( '' );
		expect( formatPrice( null ) ).toBe( '' );
		expect( getCurrency( { minorUnit: 2 } ) ).toMatchObject( {
			code: 'VND',
			minorUnit: 2,
			suffix: ' ₫',
		} );
	} );

	it( 'reads a currency from a Store API price response in WooCommerce’s shape', () => {
		expect(
			priceFormat.getCurrencyFromPriceResponse( VND_CURRENCY )
		).toMatchObject( { code: 'VND', minorUnit: 0, suffix: ' ₫' } );
		expect(
			priceFormat.formatPrice(
				50000,
				priceFormat.getCurrencyFromPriceResponse( VND_CURRENCY )
			)
		).toBe( '50.000 ₫' );
	} );
} );
