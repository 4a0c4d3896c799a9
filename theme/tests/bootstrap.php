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

// PHPUnit includes this file inside a method and then copies the method's new local variables into
// $GLOBALS. WordPress's files initialise some globals at file scope (`$shortcode_tags = array()`) and fill
// the real global later through functions, so those stale local copies would overwrite the live globals.
foreach ( array_keys( get_defined_vars() ) as $tourfront_local ) {
	if ( array_key_exists( $tourfront_local, $GLOBALS ) && 'tourfront_local' !== $tourfront_local ) {
		unset( $$tourfront_local );
	}
}
unset( $tourfront_local );
