/**
 * The currency fields every money object of the Store API carries.
 */

/** Internal dependencies */
import type { StoreContext } from './context';

/** currency_code … currency_suffix. */
export function currencyFields( ctx: StoreContext ) {
	const currency = ctx.settings.currency;
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

/** A money value as the Store API sends it: a string of minor units. */
export function money( amount: number ): string {
	return String( Math.round( amount ) );
}
