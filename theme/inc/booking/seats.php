<?php
/**
 * The seats of a departure. The stock row WooCommerce manages for it (the variation's own, or the tour's when the tour
 * manages stock for its departures) holds the seats left; the meta `_tourfront_seats` of that row the seats offered.
 * Every change is a delta the database applies: a checkout takes seats with one conditional UPDATE (`stock = stock - n
 * WHERE stock >= n`), so two requests can never both take the last seats, and an operator's new number of seats moves
 * the stock by the difference through the same UPDATE — never by writing a stock computed from a count read a moment
 * before, which a checkout landing in between would overwrite. An order line that holds its seats carries
 * WooCommerce's own `_reduced_stock`: WooCommerce's reduction on payment skips it, its restocks (a refund, an order
 * it reduced moved back to pending or cancelled) and the theme's own (theme/inc/booking/checkout.php) give the seats
 * back once; so seats offered = seats the lines hold + seats left, always.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/** Meta of a departure's stock row: the seats it offers (sold and left). */
const TOURFRONT_SEATS_META = '_tourfront_seats';

/** Order line meta: the seats a paid or on-hold line still lacks because its departure had none left. */
const TOURFRONT_UNSEATED_META = '_tourfront_unseated';

/**
 * The post whose `_stock` is a departure's seats: WooCommerce's stock row for it (the tour's when the variation leaves
 * its stock to the tour).
 *
 * @param WC_Product $product Departure.
 * @return int
 */
function tourfront_booking_stock_id( $product ) {
	return (int) $product->get_stock_managed_by_id();
}

/**
 * The stock of a product as the database holds it now (no cache).
 *
 * @param int $product_id Product id (a stock row: see tourfront_booking_stock_id()).
 * @return int
 */
function tourfront_booking_stored_stock( $product_id ) {
	global $wpdb;
	return (int) floor(
		(float) $wpdb->get_var( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the live stock, read past every cache.
			$wpdb->prepare( "SELECT meta_value FROM {$wpdb->postmeta} WHERE post_id = %d AND meta_key = '_stock' LIMIT 1", $product_id )
		)
	);
}

/**
 * Lowers a stock row by `$seats` only while it holds them: one UPDATE, so the database's row lock serialises concurrent
 * requests and the one that finds too few changes nothing.
 *
 * @param int $stock_id Stock row.
 * @param int $seats    Seats (≥ 1).
 * @return bool Whether they were taken.
 */
function tourfront_booking_decrease_if_held( $stock_id, $seats ) {
	global $wpdb;
	$seats = (int) $seats;
	if ( $seats < 1 ) {
		return false;
	}
	$taken = $wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the atomic take; caches are cleared below.
		$wpdb->prepare(
			"UPDATE {$wpdb->postmeta} SET meta_value = CAST( meta_value AS DECIMAL( 20, 6 ) ) - %d
			WHERE post_id = %d AND meta_key = '_stock' AND CAST( meta_value AS DECIMAL( 20, 6 ) ) >= %d",
			$seats,
			$stock_id,
			$seats
		)
	);
	wp_cache_delete( $stock_id, 'post_meta' );
	return 1 === $taken;
}

/**
 * Takes `$seats` seats of a departure, or none (see tourfront_booking_decrease_if_held()). WooCommerce's own stock
 * bookkeeping (lookup table, stock status, caches, its hooks) then runs with a zero change.
 *
 * @param WC_Product $product Departure variation (managed stock).
 * @param int        $seats   Seats to take (≥ 1).
 * @return int|WP_Error Seats left after taking them, or the refusal naming the seats left.
 */
function tourfront_booking_take_seats( $product, $seats ) {
	$stock_id = tourfront_booking_stock_id( $product );
	if ( ! tourfront_booking_decrease_if_held( $stock_id, $seats ) ) {
		return tourfront_booking_seats_refusal( $product, tourfront_booking_stored_stock( $stock_id ) );
	}
	return (int) wc_update_product_stock( $product, 0, 'decrease' );
}

