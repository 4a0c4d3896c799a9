<?php
/**
 * Storefront's homepage product sections show each product once.
 *
 * Storefront's Homepage template prints its sections (new in, we recommend, fan favourites, on sale, best
 * sellers) from independent `[products]` shortcodes, so the same tours — and their pictures — come back in
 * two or three sections of one page. While the `homepage` action runs, the ids each section printed are
 * remembered (WooCommerce's shortcode results filter) and left out of the next sections' queries
 * (WooCommerce's shortcode query filter); a section left with nothing is not printed, as Storefront does
 * for an empty shortcode. Other shortcodes, before or after the homepage, are untouched.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/**
 * The product ids the homepage's sections printed so far, or null outside the homepage action.
 *
 * @param string $op  'get', 'start', 'stop' or 'add'.
 * @param int[]  $ids Ids to add ('add').
 * @return int[]|null
 */
function tourfront_homepage_shown_products( $op = 'get', $ids = array() ) {
	static $shown = null;
	if ( 'start' === $op ) {
		$shown = array();
	} elseif ( 'stop' === $op ) {
		$shown = null;
	} elseif ( 'add' === $op && null !== $shown ) {
		$shown = array_values( array_unique( array_merge( $shown, array_map( 'absint', (array) $ids ) ) ) );
	}
	return $shown;
}

add_action( 'homepage', 'tourfront_homepage_sections_start', 0 );
/**
 * Starts remembering before Storefront's first section.
 *
 * @return void
 */
function tourfront_homepage_sections_start() {
	tourfront_homepage_shown_products( 'start' );
}

add_action( 'homepage', 'tourfront_homepage_sections_stop', PHP_INT_MAX );
/**
 * Stops after the last section, so later shortcodes on the page query as usual.
 *
 * @return void
 */
function tourfront_homepage_sections_stop() {
	tourfront_homepage_shown_products( 'stop' );
}

add_filter( 'woocommerce_shortcode_products_query', 'tourfront_homepage_exclude_shown', 10, 1 );
/**
 * Leaves the products earlier sections printed out of a section's query.
 *
 * WP_Query ignores `post__not_in` when `post__in` is set (the on-sale section lists its ids that way), so
 * those ids are removed from `post__in` instead, keeping WooCommerce's 0 so an emptied list still matches
 * nothing rather than everything.
 *
 * @param array $query_args WP_Query arguments of the shortcode.
 * @return array
 */
function tourfront_homepage_exclude_shown( $query_args ) {
	$shown = tourfront_homepage_shown_products();
	if ( empty( $shown ) ) {
		return $query_args;
	}
	if ( ! empty( $query_args['post__in'] ) ) {
		$remaining              = array_values( array_diff( array_map( 'absint', (array) $query_args['post__in'] ), $shown ) );
		$query_args['post__in'] = $remaining ? $remaining : array( 0 );
		return $query_args;
	}
	$excluded                   = isset( $query_args['post__not_in'] ) ? array_map( 'absint', (array) $query_args['post__not_in'] ) : array();
	$query_args['post__not_in'] = array_values( array_unique( array_merge( $excluded, $shown ) ) );
	return $query_args;
}

add_filter( 'woocommerce_shortcode_products_query_results', 'tourfront_homepage_remember_shown', 10, 1 );
/**
 * Remembers the products a homepage section is about to print.
 *
 * @param object $results WooCommerce's shortcode results (`ids`, `total`, …).
 * @return object
 */
function tourfront_homepage_remember_shown( $results ) {
	if ( is_object( $results ) && ! empty( $results->ids ) ) {
		tourfront_homepage_shown_products( 'add', $results->ids );
	}
	return $results;
}

/**
 * The top-level categories that hold a tour (a product with a departure), for the homepage's "Tour
 * categories" section: the travel accessories are a category of the shop but not a tour category.
 *
 * @return int[]
 */
function tourfront_homepage_tour_categories() {
	$departures = get_terms(
		array(
			'taxonomy'   => TOURFRONT_DEPARTURE_TAXONOMY,
			'fields'     => 'ids',
			'hide_empty' => true,
		)
	);
	$tours      = is_array( $departures ) && $departures ? get_objects_in_term( $departures, TOURFRONT_DEPARTURE_TAXONOMY ) : array();
	if ( ! is_array( $tours ) || ! $tours ) {
		return array();
	}
	$categories = wp_get_object_terms( array_map( 'absint', $tours ), 'product_cat', array( 'fields' => 'all' ) );
	$top        = array();
	foreach ( is_array( $categories ) ? $categories : array() as $category ) {
		if ( 0 === (int) $category->parent ) {
			$top[ (int) $category->term_id ] = true;
		}
	}
	return array_keys( $top );
}

add_filter( 'storefront_product_categories_shortcode_args', 'tourfront_homepage_category_args' );
/**
 * Storefront's categories section lists the tour categories, all of them in one row of up to four (it
 * listed the first three by name, the accessories first).
 *
 * @param array $args `[product_categories]` attributes.
 * @return array
 */
function tourfront_homepage_category_args( $args ) {
	$ids = tourfront_homepage_tour_categories();
	if ( ! $ids ) {
		return $args;
	}
	$args['ids']     = implode( ',', $ids );
	$args['number']  = min( count( $ids ), 4 );
	$args['columns'] = max( 3, $args['number'] );
	return $args;
}
