<?php
/**
 * Edit links for users who can edit pages: on synced patterns ("content blocks") inside a
 * page, one to the page builder (WordPress's Site Editor, which edits patterns on classic themes too, for
 * those who may use it) and one to the back-end block editor. A pattern printed inside a menu item (by a
 * mega-menu plugin or a child theme appending content to an item: Tourfront's own menus hold links only)
 * gets `menu_id` on its page-builder link, so the editor opens that menu item. Logged-in output only, so page caches (which skip
 * logged-in visitors) never keep it.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

if ( ! function_exists( 'tourfront_edit_links_template' ) ) {
	/**
	 * Prints the edit links of a synced pattern: the page builder's (for those who may use the Site Editor,
	 * with `menu_id` inside a menu item) and the block editor's.
	 *
	 * @param int $ref Pattern id.
	 * @return void
	 */
	function tourfront_edit_links_template( $ref ) {
		// The Site Editor asks for edit_theme_options.
		if ( current_user_can( 'edit_theme_options' ) ) {
			echo '<a class="tourfront-edit-link tourfront-edit-link--builder" href="' . esc_url( tourfront_page_builder_url( $ref, tourfront_current_menu_item() ) ) . '">' . esc_html__( 'Edit in the Site Editor', 'tourfront' ) . '</a> ';
		}
		$url = get_edit_post_link( $ref, 'raw' );
		if ( $url ) {
			echo '<a class="tourfront-edit-link post-edit-link" href="' . esc_url( $url ) . '">' . esc_html__( 'Edit content block', 'tourfront' ) . '</a>';
		}
	}
}

/**
 * The menu item being printed (0 outside one): the walker announces each item before printing it, and the
 * last filter on its output ends it.
 *
 * @param int|null $item_id Item now printed, or 0 when it ends; null to read.
 * @return int
 */
function tourfront_current_menu_item( $item_id = null ) {
	static $current = 0;
	if ( null !== $item_id ) {
		$current = absint( $item_id );
	}
	return $current;
}

/**
 * Notes the menu item the walker starts printing.
 *
 * @param stdClass $args Menu arguments.
 * @param WP_Post  $item Menu item.
 * @return stdClass
 */
function tourfront_menu_item_starts( $args, $item ) {
	tourfront_current_menu_item( isset( $item->ID ) ? $item->ID : 0 );
	return $args;
}
add_filter( 'nav_menu_item_args', 'tourfront_menu_item_starts', 10, 2 );

/**
 * Notes that the menu item's output is complete (after every other filter appended its content).
 *
 * @param string $output Item output.
 * @return string
 */
function tourfront_menu_item_ends( $output ) {
	tourfront_current_menu_item( 0 );
	return $output;
}
add_filter( 'walker_nav_menu_start_el', 'tourfront_menu_item_ends', PHP_INT_MAX );

/**
 * The page-builder (Site Editor) address of a synced pattern, with `menu_id` inside a menu item.
 *
 * @param int $ref     Pattern id.
 * @param int $menu_id Menu item id, 0 for none.
 * @return string
 */
function tourfront_page_builder_url( $ref, $menu_id = 0 ) {
	$args = array(
		'p'      => '/wp_block/' . absint( $ref ),
		'canvas' => 'edit',
	);
	if ( $menu_id ) {
		$args['menu_id'] = absint( $menu_id );
	}
	return add_query_arg( $args, admin_url( 'site-editor.php' ) );
}

/**
 * Adds edit links after each synced pattern the viewer may edit.
 *
 * @param string $html  Rendered block.
 * @param array  $block Parsed block.
 * @return string
 */
function tourfront_block_edit_link( $html, $block ) {
	if ( empty( $block['blockName'] ) || 'core/block' !== $block['blockName'] || empty( $block['attrs']['ref'] ) || is_admin() ) {
		return $html;
	}
	// WordPress 6.8+ renders a synced pattern's own instance again inside its render callback (static, for its
	// inner blocks' context): both renders pass through this filter, and the links come once.
	if ( 0 === strpos( $html, '<div class="tourfront-content-block">' ) ) {
		return $html;
	}
	$ref = absint( $block['attrs']['ref'] );
	if ( ! current_user_can( 'edit_pages' ) || ! current_user_can( 'edit_post', $ref ) ) {
		return $html;
	}
	return '<div class="tourfront-content-block">' . $html . tourfront_capture( 'tourfront_edit_links_template', $ref ) . '</div>';
}
add_filter( 'render_block', 'tourfront_block_edit_link', 10, 2 );
