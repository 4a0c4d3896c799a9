<?php
/**
 * Edit links for users who can edit pages (spec §6): on synced patterns ("content blocks") inside a
 * page, and on the page itself, pointing to the block editor. Logged-in output only, so page caches
 * (which skip logged-in visitors) never keep it.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/**
 * An edit link.
 *
 * @param int    $post_id Post to edit.
 * @param string $label   Link text.
 * @return string
 */
function tourfront_edit_link( $post_id, $label ) {
	$url = get_edit_post_link( $post_id, 'raw' );
	if ( ! $url ) {
		return '';
	}
	return sprintf( '<a class="tourfront-edit-link post-edit-link" href="%1$s">%2$s</a>', esc_url( $url ), esc_html( $label ) );
}

/**
 * Adds an edit link after each synced pattern the viewer may edit.
 *
 * @param string $html  Rendered block.
 * @param array  $block Parsed block.
 * @return string
 */
function tourfront_block_edit_link( $html, $block ) {
	if ( empty( $block['blockName'] ) || 'core/block' !== $block['blockName'] || empty( $block['attrs']['ref'] ) || is_admin() ) {
		return $html;
	}
	$ref = absint( $block['attrs']['ref'] );
	if ( ! current_user_can( 'edit_pages' ) || ! current_user_can( 'edit_post', $ref ) ) {
		return $html;
	}
	return '<div class="tourfront-content-block">' . $html . tourfront_edit_link( $ref, __( 'Edit content block', 'tourfront' ) ) . '</div>';
}
add_filter( 'render_block', 'tourfront_block_edit_link', 10, 2 );
