<?php
/**
 * The booking index of departures: one row per order line of a variation (order, variation, seats, children,
 * line total) in the theme's own table, indexed by variation, so the operator's screens count seats sold,
 * bookings and revenue with one grouped query instead of loading orders. WooCommerce keeps order lines as
 * rows of meta (`woocommerce_order_itemmeta`, not indexed by value) and fills its own lookup table
 * (`wc_order_product_lookup`) later, through Action Scheduler, so neither answers "who booked this
 * departure" both fast and right after checkout.
 *
 * The table holds what the lines are, never the order's status: each query joins the orders table
 * WooCommerce uses (HPOS or posts), so a status change, a trashed or deleted order counts at once. Lines are
 * copied from WooCommerce's own tables by SQL whenever a line is saved or removed, when an order changes
 * status (the moment that makes its seats count), and once for the orders that existed before (in batches).
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/** Version of the table's schema; a new one rebuilds it. */
const TOURFRONT_DEPARTURE_LINES_VERSION = '1';

/** Order lines copied per batch when indexing the orders that existed before. */
const TOURFRONT_DEPARTURE_LINES_BATCH = 5000;

/**
 * The index table's name.
 *
 * @return string
 */
function tourfront_departure_lines_table() {
	global $wpdb;
	return $wpdb->prefix . 'tourfront_departure_lines';
}

/**
 * True once the table exists at the current schema (lines are kept from then on).
 *
 * @return bool
 */
function tourfront_departure_lines_ready() {
	return TOURFRONT_DEPARTURE_LINES_VERSION === get_option( 'tourfront_departure_lines_version' );
}

/**
 * Creates or upgrades the table and starts indexing the lines that already exist.
 *
 * @return void
 */
function tourfront_departure_lines_install() {
	global $wpdb;
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	$table = tourfront_departure_lines_table();
	dbDelta(
		"CREATE TABLE {$table} (
			order_item_id bigint(20) unsigned NOT NULL,
			order_id bigint(20) unsigned NOT NULL,
			variation_id bigint(20) unsigned NOT NULL,
			quantity int(11) NOT NULL DEFAULT 0,
			children int(11) NOT NULL DEFAULT 0,
			total decimal(26,8) NOT NULL DEFAULT 0,
			PRIMARY KEY  (order_item_id),
			KEY variation_order (variation_id,order_id),
			KEY order_id (order_id)
		) {$wpdb->get_charset_collate()};"
	);
	// Lines saved from now on are kept by the hooks below; the ones up to here are copied in batches.
	$last = (int) $wpdb->get_var( "SELECT MAX(order_item_id) FROM {$wpdb->prefix}woocommerce_order_items" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- one read at install.
	update_option( 'tourfront_departure_lines_backfill', array( 'next' => 1, 'last' => $last ), false );
	update_option( 'tourfront_departure_lines_version', TOURFRONT_DEPARTURE_LINES_VERSION );
	tourfront_departure_lines_schedule_backfill();
}

/**
 * The theme was switched to: the lines are copied again, since orders may have changed while another theme was
 * active and kept no index.
 *
 * @return void
 */
function tourfront_departure_lines_switched() {
	if ( tourfront_departure_lines_woocommerce() ) {
		tourfront_departure_lines_install();
	}
}
add_action( 'after_switch_theme', 'tourfront_departure_lines_switched' );

/**
 * Installs or upgrades the table on the first admin request after the theme changed (a theme updated in place
 * is not switched).
 *
 * @return void
 */
function tourfront_departure_lines_maybe_install() {
	if ( ! tourfront_departure_lines_ready() && tourfront_departure_lines_woocommerce() ) {
		tourfront_departure_lines_install();
	}
}
add_action( 'admin_init', 'tourfront_departure_lines_maybe_install', 5 );

/**
 * True when WooCommerce's order item tables are there to read.
 *
 * @return bool
 */
function tourfront_departure_lines_woocommerce() {
	return function_exists( 'wc_get_order' );
}

/**
 * How far indexing the earlier lines has got: done, lines left.
 *
 * @return array{done: bool, next: int, last: int}
 */
function tourfront_departure_lines_backfill_state() {
	$state = get_option( 'tourfront_departure_lines_backfill' );
	$next  = is_array( $state ) && isset( $state['next'] ) ? (int) $state['next'] : 1;
	$last  = is_array( $state ) && isset( $state['last'] ) ? (int) $state['last'] : 0;
	return array( 'done' => $next > $last, 'next' => $next, 'last' => $last );
}

/**
 * Copies the next batches of earlier lines, for up to `$seconds`.
 *
 * @param float $seconds Time budget.
 * @return bool Done.
 */
