<?php
/**
 * The scale bench's side on a store (scripts/bench-scale.mjs runs it as `wp eval-file` does, with its arguments
 * in `$args`). For a bench store only: it adds tours, thousands of departures and orders.
 *
 *   seed departures=5000 bookings=10000   tours "Bench" with that many departures in all (one with a departure
 *                                         every day for a year) and orders until the bench has that many
 *                                         bookings (never fewer: it only adds); then each departure's stock is
 *                                         its seats less the seats its orders hold.
 *   trim bookings=1500                    deletes the bench's orders past the first 1,500 (to measure the same
 *                                         store again at a smaller size).
 *   info                                  what the bench measures (ids, URLs) and the database's own figures of
 *                                         the manifest's departure, read from WooCommerce's tables.
 *   prepare                               lets the active theme index what it needs (Tourfront's booking index).
 *
 * Prints one JSON line.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a bench's seeding, on a bench store.

/** Meta that marks what the bench made. */
const TOURFRONT_SCALE_META = '_tourfront_scale_bench';

/** Seats of the manifest's departure, and of the others. */
const TOURFRONT_SCALE_SEATS = array(
	'manifest' => 120,
	'daily'    => 45,
	'other'    => 30,
);

/**
 * The bench's arguments: the command, then key=value pairs.
 *
 * @param array $argv Arguments.
 * @return array{0: string, 1: array<string, string>}
 */
function tourfront_scale_args( $argv ) {
	$command = isset( $argv[0] ) ? (string) $argv[0] : 'info';
	$options = array();
	foreach ( array_slice( (array) $argv, 1 ) as $pair ) {
		$parts = explode( '=', (string) $pair, 2 );
		if ( 2 === count( $parts ) ) {
			$options[ $parts[0] ] = $parts[1];
		}
	}
	return array( $command, $options );
}

/**
 * The bench's tours, the daily one first: id => departures.
 *
 * @return array<int, int>
 */
function tourfront_scale_tours() {
	global $wpdb;
	$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT p.ID, m.meta_value AS role, (SELECT COUNT(*) FROM {$wpdb->posts} v WHERE v.post_parent = p.ID AND v.post_type = 'product_variation') AS departures FROM {$wpdb->posts} p INNER JOIN {$wpdb->postmeta} m ON m.post_id = p.ID AND m.meta_key = %s WHERE p.post_type = 'product' ORDER BY m.meta_value = 'daily' DESC, p.ID ASC", TOURFRONT_SCALE_META ) );
	$tours = array();
	foreach ( $rows as $row ) {
		$tours[ (int) $row->ID ] = (int) $row->departures;
	}
	return $tours;
}

/**
 * A new bench tour (a variable product).
 *
 * @param string $name Name.
 * @param string $role daily|other.
 * @return int
 */
function tourfront_scale_tour( $name, $role ) {
	$product = new WC_Product_Variable();
	$product->set_name( $name );
	$product->set_status( 'publish' );
	$product->set_virtual( true );
	$product->set_short_description( 'Tour của bộ đo tải: khởi hành hằng ngày.' );
	$id = $product->save();
	update_post_meta( $id, TOURFRONT_SCALE_META, $role );
	return $id;
}

/**
 * The departures a tour gets: every day from tomorrow on.
 *
 * @param int $count Departures.
 * @param int $from  Days from today to the first.
 * @return string[]
 */
function tourfront_scale_dates( $count, $from = 1 ) {
	$day   = new DateTimeImmutable( wp_date( 'Y-m-d' ) . ' 00:00:00', new DateTimeZone( 'UTC' ) );
	$dates = array();
	for ( $i = 0; $i < $count; $i++ ) {
		$dates[] = $day->modify( '+' . ( $from + $i ) . ' days' )->format( 'Y-m-d' );
	}
	return $dates;
}

/**
 * Creates the bench's departures up to `$target` in all: a tour with one every day for a year, then tours of a
 * year each (the last one shorter), through the theme's schedule when it has one (as an operator would).
 *
 * @param int $target Departures.
 * @return void
 */
