<?php
/**
 * Part of wp-env/seed.php: the tours' durations for the listing filters (theme/inc/filters.php), as the
 * global attribute "Thời lượng" (`pa_thoi-luong`), one term per duration, added to each tour beside its
 * own attributes (not a variation attribute, not shown in the product's "Additional information"; the
 * name already says it). Data: fixtures.json `durations` (mocks/fixtures/durations.ts).
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/**
 * Gives every tour of `$durations['tours']` (slug => term) its duration term.
 *
 * @param array $durations `attribute` (name, slug, taxonomy) and `tours`.
 * @return int Tours updated.
 */
function tourfront_seed_durations( $durations ) {
	$taxonomy     = $durations['attribute']['taxonomy'];
	$attribute_id = tourfront_seed_global_attribute( $taxonomy, $durations['attribute']['name'] );
	$updated      = 0;
	foreach ( $durations['tours'] as $slug => $duration ) {
		$post    = get_page_by_path( $slug, OBJECT, 'product' );
		$product = $post ? wc_get_product( $post ) : null;
		if ( ! $product ) {
			continue;
		}
		$term = get_term_by( 'slug', $duration['slug'], $taxonomy );
		if ( ! $term ) {
			$inserted = wp_insert_term( $duration['name'], $taxonomy, array( 'slug' => $duration['slug'] ) );
			if ( is_wp_error( $inserted ) ) {
				throw new RuntimeException( 'Duration ' . $duration['slug'] . ': ' . $inserted->get_error_message() );
			}
			$term_id = (int) $inserted['term_id'];
		} else {
			$term_id = (int) $term->term_id;
		}
		$attributes = $product->get_attributes();
		$attribute  = new WC_Product_Attribute();
		$attribute->set_id( $attribute_id );
		$attribute->set_name( $taxonomy );
		$attribute->set_options( array( $term_id ) );
		$attribute->set_position( count( $attributes ) );
		$attribute->set_visible( false );
		$attribute->set_variation( false );
		$attributes[ $taxonomy ] = $attribute;
		$product->set_attributes( $attributes );
		$product->save();
		++$updated;
	}
	return $updated;
}
