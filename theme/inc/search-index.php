<?php
/**
 * The live search's catalogue index: one small entry per product a search may show (published, no
 * password, visible in search: catalogue visibility "visible" or "search only", and in stock when the
 * shop hides out-of-stock products), with its folded name, SKU and descriptions, publication date,
 * categories and whether it is a tour (it has departures: searches list tours before other kinds). Built at the first search after a catalogue change and kept in an option (not
 * autoloaded), so a default install without a persistent object cache reads one row per search
 * instead of loading every product. Any change to a product, a category or the stock setting bumps
 * the generation (an autoloaded option) and the next search builds the index again.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/** Option holding the index. */
define( 'TOURFRONT_SEARCH_INDEX_OPTION', 'tourfront_search_index' );
/** Option holding the catalogue generation. */
define( 'TOURFRONT_SEARCH_GENERATION_OPTION', 'tourfront_search_generation' );
/**
 * Version of the stored index and of the search rules (bump when an entry changes shape or the rules
 * change): it is part of the generation, so a theme update starts a new one and no answer, catalogue
 * or index of the old rules is served.
 */
define( 'TOURFRONT_SEARCH_INDEX_VERSION', 3 );
/** Folded description characters kept per product (keeps the index small on large catalogues). */
define( 'TOURFRONT_SEARCH_TEXT_MAX_CHARS', 500 );
/** Products read from the database at a time while building. */
define( 'TOURFRONT_SEARCH_BUILD_CHUNK', 500 );

/**
 * The catalogue generation: changes whenever something a search shows changes.
 *
 * @return string
 */
function tourfront_search_generation() {
	$generation = get_option( TOURFRONT_SEARCH_GENERATION_OPTION );
	$version    = '-v' . TOURFRONT_SEARCH_INDEX_VERSION;
	if ( ! is_string( $generation ) || substr( $generation, -strlen( $version ) ) !== $version ) {
		$generation = tourfront_search_flush();
	}
	return $generation;
}

/**
 * Marks the index stale (it is built again at the next search).
 *
 * @return string The new generation.
 */
function tourfront_search_flush() {
	$generation = str_replace( '.', '', uniqid( '', true ) ) . '-v' . TOURFRONT_SEARCH_INDEX_VERSION;
	update_option( TOURFRONT_SEARCH_GENERATION_OPTION, $generation, true );
	return $generation;
}
add_action( 'woocommerce_new_product', 'tourfront_search_flush' );
add_action( 'woocommerce_update_product', 'tourfront_search_flush' );
add_action( 'woocommerce_delete_product', 'tourfront_search_flush' );
add_action( 'woocommerce_product_set_visibility', 'tourfront_search_flush' );
add_action( 'created_product_cat', 'tourfront_search_flush' );
add_action( 'edited_product_cat', 'tourfront_search_flush' );
add_action( 'delete_product_cat', 'tourfront_search_flush' );
add_action( 'update_option_woocommerce_hide_out_of_stock_items', 'tourfront_search_flush' );

/**
 * Marks the index stale when a stock status changes and the shop hides out-of-stock products (otherwise
 * the stock is no part of the index: an order does not make the next search rebuild it).
 *
 * @return void
 */
function tourfront_search_flush_stock() {
	if ( 'yes' === get_option( 'woocommerce_hide_out_of_stock_items' ) ) {
		tourfront_search_flush();
	}
}
add_action( 'woocommerce_product_set_stock_status', 'tourfront_search_flush_stock' );
add_action( 'woocommerce_variation_set_stock_status', 'tourfront_search_flush_stock' );

/**
 * Marks the index stale when a product post is saved, trashed, deleted or re-termed.
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
 * The index: entries { id, title, key, text, date, cats, tour } newest first, built when stale.
 *
 * @return array<int, array{id: int, title: string, key: string, text: string, date: string, cats: string[], tour: bool}>
 */
function tourfront_search_index() {
	$generation = tourfront_search_generation();
	$stored     = get_option( TOURFRONT_SEARCH_INDEX_OPTION );
	if ( is_array( $stored ) && isset( $stored['version'], $stored['generation'], $stored['entries'] )
		&& TOURFRONT_SEARCH_INDEX_VERSION === $stored['version'] && $generation === $stored['generation'] ) {
		return $stored['entries'];
	}
	$entries = tourfront_search_build_index();
	// Stamped with the generation read before building: a change during the build makes it stale at once.
	update_option(
		TOURFRONT_SEARCH_INDEX_OPTION,
		array(
			'version'    => TOURFRONT_SEARCH_INDEX_VERSION,
			'generation' => $generation,
			'entries'    => $entries,
		),
		false
	);
	return $entries;
}

/**
 * The ids of the products a search may show, newest first.
 *
 * @return int[]
 */
function tourfront_search_indexable_ids() {
	$hidden = array( 'exclude-from-search' );
	if ( 'yes' === get_option( 'woocommerce_hide_out_of_stock_items' ) ) {
		$hidden[] = 'outofstock';
	}
	$query = new WP_Query(
		array(
			'post_type'              => 'product',
			'post_status'            => 'publish',
			'has_password'           => false,
			'posts_per_page'         => -1,
			'fields'                 => 'ids',
			'orderby'                => array(
				'date' => 'DESC',
				'ID'   => 'DESC',
			),
			'no_found_rows'          => true,
			'suppress_filters'       => true,
			'update_post_meta_cache' => false,
			'update_post_term_cache' => false,
			'tax_query'              => array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- once per catalogue change.
				array(
					'taxonomy' => 'product_visibility',
					'field'    => 'slug',
					'terms'    => $hidden,
					'operator' => 'NOT IN',
				),
			),
		)
	);
	return array_map( 'intval', $query->posts );
}