function tourfront_scale_seed_departures( $target ) {
	$tours = tourfront_scale_tours();
	if ( ! $tours ) {
		$tours = array( tourfront_scale_tour( 'Tour Hạ Long hằng ngày (bench)', 'daily' ) => 0 );
	}
	$have = array_sum( $tours );
	$n    = count( $tours );
	while ( $have < $target ) {
		end( $tours );
		$last = key( $tours );
		if ( $tours[ $last ] >= 365 ) {
			++$n;
			$last           = tourfront_scale_tour( sprintf( 'Tour bench số %d', $n ), 'other' );
			$tours[ $last ] = 0;
		}
		$count = min( 365 - $tours[ $last ], $target - $have );
		$dates = tourfront_scale_dates( $count, 1 + $tours[ $last ] );
		$seats = array_key_first( $tours ) === $last ? TOURFRONT_SCALE_SEATS['daily'] : TOURFRONT_SCALE_SEATS['other'];
		if ( function_exists( 'tourfront_departures_create' ) ) {
			$result = tourfront_departures_create( $last, $dates, tourfront_departures_read_fields( array( 'seats' => $seats, 'adult_price' => 2490000, 'child_price' => 1590000 ) ) );
			if ( is_wp_error( $result ) ) {
				throw new RuntimeException( $result->get_error_message() );
			}
		} else {
			throw new RuntimeException( 'The active theme has no departure schedule (tourfront_departures_create).' );
		}
		$tours[ $last ] += $count;
		$have           += $count;
		wp_cache_flush();
	}
}

/**
 * The departures of the bench: the daily tour's, the others', and the manifest's (the daily tour's tenth).
 *
 * @return array{daily: int[], other: int[], manifest: int}
 */
function tourfront_scale_departures() {
	global $wpdb;
	$tours = array_keys( tourfront_scale_tours() );
	if ( ! $tours ) {
		return array( 'daily' => array(), 'other' => array(), 'manifest' => 0 );
	}
	$rows  = $wpdb->get_results( "SELECT p.ID, p.post_parent, m.meta_value AS date FROM {$wpdb->posts} p INNER JOIN {$wpdb->postmeta} m ON m.post_id = p.ID AND m.meta_key = 'attribute_pa_ngay-khoi-hanh' WHERE p.post_type = 'product_variation' AND p.post_parent IN (" . implode( ',', array_map( 'intval', $tours ) ) . ') ORDER BY m.meta_value ASC, p.ID ASC' );
	$daily = array();
	$other = array();
	foreach ( $rows as $row ) {
		if ( (int) $row->post_parent === $tours[0] ) {
			$daily[] = (int) $row->ID;
		} else {
			$other[] = (int) $row->ID;
		}
	}
	return array( 'daily' => $daily, 'other' => $other, 'manifest' => isset( $daily[9] ) ? $daily[9] : 0 );
}

/**
 * How many orders the bench made.
 *
 * @return int
 */
function tourfront_scale_bookings() {
	$orders = wc_get_orders(
		array(
			'limit'      => 1,
			'paginate'   => true,
			'return'     => 'ids',
			'type'       => 'shop_order',
			'meta_key'   => TOURFRONT_SCALE_META, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
			'meta_value' => '1', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value
		)
	);
	return (int) $orders->total;
}

/**
 * Orders until the bench has `$target`, as checkouts leave them: one line of a departure with the booking's meta
 * (the hidden counts, and the labels older orders carry), travellers and a pickup point, statuses spread as a
 * season's. The manifest's departure gets every tenth, up to 40.
 *
 * @param int $target Orders.
 * @return void
 */
