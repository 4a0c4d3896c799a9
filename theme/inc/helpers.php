<?php
/**
 * Small helpers shared by the theme's files: options with their defaults, page checks, paths.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/**
 * The theme's options (Customizer) with their defaults.
 *
 * @return array<string, mixed>
 */
function tourfront_option_defaults() {
	return array(
		'search_result_latency' => 300,
		'search_client_index'   => true,
		'mini_cart_reveal'      => true,
		'min_password_strength' => 3,
		'stop_checkout'         => false,
		'password_error_text'   => __( 'Please enter a stronger password.', 'tourfront' ),
		'password_hint_text'    => __( 'Hint: The password should be at least twelve characters long. To make it stronger, use upper and lower case letters, numbers, and symbols like ! " ? $ % ^ & ).', 'tourfront' ),
		'sticky_header'         => 'sticky',
		'chat_provider'         => '',
		'chat_id'               => '',
		'toc_scroll_offset'     => 100,
		'copyright_badge_id'    => '',
	) + tourfront_trust_option_defaults();
}

/**
 * The trust elements' options (trust.php): empty, so nothing is printed until the site owner fills them.
 *
 * @return array<string, mixed>
 */
function tourfront_trust_option_defaults() {
	return array(
		'hotline'                  => '',
		'zalo_number'              => '',
		'business_registration'    => '',
		'tour_operator_license'    => '',
		'moit_notification_url'    => '',
		'cancellation_policy_page' => 0,
	);
}

/**
 * One theme option (a theme mod prefixed `tourfront_`), or its default.
 *
 * @param string $key Option key without the prefix.
 * @return mixed
 */
function tourfront_get_option( $key ) {
	$defaults = tourfront_option_defaults();
	$default  = isset( $defaults[ $key ] ) ? $defaults[ $key ] : null;
	$value    = get_theme_mod( 'tourfront_' . $key, $default );
	return apply_filters( 'tourfront_option_' . $key, $value );
}

/**
 * Whether the current request shows the cart page.
 *
 * @return bool
 */
function tourfront_is_cart_page() {
	return tourfront_is_woocommerce_active() && function_exists( 'is_cart' ) && is_cart();
}

/**
 * Whether the request is one of the checkout page's endpoints (order received, order pay), which
 * WooCommerce's own checkout shows with its shortcode, not with the checkout form.
 *
 * @return bool
 */
function tourfront_is_checkout_endpoint() {
	return function_exists( 'is_wc_endpoint_url' ) && ( is_wc_endpoint_url( 'order-received' ) || is_wc_endpoint_url( 'order-pay' ) );
}

/**
 * Whether the current request shows the checkout page (not one of its endpoints).
 *
 * @return bool
 */
function tourfront_is_checkout_page() {
	if ( ! tourfront_is_woocommerce_active() || ! function_exists( 'is_checkout' ) || ! is_checkout() ) {
		return false;
	}
	return ! tourfront_is_checkout_endpoint();
}

/**
 * Whether the request is one of WooCommerce's wc-ajax cart answers (add, remove, refreshed fragments):
 * they answer the header's cart link and the mini-cart, never a checkout or an order, so work only those
 * need is skipped there (the in-place add waits on this answer).
 *
 * @return bool
 */
function tourfront_is_cart_fragments_request() {
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- which endpoint answers, nothing is changed here.
	$action = isset( $_GET['wc-ajax'] ) ? sanitize_key( wp_unslash( $_GET['wc-ajax'] ) ) : '';
	return in_array( $action, array( 'add_to_cart', 'remove_from_cart', 'get_refreshed_fragments' ), true );
}

/**
 * Absolute path of a file in the theme.
 *
 * @param string $relative Path inside the theme.
 * @return string
 */
function tourfront_path( $relative ) {
	return get_stylesheet_directory() . '/' . ltrim( $relative, '/' );
}

/**
 * URL of a file in the theme.
 *
 * @param string $relative Path inside the theme.
 * @return string
 */
function tourfront_url( $relative ) {
	return get_stylesheet_directory_uri() . '/' . ltrim( $relative, '/' );
}

/**
 * Price HTML WooCommerce made, kept safe: the post tags plus `<bdi>` (which WooCommerce prints and
 * older WordPress kses does not know).
 *
 * @param string $html Price HTML.
 * @return string
 */
function tourfront_kses_price( $html ) {
	return wp_kses( (string) $html, tourfront_price_allowed_html() );
}

/**
 * The markup a price may carry: post markup and WooCommerce's <bdi>.
 *
 * @return array
 */
function tourfront_price_allowed_html() {
	$allowed        = wp_kses_allowed_html( 'post' );
	$allowed['bdi'] = array();
	return $allowed;
}
