<?php
/**
 * The listing filters' markup (filters.php), printed under the shop's or category's title: the
 * destinations as links that keep the other filters, then a GET form whose action is the listing itself.
 * mocks/site/render/listing-filters.ts prints the same for the demo.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/**
 * A select of the form: `value => label` options after "All", the current value selected.
 *
 * @param string               $name    Field name.
 * @param string               $id      Field id.
 * @param string               $label   Label.
 * @param array<string,string> $options Options.
 * @param string               $current Current value.
 * @return string
 */
function tourfront_filter_select( $name, $id, $label, $options, $current ) {
	$html = '<option value="">' . esc_html__( 'All', 'tourfront' ) . '</option>';
	foreach ( $options as $value => $text ) {
		$html .= sprintf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( $value ), selected( (string) $value, $current, false ), esc_html( $text ) );
	}
	return sprintf(
		'<p class="tourfront-filters__field"><label for="%1$s">%2$s</label><select id="%1$s" name="%3$s">%4$s</select></p>',
		esc_attr( $id ),
		esc_html( $label ),
		esc_attr( $name ),
		$html
	);
}

/**
 * A price bound of the form.
 *
 * @param string $name    `min_price` or `max_price`.
 * @param string $label   Label.
 * @param string $current Current value.
 * @return string
 */
function tourfront_filter_price( $name, $label, $current ) {
	return sprintf(
		'<p class="tourfront-filters__field"><label for="tourfront-%1$s">%2$s</label><input type="number" id="tourfront-%1$s" name="%3$s" min="0" step="100000" inputmode="numeric" value="%4$s" /></p>',
		esc_attr( str_replace( '_', '-', $name ) ),
		esc_html( $label ),
		esc_attr( $name ),
		esc_attr( is_numeric( $current ) ? (string) absint( $current ) : '' )
	);
}

/**
 * The destinations: every product category with products, as links carrying the other filters.
 *
 * @param array<string, string> $keep    Query arguments to keep.
 * @param int                   $current Current category id (0 on the shop).
 * @return string
 */
function tourfront_filter_destinations( $keep, $current ) {
	$categories = get_terms(
		array(
			'taxonomy'   => 'product_cat',
			'hide_empty' => true,
			'parent'     => 0,
			'exclude'    => array( (int) get_option( 'default_product_cat' ) ),
			'orderby'    => 'name',
		)
	);
	$items      = array( array( wc_get_page_permalink( 'shop' ), __( 'All destinations', 'tourfront' ), 0 === $current ) );
	foreach ( is_array( $categories ) ? $categories : array() as $category ) {
		$items[] = array( get_term_link( $category ), $category->name, $category->term_id === $current );
	}
	$html = '';
	foreach ( $items as $item ) {
		$html .= sprintf(
			'<li><a href="%1$s"%2$s>%3$s</a></li>',
			esc_url( add_query_arg( array_map( 'rawurlencode', $keep ), $item[0] ) ),
			$item[2] ? ' aria-current="page"' : '',
			esc_html( $item[1] )
		);
	}
	return sprintf( '<nav class="tourfront-filters__destinations" aria-label="%1$s"><ul>%2$s</ul></nav>', esc_attr__( 'Destinations', 'tourfront' ), $html );
}

/**
 * The filters' markup for the current listing.
 *
 * @return string
 */
function tourfront_listing_filters_markup() {
	$attributes = tourfront_filter_attributes();
	$active     = tourfront_active_filters();
	$duration   = 'filter_' . $attributes['duration'];
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a public listing's sort order.
	$orderby   = isset( $_GET['orderby'] ) ? sanitize_key( wp_unslash( $_GET['orderby'] ) ) : '';
	$keep      = $active + ( '' !== $orderby ? array( 'orderby' => $orderby ) : array() );
	$term      = is_product_category() ? get_queried_object() : null;
	$action    = $term instanceof WP_Term ? get_term_link( $term ) : wc_get_page_permalink( 'shop' );
	$durations = array();
	foreach ( tourfront_filter_terms( $attributes['duration'] ) as $option ) {
		$durations[ $option->slug ] = $option->name;
	}
	// Shortest first: "1 ngày", "2 ngày 1 đêm", … ("10 ngày" after "9 ngày").
	uksort(
		$durations,
		function ( $a, $b ) use ( $durations ) {
			return ( (int) $durations[ $a ] - (int) $durations[ $b ] ) ?: strcmp( $a, $b );
		}
	);
	$fields  = tourfront_filter_price( 'min_price', __( 'Price from (₫)', 'tourfront' ), $active['min_price'] ?? '' );
	$fields .= tourfront_filter_price( 'max_price', __( 'Price up to (₫)', 'tourfront' ), $active['max_price'] ?? '' );
	if ( $durations ) {
		$fields .= tourfront_filter_select( $duration, 'tourfront-duration', __( 'Duration', 'tourfront' ), $durations, $active[ $duration ] ?? '' );
	}
	$months = tourfront_departure_months();
	if ( $months ) {
		$fields .= tourfront_filter_select( TOURFRONT_MONTH_ARG, 'tourfront-departure-month', __( 'Departure month', 'tourfront' ), $months, $active[ TOURFRONT_MONTH_ARG ] ?? '' );
	}
	if ( '' !== $orderby ) {
		$fields .= sprintf( '<input type="hidden" name="orderby" value="%s" />', esc_attr( $orderby ) );
	}
	$reset = $active ? sprintf( ' <a class="tourfront-filters__reset" href="%1$s">%2$s</a>', esc_url( $action ), esc_html__( 'Clear filters', 'tourfront' ) ) : '';
	return sprintf(
		'<div class="tourfront-filters">%1$s<form class="tourfront-filters__form" method="get" action="%2$s" aria-label="%3$s">%4$s<p class="tourfront-filters__actions"><button type="submit" class="button">%5$s</button>%6$s</p></form></div>',
		tourfront_filter_destinations( $keep, $term instanceof WP_Term ? $term->term_id : 0 ),
		esc_url( $action ),
		esc_attr__( 'Filter tours', 'tourfront' ),
		$fields,
		esc_html__( 'Filter', 'tourfront' ),
		$reset
	);
}

/**
 * Whether the page is a listing the filters belong on: the shop (not a product search) or a category.
 *
 * @return bool
 */
function tourfront_is_filtered_listing() {
	return function_exists( 'is_shop' ) && ( ( is_shop() && ! is_search() ) || is_product_category() );
}

/**
 * Prints the filters under the shop's or a product category's title.
 *
 * @return void
 */
function tourfront_print_listing_filters() {
	if ( tourfront_is_filtered_listing() ) {
		echo tourfront_listing_filters_markup(); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped when built.
	}
}
add_action( 'woocommerce_shop_loop_header', 'tourfront_print_listing_filters', 20 );

/**
 * The filters' stylesheet (assets/css/76-filters.css, built as the `listing` part) only where the
 * filters are printed.
 *
 * @param bool   $applies Whether the page gets the part.
 * @param string $need    The part's need.
 * @return bool
 */
function tourfront_filter_style_need( $applies, $need ) {
	return 'listing' === $need ? tourfront_is_filtered_listing() : $applies;
}
add_filter( 'tourfront_style_need_applies', 'tourfront_filter_style_need', 10, 2 );
