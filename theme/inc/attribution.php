<?php
/**
 * Order attribution: the settings group and the hidden fields of the registration
 * form. WooCommerce prints an empty `<wc-order-attribution-inputs>` element that only its own script
 * (replaced by storefront/attribution) fills. Where WooCommerce prints nothing (tracking feature
 * off in its controller, older versions) Tourfront prints the element with its inputs, which
 * WooCommerce's controller reads on `user_register`. The block checkout sends the same values as extension data.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/**
 * The attribution settings.
 *
 * @return array{allowTracking: bool, prefix: string, lifetime: int, session: int}
 */
function tourfront_attribution_settings() {
	$enabled = 'yes' === get_option( 'woocommerce_feature_order_attribution_enabled', 'yes' );
	return array(
		'allowTracking' => tourfront_is_woocommerce_active() && $enabled && (bool) apply_filters( 'wc_order_attribution_allow_tracking', true ),
		'prefix'        => 'wc_order_attribution_',
		'lifetime'      => max( 1, absint( apply_filters( 'wc_order_attribution_cookie_lifetime_months', 6 ) ) ),
		'session'       => max( 1, absint( apply_filters( 'wc_order_attribution_session_length_minutes', 30 ) ) ),
	);
}

/**
 * The attribution fields, without the prefix.
 *
 * @return string[]
 */
function tourfront_attribution_fields() {
	return array(
		'source_type',
		'referrer',
		'utm_campaign',
		'utm_source',
		'utm_medium',
		'utm_content',
		'utm_id',
		'utm_term',
		'utm_source_platform',
		'utm_creative_format',
		'utm_marketing_tactic',
		'session_entry',
		'session_start_time',
		'session_pages',
		'session_count',
		'user_agent',
	);
}

/**
 * Whether WooCommerce already stamps its attribution element on a hook.
 *
 * @param string $hook Action name.
 * @return bool
 */
function tourfront_woocommerce_stamps_attribution( $hook ) {
	global $wp_filter;
	if ( ! isset( $wp_filter[ $hook ] ) ) {
		return false;
	}
	foreach ( $wp_filter[ $hook ]->callbacks as $callbacks ) {
		foreach ( $callbacks as $callback ) {
			if ( is_array( $callback['function'] ) && isset( $callback['function'][1] ) && 'stamp_html_element' === $callback['function'][1] ) {
				return true;
			}
		}
	}
	return false;
}

/**
 * Prints `<wc-order-attribution-inputs>` with its empty hidden inputs (storefront/attribution fills them)
 * where WooCommerce does not print it already.
 *
 * @return void
 */
function tourfront_attribution_inputs() {
	$settings = tourfront_attribution_settings();
	if ( ! $settings['allowTracking'] || tourfront_woocommerce_stamps_attribution( current_action() ) ) {
		return;
	}
	echo '<wc-order-attribution-inputs>';
	foreach ( tourfront_attribution_fields() as $field ) {
		printf( '<input type="hidden" name="%s" value="" />', esc_attr( $settings['prefix'] . $field ) );
	}
	echo '</wc-order-attribution-inputs>';
}
add_action( 'woocommerce_register_form', 'tourfront_attribution_inputs', 20 );
add_action( 'woocommerce_after_order_notes', 'tourfront_attribution_inputs', 20 );