/**
 * Gives back seats a departure's order line held (WooCommerce's own increase: adding can never oversell).
 *
 * @param WC_Product $product Departure variation.
 * @param int        $seats   Seats.
 * @return int Seats left after.
 */
function tourfront_booking_give_seats( $product, $seats ) {
	return (int) wc_update_product_stock( $product, max( 0, (int) $seats ), 'increase' );
}

/**
 * The departures whose seats a stock row counts: the variation itself, or every departure of a tour that leaves its
 * stock to the tour.
 *
 * @param int $stock_id Stock row.
 * @return int[]
 */
function tourfront_booking_stock_departures( $stock_id ) {
	if ( 'product_variation' === get_post_type( $stock_id ) ) {
		return array( (int) $stock_id );
	}
	$ids = array();
	foreach ( get_children( array( 'post_parent' => $stock_id, 'post_type' => 'product_variation', 'fields' => 'ids' ) ) as $child ) {
		if ( 'yes' !== get_post_meta( $child, '_manage_stock', true ) ) {
			$ids[] = (int) $child;
		}
	}
	return $ids;
}

/**
 * Seats the order lines of a stock row's departures hold now: their `_reduced_stock`, whatever their order's status
 * (a refund's copies of lines left out).
 *
 * @param int $stock_id Stock row.
 * @return int
 */
function tourfront_booking_seats_held( $stock_id ) {
	global $wpdb;
	$ids = tourfront_booking_stock_departures( $stock_id );
	if ( ! $ids ) {
		return 0;
	}
	$in = implode( ',', array_map( 'intval', $ids ) );
	// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- $in is integers; WooCommerce has no query of lines by variation.
	return (int) $wpdb->get_var(
		"SELECT COALESCE( SUM( CAST( held.meta_value AS DECIMAL( 20, 6 ) ) ), 0 )
		FROM {$wpdb->prefix}woocommerce_order_itemmeta AS departure
		INNER JOIN {$wpdb->prefix}woocommerce_order_itemmeta AS held ON held.order_item_id = departure.order_item_id AND held.meta_key = '_reduced_stock'
		LEFT JOIN {$wpdb->prefix}woocommerce_order_itemmeta AS refund ON refund.order_item_id = departure.order_item_id AND refund.meta_key = '_refunded_item_id'
		WHERE departure.meta_key = '_variation_id' AND departure.meta_value IN ( $in ) AND refund.meta_id IS NULL"
	);
	// phpcs:enable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery
}

/**
 * The seats offered as the database holds them now, or null for a departure that has never stored them.
 *
 * @param int $stock_id Stock row.
 * @return int|null
 */
function tourfront_booking_stored_seats_offered( $stock_id ) {
	global $wpdb;
	$value = $wpdb->get_var( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- compared and swapped below, read past every cache.
		$wpdb->prepare( "SELECT meta_value FROM {$wpdb->postmeta} WHERE post_id = %d AND meta_key = %s LIMIT 1", $stock_id, TOURFRONT_SEATS_META )
	);
	return null === $value || '' === $value || ! is_numeric( $value ) ? null : (int) $value;
}

/**
 * The seats a departure offers: stored, or for a departure that never stored them, its seats sold and left as the
 * operator's screens count them (stored then, once, so that later changes are deltas from it).
 *
 * @param WC_Product $product Departure.
 * @return int
 */
function tourfront_booking_seats_offered( $product ) {
	$stock_id = tourfront_booking_stock_id( $product );
	$offered  = tourfront_booking_stored_seats_offered( $stock_id );
	if ( null !== $offered ) {
		return $offered;
	}
	$sold = function_exists( 'tourfront_departures_sold' )
		? (int) array_sum( tourfront_departures_sold( tourfront_booking_stock_departures( $stock_id ) ) )
		: tourfront_booking_seats_held( $stock_id );
	add_post_meta( $stock_id, TOURFRONT_SEATS_META, $sold + max( 0, tourfront_booking_stored_stock( $stock_id ) ), true );
	return (int) tourfront_booking_stored_seats_offered( $stock_id );
}

