<?php
/**
 * Tourfront functions: loads one file per concern from inc/.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

define( 'TOURFRONT_VERSION', '0.1.0' );
define( 'TOURFRONT_DIR', __DIR__ );

foreach (
	array(
		'dependencies-check',
		'setup',
		'helpers',
		'template',
		'customizer',
		'assets',
		'styles',
		'mini-cart-assets',
		'script-diet',
		'settings',
		'settings-checkout',
		'blocks',
		'payment-integrations',
		'compat-scripts',
		'block-editor',
		'ajax-search',
		'quick-view',
		'rating',
		'booking/booking',
		'booking/seats',
		'booking/checkout',
		'booking/cart',
		'booking/store-api',
		'booking/order',
		'booking/admin',
		'booking/admin-seats',
		'admin/departures',
		'admin/departures-counts',
		'admin/booking-emails',
		'booking/product-page',
		'booking/price-terms',
		'booking/departures-feed',
		'travellers-fields',
		'header-cart',
		'sticky-header',
		'store-notice',
		'toc',
		'copyright-badge',
		'chat',
		'edit-links',
		'account',
		'attribution',
		'vietqr',
		'classic-gateways',
		'trust',
		'settings-policy',
		'filters',
		'filters-form',
		'checkout-name-order',
		'checkout-phone',
		'checkout-travellers',
		'checkout-traveller-ages',
		'checkout-fields-settings',
		'shipping-free-default',
		'homepage-sections',
		'wording',
	) as $tourfront_file
) {
	require_once TOURFRONT_DIR . '/inc/' . $tourfront_file . '.php';
}
unset( $tourfront_file );

/**
 * The operator's screens, in wp-admin only: departures from a schedule, seats sold and left, passenger manifests.
 *
 * @return void
 */
function tourfront_load_admin_screens() {
	if ( ! is_admin() ) {
		return;
	}
	foreach ( array( 'departures-screen', 'departures-schedule', 'manifest', 'manifest-csv' ) as $file ) {
		require_once TOURFRONT_DIR . '/inc/admin/' . $file . '.php';
	}
}
add_action( 'after_setup_theme', 'tourfront_load_admin_screens' );
