<?php
/**
 * Theme setup: the `tourfront` text domain from languages/.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/**
 * Loads the theme's translations (languages/vi.mo for the Vietnamese site).
 *
 * @return void
 */
function tourfront_setup() {
	load_theme_textdomain( 'tourfront', get_stylesheet_directory() . '/languages' );
}
add_action( 'after_setup_theme', 'tourfront_setup' );