function tourfront_departure_lines_backfill( $seconds = 2.0 ) {
	global $wpdb;
	if ( ! tourfront_departure_lines_ready() ) {
		return false;
	}
	$start = microtime( true );
	$state = tourfront_departure_lines_backfill_state();
	while ( ! $state['done'] && microtime( true ) - $start < $seconds ) {
		$to = min( $state['last'], $state['next'] + TOURFRONT_DEPARTURE_LINES_BATCH - 1 );
		// The range is copied anew: a line deleted or changed while no hook kept the index goes too.
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . tourfront_departure_lines_table() . ' WHERE order_item_id BETWEEN %d AND %d', $state['next'], $to ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery -- the theme's own table.
		tourfront_departure_lines_copy( 'i.order_item_id BETWEEN %d AND %d', array( $state['next'], $to ) );
		$state['next'] = $to + 1;
		$state['done'] = $state['next'] > $state['last'];
		update_option( 'tourfront_departure_lines_backfill', array( 'next' => $state['next'], 'last' => $state['last'] ), false );
	}
	return $state['done'];
}

/**
 * Asks Action Scheduler (WooCommerce's queue) to go on indexing in the background, when there is more to do.
 *
 * @return void
 */
function tourfront_departure_lines_schedule_backfill() {
	if ( tourfront_departure_lines_backfill_state()['done'] || ! function_exists( 'as_enqueue_async_action' ) ) {
		return;
	}
	if ( function_exists( 'as_has_scheduled_action' ) && as_has_scheduled_action( 'tourfront_departure_lines_backfill', array(), 'tourfront' ) ) {
		return;
	}
	as_enqueue_async_action( 'tourfront_departure_lines_backfill', array(), 'tourfront' );
}

/**
 * The queued batch: copies for up to 20 seconds, then queues the next one.
 *
 * @return void
 */
function tourfront_departure_lines_backfill_action() {
	if ( ! tourfront_departure_lines_backfill( 20.0 ) ) {
		tourfront_departure_lines_schedule_backfill();
	}
}
add_action( 'tourfront_departure_lines_backfill', 'tourfront_departure_lines_backfill_action' );

/**
 * Copies WooCommerce's order lines matching a condition on `woocommerce_order_items AS i` into the index (a
 * line with a variation: its order, variation, seats, children, line total). A line copied again replaces its
 * row.
 *
 * The children are what tourfront_booking_line_party() reads, in SQL: the hidden `_tourfront_adults` /
 * `_tourfront_children`, else the labels older lines were stored under (in the order of
 * tourfront_booking_meta_labels()); none = every seat an adult; a party that does not add up to the seats is
 * scaled when the seats are a multiple of it (WooCommerce merged equal bookings), else keeps its children, at
 * least one adult.
 *
 * @param string $where SQL condition with placeholders.
 * @param array  $args  Its values.
 * @return void
 */
