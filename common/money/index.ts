/**
 * Money: one formatter for minor-unit amounts, used by every view (spec §3 Currency, §9).
 */

export { DEFAULT_CURRENCY } from './constants';
export {
	currencyResponseFields,
	getCurrencyFromSettings,
	getCurrencyFromPriceResponse,
	type Currency,
	type CurrencyFields,
} from './currency';
export { formatPrice, splitMinorUnits } from './format-price';
