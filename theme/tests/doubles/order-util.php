<?php
/**
 * WooCommerce's OrderUtil, as the test double's orders live: in HPOS's orders table (`wc_orders`).
 *
 * @package tourfront
 */

namespace Automattic\WooCommerce\Utilities;

/** OrderUtil double. */
final class OrderUtil {
	/** @return bool */
	public static function custom_orders_table_usage_is_enabled() {
		return true;
	}

	/** @return string */
	public static function get_table_for_orders() {
		global $wpdb;
		return $wpdb->prefix . 'wc_orders';
	}
}
