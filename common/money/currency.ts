/**
 * A display currency from the Store API money fields or from
 * `settings.currency`.
 */

/** Internal dependencies */
import type { CurrencySettings } from '../settings';
import { getSettings } from '../settings';
import { DEFAULT_CURRENCY } from './constants';

/** What the formatter needs. */
export interface Currency {
	code: string;
	symbol: string;
	minorUnit: number;
	decimalSeparator: string;
	thousandSeparator: string;
	prefix: string;
	suffix: string;
}

/** The currency fields of any Store API money object. */
export interface CurrencyFields {
	currency_code?: string;
	currency_symbol?: string;
	currency_minor_unit?: number;
	currency_decimal_separator?: string;
	currency_thousand_separator?: string;
	currency_prefix?: string;
	currency_suffix?: string;
}

function affixes(
	symbol: string,
	position: CurrencySettings[ 'symbolPosition' ] | undefined
) {
	switch ( position ) {
		case 'right':
			return { prefix: '', suffix: symbol };
		case 'left_space':
			return { prefix: `${ symbol } `, suffix: '' };
		case 'right_space':
			return { prefix: '', suffix: ` ${ symbol }` };
		default:
			return { prefix: symbol, suffix: '' };
	}
}

/** The store currency from `settings.currency` (defaults for every missing key). */
export function getCurrencyFromSettings(
	currency: Partial< CurrencySettings > | undefined = getSettings().currency
): Currency {
	if ( ! currency ) {
		return { ...DEFAULT_CURRENCY };
	}
	const symbol = currency.symbol ?? DEFAULT_CURRENCY.symbol;
	const { prefix, suffix } = affixes( symbol, currency.symbolPosition );
	// The settings in the Store API's field names: one reading serves both (a missing key keeps the default).
	return getCurrencyFromPriceResponse(
		{
			currency_code: currency.code || DEFAULT_CURRENCY.code,
			currency_symbol: symbol,
			currency_minor_unit: currency.precision,
			currency_decimal_separator: currency.decimalSeparator,
			currency_thousand_separator: currency.thousandSeparator,
			currency_prefix: prefix,
			currency_suffix: suffix,
		},
		DEFAULT_CURRENCY
	);
}

/** The currency of a Store API money object; missing fields come from `fallback` (the settings). */
export function getCurrencyFromPriceResponse(
	fields: CurrencyFields | null | undefined,
	fallback: Currency = getCurrencyFromSettings()
): Currency {
	if ( ! fields || ! fields.currency_code ) {
		return fallback;
	}
	return {
		code: fields.currency_code,
		symbol: fields.currency_symbol ?? fallback.symbol,
		minorUnit: Number.isInteger( fields.currency_minor_unit )
			? ( fields.currency_minor_unit as number )
			: fallback.minorUnit,
		decimalSeparator:
			fields.currency_decimal_separator ?? fallback.decimalSeparator,
		thousandSeparator:
			fields.currency_thousand_separator ?? fallback.thousandSeparator,
		prefix: fields.currency_prefix ?? fallback.prefix,
		suffix: fields.currency_suffix ?? fallback.suffix,
	};
}

/** The Store API money fields of a currency (what `getCurrencyFromPriceResponse` reads back). */
export function currencyResponseFields(
	currency: Currency
): Required< CurrencyFields > {
	return {
		currency_code: currency.code,
		currency_symbol: currency.symbol,
		currency_minor_unit: currency.minorUnit,
		currency_decimal_separator: currency.decimalSeparator,
		currency_thousand_separator: currency.thousandSeparator,
		currency_prefix: currency.prefix,
		currency_suffix: currency.suffix,
	};
}