function tourfront_scale_seed_bookings( $target ) {
	$departures = tourfront_scale_departures();
	$have       = tourfront_scale_bookings();
	$statuses   = array_merge( array_fill( 0, 55, 'processing' ), array_fill( 0, 20, 'completed' ), array_fill( 0, 10, 'on-hold' ), array_fill( 0, 5, 'pending' ), array_fill( 0, 7, 'cancelled' ), array_fill( 0, 2, 'refunded' ), array( 'failed' ) );
	$names      = array( 'Nguyễn Văn An', 'Trần Thị Bình', 'Lê Hoàng Cường', 'Phạm Minh Dũng', 'Hoàng Thu Hà', 'Vũ Quốc Huy', 'Đặng Thị Lan', 'Bùi Văn Long' );
	$manifest   = (int) get_option( 'tourfront_scale_manifest_bookings', 0 );
	$pending    = array();
	mt_srand( 42 + $have );
	for ( $i = $have; $i < $target; $i++ ) {
		if ( 0 === $i % 10 && $manifest < 40 ) {
			$departure = $departures['manifest'];
			++$manifest;
		} elseif ( mt_rand( 1, 100 ) <= 35 ) {
			$departure = $departures['daily'][ mt_rand( 0, count( $departures['daily'] ) - 1 ) ];
		} else {
			$departure = $departures['other'][ mt_rand( 0, count( $departures['other'] ) - 1 ) ];
		}
		$variation = wc_get_product( $departure );
		$adults    = mt_rand( 1, 3 );
		$children  = mt_rand( 0, 3 ) > 2 ? mt_rand( 1, 2 ) : 0;
		$name      = explode( ' ', $names[ $i % count( $names ) ] );
		$order     = new WC_Order();
		$status    = $statuses[ mt_rand( 0, count( $statuses ) - 1 ) ];
		$order->set_billing_first_name( array_pop( $name ) );
		$order->set_billing_last_name( implode( ' ', $name ) );
		$order->set_billing_phone( sprintf( '09%08d', $i ) );
		$order->set_billing_email( sprintf( 'khach%d@example.vn', $i ) );
		$order->set_billing_address_1( sprintf( '%d Hàng Bài', 1 + $i % 200 ) );
		$order->set_billing_city( 'Hà Nội' );
		$order->set_billing_country( 'VN' );
		$order->set_payment_method( 'bacs' );
		$order->set_customer_note( 0 === $i % 5 ? 'Ăn chay' : '' );
		$order->update_meta_data( TOURFRONT_SCALE_META, '1' );
		$order->update_meta_data( '_wc_other/tourfront/pickup-point', 0 === $i % 3 ? 'Khách sạn Mường Thanh, Bãi Cháy' : '' );
		for ( $n = 2; $n <= $adults + $children; $n++ ) {
			$order->update_meta_data( "_wc_other/tourfront/traveller-{$n}-name", $names[ ( $i + $n ) % count( $names ) ] );
			$order->update_meta_data( "_wc_other/tourfront/traveller-{$n}-birth-year", (string) ( $n > $adults ? 2015 : 1985 ) );
		}
		$item = new WC_Order_Item_Product();
		$item->set_product( $variation );
		$item->set_quantity( $adults + $children );
		$total = $adults * 2490000 + $children * 1590000;
		$item->set_subtotal( $total );
		$item->set_total( $total );
		$item->add_meta_data( 'pa_ngay-khoi-hanh', tourfront_scale_date( $variation ), true );
		if ( $i % 2 ) {
			$item->add_meta_data( '_tourfront_adults', $adults, true );
			$item->add_meta_data( '_tourfront_children', $children, true );
		}
		$item->add_meta_data( 'Người lớn', $adults, true );
		if ( $children ) {
			$item->add_meta_data( 'Trẻ em', $children, true );
		}
		$order->add_item( $item );
		$order->set_total( $total );
		// Saved as pending (no emails, stock or notes: a third of the time of a paid order), its status set below.
		$pending[ $status ][] = $order->save();
		if ( 0 === $i % 200 ) {
			tourfront_scale_set_statuses( $pending );
			$pending = array();
			update_option( 'tourfront_scale_manifest_bookings', $manifest, false );
			wp_cache_flush();
		}
	}
	tourfront_scale_set_statuses( $pending );
	update_option( 'tourfront_scale_manifest_bookings', $manifest, false );
	update_post_meta( $departures['manifest'], '_manage_stock', 'yes' );
}