/**
 * Takes up to `$seats` of the seats left, as many as are left when fewer are: the seats an operator removes from a
 * departure, never one a checkout has taken.
 *
 * @param int $stock_id Stock row.
 * @param int $seats    Seats to remove.
 * @return int Seats removed.
 */
function tourfront_booking_remove_unsold_seats( $stock_id, $seats ) {
	$removed = 0;
	// Each round either removes seats or finds none left; checkouts only lower the stock, so a few rounds settle it.
	for ( $round = 0; $round < 5 && $removed < $seats; $round++ ) {
		$want = min( $seats - $removed, tourfront_booking_stored_stock( $stock_id ) );
		if ( $want < 1 ) {
			break;
		}
		if ( tourfront_booking_decrease_if_held( $stock_id, $want ) ) {
			$removed += $want;
		}
	}
	return $removed;
}

/**
 * Changes the seats a departure offers from `$from` (as read before) to `$to`: the stock moves by the difference
 * through the same guarded UPDATE a checkout uses, and the seats offered are swapped only while they are still
 * `$from`. Fewer seats than are sold cannot be offered: the seats offered then stop at the seats sold. The change
 * always lowers what can be sold first (stock before offer when removing, offer before stock when adding), so no
 * moment offers more seats than the operator meant.
 *
 * @param WC_Product $product Departure.
 * @param int        $from    Seats offered, as read.
 * @param int        $to      Seats offered wanted.
 * @return array{offered: int, left: int}|WP_Error The seats offered and left after, or a conflict when the seats
 *                                                 offered are no longer `$from`.
 */
function tourfront_booking_change_seats_offered( $product, $from, $to ) {
	global $wpdb;
	$stock_id = tourfront_booking_stock_id( $product );
	$from     = (int) $from;
	$delta    = max( 0, (int) $to ) - $from;
	$removed  = $delta < 0 ? tourfront_booking_remove_unsold_seats( $stock_id, -$delta ) : 0;
	$offered  = $delta > 0 ? $from + $delta : $from - $removed;
	$swapped  = $wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- compare-and-swap; caches are cleared below.
		$wpdb->prepare(
			"UPDATE {$wpdb->postmeta} SET meta_value = %d WHERE post_id = %d AND meta_key = %s AND meta_value = %s",
			$offered,
			$stock_id,
			TOURFRONT_SEATS_META,
			(string) $from
		)
	);
	wp_cache_delete( $stock_id, 'post_meta' );
	if ( $offered !== $from && 1 !== $swapped ) {
		if ( $removed ) {
			tourfront_booking_give_seats( $product, $removed );
		}
		return new WP_Error( 'tourfront_booking_seats_changed', __( 'The seats of this departure were changed by someone else at the same moment. Please try again.', 'tourfront' ) );
	}
	if ( $delta > 0 ) {
		tourfront_booking_give_seats( $product, $delta );
	} else {
		// WooCommerce's stock bookkeeping (stock status, lookup table, caches, its hooks) for the seats removed.
		wc_update_product_stock( $product, 0, 'decrease' );
	}
	clean_post_cache( $stock_id );
	return array(
		'offered' => $offered,
		'left'    => tourfront_booking_stored_stock( $stock_id ),
	);
}

/**
 * Sets the seats a departure offers (an operator's edit): tourfront_booking_change_seats_offered() from the seats
 * offered now, again if another edit changed them in between.
 *
 * @param WC_Product $product Departure (managed stock).
 * @param int        $seats   Seats offered wanted.
 * @return array{offered: int, left: int}|WP_Error The seats offered after (fewer than asked when more are sold) and
 *                                                 left.
 */
function tourfront_booking_set_seats_offered( $product, $seats ) {
	$changed = new WP_Error();
	for ( $round = 0; $round < 5; $round++ ) {
		$changed = tourfront_booking_change_seats_offered( $product, tourfront_booking_seats_offered( $product ), $seats );
		if ( ! is_wp_error( $changed ) ) {
			break;
		}
	}
	return $changed;
}

