<?php
/**
 * Payment gateways with a blocks integration, on the theme's checkout: what WooCommerce's own
 * Checkout block loads for them. Every active integration of WooCommerce's payment method registry (filled
 * on `woocommerce_blocks_payment_method_type_registration`) gets its scripts enqueued with their own
 * dependencies (`wc-blocks-registry`, `wc-settings`, …) and its `get_payment_method_data()` printed in
 * WooCommerce's settings (`wcSettings.paymentMethodData`), as WooCommerce's Checkout block prints it.
 *
 * WooCommerce's own offline gateways are drawn by the theme's bundle from its own settings, so a shop with
 * only those loads nothing more: WooCommerce's registry and settings scripts come only with a gateway that
 * needs them.
 *
 * The saved payment methods are WooCommerce's list, built as its Checkout block builds it.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/**
 * Names of the integrations WooCommerce registers for its own gateways, which the theme draws itself.
 *
 * @return string[]
 */
function tourfront_builtin_payment_integrations() {
	return (array) apply_filters( 'tourfront_builtin_payment_integrations', array( 'bacs', 'cheque', 'cod', 'paypal' ) );
}

/**
 * WooCommerce's payment method registry, or null without WooCommerce's blocks.
 *
 * @return object|null `Automattic\WooCommerce\Blocks\Payments\PaymentMethodRegistry`.
 */
function tourfront_payment_method_registry() {
	return tourfront_wc_blocks_service( 'Automattic\\WooCommerce\\Blocks\\Payments\\PaymentMethodRegistry' );
}

/**
 * The active integrations other than WooCommerce's own gateways, keyed by name.
 *
 * @return array<string, object> Each a `PaymentMethodTypeInterface`.
 */
function tourfront_third_party_payment_integrations() {
	$registry = tourfront_payment_method_registry();
	if ( ! $registry || ! is_callable( array( $registry, 'get_all_active_registered' ) ) ) {
		return array();
	}
	$builtin = tourfront_builtin_payment_integrations();
	$out     = array();
	foreach ( (array) $registry->get_all_active_registered() as $name => $integration ) {
		if ( ! in_array( (string) $name, $builtin, true ) ) {
			$out[ (string) $name ] = $integration;
		}
	}
	return $out;
}

/**
 * The script handles of those integrations (registered by each integration when asked, as in WooCommerce).
 *
 * @param array<string, object> $integrations Integrations by name.
 * @return string[]
 */
function tourfront_payment_integration_handles( $integrations ) {
	$handles = array();
	foreach ( $integrations as $integration ) {
		if ( is_callable( array( $integration, 'get_payment_method_script_handles' ) ) ) {
			$handles = array_merge( $handles, array_map( 'strval', (array) $integration->get_payment_method_script_handles() ) );
		}
	}
	return array_values( array_unique( array_filter( $handles ) ) );
}

/**
 * Whether a script and every dependency of it, to closure, is registered (WooCommerce drops a gateway whose
 * dependency is missing rather than break the checkout).
 *
 * @param string   $handle Script handle.
 * @param string[] $seen   Handles already checked.
 * @return bool
 */
function tourfront_script_resolves( $handle, &$seen = array() ) {
	if ( in_array( $handle, $seen, true ) ) {
		return true;
	}
	$seen[]     = $handle;
	$registered = wp_scripts()->registered;
	if ( ! isset( $registered[ $handle ] ) ) {
		return false;
	}
	foreach ( (array) $registered[ $handle ]->deps as $dep ) {
		if ( ! tourfront_script_resolves( (string) $dep, $seen ) ) {
			return false;
		}
	}
	return true;
}

/**
 * Puts the integrations' data in WooCommerce's settings: WooCommerce's own Payments API does it for its
 * Checkout block (`paymentMethodData`, `paymentMethodSortOrder`); without it the registry's data is added
 * the same way.
 *
 * @return void
 */
function tourfront_add_payment_integration_data() {
	$api = tourfront_wc_blocks_service( 'Automattic\\WooCommerce\\Blocks\\Payments\\Api' );
	if ( $api && is_callable( array( $api, 'add_payment_method_script_data' ) ) ) {
		$api->add_payment_method_script_data();
		return;
	}
	// Older WooCommerce without the Payments API in its container: the registry's data, added the same way.
	$registry = tourfront_payment_method_registry();
	if ( $registry ) {
		tourfront_add_wc_settings( (array) $registry->get_all_registered_script_data() );
	}
}

