<?php
/**
 * Live search: `admin-ajax.php?action=tourfront_ajax_search_products&query=…[&product_cat=slug]`.
 *
 * Answers `{ suggestions: [ { id, value, url, img, price, data } ] }`, at most 10, published products
 * visible in search only. Matching ignores case and Vietnamese diacritics ("ha long" finds "Hạ Long",
 * "da nang" finds "Đà Nẵng"): every word of the query must appear in the product's name, SKU or
 * descriptions (as the mock in mocks/handlers/theme-ajax answers).
 * Results are cached in the object cache per query and category; any product change flushes them.
 * Read-only: no nonce is needed and nothing changes.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

define( 'TOURFRONT_SEARCH_MIN_CHARS', 3 );
define( 'TOURFRONT_SEARCH_MAX_CHARS', 100 );
define( 'TOURFRONT_SEARCH_MAX_RESULTS', 10 );
define( 'TOURFRONT_SEARCH_CACHE_GROUP', 'tourfront_search' );
define( 'TOURFRONT_SEARCH_TEXT_MAX_CHARS', 4000 );

/**
 * Lower-case, diacritic-free, single-spaced text for matching.
 *
 * @param string $text Text.
 * @return string
 */
function tourfront_search_normalize( $text ) {
	$text = remove_accents( wp_strip_all_tags( html_entity_decode( (string) $text, ENT_QUOTES, 'UTF-8' ) ) );
	$text = function_exists( 'mb_strtolower' ) ? mb_strtolower( $text, 'UTF-8' ) : strtolower( $text );
	return trim( (string) preg_replace( '/[^\p{L}\p{N}]+/u', ' ', $text ) );
}

/**
 * A request parameter as a clean single-line string ('' for arrays and other non-strings).
 *
 * @param array  $source Request array ($_GET / $_POST / $_REQUEST).
 * @param string $key    Parameter.
 * @return string
 */
function tourfront_request_string( $source, $key ) {
	if ( ! isset( $source[ $key ] ) || ! is_scalar( $source[ $key ] ) ) {
		return '';
	}
	return sanitize_text_field( wp_unslash( (string) $source[ $key ] ) );
}

/**
 * The cache generation: bumped whenever a product or product category changes.
 *
 * @return string
 */
function tourfront_search_generation() {
	$generation = wp_cache_get( 'last_changed', TOURFRONT_SEARCH_CACHE_GROUP );
	if ( ! $generation ) {
		$generation = microtime();
		wp_cache_set( 'last_changed', $generation, TOURFRONT_SEARCH_CACHE_GROUP );
	}
	return (string) $generation;
}

/**
 * Flushes the search cache.
 *
 * @return void
 */
function tourfront_search_flush() {
	wp_cache_set( 'last_changed', microtime(), TOURFRONT_SEARCH_CACHE_GROUP );
}
add_action( 'woocommerce_new_product', 'tourfront_search_flush' );
add_action( 'woocommerce_update_product', 'tourfront_search_flush' );
add_action( 'woocommerce_delete_product', 'tourfront_search_flush' );
add_action( 'woocommerce_product_set_visibility', 'tourfront_search_flush' );
add_action( 'edited_product_cat', 'tourfront_search_flush' );
add_action( 'delete_product_cat', 'tourfront_search_flush' );

/**
 * Flushes the search cache when any product post is saved, trashed or deleted.
 *
 * @param int $post_id Post id.
 * @return void
 */
function tourfront_search_flush_post( $post_id ) {
	if ( in_array( get_post_type( $post_id ), array( 'product', 'product_variation' ), true ) ) {
		tourfront_search_flush();
	}
}
add_action( 'save_post', 'tourfront_search_flush_post' );
add_action( 'deleted_post', 'tourfront_search_flush_post' );
add_action( 'trashed_post', 'tourfront_search_flush_post' );
add_action( 'untrashed_post', 'tourfront_search_flush_post' );
add_action( 'set_object_terms', 'tourfront_search_flush_post' );

/**
 * The searchable products of a category: id => [ normalized name, normalized name + SKU + short and long
 * description, publication date ]. Cached per category.
 *
 * @param string $category Category slug, '' for all.
 * @return array<int, array{0: string, 1: string, 2: string}>
 */
function tourfront_search_index( $category ) {
	$key   = 'index:' . md5( $category ) . ':' . tourfront_search_generation();
	$index = wp_cache_get( $key, TOURFRONT_SEARCH_CACHE_GROUP );
	if ( is_array( $index ) ) {
		return $index;
	}
	$hidden = array( 'exclude-from-search' );
	if ( 'yes' === get_option( 'woocommerce_hide_out_of_stock_items' ) ) {
		$hidden[] = 'outofstock';
	}
	$tax_query = array(
		array(
			'taxonomy' => 'product_visibility',
			'field'    => 'slug',
			'terms'    => $hidden,
			'operator' => 'NOT IN',
		),
	);
	if ( '' !== $category ) {
		$tax_query[] = array(
			'taxonomy' => 'product_cat',
			'field'    => 'slug',
			'terms'    => array( $category ),
		);
	}
	$posts = get_posts(
		array(
			'post_type'        => 'product',
			'post_status'      => 'publish',
			'has_password'     => false,
			'posts_per_page'   => -1,
			'orderby'          => 'ID',
			'order'            => 'ASC',
			'no_found_rows'    => true,
			'suppress_filters' => true,
			'tax_query'        => $tax_query, // phpcs:ignore WordPress.DB.SlowDBQuery
		)
	);
	$index = array();
	foreach ( $posts as $post ) {
		$title                    = tourfront_search_normalize( $post->post_title );
		// Descriptions are capped so the cached index stays small on large catalogues.
		$text                     = $post->post_title . ' ' . get_post_meta( $post->ID, '_sku', true ) . ' ' . mb_substr( $post->post_excerpt . ' ' . wp_strip_all_tags( $post->post_content ), 0, TOURFRONT_SEARCH_TEXT_MAX_CHARS, 'UTF-8' );
		$index[ (int) $post->ID ] = array( $title, tourfront_search_normalize( $text ), (string) $post->post_date_gmt );
	}
	wp_cache_set( $key, $index, TOURFRONT_SEARCH_CACHE_GROUP, HOUR_IN_SECONDS );
	return $index;
}