/**
 * Deletes the bench's orders past the first `$keep` (oldest first), straight from WooCommerce's tables, so the
 * same store can be measured again at a smaller size; `prepare` then copies the theme's index anew.
 *
 * @param int $keep Orders kept.
 * @return int Orders deleted.
 */
function tourfront_scale_trim( $keep ) {
	global $wpdb;
	list( $table, $id ) = tourfront_scale_orders_table();
	$ids                = wc_get_orders(
		array(
			'limit'      => -1,
			'return'     => 'ids',
			'type'       => 'shop_order',
			'orderby'    => 'ID',
			'order'      => 'ASC',
			'meta_key'   => TOURFRONT_SCALE_META, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
			'meta_value' => '1', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value
		)
	);
	$gone               = array_slice( array_map( 'intval', $ids ), max( 0, (int) $keep ) );
	foreach ( array_chunk( $gone, 500 ) as $chunk ) {
		$in = implode( ',', $chunk );
		$wpdb->query( "DELETE m FROM {$wpdb->prefix}woocommerce_order_itemmeta m INNER JOIN {$wpdb->prefix}woocommerce_order_items i ON i.order_item_id = m.order_item_id WHERE i.order_id IN ({$in})" );
		$wpdb->query( "DELETE FROM {$wpdb->prefix}woocommerce_order_items WHERE order_id IN ({$in})" );
		if ( $wpdb->posts === $table ) {
			$wpdb->query( "DELETE FROM {$wpdb->postmeta} WHERE post_id IN ({$in})" );
		} else {
			foreach ( array( 'wc_orders_meta', 'wc_order_addresses', 'wc_order_operational_data' ) as $related ) {
				$wpdb->query( "DELETE FROM {$wpdb->prefix}{$related} WHERE order_id IN ({$in})" );
			}
		}
		$wpdb->query( "DELETE FROM {$table} WHERE {$id} IN ({$in})" );
	}
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s", 'tourfront_scale_manifest_bookings' ) );
	wp_cache_flush();
	return count( $gone );
}

/**
 * Gives orders their statuses in the orders table, as a season of checkouts, payments and cancellations left
 * them (the screens read the status there).
 *
 * @param array<string, int[]> $orders Status => order ids.
 * @return void
 */
