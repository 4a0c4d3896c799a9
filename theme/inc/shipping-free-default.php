<?php
/**
 * Free delivery is chosen for the shopper as soon as it is offered.
 *
 * WooCommerce picks a default rate whenever the offered rates change (the shopper's explicit choice
 * stays until then). It picks free shipping by default when a free-shipping coupon brings it, but not
 * when the order reaches the free-shipping minimum: the paid rate stays selected, and a shopper who
 * qualifies pays for delivery unless they notice. Through WooCommerce's own filter of that default,
 * the free rate wins in both cases, on every checkout and the cart alike. Local pickup stays picked
 * when the shopper picked it.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

add_filter( 'woocommerce_shipping_chosen_method', 'tourfront_default_to_free_rate', 10, 3 );
/**
 * The first free delivery rate (not pickup) when the default WooCommerce chose costs something.
 *
 * @param string                   $default Rate id WooCommerce chose.
 * @param array<string, WC_Shipping_Rate> $rates   The package's rates by id.
 * @param string|false             $chosen  The rate chosen before (may no longer be offered).
 * @return string
 */
function tourfront_default_to_free_rate( $default, $rates, $chosen = false ) {
	$pickup_ids = (array) apply_filters( 'woocommerce_local_pickup_methods', array( 'local_pickup', 'pickup_location' ) );
	$is_free    = static function ( $rate ) {
		return $rate instanceof WC_Shipping_Rate && 0.0 === (float) $rate->get_cost();
	};
	$is_pickup  = static function ( $rate ) use ( $pickup_ids ) {
		return $rate instanceof WC_Shipping_Rate && in_array( $rate->get_method_id(), $pickup_ids, true );
	};
	$current    = isset( $rates[ $default ] ) ? $rates[ $default ] : null;
	if ( ! $current || $is_pickup( $current ) || $is_free( $current ) ) {
		return $default;
	}
	foreach ( (array) $rates as $id => $rate ) {
		if ( $is_free( $rate ) && ! $is_pickup( $rate ) ) {
			return (string) $id;
		}
	}
	return $default;
}