/**
 * Each product's category slugs, its categories' ancestors included (a search within a category
 * finds the products of its sub-categories, as WordPress's category archives do).
 *
 * @param int[] $ids Product ids.
 * @return array<int, string[]>
 */
function tourfront_search_categories_of( $ids ) {
	$slugs = array();
	$terms = get_terms(
		array(
			'taxonomy'   => 'product_cat',
			'hide_empty' => false,
		)
	);
	foreach ( is_array( $terms ) ? $terms : array() as $term ) {
		$slugs[ $term->term_id ] = $term->slug;
	}
	$categories = array();
	$assigned   = $ids ? wp_get_object_terms( $ids, 'product_cat', array( 'fields' => 'all_with_object_id' ) ) : array();
	foreach ( is_array( $assigned ) ? $assigned : array() as $term ) {
		foreach ( array_merge( array( $term->term_id ), get_ancestors( $term->term_id, 'product_cat', 'taxonomy' ) ) as $term_id ) {
			if ( isset( $slugs[ $term_id ] ) ) {
				$categories[ (int) $term->object_id ][] = $slugs[ $term_id ];
			}
		}
	}
	return array_map( 'array_unique', $categories );
}

/**
 * Whether a product is a tour for the search's ranking: its attributes (`_product_attributes`, as
 * stored) hold the departure date, as for the checkout (tourfront_is_tour_cart_item). Read from the
 * meta, not a product object: the index is built for the whole catalogue at once.
 *
 * @param int   $id         Product id.
 * @param mixed $attributes The stored `_product_attributes` (serialized) or null.
 * @return bool
 */
function tourfront_search_is_tour( $id, $attributes ) {
	$attributes = maybe_unserialize( $attributes );
	$is_tour    = is_array( $attributes ) && array_key_exists( TOURFRONT_DEPARTURE_TAXONOMY, $attributes );
	/**
	 * Filters whether the search lists a product with the tours, before other kinds (a shop selling
	 * tours as simple products says so here).
	 *
	 * @param bool $is_tour The product has departure dates.
	 * @param int  $id      Product id.
	 */
	return (bool) apply_filters( 'tourfront_search_is_tour', $is_tour, $id );
}

/**
 * Builds the index from the database (a few queries per 500 products, no product objects).
 *
 * @return array
 */
function tourfront_search_build_index() {
	global $wpdb;
	$ids        = tourfront_search_indexable_ids();
	$categories = tourfront_search_categories_of( $ids );
	$entries    = array();
	foreach ( array_chunk( $ids, TOURFRONT_SEARCH_BUILD_CHUNK ) as $chunk ) {
		$in = implode( ',', array_map( 'intval', $chunk ) );
		// Descriptions are read cut (markup counted), then folded and cut again.
		$rows  = $wpdb->get_results( "SELECT ID, post_title, post_excerpt, LEFT( post_content, 4000 ) AS content, post_date_gmt FROM {$wpdb->posts} WHERE ID IN ( $in )", OBJECT_K ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- integers only; once per catalogue change.
		$skus  = $wpdb->get_results( "SELECT post_id, meta_value FROM {$wpdb->postmeta} WHERE meta_key = '_sku' AND post_id IN ( $in )", OBJECT_K ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- integers only; once per catalogue change.
		$kinds = $wpdb->get_results( "SELECT post_id, meta_value FROM {$wpdb->postmeta} WHERE meta_key = '_product_attributes' AND post_id IN ( $in )", OBJECT_K ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- integers only; once per catalogue change.
		foreach ( $chunk as $id ) {
			if ( ! isset( $rows[ $id ] ) ) {
				continue;
			}
			$row       = $rows[ $id ];
			$name      = tourfront_search_plain( $row->post_title );
			$sku       = isset( $skus[ $id ] ) ? tourfront_search_plain( $skus[ $id ]->meta_value ) : '';
			$text      = tourfront_search_fold( tourfront_search_plain( $row->post_excerpt . ' ' . $row->content ) );
			$entries[] = array(
				'id'    => (int) $id,
				'title' => tourfront_search_fold( $name ),
				'key'   => tourfront_search_fold( $name . ' ' . $sku ),
				'text'  => rtrim( mb_substr( $text, 0, TOURFRONT_SEARCH_TEXT_MAX_CHARS, 'UTF-8' ) ),
				'date'  => (string) $row->post_date_gmt,
				'cats'  => isset( $categories[ $id ] ) ? array_values( $categories[ $id ] ) : array(),
				'tour'  => tourfront_search_is_tour( $id, isset( $kinds[ $id ] ) ? $kinds[ $id ]->meta_value : null ),
			);
		}
	}
	return $entries;
}

/**
 * Plain text of a stored field: scripts and styles dropped, every tag a space (so "<li>Huế</li><li>Hội
 * An</li>" keeps its words apart), entities decoded.
 *
 * @param string $text Stored text.
 * @return string
 */
function tourfront_search_plain( $text ) {
	$text = (string) preg_replace( '@<(script|style)[^>]*?>.*?</\\1>@si', ' ', (string) $text );
	return html_entity_decode( (string) preg_replace( '/<[^>]*>/', ' ', $text ), ENT_QUOTES, 'UTF-8' );
}