function tourfront_scale_set_statuses( $orders ) {
	global $wpdb;
	list( $table, $id, $status ) = tourfront_scale_orders_table();
	foreach ( $orders as $to => $ids ) {
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET {$status} = %s WHERE {$id} IN (" . implode( ',', array_map( 'intval', $ids ) ) . ')', 'wc-' . $to ) );
	}
	wp_cache_flush();
}

/**
 * A departure's date (its attribute).
 *
 * @param WC_Product $variation Departure.
 * @return string
 */
function tourfront_scale_date( $variation ) {
	$attributes = $variation->get_variation_attributes( false );
	return isset( $attributes['pa_ngay-khoi-hanh'] ) ? (string) $attributes['pa_ngay-khoi-hanh'] : '';
}

/**
 * The orders table WooCommerce reads: table, id, status and type columns.
 *
 * @return array{0: string, 1: string, 2: string, 3: string}
 */
function tourfront_scale_orders_table() {
	global $wpdb;
	if ( Automattic\WooCommerce\Utilities\OrderUtil::custom_orders_table_usage_is_enabled() ) {
		return array( $wpdb->prefix . 'wc_orders', 'id', 'status', 'type' );
	}
	return array( $wpdb->posts, 'ID', 'post_status', 'post_type' );
}

/**
 * Seats sold and bookings of departures, straight from WooCommerce's own tables (order lines and their meta,
 * orders of pending, on-hold, processing and completed): what the screens must show.
 *
 * @param int[] $ids Departures (none: all).
 * @return array<int, array{sold: int, bookings: int}>
 */
function tourfront_scale_sold( $ids = array() ) {
	global $wpdb;
	list( $table, $id, $status, $type ) = tourfront_scale_orders_table();
	$only                               = $ids ? ' AND v.meta_value IN (' . implode( ',', array_map( 'intval', $ids ) ) . ')' : '';
	$rows                               = $wpdb->get_results(
		"SELECT CAST(v.meta_value AS UNSIGNED) AS departure, SUM(CAST(q.meta_value AS SIGNED)) AS sold, COUNT(DISTINCT i.order_id) AS bookings
		FROM {$wpdb->prefix}woocommerce_order_items i
		INNER JOIN {$wpdb->prefix}woocommerce_order_itemmeta v ON v.order_item_id = i.order_item_id AND v.meta_key = '_variation_id'
		INNER JOIN {$wpdb->prefix}woocommerce_order_itemmeta q ON q.order_item_id = i.order_item_id AND q.meta_key = '_qty'
		INNER JOIN {$table} o ON o.{$id} = i.order_id
		WHERE i.order_item_type = 'line_item' AND o.{$type} = 'shop_order' AND o.{$status} IN ('wc-pending','wc-on-hold','wc-processing','wc-completed'){$only}
		GROUP BY v.meta_value"
	);
	$out                                = array();
	foreach ( $rows as $row ) {
		$out[ (int) $row->departure ] = array( 'sold' => (int) $row->sold, 'bookings' => (int) $row->bookings );
	}
	return $out;
}

/**
 * Each bench departure's stock becomes its seats less what its orders hold (as WooCommerce's stock would be).
 *
 * @return void
 */
function tourfront_scale_set_stock() {
	$departures = tourfront_scale_departures();
	$sold       = tourfront_scale_sold();
	foreach ( array( 'daily', 'other' ) as $group ) {
		foreach ( $departures[ $group ] as $departure ) {
			$seats = $departure === $departures['manifest'] ? TOURFRONT_SCALE_SEATS['manifest'] : TOURFRONT_SCALE_SEATS[ $group ];
			$left  = max( 0, $seats - ( isset( $sold[ $departure ] ) ? $sold[ $departure ]['sold'] : 0 ) );
			update_post_meta( $departure, '_stock', $left );
			update_post_meta( $departure, '_stock_status', $left > 0 ? 'instock' : 'outofstock' );
		}
	}
}

/**
 * Whether the active theme's figures of every bench departure (seats sold, bookings) are WooCommerce's own.
 *
 * @param int[] $ids Departures.
 * @return array{departures: int, different: int[]}|null Null when the theme has no such figures.
 */
function tourfront_scale_index_check( $ids ) {
	if ( ! function_exists( 'tourfront_departures_figures' ) || ! $ids ) {
		return null;
	}
	$theirs    = tourfront_departures_figures( $ids );
	$ours      = tourfront_scale_sold( $ids );
	$different = array();
	foreach ( $ids as $id ) {
		$want = isset( $ours[ $id ] ) ? $ours[ $id ] : array( 'sold' => 0, 'bookings' => 0 );
		if ( $theirs[ $id ]['sold'] !== $want['sold'] || $theirs[ $id ]['bookings'] !== $want['bookings'] ) {
			$different[] = $id;
		}
	}
	return array( 'departures' => count( $ids ), 'different' => array_slice( $different, 0, 20 ) );
}

/**
 * What the bench needs to know: ids, URLs, counts and the database's figures of the manifest's departure.
 *
 * @return array
 */
function tourfront_scale_info() {
	global $wpdb;
	$tours         = tourfront_scale_tours();
	$departures    = tourfront_scale_departures();
	$manifest      = $departures['manifest'];
	$daily         = $tours ? array_key_first( $tours ) : 0;
	$sold          = $manifest ? tourfront_scale_sold( array( $manifest ) ) : array();
	list( $table ) = tourfront_scale_orders_table();
	$date          = $manifest ? tourfront_scale_date( wc_get_product( $manifest ) ) : '';
	return array(
		'hpos'        => Automattic\WooCommerce\Utilities\OrderUtil::custom_orders_table_usage_is_enabled(),
		'ordersUrl'   => Automattic\WooCommerce\Utilities\OrderUtil::custom_orders_table_usage_is_enabled() ? 'admin.php?page=wc-orders' : 'edit.php?post_type=shop_order',
		'tour'        => $daily,
		'tourUrl'     => $daily ? get_permalink( $daily ) : '',
		'manifest'    => $manifest,
		'month'       => substr( $date, 0, 7 ),
		'date'        => $date,
		'departures'  => count( $departures['daily'] ) + count( $departures['other'] ),
		'allDepartures' => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'product_variation'" ),
		'bookings'    => tourfront_scale_bookings(),
		'orders'      => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table} WHERE " . ( $wpdb->posts === $table ? 'post_type' : 'type' ) . " = 'shop_order'" ),
		'db'          => array(
			'sold'     => isset( $sold[ $manifest ] ) ? $sold[ $manifest ]['sold'] : 0,
			'bookings' => isset( $sold[ $manifest ] ) ? $sold[ $manifest ]['bookings'] : 0,
			'left'     => (int) get_post_meta( $manifest, '_stock', true ),
		),
		'indexCheck'  => tourfront_scale_index_check( array_merge( $departures['daily'], $departures['other'] ) ),
		'versions'    => array(
			'wordpress'   => get_bloginfo( 'version' ),
			'woocommerce' => defined( 'WC_VERSION' ) ? WC_VERSION : null,
			'php'         => PHP_VERSION,
		),
	);
}

