/**
 * The settings the cart and mini-cart read, with their defaults.
 */

/** Internal dependencies */
import { getSetting, getSettings } from '../../common/settings';
import type { TotalsDisplaySettings } from '../components/totals';

/** Display settings of the totals (defaults: excluding tax, taxes on, not itemized). */
export function getTotalsSettings(): TotalsDisplaySettings {
	return {
		displayCartPricesIncludingTax: getSetting(
			'displayCartPricesIncludingTax',
			false
		),
		taxesEnabled: getSetting( 'taxesEnabled', true ),
		displayItemizedTaxes: getSetting( 'displayItemizedTaxes', false ),
	};
}

/** Permalink of a store page, or `fallback` when the page is not set. */
export function getStorePageUrl(
	page: 'shop' | 'cart' | 'checkout',
	fallback: string
): string {
	return getSettings().storePages?.[ page ]?.permalink || fallback;
}

/** Coupons can be applied on this store (default on). */
export function couponsEnabled(): boolean {
	return getSettings().couponsEnabled ?? true;
}
