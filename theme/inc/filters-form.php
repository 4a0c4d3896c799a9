<?php
/**
 * The listing filters' markup (filters.php), printed under the shop's or category's title: the
 * destinations as links that keep the other filters, then a GET form whose action is the listing itself.
 * Each part is printed by a template function a child theme can replace; mocks/site/render/listing-filters.ts
 * prints the same for the demo.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

if ( ! function_exists( 'tourfront_filter_select_template' ) ) {
	/**
	 * Prints a select of the form: `value => label` options after "All", the current value selected.
	 *
	 * @param string               $name    Field name.
	 * @param string               $id      Field id.
	 * @param string               $label   Label.
	 * @param array<string,string> $options Options.
	 * @param string               $current Current value.
	 * @return void
	 */
	function tourfront_filter_select_template( $name, $id, $label, $options, $current ) {
		echo '<p class="tourfront-filters__field"><label for="' . esc_attr( $id ) . '">' . esc_html( $label ) . '</label>';
		echo '<select id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '"><option value="">' . esc_html__( 'All', 'tourfront' ) . '</option>';
		foreach ( $options as $value => $text ) {
			echo '<option value="' . esc_attr( $value ) . '"' . selected( (string) $value, $current, false ) . '>' . esc_html( $text ) . '</option>';
		}
		echo '</select></p>';
	}
}

if ( ! function_exists( 'tourfront_filter_price_template' ) ) {
	/**
	 * Prints a price bound of the form.
	 *
	 * @param string $name    `min_price` or `max_price`.
	 * @param string $label   Label.
	 * @param string $current Current value.
	 * @return void
	 */
	function tourfront_filter_price_template( $name, $label, $current ) {
		$id = 'tourfront-' . str_replace( '_', '-', $name );
		echo '<p class="tourfront-filters__field"><label for="' . esc_attr( $id ) . '">' . esc_html( $label ) . '</label>';
		echo '<input type="number" id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '" min="0" step="100000" inputmode="numeric" value="' . esc_attr( is_numeric( $current ) ? (string) absint( $current ) : '' ) . '" /></p>';
	}
}

/**
 * The category pills: every product category with products, each as `array( link, name, is current )`,
 * after "All categories" (the shop: accessories are a category too).
 *
 * @param int $current Current category id (0 on the shop).
 * @return array<int, array{0: string, 1: string, 2: bool}>
 */
function tourfront_filter_destinations( $current ) {
	$categories = get_terms(
		array(
			'taxonomy'   => 'product_cat',
			'hide_empty' => true,
			'parent'     => 0,
			'exclude'    => array( (int) get_option( 'default_product_cat' ) ),
			'orderby'    => 'name',
		)
	);
	$items      = array( array( wc_get_page_permalink( 'shop' ), __( 'All categories', 'tourfront' ), 0 === $current ) );
	foreach ( is_array( $categories ) ? $categories : array() as $category ) {
		$items[] = array( get_term_link( $category ), $category->name, $category->term_id === $current );
	}
	return $items;
}

if ( ! function_exists( 'tourfront_filter_destinations_template' ) ) {
	/**
	 * Prints the destinations as links that carry the other filters.
	 *
	 * @param array<string, string> $keep    Query arguments to keep.
	 * @param int                   $current Current category id (0 on the shop).
	 * @return void
	 */
	function tourfront_filter_destinations_template( $keep, $current ) {
		echo '<nav class="tourfront-filters__destinations" aria-label="' . esc_attr__( 'Categories', 'tourfront' ) . '"><ul>';
		foreach ( tourfront_filter_destinations( $current ) as list( $link, $name, $is_current ) ) {
			echo '<li><a href="' . esc_url( add_query_arg( array_map( 'rawurlencode', $keep ), $link ) ) . '"' . ( $is_current ? ' aria-current="page"' : '' ) . '>' . esc_html( $name ) . '</a></li>';
		}
		echo '</ul></nav>';
	}
}

/**
 * The durations a listing can filter on (`slug => name`), shortest first: "1 ngày", "2 ngày 1 đêm", …
 * ("10 ngày" after "9 ngày").
 *
 * @param string $taxonomy The duration attribute's taxonomy.
 * @return array<string, string>
 */
function tourfront_filter_durations( $taxonomy ) {
	$durations = array();
	foreach ( tourfront_filter_terms( $taxonomy ) as $option ) {
		$durations[ $option->slug ] = $option->name;
	}
	uksort(
		$durations,
		function ( $a, $b ) use ( $durations ) {
			return ( (int) $durations[ $a ] - (int) $durations[ $b ] ) ?: strcmp( $a, $b );
		}
	);
	return $durations;
}

if ( ! function_exists( 'tourfront_listing_filters_template' ) ) {
	/**
	 * Prints the filters of the current listing: the destinations, then a GET form on the listing itself.
	 *
	 * @return void
	 */
	function tourfront_listing_filters_template() {
		$attributes = tourfront_filter_attributes();
		$active     = tourfront_active_filters();
		$duration   = 'filter_' . $attributes['duration'];
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a public listing's sort order.
		$orderby   = isset( $_GET['orderby'] ) ? sanitize_key( wp_unslash( $_GET['orderby'] ) ) : '';
		$term      = is_product_category() ? get_queried_object() : null;
		$action    = $term instanceof WP_Term ? get_term_link( $term ) : wc_get_page_permalink( 'shop' );
		$durations = tourfront_filter_durations( $attributes['duration'] );
		$months    = tourfront_departure_months();

		echo '<div class="tourfront-filters">';
		tourfront_filter_destinations_template( $active + ( '' !== $orderby ? array( 'orderby' => $orderby ) : array() ), $term instanceof WP_Term ? $term->term_id : 0 );
		echo '<form class="tourfront-filters__form" method="get" action="' . esc_url( $action ) . '" aria-label="' . esc_attr__( 'Filter tours', 'tourfront' ) . '">';
		tourfront_filter_price_template( 'min_price', __( 'Price from (₫)', 'tourfront' ), $active['min_price'] ?? '' );
		tourfront_filter_price_template( 'max_price', __( 'Price up to (₫)', 'tourfront' ), $active['max_price'] ?? '' );
		if ( $durations ) {
			tourfront_filter_select_template( $duration, 'tourfront-duration', __( 'Duration', 'tourfront' ), $durations, $active[ $duration ] ?? '' );
		}
		if ( $months ) {
			tourfront_filter_select_template( TOURFRONT_MONTH_ARG, 'tourfront-departure-month', __( 'Departure month', 'tourfront' ), $months, $active[ TOURFRONT_MONTH_ARG ] ?? '' );
		}
		if ( '' !== $orderby ) {
			echo '<input type="hidden" name="orderby" value="' . esc_attr( $orderby ) . '" />';
		}
		echo '<p class="tourfront-filters__actions"><button type="submit" class="button">' . esc_html__( 'Filter', 'tourfront' ) . '</button>';
		if ( $active ) {
			echo ' <a class="tourfront-filters__reset" href="' . esc_url( $action ) . '">' . esc_html__( 'Clear filters', 'tourfront' ) . '</a>';
		}
		echo '</p></form></div>';
	}
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
		tourfront_listing_filters_template();
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
