/**
 * Currency data the tests of every layer share.
 */

/** The Store API currency fields of the recorded VND store. */
export const VND_CURRENCY = Object.freeze( {
	currency_code: 'VND',
	currency_symbol: '₫',
	currency_minor_unit: 0,
	currency_decimal_separator: ',',
	currency_thousand_separator: '.',
	currency_prefix: '',
	currency_suffix: ' ₫',
} );

/** The same store's `settings.currency` (WooCommerce's currency settings as the theme prints them). */
export { VND_SITE_CURRENCY as VND_SETTINGS_CURRENCY } from '../../mocks/fixtures/settings';
