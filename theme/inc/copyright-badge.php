<?php
/**
 * Copyright-protection badge in the footer (Customizer: badge id). Its link carries the page's canonical
 * address as `refurl`, never the query string (an order key, a shopper's email, or on a page-cached site
 * the first visitor's parameters); storefront/copyright-badge refreshes it in the browser too.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/**
 * The current page's canonical address without query string or fragment.
 *
 * @return string
 */
function tourfront_current_url() {
	$canonical = is_singular() ? wp_get_canonical_url() : false;
	if ( ! $canonical ) {
		$path      = isset( $_SERVER['REQUEST_URI'] ) && is_string( $_SERVER['REQUEST_URI'] ) ? esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '/';
		$canonical = home_url( '/' . ltrim( (string) wp_parse_url( $path, PHP_URL_PATH ), '/' ) );
	}
	return strtok( (string) $canonical, '?#' );
}

/**
 * The badge's link, or '' without a badge id.
 *
 * @return string
 */
function tourfront_copyright_badge_url() {
	$id = sanitize_text_field( (string) tourfront_get_option( 'copyright_badge_id' ) );
	if ( '' === $id ) {
		return '';
	}
	return add_query_arg(
		array(
			'ID'     => rawurlencode( $id ),
			'refurl' => rawurlencode( tourfront_current_url() ),
		),
		'https://www.dmca.com/Protection/Status.aspx'
	);
}

if ( ! function_exists( 'tourfront_copyright_badge_template' ) ) {
	/**
	 * Prints the badge.
	 *
	 * @param string $href The badge's link.
	 * @return void
	 */
	function tourfront_copyright_badge_template( $href ) {
		echo '<div class="tourfront-copyright-badge-wrap"><a href="' . esc_url( $href ) . '" class="dmca-badge tourfront-copyright-badge" title="' . esc_attr__( 'Copyright protection status', 'tourfront' ) . '" rel="noopener" target="_blank">' . esc_html__( 'Content protected', 'tourfront' ) . '</a></div>';
	}
}

/**
 * Prints the badge in the footer when a badge id is set.
 *
 * @return void
 */
function tourfront_print_copyright_badge() {
	$href = tourfront_copyright_badge_url();
	if ( '' !== $href ) {
		tourfront_copyright_badge_template( $href );
	}
}
add_action( 'storefront_footer', 'tourfront_print_copyright_badge', 30 );
