<?php
/**
 * What a departure holds: its bookings (the order lines of that variation), seats sold (lines of pending,
 * on-hold, processing and completed orders), seats left (the variation's stock), revenue and status. Lines of
 * cancelled, refunded and failed orders are counted apart, as left out.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/**
 * Order statuses whose lines hold seats.
 *
 * @return string[]
 */
function tourfront_departures_counted_statuses() {
	/**
	 * Filters the order statuses (without `wc-`) whose lines count as seats sold.
	 *
	 * @param string[] $statuses Statuses.
	 */
	return (array) apply_filters( 'tourfront_departures_counted_statuses', array( 'pending', 'on-hold', 'processing', 'completed' ) );
}

/**
 * Order statuses whose lines are left out of a manifest, and said so.
 *
 * @return string[]
 */
function tourfront_departures_left_out_statuses() {
	return array( 'cancelled', 'refunded', 'failed' );
}

/**
 * The order lines of departures, oldest order first: variation id => list of [ order, item ] (WooCommerce keeps
 * order lines in its order item tables whatever the order storage).
 *
 * @param int[] $variation_ids Departures.
 * @return array<int, array<int, array{order: WC_Order, item: WC_Order_Item_Product}>>
 */
function tourfront_departures_lines( $variation_ids ) {
	global $wpdb;
	$ids = array_values( array_filter( array_map( 'intval', (array) $variation_ids ) ) );
	$out = array_fill_keys( $ids, array() );
	if ( ! $ids ) {
		return $out;
	}
	$placeholders = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
	// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- $placeholders is one %d per id.
	$rows = $wpdb->get_results(
		$wpdb->prepare(
			"SELECT items.order_id, items.order_item_id, CAST(meta.meta_value AS UNSIGNED) AS variation_id
			FROM {$wpdb->prefix}woocommerce_order_items AS items
			INNER JOIN {$wpdb->prefix}woocommerce_order_itemmeta AS meta ON meta.order_item_id = items.order_item_id AND meta.meta_key = '_variation_id'
			WHERE items.order_item_type = 'line_item' AND meta.meta_value IN ($placeholders)
			ORDER BY items.order_id ASC, items.order_item_id ASC",
			$ids
		)
	); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- WooCommerce has no query of order lines by variation; read-only.
	// phpcs:enable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare
	foreach ( (array) $rows as $row ) {
		$order = wc_get_order( (int) $row->order_id );
		$item  = $order ? $order->get_item( (int) $row->order_item_id ) : false;
		if ( $item && 'shop_order_refund' !== $order->get_type() ) {
			$out[ (int) $row->variation_id ][] = array( 'order' => $order, 'item' => $item );
		}
	}
	return $out;
}

/**
 * Adults and children of an order line: the booking the checkout stored, else the visible meta, else every seat
 * an adult.
 *
 * @param WC_Order_Item_Product $item Line.
 * @return array{adults: int, children: int}
 */
function tourfront_departures_line_party( $item ) {
	$quantity = (int) $item->get_quantity();
	$children = $item->get_meta( '_tourfront_children' );
	if ( '' === $children ) {
		foreach ( tourfront_booking_meta_labels()['children'] as $label ) {
			$children = $item->get_meta( $label );
			if ( '' !== $children ) {
				break;
			}
		}
	}
	$children = min( max( 0, (int) $children ), $quantity );
	return array( 'adults' => $quantity - $children, 'children' => $children );
}

/**
 * Seats sold per departure: the quantities of its lines in orders that hold seats.
 *
 * @param int[] $variation_ids Departures.
 * @return array<int, int>
 */
function tourfront_departures_sold( $variation_ids ) {
	$sold = array();
	foreach ( tourfront_departures_lines( $variation_ids ) as $id => $lines ) {
		$sold[ $id ] = 0;
		foreach ( $lines as $line ) {
			if ( $line['order']->has_status( tourfront_departures_counted_statuses() ) ) {
				$sold[ $id ] += (int) $line['item']->get_quantity();
			}
		}
	}
	return $sold;
}

/**
 * Status of a departure: departed (its day has begun), closed (to new bookings), full (no seat left) or open.
 *
 * @param WC_Product $variation Departure.
 * @return string departed|closed|full|open
 */
function tourfront_departures_status( $variation ) {
	$date = tourfront_booking_departure( $variation );
	if ( '' !== $date && tourfront_booking_has_departed( $date ) ) {
		return 'departed';
	}
	if ( tourfront_booking_is_closed( $variation ) ) {
		return 'closed';
	}
	if ( $variation->managing_stock() && ! $variation->backorders_allowed() && (int) $variation->get_stock_quantity() <= 0 ) {
		return 'full';
	}
	return 'open';
}

/**
 * The label of a departure status.
 *
 * @param string $status departed|closed|full|open.
 * @return string
 */
function tourfront_departures_status_label( $status ) {
	$labels = array(
		'open'     => __( 'Open', 'tourfront' ),
		'full'     => __( 'Full', 'tourfront' ),
		'closed'   => __( 'Closed', 'tourfront' ),
		'departed' => __( 'Departed', 'tourfront' ),
	);
	return isset( $labels[ $status ] ) ? $labels[ $status ] : $status;
}

/**
 * The figures of departures: seats offered (sold + left), sold, left, bookings (orders), adults, children,
 * revenue (line totals), status; and the lines themselves.
 *
 * @param WC_Product[] $variations Departures.
 * @return array<int, array{offered: int, sold: int, left: int, bookings: int, adults: int, children: int, revenue: float, status: string, lines: array, left_out: array}>
 */
function tourfront_departures_stats( $variations ) {
	$by_id = array();
	foreach ( $variations as $variation ) {
		$by_id[ $variation->get_id() ] = $variation;
	}
	$stats = array();
	foreach ( tourfront_departures_lines( array_keys( $by_id ) ) as $id => $lines ) {
		$row    = array(
			'sold'     => 0,
			'bookings' => 0,
			'adults'   => 0,
			'children' => 0,
			'revenue'  => 0.0,
			'lines'    => array(),
			'left_out' => array(),
		);
		$orders = array();
		foreach ( $lines as $line ) {
			if ( ! $line['order']->has_status( tourfront_departures_counted_statuses() ) ) {
				if ( $line['order']->has_status( tourfront_departures_left_out_statuses() ) ) {
					$row['left_out'][] = $line;
				}
				continue;
			}
			$party                              = tourfront_departures_line_party( $line['item'] );
			$row['sold']                       += (int) $line['item']->get_quantity();
			$row['adults']                     += $party['adults'];
			$row['children']                   += $party['children'];
			$row['revenue']                    += (float) $line['item']->get_total();
			$orders[ $line['order']->get_id() ] = true;
			$row['lines'][]                     = $line;
		}
		$variation       = $by_id[ $id ];
		$row['bookings'] = count( $orders );
		$row['left']     = $variation->managing_stock() ? max( 0, (int) $variation->get_stock_quantity() ) : 0;
		$row['offered']  = $row['sold'] + $row['left'];
		$row['status']   = tourfront_departures_status( $variation );
		$stats[ $id ]    = $row;
	}
	return $stats;
}
