<?php
/**
 * What the theme needs: WooCommerce and the Storefront parent theme.
 *
 * Without WooCommerce every shop feature stays off (the callbacks check before doing anything), so the
 * front end keeps working as a plain Storefront site; the admin says what is missing.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

if ( ! function_exists( 'tourfront_is_woocommerce_active' ) ) {
	/**
	 * Whether WooCommerce is loaded.
	 *
	 * @return bool
	 */
	function tourfront_is_woocommerce_active() {
		return (bool) apply_filters( 'tourfront_is_woocommerce_active', class_exists( 'WooCommerce' ) && function_exists( 'WC' ) );
	}
}

if ( ! function_exists( 'tourfront_is_storefront_active' ) ) {
	/**
	 * Whether the parent theme is Storefront and is installed.
	 *
	 * @return bool
	 */
	function tourfront_is_storefront_active() {
		$parent = wp_get_theme( get_template() );
		return 'storefront' === get_template() && $parent->exists();
	}
}

/**
 * The missing dependencies, as translated names.
 *
 * @return string[]
 */
function tourfront_missing_dependencies() {
	$missing = array();
	if ( ! tourfront_is_woocommerce_active() ) {
		$missing[] = __( 'the WooCommerce plugin', 'tourfront' );
	}
	if ( ! tourfront_is_storefront_active() ) {
		$missing[] = __( 'the Storefront parent theme', 'tourfront' );
	}
	return $missing;
}

/**
 * Admin notice naming what Tourfront needs and is missing.
 *
 * @return void
 */
function tourfront_dependencies_admin_notice() {
	if ( ! current_user_can( 'activate_plugins' ) && ! current_user_can( 'switch_themes' ) ) {
		return;
	}
	foreach ( tourfront_missing_dependencies() as $name ) {
		printf(
			'<div class="notice notice-error tourfront-dependency-notice"><p>%s</p></div>',
			esc_html(
				sprintf(
					/* translators: %s: what is missing, e.g. "the WooCommerce plugin". */
					__( 'Tourfront needs %s. Install and activate it: until then the shop features of the theme stay off.', 'tourfront' ),
					$name
				)
			)
		);
	}
}
add_action( 'admin_notices', 'tourfront_dependencies_admin_notice' );