function tourfront_departure_lines_copy( $where, $args ) {
	global $wpdb;
	$labels = tourfront_booking_meta_labels();
	$table  = tourfront_departure_lines_table();
	$meta   = $wpdb->prefix . 'woocommerce_order_itemmeta';
	$value  = static function ( $key ) use ( $meta ) {
		return "(SELECT m.meta_value FROM {$meta} m WHERE m.order_item_id = i.order_item_id AND m.meta_key = {$key} ORDER BY m.meta_id LIMIT 1)";
	};
	$label  = static function ( $keys ) use ( $meta ) {
		$in = implode( ',', array_fill( 0, count( $keys ), '%s' ) );
		return "(SELECT m.meta_value FROM {$meta} m WHERE m.order_item_id = i.order_item_id AND m.meta_key IN ({$in}) AND m.meta_value <> '' ORDER BY FIELD(m.meta_key, {$in}), m.meta_id LIMIT 1)";
	};
	$whole  = static function ( $column ) {
		return "CASE WHEN {$column} REGEXP '^[0-9]{1,9}$' THEN CAST({$column} AS SIGNED) END";
	};
	// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.DirectDatabaseQuery -- tables and placeholders are built above; the index is the theme's own table.
	$wpdb->query(
		$wpdb->prepare(
			"INSERT INTO {$table} (order_item_id, order_id, variation_id, quantity, children, total)
			SELECT y.order_item_id, y.order_id, y.variation_id, y.quantity,
				CASE
					WHEN y.quantity < 1 OR y.adults IS NULL THEN 0
					WHEN y.adults + y.children = y.quantity THEN y.children
					WHEN y.adults + y.children > 0 AND MOD(y.quantity, y.adults + y.children) = 0 THEN y.children * (y.quantity DIV (y.adults + y.children))
					ELSE LEAST(y.children, y.quantity - 1)
				END,
				y.total
			FROM (
				SELECT x.order_item_id, x.order_id, x.variation_id, x.quantity, x.total,
					{$whole( "CASE WHEN COALESCE(x.hidden_adults, '') <> '' THEN x.hidden_adults ELSE x.label_adults END" )} AS adults,
					COALESCE({$whole( "CASE WHEN COALESCE(x.hidden_adults, '') <> '' THEN x.hidden_children ELSE COALESCE(x.label_children, x.hidden_children) END" )}, 0) AS children
				FROM (
					SELECT i.order_item_id, i.order_id, CAST(v.meta_value AS UNSIGNED) AS variation_id,
						CASE WHEN q.meta_value REGEXP '^-?[0-9]+$' THEN CAST(q.meta_value AS SIGNED) ELSE 0 END AS quantity,
						CASE WHEN t.meta_value REGEXP '^-?[0-9]+([.][0-9]+)?$' THEN CAST(t.meta_value AS DECIMAL(26,8)) ELSE 0 END AS total,
						{$value( "'_tourfront_adults'" )} AS hidden_adults,
						{$value( "'_tourfront_children'" )} AS hidden_children,
						{$label( $labels['adults'] )} AS label_adults,
						{$label( $labels['children'] )} AS label_children
					FROM {$wpdb->prefix}woocommerce_order_items i
					INNER JOIN {$meta} v ON v.order_item_id = i.order_item_id AND v.meta_key = '_variation_id'
					LEFT JOIN {$meta} q ON q.order_item_id = i.order_item_id AND q.meta_key = '_qty'
					LEFT JOIN {$meta} t ON t.order_item_id = i.order_item_id AND t.meta_key = '_line_total'
					WHERE i.order_item_type = 'line_item' AND v.meta_value REGEXP '^[1-9][0-9]*$' AND {$where}
				) x
			) y
			ON DUPLICATE KEY UPDATE order_id = VALUES(order_id), variation_id = VALUES(variation_id), quantity = VALUES(quantity), children = VALUES(children), total = VALUES(total)",
			array_merge( $labels['adults'], $labels['adults'], $labels['children'], $labels['children'], $args )
		)
	);
	// phpcs:enable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.DirectDatabaseQuery
}

/**
 * Copies one line again (or drops it when it is no line of a variation any more).
 *
 * @param int $item_id Order item.
 * @return void
 */
