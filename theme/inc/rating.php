<?php
/**
 * A star rating's average is written with the shop's decimal separator: WooCommerce prints the stored
 * "4.50" in the stars' label and text, where the shop writes numbers and prices as "4,50".
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/**
 * The rating markup of `wc_get_rating_html()` with its average in the shop's decimal separator.
 *
 * @param string           $html   Rating markup.
 * @param float|string|int $rating Average rating as WooCommerce printed it.
 * @return string
 */
function tourfront_rating_html( $html, $rating ) {
	$printed = (string) $rating;
	$shown   = str_replace( '.', wc_get_price_decimal_separator(), $printed );
	if ( ! is_string( $html ) || '' === $html || $shown === $printed || ! is_numeric( $printed ) ) {
		return $html;
	}
	// The label WooCommerce built, in its own words, to find it in the markup.
	$format = __( 'Rated %s out of 5', 'woocommerce' ); // phpcs:ignore WordPress.WP.I18n.TextDomainMismatch -- WooCommerce's own label, matched as it printed it.
	return str_replace(
		array(
			'aria-label="' . esc_attr( sprintf( $format, $printed ) ) . '"',
			'<strong class="rating">' . esc_html( $printed ) . '</strong>',
		),
		array(
			'aria-label="' . esc_attr( sprintf( $format, $shown ) ) . '"',
			'<strong class="rating">' . esc_html( $shown ) . '</strong>',
		),
		$html
	);
}
add_filter( 'woocommerce_product_get_rating_html', 'tourfront_rating_html', 10, 2 );
