<?php
/**
 * Live search, two read-only admin-ajax actions (anonymous and logged-in; no nonce, nothing changes):
 *
 * - `tourfront_ajax_search_products&query=…[&product_cat=slug]` answers
 *   `{ suggestions: [ { id, value, url, img, price, data } ] }`, at most 10, ranked by the rule of
 *   inc/search-rules.php from the stored index of inc/search-index.php, so a search reads one option
 *   and at most 10 products whatever the size of the catalogue.
 * - `tourfront_search_catalogue` answers the records the client index searches while the server
 *   answer is on its way: the same products, the same data, kept per catalogue generation and price
 *   context in a transient.
 *
 * Prices differ with the language, the currency, the tax display, the customer's tax exemption and
 * taxable address, and (with role-based pricing) the customer's roles: cached answers are keyed by all
 * of them (filter `tourfront_search_price_context` to add a plugin's own).
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/search-rules.php';
require_once __DIR__ . '/search-index.php';

define( 'TOURFRONT_SEARCH_MIN_CHARS', 3 );
define( 'TOURFRONT_SEARCH_MAX_CHARS', 100 );
define( 'TOURFRONT_SEARCH_MAX_RESULTS', 10 );
define( 'TOURFRONT_SEARCH_CACHE_GROUP', 'tourfront_search' );
/** The client index holds at most this many products (the newest): it is kept in the browser's sessionStorage. */
define( 'TOURFRONT_SEARCH_CATALOGUE_MAX', 1000 );

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
 * What the prices and texts of an answer depend on besides the catalogue.
 *
 * @return string
 */
function tourfront_search_price_context() {
	$customer = function_exists( 'WC' ) && WC() && isset( WC()->customer ) && is_object( WC()->customer ) ? WC()->customer : null;
	$context  = array(
		'locale'   => determine_locale(),
		'currency' => get_woocommerce_currency(),
		'tax'      => (string) get_option( 'woocommerce_tax_display_shop' ),
		'exempt'   => $customer && method_exists( $customer, 'get_is_vat_exempt' ) && $customer->get_is_vat_exempt() ? 'yes' : 'no',
		'address'  => '',
		'roles'    => '',
	);
	if ( $customer && wc_tax_enabled() && 'base' !== get_option( 'woocommerce_tax_based_on' ) && method_exists( $customer, 'get_taxable_address' ) ) {
		$context['address'] = implode( ',', (array) $customer->get_taxable_address() );
	}
	if ( is_user_logged_in() ) {
		$roles = (array) wp_get_current_user()->roles;
		sort( $roles );
		$context['roles'] = implode( ',', $roles );
	}
	/**
	 * Filters what a cached search answer's prices depend on (a pricing plugin adds its own keys).
	 *
	 * @param array $context Key => value.
	 */
	$context = (array) apply_filters( 'tourfront_search_price_context', $context );
	return md5( (string) wp_json_encode( $context ) );
}

/**
 * True when a search may show the product (the index already holds only those: this guards an index
 * built just before a change).
 *
 * @param WC_Product|false $product Product.
 * @return bool
 */
function tourfront_search_can_show( $product ) {
	return $product
		&& 'publish' === get_post_status( $product->get_id() )
		&& '' === (string) get_post_field( 'post_password', $product->get_id() )
		&& in_array( $product->get_catalog_visibility(), array( 'visible', 'search' ), true );
}

/**
 * The name of the product's first category.
 *
 * @param WC_Product $product Product.
 * @return string
 */
function tourfront_search_category_name( $product ) {
	$terms = get_the_terms( $product->get_id(), 'product_cat' );
	return is_array( $terms ) && $terms ? html_entity_decode( $terms[0]->name, ENT_QUOTES, 'UTF-8' ) : '';
}

/**
 * A product's data as a search shows it.
 *
 * @param WC_Product $product Product.
 * @return array{id: int, value: string, url: string, img: string, price: string, sku: string}
 */
function tourfront_search_product_data( $product ) {
	$image_id = $product->get_image_id();
	$image    = $image_id ? wp_get_attachment_image_url( $image_id, 'woocommerce_thumbnail' ) : '';
	return array(
		'id'    => $product->get_id(),
		'value' => html_entity_decode( wp_strip_all_tags( $product->get_name() ), ENT_QUOTES, 'UTF-8' ),
		'url'   => esc_url_raw( $product->get_permalink() ),
		'img'   => esc_url_raw( $image ? $image : wc_placeholder_img_src( 'woocommerce_thumbnail' ) ),
		'price' => tourfront_kses_price( $product->get_price_html() ),
		'sku'   => sanitize_text_field( $product->get_sku() ),
	);
}

