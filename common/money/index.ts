/**
 * Money: one formatter for minor-unit amounts, used by every view.
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