/**
 * The refusal of an order whose departure lacks the seats now: "Chuyến khởi hành ngày 05/12/2026 chỉ còn 1 chỗ…".
 *
 * @param WC_Product $product Departure variation.
 * @param int        $left    Seats left.
 * @return WP_Error
 */
function tourfront_booking_seats_refusal( $product, $left ) {
	$label = tourfront_booking_departure_label( tourfront_booking_departure( $product ) );
	$left  = max( 0, (int) $left );
	if ( 0 === $left ) {
		/* translators: %s: departure date (dd/mm/yyyy). */
		$message = sprintf( __( 'The departure on %s has just sold out: your order was not placed and your cart is kept. Please choose another date.', 'tourfront' ), $label );
	} else {
		$message = sprintf(
			/* translators: 1: seats left, 2: departure date (dd/mm/yyyy). */
			_n( 'The departure on %2$s has only %1$d seat left: your order was not placed and your cart is kept. Please change the travellers or choose another date.', 'The departure on %2$s has only %1$d seats left: your order was not placed and your cart is kept. Please change the travellers or choose another date.', $left, 'tourfront' ),
			$left,
			$label
		);
	}
	return new WP_Error( 'tourfront_booking_not_enough_seats', $message, array( 'status' => 409, 'seats_left' => $left, 'departure' => $label ) );
}

/**
 * The refusal of an existing order being paid (order-pay) whose departure lacks the seats now: nothing is charged,
 * and no cart is involved.
 *
 * @param WP_Error $refusal The refusal of tourfront_booking_take_seats().
 * @return WP_Error
 */
function tourfront_booking_pay_refusal( $refusal ) {
	$data = (array) $refusal->get_error_data();
	if ( ! isset( $data['seats_left'], $data['departure'] ) ) {
		return $refusal;
	}
	$left = (int) $data['seats_left'];
	if ( 0 === $left ) {
		/* translators: %s: departure date (dd/mm/yyyy). */
		$message = sprintf( __( 'The departure on %s has just sold out: nothing was charged. Please contact us to choose another date.', 'tourfront' ), $data['departure'] );
	} else {
		$message = sprintf(
			/* translators: 1: seats left, 2: departure date (dd/mm/yyyy). */
			_n( 'The departure on %2$s has only %1$d seat left: nothing was charged. Please contact us to change the travellers or the date.', 'The departure on %2$s has only %1$d seats left: nothing was charged. Please contact us to change the travellers or the date.', $left, 'tourfront' ),
			$left,
			$data['departure']
		);
	}
	return new WP_Error( $refusal->get_error_code(), $message, $data );
}

/**
 * Tour lines of an order that take seats: lines of a departure with managed stock.
 *
 * @param WC_Order $order Order.
 * @return WC_Order_Item_Product[]
 */
function tourfront_booking_seated_lines( $order ) {
	$lines = array();
	foreach ( $order->get_items() as $item ) {
		$product = $item instanceof WC_Order_Item_Product ? $item->get_product() : null;
		if ( tourfront_booking_is_tour( $product ) && $product->managing_stock() ) {
			$lines[] = $item;
		}
	}
	return $lines;
}

/**
 * Seats a tour line lacks: its travellers, less those a restocked refund gave back, less the seats it holds.
 *
 * @param WC_Order_Item_Product $item Line.
 * @return int
 */
function tourfront_booking_seats_missing( $item ) {
	return max( 0, (int) $item->get_quantity() - (int) $item->get_meta( '_restock_refunded_items', true ) - (int) $item->get_meta( '_reduced_stock', true ) );
}

/**
 * After seats were taken for some of an order's lines: WooCommerce's stock notes and emails (low stock, sold out)
 * for them. The order is not marked as reduced: WooCommerce reduces the rest of it when it is paid, as for any order,
 * and its "back to pending" restock must not hand back the seats of an order a gateway moves from the checkout's
 * draft to pending while the shopper pays.
 *
 * @param WC_Order $order   Order.
 * @param array    $changes WooCommerce stock changes (product, from, to).
 * @return void
 */
