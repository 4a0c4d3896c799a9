/**
 * A tour's price terms as theme/inc/booking/price-terms.php prints them with its feed: the rates of the
 * shop's base country (the demo's VAT 8 % and travel fee 2 %), prices entered with or without tax, shown
 * without tax in the shop (the seed sets `woocommerce_tax_display_shop` to excl), rounded per line.
 */

/** WordPress dependencies */
import { __, sprintf } from '@wordpress/i18n';

/** Internal dependencies */
import type { PriceTerms } from '../../storefront/booking/feed';
import type { StoreSettings } from '../fixtures/settings';
import { ratesFor } from './taxes';

/** The terms, or undefined when no tax applies (taxes off, or no rate for the base country). */
export function priceTerms( settings: StoreSettings ): PriceTerms | undefined {
	const rates = settings.taxesEnabled
		? ratesFor( settings.taxRates, settings.baseCountry ).filter(
				( rate ) => rate.rate > 0
			)
		: [];
	if ( ! rates.length ) {
		return undefined;
	}
	return {
		rates: rates.map( ( rate ) => ( {
			label: sprintf(
				/* translators: 1: tax rate name ("VAT"), 2: its percentage ("8"). */
				__( '%1$s %2$s%%', 'tourfront' ),
				rate.name || __( 'Tax', 'tourfront' ),
				String( Number( rate.rate.toFixed( 4 ) ) ).replace(
					'.',
					settings.currency.decimalSeparator
				)
			),
			rate: rate.rate,
			compound: false,
		} ) ),
		inclusive: settings.pricesIncludeTax,
		display: 'excl',
		subtotal: false,
		precision: Math.max( settings.currency.minorUnit + 2, 6 ),
		halfDown: settings.pricesIncludeTax,
	};
}
