<?php
/**
 * What the booking box needs to say what a booking will cost at checkout: the tax rates WooCommerce will
 * apply to the tour for the shop's base location (a travel fee set up as a second rate, as the seed does,
 * is one of them), whether prices are entered with tax, whether the shop shows them with tax, and how
 * WooCommerce rounds. Printed into the tour's form with its departures feed (product page and quick view
 * alike); storefront/booking/taxes.ts computes the estimate from them as WC_Cart_Totals does for one line.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/**
 * A rate's name with its percentage ("VAT 8%"), the way the box lists it.
 *
 * @param array $rate A rate as WC_Tax returns it (`label`, `rate`).
 * @return string
 */
function tourfront_booking_rate_label( $rate ) {
	$name    = isset( $rate['label'] ) && '' !== $rate['label'] ? $rate['label'] : __( 'Tax', 'tourfront' );
	$percent = rtrim( rtrim( number_format( (float) $rate['rate'], 4, '.', '' ), '0' ), '.' );
	/* translators: 1: tax rate name ("VAT"), 2: its percentage ("8"). */
	return sprintf( __( '%1$s %2$s%%', 'tourfront' ), $name, str_replace( '.', wc_get_price_decimal_separator(), $percent ) );
}

/**
 * The price terms of a product for the booking box, or null when no tax applies to it.
 *
 * @param WC_Product $product The tour.
 * @return array|null {
 *     @type array[] $rates     Each `label` ("VAT 8%"), `rate` (percent) and `compound`, in WooCommerce's order.
 *     @type bool    $inclusive Prices are entered with tax (`woocommerce_prices_include_tax`).
 *     @type string  $display   `incl` or `excl`: the shop shows prices with or without tax (`woocommerce_tax_display_shop`).
 *     @type bool    $subtotal  Tax is rounded at the subtotal, not per line (`woocommerce_tax_round_at_subtotal`).
 *     @type int     $precision Decimals (of minor units) WC_Tax keeps before rounding a line's tax.
 *     @type bool    $halfDown  A line's tax rounds half down (WooCommerce does when prices include tax).
 * }
 */
function tourfront_booking_price_terms( $product ) {
	if ( ! $product instanceof WC_Product || ! wc_tax_enabled() || ! $product->is_taxable() ) {
		return null;
	}
	$rates = array();
	foreach ( WC_Tax::get_base_tax_rates( $product->get_tax_class( 'unfiltered' ) ) as $rate ) {
		if ( ! is_array( $rate ) || ! isset( $rate['rate'] ) || (float) $rate['rate'] <= 0 ) {
			continue;
		}
		$rates[] = array(
			'label'    => tourfront_booking_rate_label( $rate ),
			'rate'     => (float) $rate['rate'],
			'compound' => isset( $rate['compound'] ) && 'yes' === $rate['compound'],
		);
	}
	if ( ! $rates ) {
		return null;
	}
	return array(
		'rates'     => $rates,
		'inclusive' => wc_prices_include_tax(),
		'display'   => 'incl' === get_option( 'woocommerce_tax_display_shop' ) ? 'incl' : 'excl',
		'subtotal'  => 'yes' === get_option( 'woocommerce_tax_round_at_subtotal' ),
		'precision' => (int) wc_get_rounding_precision(),
		'halfDown'  => PHP_ROUND_HALF_DOWN === (int) wc_get_tax_rounding_mode(),
	);
}