function tourfront_departure_lines_sync_item( $item_id ) {
	global $wpdb;
	if ( ! tourfront_departure_lines_ready() || ! $item_id ) {
		return;
	}
	$wpdb->delete( tourfront_departure_lines_table(), array( 'order_item_id' => (int) $item_id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the theme's own table.
	tourfront_departure_lines_copy( 'i.order_item_id = %d', array( (int) $item_id ) );
}

/**
 * Copies every line of an order again.
 *
 * @param int $order_id Order.
 * @return void
 */
function tourfront_departure_lines_sync_order( $order_id ) {
	global $wpdb;
	if ( ! tourfront_departure_lines_ready() || ! $order_id ) {
		return;
	}
	$wpdb->delete( tourfront_departure_lines_table(), array( 'order_id' => (int) $order_id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the theme's own table.
	tourfront_departure_lines_copy( 'i.order_id = %d', array( (int) $order_id ) );
}

/**
 * A line was created or saved (WooCommerce fires this once its meta is written).
 *
 * @param int $item_id Order item.
 * @return void
 */
function tourfront_departure_lines_saved_item( $item_id ) {
	tourfront_departure_lines_sync_item( (int) $item_id );
}
add_action( 'woocommerce_new_order_item', 'tourfront_departure_lines_saved_item' );
add_action( 'woocommerce_update_order_item', 'tourfront_departure_lines_saved_item' );

/**
 * A line was deleted.
 *
 * @param int $item_id Order item.
 * @return void
 */
function tourfront_departure_lines_deleted_item( $item_id ) {
	global $wpdb;
	if ( tourfront_departure_lines_ready() ) {
		$wpdb->delete( tourfront_departure_lines_table(), array( 'order_item_id' => (int) $item_id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the theme's own table.
	}
}
add_action( 'woocommerce_delete_order_item', 'tourfront_departure_lines_deleted_item' );

/**
 * All lines of an order were removed at once (a checkout resuming its order rebuilds them), or it changed
 * status: its lines are copied again as they are now.
 *
 * @param WC_Order|int $order Order or id.
 * @return void
 */
function tourfront_departure_lines_order_changed( $order ) {
	tourfront_departure_lines_sync_order( is_object( $order ) ? (int) $order->get_id() : (int) $order );
}
add_action( 'woocommerce_removed_order_items', 'tourfront_departure_lines_order_changed' );
add_action( 'woocommerce_order_status_changed', 'tourfront_departure_lines_order_changed' );

/**
 * An order was deleted for good: its lines go.
 *
 * @param int $order_id Order.
 * @return void
 */
function tourfront_departure_lines_order_deleted( $order_id ) {
	global $wpdb;
	if ( tourfront_departure_lines_ready() ) {
		$wpdb->delete( tourfront_departure_lines_table(), array( 'order_id' => (int) $order_id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the theme's own table.
	}
}
add_action( 'woocommerce_delete_order', 'tourfront_departure_lines_order_deleted' );
add_action( 'woocommerce_deleted_order_items', 'tourfront_departure_lines_order_deleted' );

/**
 * The orders table WooCommerce reads (HPOS or posts) and its id, status and type columns, for joins.
 *
 * @return array{table: string, id: string, status: string, type: string}
 */
function tourfront_departure_lines_orders_source() {
	global $wpdb;
	$util = 'Automattic\WooCommerce\Utilities\OrderUtil';
	if ( class_exists( $util ) && $util::custom_orders_table_usage_is_enabled() ) {
		return array( 'table' => $util::get_table_for_orders(), 'id' => 'id', 'status' => 'status', 'type' => 'type' );
	}
	return array( 'table' => $wpdb->posts, 'id' => 'ID', 'status' => 'post_status', 'type' => 'post_type' );
}

/**
 * SQL that joins the index (`l`) to its orders (`o`) and keeps the orders of the given statuses: the JOIN and
 * the WHERE condition, escaped.
 *
 * @param string[] $statuses Order statuses without `wc-`.
 * @return array{join: string, where: string}
 */
function tourfront_departure_lines_orders_sql( $statuses ) {
	$orders   = tourfront_departure_lines_orders_source();
	$statuses = array_map(
		static function ( $status ) {
			return 'wc-' . preg_replace( '/^wc-/', '', sanitize_key( $status ) );
		},
		(array) $statuses
	);
	$in       = $statuses ? "'" . implode( "','", array_map( 'esc_sql', $statuses ) ) . "'" : "''";
	return array(
		'join'  => "INNER JOIN {$orders['table']} o ON o.{$orders['id']} = l.order_id",
		'where' => "o.{$orders['type']} = 'shop_order' AND o.{$orders['status']} IN ({$in})",
	);
}

/**
 * Seats sold, children, bookings (orders) and revenue of departures, from the lines of orders that hold seats:
 * one grouped query.
 *
 * @param int[] $variation_ids Departures.
 * @return array<int, array{sold: int, children: int, bookings: int, revenue: float}> Every id given, zeros when none.
 */
function tourfront_departures_figures( $variation_ids ) {
	global $wpdb;
	$ids = array_values( array_unique( array_filter( array_map( 'intval', (array) $variation_ids ) ) ) );
	$out = array_fill_keys( $ids, array( 'sold' => 0, 'children' => 0, 'bookings' => 0, 'revenue' => 0.0 ) );
	if ( ! $ids || ! tourfront_departure_lines_ready() ) {
		return $out;
	}
	$table  = tourfront_departure_lines_table();
	$orders = tourfront_departure_lines_orders_sql( tourfront_departures_counted_statuses() );
	$in     = implode( ',', $ids );
	// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- ids are integers, the rest is built escaped above.
	$rows = $wpdb->get_results( "SELECT l.variation_id, SUM(l.quantity) AS sold, SUM(l.children) AS children, COUNT(DISTINCT l.order_id) AS bookings, SUM(l.total) AS revenue FROM {$table} l {$orders['join']} WHERE l.variation_id IN ({$in}) AND {$orders['where']} GROUP BY l.variation_id" );
	foreach ( (array) $rows as $row ) {
		$out[ (int) $row->variation_id ] = array(
			'sold'     => (int) $row->sold,
			'children' => (int) $row->children,
			'bookings' => (int) $row->bookings,
			'revenue'  => (float) $row->revenue,
		);
	}
	return $out;
}

/**
 * The SQL of a derived table `a` with the figures of every departure that has bookings (variation_id, sold,
 * bookings, revenue), for sorting a list by them.
 *
 * @return string
 */
function tourfront_departures_figures_sql() {
	$table  = tourfront_departure_lines_table();
	$orders = tourfront_departure_lines_orders_sql( tourfront_departures_counted_statuses() );
	return "(SELECT l.variation_id, SUM(l.quantity) AS sold, COUNT(DISTINCT l.order_id) AS bookings, SUM(l.total) AS revenue FROM {$table} l {$orders['join']} WHERE {$orders['where']} GROUP BY l.variation_id) a";
}