global $wpdb;
list( $tourfront_scale_command, $tourfront_scale_options ) = tourfront_scale_args( isset( $args ) ? $args : array() );
if ( 'seed' === $tourfront_scale_command ) {
	wp_defer_term_counting( true );
	$tourfront_scale_start = microtime( true );
	tourfront_scale_seed_departures( isset( $tourfront_scale_options['departures'] ) ? (int) $tourfront_scale_options['departures'] : 5000 );
	$tourfront_scale_departures_s = microtime( true ) - $tourfront_scale_start;
	tourfront_scale_seed_bookings( isset( $tourfront_scale_options['bookings'] ) ? (int) $tourfront_scale_options['bookings'] : 99 );
	tourfront_scale_set_stock();
	wp_defer_term_counting( false );
	echo wp_json_encode( array( 'seconds' => round( microtime( true ) - $tourfront_scale_start, 1 ), 'departuresSeconds' => round( $tourfront_scale_departures_s, 1 ) ) + tourfront_scale_info() ) . "\n";
} elseif ( 'trim' === $tourfront_scale_command ) {
	$tourfront_scale_gone = tourfront_scale_trim( isset( $tourfront_scale_options['bookings'] ) ? (int) $tourfront_scale_options['bookings'] : 0 );
	tourfront_scale_set_stock();
	echo wp_json_encode( array( 'deleted' => $tourfront_scale_gone ) + tourfront_scale_info() ) . "\n";
} elseif ( 'prepare' === $tourfront_scale_command ) {
	$tourfront_scale_done = true;
	if ( function_exists( 'tourfront_departure_lines_maybe_install' ) ) {
		tourfront_departure_lines_maybe_install();
		// Every line again: orders may have been made while another theme was active.
		update_option( 'tourfront_departure_lines_backfill', array( 'next' => 1, 'last' => (int) $wpdb->get_var( "SELECT MAX(order_item_id) FROM {$wpdb->prefix}woocommerce_order_items" ) ), false );
		$tourfront_scale_done = tourfront_departure_lines_backfill( 600 );
	}
	echo wp_json_encode( array( 'indexed' => $tourfront_scale_done ) ) . "\n";
} else {
	echo wp_json_encode( tourfront_scale_info() ) . "\n";
}
