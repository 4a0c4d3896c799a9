<?php
/**
 * A tour's product page in a traveller's words: the additional information table lists the departures and
 * their months that are still ahead, in date order, and a departure's availability leaves the seats to the
 * date picker, which says them per date ("3 seats left") instead of the warehouse's "3 in stock".
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/** The listing attribute of a tour's departure months (term slug YYYY-MM). */
const TOURFRONT_MONTH_TAXONOMY = 'pa_thang-khoi-hanh';

/**
 * The departures and departure months of a tour's attribute table: the terms ahead (today's counted), sorted
 * by date (their slugs, YYYY-MM-DD and YYYY-MM, sort as dates where their names do not); a row with none
 * ahead is left out.
 *
 * @param array      $rows    Rows of `woocommerce_display_product_attributes`, keyed `attribute_{taxonomy}`.
 * @param WC_Product $product Product.
 * @return array
 */
function tourfront_booking_attribute_rows( $rows, $product ) {
	if ( ! is_array( $rows ) || ! $product instanceof WC_Product ) {
		return $rows;
	}
	$today = wp_date( 'Y-m-d' );
	$ahead = array(
		TOURFRONT_DEPARTURE_TAXONOMY => $today,
		TOURFRONT_MONTH_TAXONOMY     => substr( $today, 0, 7 ),
	);
	foreach ( $ahead as $taxonomy => $from ) {
		$key = 'attribute_' . $taxonomy;
		if ( ! isset( $rows[ $key ] ) || ! is_array( $rows[ $key ] ) ) {
			continue;
		}
		$terms = get_the_terms( $product->get_id(), $taxonomy );
		if ( ! is_array( $terms ) ) {
			continue;
		}
		$names = array();
		foreach ( $terms as $term ) {
			if ( $term->slug >= $from ) {
				$names[ $term->slug ] = $term->name;
			}
		}
		if ( ! $names ) {
			unset( $rows[ $key ] );
			continue;
		}
		ksort( $names, SORT_STRING );
		$rows[ $key ]['value'] = wpautop( wptexturize( esc_html( implode( ', ', $names ) ) ) );
	}
	return $rows;
}
add_filter( 'woocommerce_display_product_attributes', 'tourfront_booking_attribute_rows', 10, 2 );

/**
 * A departure's availability: none while it has seats (the date picker says how many per date, so the
 * warehouse's "20 in stock" would repeat it in the wrong words); "Sold out" once it has none.
 *
 * @param string     $text    WooCommerce's availability text.
 * @param WC_Product $product Product or variation.
 * @return string
 */
function tourfront_booking_availability_text( $text, $product ) {
	if ( ! tourfront_booking_is_tour( $product ) ) {
		return $text;
	}
	$seats = $product->managing_stock() ? $product->get_stock_quantity() : null;
	return null !== $seats && $seats <= 0 ? __( 'Sold out', 'tourfront' ) : '';
}
add_filter( 'woocommerce_get_availability_text', 'tourfront_booking_availability_text', 10, 2 );
