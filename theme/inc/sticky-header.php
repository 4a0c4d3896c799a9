<?php
/**
 * Sticky header markup: a body class naming the mode (off, sticky, hide-on-scroll) and a sentinel just
 * before the header that storefront/sticky-header observes.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/**
 * Adds `tourfront-sticky-header-{mode}` to the body.
 *
 * @param string[] $classes Body classes.
 * @return string[]
 */
function tourfront_sticky_header_body_class( $classes ) {
	$classes[] = 'tourfront-sticky-header-' . tourfront_sanitize_sticky_header( tourfront_get_option( 'sticky_header' ) );
	return $classes;
}
add_filter( 'body_class', 'tourfront_sticky_header_body_class' );

/**
 * Prints the sentinel before the header, when the header is sticky.
 *
 * @return void
 */
function tourfront_sticky_header_sentinel() {
	if ( 'off' !== tourfront_sanitize_sticky_header( tourfront_get_option( 'sticky_header' ) ) ) {
		echo '<div class="tourfront-sticky-header-sentinel" aria-hidden="true"></div>';
	}
}
add_action( 'storefront_before_header', 'tourfront_sticky_header_sentinel' );
