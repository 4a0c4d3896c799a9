<?php
/**
 * The seats of a departure: its variation's stock is the seats left, and seats are taken with one conditional
 * UPDATE (`stock = stock - n WHERE stock >= n`) so that two requests can never both take the last seats — the
 * database decides, not a PHP check another request passes at the same moment. An order line that holds its
 * seats carries WooCommerce's own `_reduced_stock` meta, so WooCommerce's restock on cancel, failure and refund
 * gives them back once, and its reduction on payment does not take them twice.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/**
 * The stock of a product as the database holds it now (no cache).
 *
 * @param int $product_id Product id.
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
 * Takes `$seats` seats of a departure, or none: one UPDATE that only succeeds while the stock still holds them,
 * so concurrent requests are serialised by the database's row lock. WooCommerce's own stock bookkeeping (lookup
 * table, stock status, caches, its hooks) then runs with a zero change.
 *
 * @param WC_Product $product Departure variation (managed stock).
 * @param int        $seats   Seats to take (≥ 1).
 * @return int|WP_Error Seats left after taking them, or the refusal naming the seats left.
 */
function tourfront_booking_take_seats( $product, $seats ) {
	global $wpdb;
	$seats = (int) $seats;
	$id    = $product->get_id();
	$taken = $seats > 0 ? $wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the atomic take; caches are cleared below.
		$wpdb->prepare(
			"UPDATE {$wpdb->postmeta} SET meta_value = CAST( meta_value AS DECIMAL( 20, 6 ) ) - %d
			WHERE post_id = %d AND meta_key = '_stock' AND CAST( meta_value AS DECIMAL( 20, 6 ) ) >= %d",
			$seats,
			$id,
			$seats
		)
	) : 0;
	wp_cache_delete( $id, 'post_meta' );
	if ( 1 !== $taken ) {
		return tourfront_booking_seats_refusal( $product, tourfront_booking_stored_stock( $id ) );
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
 * Takes the seats of every tour line of an order that does not hold them yet, all or none: when one departure
 * lacks the seats, the seats already taken for the order are given back. The lines get WooCommerce's
 * `_reduced_stock`, and the rest of the order's stock is reduced by WooCommerce at once, so that the order is
 * marked as reduced and WooCommerce never reduces it a second time.
 *
 * @param WC_Order $order Order.
 * @return true|WP_Error
 */
function tourfront_booking_take_order_seats( $order ) {
	$taken = array();
	foreach ( $order->get_items() as $item ) {
		$product = $item instanceof WC_Order_Item_Product ? $item->get_product() : null;
		if ( ! tourfront_booking_is_tour( $product ) || ! $product->managing_stock() || $item->get_meta( '_reduced_stock', true ) ) {
			continue;
		}
		$seats = (int) $item->get_quantity();
		$left  = tourfront_booking_take_seats( $product, $seats );
		if ( is_wp_error( $left ) ) {
			foreach ( $taken as $done ) {
				tourfront_booking_give_seats( $done['product'], $done['seats'] );
			}
			return $left;
		}
		$taken[] = array( 'item' => $item, 'product' => $product, 'seats' => $seats, 'left' => $left );
	}
	if ( ! $taken ) {
		return true;
	}
	$changes = array();
	foreach ( $taken as $done ) {
		$done['item']->add_meta_data( '_reduced_stock', $done['seats'], true );
		$done['item']->save();
		$changes[] = array( 'product' => $done['product'], 'from' => $done['left'] + $done['seats'], 'to' => $done['left'] );
	}
	wc_trigger_stock_change_notifications( $order, $changes );
	wc_reduce_stock_levels( $order );
	$order->get_data_store()->set_stock_reduced( $order->get_id(), true );
	return true;
}

/**
 * Gives back the seats of an order's tour lines that hold them (before WooCommerce deletes the lines of an order
 * it resumes, whose `_reduced_stock` would go with them).
 *
 * @param WC_Order $order Order.
 * @return void
 */
function tourfront_booking_release_order_seats( $order ) {
	foreach ( $order->get_items() as $item ) {
		$product = $item instanceof WC_Order_Item_Product ? $item->get_product() : null;
		$held    = $item->get_meta( '_reduced_stock', true );
		if ( ! $held || ! tourfront_booking_is_tour( $product ) || ! $product->managing_stock() ) {
			continue;
		}
		tourfront_booking_give_seats( $product, (int) $held );
		$item->delete_meta_data( '_reduced_stock' );
		$item->save();
	}
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
