<?php
/**
 * PHPUnit bootstrap: loads real WordPress core with the theme active (see wp-tests-config.php).
 *
 * @package tourfront
 */

require __DIR__ . '/wp-tests-config.php';
require_once ABSPATH . 'wp-settings.php';
require_once __DIR__ . '/php/class-tourfront-test-case.php';

if ( 'tourfront' !== get_stylesheet() || ! function_exists( 'tourfront_get_settings' ) ) {
	fwrite( STDERR, "The Tourfront theme did not load (stylesheet: " . get_stylesheet() . ").\n" ); // phpcs:ignore
	exit( 1 );
}
