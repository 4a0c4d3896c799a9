<?php
/**
 * Plugin Name: Tourfront diet probe (test stores only)
 * Description: With ?tourfront_diet_probe=1, enqueues what a third-party plugin would: a script depending on
 * jquery, one on wc-add-to-cart, and one enqueued mid-page depending on woocommerce. Each records in
 * window.tourfrontProbe whether what it depends on arrived. e2e/real-store-weight.spec.ts reads it.
 * Install on a test store only: copy or link into wp-content/mu-plugins/.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/**
 * Whether this request asked for the probe.
 *
 * @return bool
 */
function tourfront_diet_probe_on() {
	return ! empty( $_GET['tourfront_diet_probe'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only switch.
}

/**
 * A script without a file whose inline code runs after its dependencies.
 *
 * @param string   $handle Handle.
 * @param string[] $deps   Dependencies.
 * @param string   $check  JavaScript expression recorded under window.tourfrontProbe[ $handle ].
 * @return void
 */
function tourfront_diet_probe_script( $handle, $deps, $check ) {
	wp_register_script( $handle, false, $deps, '1', true );
	wp_add_inline_script( $handle, sprintf( 'window.tourfrontProbe = window.tourfrontProbe || {}; window.tourfrontProbe[%s] = !! ( %s );', wp_json_encode( $handle ), $check ) );
	wp_enqueue_script( $handle );
}

add_action(
	'wp_enqueue_scripts',
	static function () {
		if ( tourfront_diet_probe_on() ) {
			tourfront_diet_probe_script( 'probe-jquery', array( 'jquery' ), "typeof jQuery === 'function'" );
			tourfront_diet_probe_script( 'probe-add-to-cart', array( 'wc-add-to-cart' ), "typeof jQuery === 'function' && typeof wc_add_to_cart_params === 'object'" );
		}
	},
	20
);

add_action(
	'wp_footer',
	static function () {
		if ( tourfront_diet_probe_on() ) {
			tourfront_diet_probe_script( 'probe-late', array( 'woocommerce' ), "typeof jQuery === 'function' && typeof woocommerce_params === 'object'" );
		}
	},
	5
);
