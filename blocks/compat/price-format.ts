/**
 * `wc.priceFormat` (handle `wc-price-format`): WooCommerce's currency helpers, answered by the theme's one
 * money formatter (`common/money`), whose currency object has WooCommerce's shape
 * (`{ code, symbol, minorUnit, decimalSeparator, thousandSeparator, prefix, suffix }`).
 */

/** Internal dependencies */
import {
	formatPrice as formatMinorUnits,
	getCurrencyFromPriceResponse,
	getCurrencyFromSettings,
	type Currency,
	type CurrencyFields,
} from '../../common/money';

/** The store's currency, with `overrides` on top. */
export function getCurrency( overrides: Partial< Currency > = {} ): Currency {
	return { ...getCurrencyFromSettings(), ...overrides };
}

/** `formatPrice( price, currency? )`: minor units → "2.490.000 ₫"; '' for no price, as WooCommerce. */
export function formatPrice(
	price: number | string | null | undefined,
	currency?: Partial< Currency >
): string {
	if ( price === '' || price === null || price === undefined ) {
		return '';
	}
	return formatMinorUnits( price, getCurrency( currency ) );
}

export const priceFormat = Object.freeze( {
	getCurrency,
	getCurrencyFromPriceResponse: ( response?: CurrencyFields | null ) =>
		getCurrencyFromPriceResponse( response ),
	formatPrice,
	SITE_CURRENCY: getCurrencyFromSettings(),
} );
