/**
 * Taxes per rate (WC_Tax::calc_tax): exclusive or inclusive, exact until rounded per line.
 */

/** Internal dependencies */
import type { TaxRateSettings } from '../fixtures/settings';
import { HUNDRED_PERCENT, rateUnits, roundShare, type Share } from './money';

/** The tax of `amount` for each rate, exact. Inclusive: the amount already contains the taxes. */
export function calcTaxShares(
	amount: number,
	rates: TaxRateSettings[],
	inclusive: boolean
): Share[] {
	const total = rates.reduce(
		( sum, rate ) => sum + rateUnits( rate.rate ),
		0n
	);
	const den = inclusive ? HUNDRED_PERCENT + total : HUNDRED_PERCENT;
	return rates.map( ( rate ) => ( {
		num: BigInt( Math.round( amount ) ) * rateUnits( rate.rate ),
		den,
	} ) );
}

/** Taxes per rate rounded per line (WooCommerce rounds each rate's line tax when not rounding at subtotal). */
export function roundedTaxes( shares: Share[] ): number[] {
	return shares.map( roundShare );
}

/** The amount without its taxes (inclusive prices), rounded once. */
export function excludeTaxes( amount: number, shares: Share[] ): number {
	if ( ! shares.length ) {
		return amount;
	}
	const den = shares[ 0 ].den;
	const num =
		BigInt( Math.round( amount ) ) * den -
		shares.reduce( ( sum, share ) => sum + share.num, 0n );
	return roundShare( { num, den } );
}

/** The rates that apply to a destination country (for shipping: only rates marked shipping). */
export function ratesFor(
	rates: TaxRateSettings[],
	country: string,
	forShipping = false
): TaxRateSettings[] {
	return rates
		.filter( ( rate ) => rate.country === '' || rate.country === country )
		.filter( ( rate ) => ! forShipping || rate.shipping )
		.sort( ( a, b ) => a.priority - b.priority );
}