/**
 * On the theme's checkout page: the third-party integrations' scripts and data. (The theme's cart draws no
 * payment method, so it loads none of them.)
 *
 * @return void
 */
function tourfront_enqueue_payment_integrations() {
	if ( ! tourfront_is_woocommerce_active() || ! tourfront_is_checkout_page() ) {
		return;
	}
	$integrations = tourfront_third_party_payment_integrations();
	if ( ! $integrations ) {
		return;
	}
	$enqueued = 0;
	foreach ( tourfront_payment_integration_handles( $integrations ) as $handle ) {
		if ( tourfront_script_resolves( $handle ) ) {
			wp_enqueue_script( $handle );
			++$enqueued;
		}
	}
	if ( $enqueued ) {
		tourfront_add_payment_integration_data();
	}
}
add_action( 'wp_enqueue_scripts', 'tourfront_enqueue_payment_integrations', 25 );

/**
 * The logged-in customer's saved payment methods, as WooCommerce's Checkout block lists them: WooCommerce's
 * list (`wc_get_customer_saved_methods_list`, with its `woocommerce_saved_payment_methods_list` and
 * `woocommerce_payment_methods_list_item` filters), each with its token id, only for enabled gateways.
 *
 * @return array<string, array<int, array<string, mixed>>> Grouped by type (`cc`, `echeck`, …).
 */
function tourfront_customer_payment_methods() {
	if ( ! is_user_logged_in() || ! function_exists( 'wc_get_customer_saved_methods_list' ) ) {
		return array();
	}
	$utils = 'Automattic\\WooCommerce\\StoreApi\\Utilities\\PaymentUtils';
	if ( class_exists( $utils ) && is_callable( array( $utils, 'get_saved_payment_methods' ) ) ) {
		$methods = call_user_func( array( $utils, 'get_saved_payment_methods' ) );
		return is_array( $methods ) && isset( $methods['enabled'] ) ? tourfront_clean_saved_methods( (array) $methods['enabled'] ) : array();
	}
	add_filter( 'woocommerce_payment_methods_list_item', 'tourfront_saved_method_token_id', 10, 2 );
	try {
		$list = wc_get_customer_saved_methods_list( get_current_user_id() );
	} finally {
		remove_filter( 'woocommerce_payment_methods_list_item', 'tourfront_saved_method_token_id', 10 );
	}
	$enabled = array();
	foreach ( WC()->payment_gateways()->payment_gateways() as $id => $gateway ) {
		if ( 'yes' === $gateway->enabled ) {
			$enabled[] = (string) $id;
		}
	}
	$out = array();
	foreach ( (array) $list as $group => $items ) {
		$out[ $group ] = array_values(
			array_filter(
				(array) $items,
				static function ( $item ) use ( $enabled ) {
					return isset( $item['method']['gateway'] ) && in_array( (string) $item['method']['gateway'], $enabled, true );
				}
			)
		);
	}
	return tourfront_clean_saved_methods( $out );
}

/**
 * Adds the token id (and its display name) to an item of WooCommerce's saved methods list.
 *
 * @param array            $item  List item.
 * @param WC_Payment_Token $token Token.
 * @return array
 */
function tourfront_saved_method_token_id( $item, $token ) {
	$item['tokenId']      = $token->get_id();
	$item['display_name'] = $token->get_display_name();
	return $item;
}

/**
 * Drops the account-page actions (links) from the list and empty groups; keeps only what the checkout reads.
 *
 * @param array $groups Groups of items.
 * @return array<string, array<int, array<string, mixed>>>
 */
function tourfront_clean_saved_methods( $groups ) {
	$out = array();
	foreach ( $groups as $group => $items ) {
		$clean = array();
		foreach ( (array) $items as $item ) {
			if ( ! is_array( $item ) || empty( $item['tokenId'] ) || empty( $item['method']['gateway'] ) ) {
				continue;
			}
			unset( $item['actions'] );
			$item['tokenId'] = (int) $item['tokenId'];
			$clean[]         = $item;
		}
		if ( $clean ) {
			$out[ sanitize_key( (string) $group ) ] = $clean;
		}
	}
	return $out;
}