/**
 * One suggestion.
 *
 * @param WC_Product $product Product.
 * @return array<string, mixed>
 */
function tourfront_search_suggestion( $product ) {
	$data = tourfront_search_product_data( $product );
	return array(
		'id'    => $data['id'],
		'value' => $data['value'],
		'url'   => $data['url'],
		'img'   => $data['img'],
		'price' => $data['price'],
		'data'  => array(
			'sku'      => $data['sku'],
			'category' => tourfront_search_category_name( $product ),
		),
	);
}

/**
 * The index entries within a category ('' for all).
 *
 * @param string $category Category slug.
 * @return array
 */
function tourfront_search_entries( $category ) {
	$entries = tourfront_search_index();
	if ( '' === $category ) {
		return $entries;
	}
	return array_filter(
		$entries,
		static function ( $entry ) use ( $category ) {
			return in_array( $category, $entry['cats'], true );
		}
	);
}

/**
 * The answer to a search (cached per query, category, catalogue generation and price context).
 *
 * @param string $raw_query    Query as typed.
 * @param string $raw_category Category slug as sent.
 * @return array{suggestions: array<int, array<string, mixed>>}
 */
function tourfront_search_products( $raw_query, $raw_category = '' ) {
	// mb_substr() and mb_strlen() exist even without mbstring: WordPress polyfills them.
	$raw   = tourfront_search_plain( mb_substr( (string) $raw_query, 0, TOURFRONT_SEARCH_MAX_CHARS, 'UTF-8' ) );
	$query = tourfront_search_fold( $raw );
	// Counted on the search key, as the script counts: "ha " and "hạ" are two characters, like "ha".
	if ( tourfront_search_length( $raw ) < TOURFRONT_SEARCH_MIN_CHARS || ! tourfront_is_woocommerce_active() ) {
		return array( 'suggestions' => array() );
	}
	$category = sanitize_title( (string) $raw_category );
	$key      = 'q:' . md5( $query . '|' . $category . '|' . tourfront_search_price_context() ) . ':' . tourfront_search_generation();
	$cached   = wp_cache_get( $key, TOURFRONT_SEARCH_CACHE_GROUP );
	if ( is_array( $cached ) ) {
		return $cached;
	}
	$suggestions = array();
	foreach ( tourfront_search_rank( $raw, tourfront_search_entries( $category ) ) as $entry ) {
		$product = wc_get_product( $entry['id'] );
		if ( tourfront_search_can_show( $product ) ) {
			$suggestions[] = tourfront_search_suggestion( $product );
		}
		if ( count( $suggestions ) >= TOURFRONT_SEARCH_MAX_RESULTS ) {
			break;
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
 * The client index's records: { id, name, sku, url, img, price, categories, date, tour }, newest first.
 *
 * @return array{generation: string, records: array<int, array<string, mixed>>}
 */
function tourfront_search_catalogue() {
	if ( ! tourfront_is_woocommerce_active() ) {
		return array(
			'generation' => '',
			'records'    => array(),
		);
	}
	$generation = tourfront_search_generation();
	$transient  = 'tourfront_search_catalogue_' . tourfront_search_price_context();
	$stored     = get_transient( $transient );
	if ( is_array( $stored ) && isset( $stored['generation'], $stored['records'] ) && $generation === $stored['generation'] ) {
		return $stored;
	}
	$entries = array_slice( tourfront_search_index(), 0, TOURFRONT_SEARCH_CATALOGUE_MAX );
	_prime_post_caches( array_column( $entries, 'id' ) );
	$records = array();
	foreach ( $entries as $entry ) {
		$product = wc_get_product( $entry['id'] );
		if ( ! tourfront_search_can_show( $product ) ) {
			continue;
		}
		$data      = tourfront_search_product_data( $product );
		$records[] = array(
			'id'         => $data['id'],
			'name'       => $data['value'],
			'sku'        => $data['sku'],
			'url'        => $data['url'],
			'img'        => $data['img'],
			'price'      => $data['price'],
			'categories' => $entry['cats'],
			'date'       => $entry['date'],
			'tour'       => ! empty( $entry['tour'] ),
		);
	}
	$answer = array(
		'generation' => $generation,
		'records'    => $records,
	);
	set_transient( $transient, $answer, DAY_IN_SECONDS );
	return $answer;
}

/**
 * The search action.
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

/**
 * The client index action.
 *
 * @return void
 */
function tourfront_ajax_search_catalogue() {
	wp_send_json( tourfront_search_catalogue() );
}
add_action( 'wp_ajax_tourfront_search_catalogue', 'tourfront_ajax_search_catalogue' );
add_action( 'wp_ajax_nopriv_tourfront_search_catalogue', 'tourfront_ajax_search_catalogue' );