/**
 * The ids of the products matching a normalized query (every word in the name, SKU or descriptions),
 * best first: names containing the whole query, then the rest; newest first within each.
 *
 * @param string $query    Normalized query.
 * @param string $category Category slug or ''.
 * @return int[]
 */
function tourfront_search_product_ids( $query, $category ) {
	$words = array_filter( explode( ' ', $query ), 'strlen' );
	$found = array();
	foreach ( tourfront_search_index( $category ) as $id => $entry ) {
		foreach ( $words as $word ) {
			if ( false === strpos( $entry[1], $word ) ) {
				continue 2;
			}
		}
		$found[] = array( false === strpos( $entry[0], $query ) ? 1 : 0, $entry[2], $id );
	}
	usort(
		$found,
		static function ( $a, $b ) {
			return $a[0] - $b[0] ? $a[0] - $b[0] : ( strcmp( $b[1], $a[1] ) ? strcmp( $b[1], $a[1] ) : $a[2] - $b[2] );
		}
	);
	return array_slice( array_column( $found, 2 ), 0, TOURFRONT_SEARCH_MAX_RESULTS );
}

/**
 * One suggestion.
 *
 * @param WC_Product $product Product.
 * @return array<string, mixed>
 */
function tourfront_search_suggestion( $product ) {
	$terms    = get_the_terms( $product->get_id(), 'product_cat' );
	$image_id = $product->get_image_id();
	$image    = $image_id ? wp_get_attachment_image_url( $image_id, 'woocommerce_thumbnail' ) : '';
	return array(
		'id'    => $product->get_id(),
		'value' => html_entity_decode( wp_strip_all_tags( $product->get_name() ), ENT_QUOTES, 'UTF-8' ),
		'url'   => esc_url_raw( $product->get_permalink() ),
		'img'   => esc_url_raw( $image ? $image : wc_placeholder_img_src( 'woocommerce_thumbnail' ) ),
		'price' => tourfront_kses_price( $product->get_price_html() ),
		'data'  => array(
			'sku'      => sanitize_text_field( $product->get_sku() ),
			'category' => is_array( $terms ) && $terms ? html_entity_decode( $terms[0]->name, ENT_QUOTES, 'UTF-8' ) : '',
		),
	);
}

/**
 * The answer to a search (cached per query and category).
 *
 * @param string $raw_query    Query as typed.
 * @param string $raw_category Category slug as sent.
 * @return array{suggestions: array<int, array<string, mixed>>}
 */
function tourfront_search_products( $raw_query, $raw_category = '' ) {
	// mb_substr() and mb_strlen() exist even without mbstring: WordPress polyfills them.
	$query  = tourfront_search_normalize( mb_substr( (string) $raw_query, 0, TOURFRONT_SEARCH_MAX_CHARS, 'UTF-8' ) );
	$length = mb_strlen( trim( (string) $raw_query ), 'UTF-8' );
	if ( $length < TOURFRONT_SEARCH_MIN_CHARS || '' === $query || ! tourfront_is_woocommerce_active() ) {
		return array( 'suggestions' => array() );
	}
	$category = sanitize_title( (string) $raw_category );
	$key      = 'q:' . md5( $query . '|' . $category ) . ':' . tourfront_search_generation();
	$cached   = wp_cache_get( $key, TOURFRONT_SEARCH_CACHE_GROUP );
	if ( is_array( $cached ) ) {
		return $cached;
	}
	$suggestions = array();
	foreach ( tourfront_search_product_ids( $query, $category ) as $id ) {
		$product = wc_get_product( $id );
		if ( $product && $product->is_visible() ) {
			$suggestions[] = tourfront_search_suggestion( $product );
		}
	}
	if ( ! $suggestions ) {
		$suggestions[] = array(
			'id'    => -1,
			'value' => __( 'No products found.', 'tourfront' ),
			'url'   => '#',
			'img'   => '',
			'price' => '',
			'data'  => null,
		);
	}
	$answer = array( 'suggestions' => $suggestions );
	wp_cache_set( $key, $answer, TOURFRONT_SEARCH_CACHE_GROUP, HOUR_IN_SECONDS );
	return $answer;
}

/**
 * The AJAX action (anonymous and logged-in).
 *
 * @return void
 */
function tourfront_ajax_search_products() {
	// phpcs:disable WordPress.Security.NonceVerification.Recommended -- read-only, public catalogue data.
	$answer = tourfront_search_products( tourfront_request_string( $_GET, 'query' ), tourfront_request_string( $_GET, 'product_cat' ) );
	// phpcs:enable
	wp_send_json( $answer );
}
add_action( 'wp_ajax_tourfront_ajax_search_products', 'tourfront_ajax_search_products' );
add_action( 'wp_ajax_nopriv_tourfront_ajax_search_products', 'tourfront_ajax_search_products' );
