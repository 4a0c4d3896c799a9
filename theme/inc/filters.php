<?php
/**
 * Listing filters on the shop and product category pages: destination (the categories, as links),
 * price range, duration and departure month, as a plain GET form over WooCommerce's own query
 * arguments (`min_price`, `max_price`, `filter_<attribute>`), so it works without JavaScript on any
 * store; storefront/listing-filters swaps the results in place when scripts run.
 *
 * The departure month has no WooCommerce argument: `departure_month=YYYY-MM` becomes a tax query on the
 * departure-date terms (global attribute `pa_ngay-khoi-hanh`, one term per date) of that month.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/** The departure month's query argument. */
define( 'TOURFRONT_MONTH_ARG', 'departure_month' );

/**
 * The attributes the filters read (filterable): duration and departure date, without `pa_`.
 *
 * @return array{duration: string, departure: string}
 */
function tourfront_filter_attributes() {
	return apply_filters(
		'tourfront_filter_attributes',
		array(
			'duration'  => 'thoi-luong',
			'departure' => 'ngay-khoi-hanh',
		)
	);
}

/**
 * The month (`YYYY-MM`) of a departure term's slug: `YYYY-MM-DD`, or `DD-MM-YYYY` as older catalogues
 * spell it; '' for anything else.
 *
 * @param string $slug Term slug.
 * @return string
 */
function tourfront_departure_month_of( $slug ) {
	if ( preg_match( '/^(\d{4})-(\d{2})-\d{2}$/', $slug, $m ) ) {
		return $m[1] . '-' . $m[2];
	}
	if ( preg_match( '/^\d{2}-(\d{2})-(\d{4})$/', $slug, $m ) ) {
		return $m[2] . '-' . $m[1];
	}
	return '';
}

/**
 * The departure month asked for (`YYYY-MM`), or ''.
 *
 * @return string
 */
function tourfront_requested_month() {
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a public listing filter.
	$month = isset( $_GET[ TOURFRONT_MONTH_ARG ] ) ? sanitize_text_field( wp_unslash( $_GET[ TOURFRONT_MONTH_ARG ] ) ) : '';
	return preg_match( '/^\d{4}-(0[1-9]|1[0-2])$/', $month ) ? $month : '';
}

/**
 * The published terms of an attribute (`pa_<name>`) that some product uses, or an empty list.
 *
 * @param string $name Attribute name without `pa_`.
 * @return WP_Term[]
 */
function tourfront_filter_terms( $name ) {
	$taxonomy = 'pa_' . $name;
	if ( ! taxonomy_exists( $taxonomy ) ) {
		return array();
	}
	$terms = get_terms(
		array(
			'taxonomy'   => $taxonomy,
			'hide_empty' => true,
		)
	);
	return is_array( $terms ) ? $terms : array();
}

/**
 * Months with a departure from this month on, `YYYY-MM` => label ("Tháng 12/2026"), in date order.
 *
 * @return array<string, string>
 */
function tourfront_departure_months() {
	$attributes = tourfront_filter_attributes();
	$this_month = wp_date( 'Y-m' );
	$months     = array();
	foreach ( tourfront_filter_terms( $attributes['departure'] ) as $term ) {
		$month = tourfront_departure_month_of( $term->slug );
		if ( '' !== $month && $month >= $this_month ) {
			/* translators: 1: month number, 2: year */
			$months[ $month ] = sprintf( __( 'Month %1$s/%2$s', 'tourfront' ), substr( $month, 5, 2 ), substr( $month, 0, 4 ) );
		}
	}
	ksort( $months );
	return $months;
}

/**
 * Limits the product query to the departures of the requested month (nothing matches a month without
 * departures).
 *
 * @param WP_Query $query Product query.
 * @return void
 */
function tourfront_filter_by_departure_month( $query ) {
	$month = tourfront_requested_month();
	if ( '' === $month ) {
		return;
	}
	$attributes = tourfront_filter_attributes();
	$term_ids   = array( 0 );
	foreach ( tourfront_filter_terms( $attributes['departure'] ) as $term ) {
		if ( tourfront_departure_month_of( $term->slug ) === $month ) {
			$term_ids[] = $term->term_id;
		}
	}
	$tax_query   = $query->get( 'tax_query' );
	$tax_query   = is_array( $tax_query ) ? $tax_query : array();
	$tax_query[] = array(
		'taxonomy' => 'pa_' . $attributes['departure'],
		'field'    => 'term_id',
		'terms'    => $term_ids,
	);
	$query->set( 'tax_query', $tax_query );
}
add_action( 'woocommerce_product_query', 'tourfront_filter_by_departure_month' );

/**
 * The listing's filter arguments in the request that hold a value (name => value).
 *
 * @return array<string, string>
 */
function tourfront_active_filters() {
	$attributes = tourfront_filter_attributes();
	$active     = array();
	foreach ( array( 'min_price', 'max_price', 'filter_' . $attributes['duration'], TOURFRONT_MONTH_ARG ) as $key ) {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a public listing filter.
		$value = isset( $_GET[ $key ] ) && is_string( $_GET[ $key ] ) ? sanitize_text_field( wp_unslash( $_GET[ $key ] ) ) : '';
		if ( '' !== $value ) {
			$active[ $key ] = $value;
		}
	}
	return $active;
}

/**
 * Sends a filter form submitted with empty fields (no JavaScript) to the same listing without them:
 * WooCommerce reads an empty `max_price` as 0 and would hide every product.
 *
 * @return void
 */
function tourfront_drop_empty_filter_args() {
	if ( ! function_exists( 'is_product_taxonomy' ) || ! ( is_shop() || is_product_taxonomy() ) ) {
		return;
	}
	$attributes = tourfront_filter_attributes();
	$empty      = array();
	foreach ( array( 'min_price', 'max_price', 'filter_' . $attributes['duration'], TOURFRONT_MONTH_ARG ) as $key ) {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a public listing filter.
		if ( isset( $_GET[ $key ] ) && '' === trim( (string) wp_unslash( $_GET[ $key ] ) ) ) {
			$empty[] = $key;
		}
	}
	if ( $empty ) {
		wp_safe_redirect( remove_query_arg( array_merge( $empty, array( 'paged' ) ) ) );
		exit;
	}
}
add_action( 'template_redirect', 'tourfront_drop_empty_filter_args', 5 );
