<?php
/**
 * WooCommerce's store notice: dismissing it sets the cookie
 * `store_notice{id}=hidden` on path `/` (storefront/store-notice); while that cookie is set the notice is
 * not printed at all on uncached pages, and stays hidden by the script on cached ones.
 *
 * Printed visible (WooCommerce prints it hidden for its script to show): a banner that appears once the
 * scripts ran pushes the whole page down, a layout shift of about 0.08 on a phone (Lighthouse's CLS).
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/**
 * The notice id WooCommerce uses: the md5 of the notice text.
 *
 * @param string $text Notice text.
 * @return string
 */
function tourfront_store_notice_id( $text ) {
	return md5( (string) $text );
}

/**
 * Whether the visitor dismissed the notice.
 *
 * @param string $notice_id Notice id.
 * @return bool
 */
function tourfront_store_notice_dismissed( $notice_id ) {
	$name = 'store_notice' . $notice_id;
	return isset( $_COOKIE[ $name ] ) && is_string( $_COOKIE[ $name ] ) && 'hidden' === sanitize_key( wp_unslash( $_COOKIE[ $name ] ) );
}

if ( ! function_exists( 'tourfront_store_notice_template' ) ) {
	/**
	 * Prints the notice: WooCommerce's markup, with the id and a translated dismiss link.
	 *
	 * @param string $text      Notice text (HTML the site owner wrote).
	 * @param string $notice_id Notice id.
	 * @return void
	 */
	function tourfront_store_notice_template( $text, $notice_id ) {
		echo '<p role="complementary" aria-label="' . esc_attr__( 'Store notice', 'tourfront' ) . '" class="woocommerce-store-notice demo_store" data-notice-id="' . esc_attr( $notice_id ) . '">';
		echo wp_kses_post( $text ) . ' <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">' . esc_html__( 'Dismiss', 'tourfront' ) . '</a></p>';
	}
}

/**
 * The notice markup WooCommerce prints (through its `woocommerce_demo_store` filter), or '' when dismissed.
 *
 * @param string $html WooCommerce's markup.
 * @param string $text Notice text.
 * @return string
 */
function tourfront_store_notice( $html, $text = '' ) {
	if ( '' === (string) $text ) {
		$text = get_option( 'woocommerce_demo_store_notice', '' );
	}
	$notice_id = tourfront_store_notice_id( $text );
	if ( '' === trim( wp_strip_all_tags( (string) $text ) ) || tourfront_store_notice_dismissed( $notice_id ) ) {
		return '';
	}
	return tourfront_capture( 'tourfront_store_notice_template', (string) $text, $notice_id );
}
add_filter( 'woocommerce_demo_store', 'tourfront_store_notice', 10, 2 );