function tourfront_booking_seats_taken( $order, $changes ) {
	if ( $changes ) {
		wc_trigger_stock_change_notifications( $order, $changes );
	}
}

/**
 * Takes the seats every tour line of an order lacks, all or none: when one departure lacks the seats, the seats
 * already taken for the order are given back. The lines record them in WooCommerce's `_reduced_stock`.
 *
 * @param WC_Order $order Order.
 * @return true|WP_Error
 */
function tourfront_booking_take_order_seats( $order ) {
	$taken = array();
	foreach ( tourfront_booking_seated_lines( $order ) as $item ) {
		$seats = tourfront_booking_seats_missing( $item );
		if ( ! $seats ) {
			continue;
		}
		$product = $item->get_product();
		$left    = tourfront_booking_take_seats( $product, $seats );
		if ( is_wp_error( $left ) ) {
			foreach ( $taken as $done ) {
				tourfront_booking_give_seats( $done['product'], $done['seats'] );
			}
			return $left;
		}
		$taken[] = array( 'item' => $item, 'product' => $product, 'seats' => $seats, 'left' => $left );
	}
	$changes = array();
	foreach ( $taken as $done ) {
		$done['item']->update_meta_data( '_reduced_stock', (int) $done['item']->get_meta( '_reduced_stock', true ) + $done['seats'] );
		$done['item']->delete_meta_data( TOURFRONT_UNSEATED_META );
		$done['item']->save();
		$changes[] = array( 'product' => $done['product'], 'from' => $done['left'] + $done['seats'], 'to' => $done['left'] );
	}
	tourfront_booking_seats_taken( $order, $changes );
	return true;
}

/**
 * Gives back the seats an order's tour lines hold (cancelled, failed, refunded, lines removed): only the tour lines,
 * since other products keep WooCommerce's own behaviour.
 *
 * @param WC_Order $order Order.
 * @return string[] The changes, as WooCommerce notes them ("Tour Hạ Long – 05/12/2026 2→5").
 */
function tourfront_booking_release_order_seats( $order ) {
	$changes = array();
	foreach ( tourfront_booking_seated_lines( $order ) as $item ) {
		$held = (int) $item->get_meta( '_reduced_stock', true );
		if ( $held < 1 ) {
			continue;
		}
		$product = $item->get_product();
		$left    = tourfront_booking_give_seats( $product, $held );
		$item->delete_meta_data( '_reduced_stock' );
		$item->save();
		$changes[] = $product->get_formatted_name() . ' ' . ( $left - $held ) . '&rarr;' . $left;
	}
	return $changes;
}

/**
 * The order note when an order paid or edited by the admin finds its departure short of seats (the shopper's
 * wording speaks of a cart).
 *
 * @param WP_Error $refusal The refusal of tourfront_booking_take_seats().
 * @return string
 */
function tourfront_booking_seats_note( $refusal ) {
	$data = (array) $refusal->get_error_data();
	if ( ! isset( $data['seats_left'], $data['departure'] ) ) {
		return $refusal->get_error_message();
	}
	return sprintf(
		/* translators: 1: seats left, 2: departure date (dd/mm/yyyy). */
		_n( 'Not enough seats on the departure on %2$s: only %1$d seat left, so the seats this line asks for were not taken. Move it to another date or change its travellers.', 'Not enough seats on the departure on %2$s: only %1$d seats left, so the seats this line asks for were not taken. Move it to another date or change its travellers.', (int) $data['seats_left'], 'tourfront' ),
		(int) $data['seats_left'],
		$data['departure']
	);
}

/**
 * What a refusal tells a Store API client beside its message: the seats left, a number.
 *
 * @param WP_Error $refusal Refusal.
 * @return array{seats_left?: int}
 */
function tourfront_booking_error_data( $refusal ) {
	$data = (array) $refusal->get_error_data();
	return isset( $data['seats_left'] ) ? array( 'seats_left' => (int) $data['seats_left'] ) : array();
}
