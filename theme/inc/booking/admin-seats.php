<?php
/**
 * The seats of an order the admin edits: a tour line's quantity changed in the order screen (or the REST API), a line
 * deleted, or its departure changed (the line's "Ngày khởi hành" value) moves its seats with the same database guard
 * as a checkout — a departure that lacks them is not taken below zero and the order gets a note saying so.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/**
 * Seats a line holds now and must hold: takes or gives back the difference on its departure, and records it in
 * WooCommerce's `_reduced_stock`.
 *
 * @param WC_Order_Item_Product $item  Line.
 * @param int                   $seats Seats it must hold.
 * @return true|WP_Error
 */
function tourfront_booking_set_line_seats( $item, $seats ) {
	$product = $item->get_product();
	$held    = (int) $item->get_meta( '_reduced_stock', true );
	$diff    = (int) $seats - $held;
	$changes = array();
	if ( $diff > 0 ) {
		$left = tourfront_booking_take_seats( $product, $diff );
		if ( is_wp_error( $left ) ) {
			return $left;
		}
		$changes[] = array( 'product' => $product, 'from' => $left + $diff, 'to' => $left );
	} elseif ( $diff < 0 ) {
		tourfront_booking_give_seats( $product, -$diff );
	}
	$item->update_meta_data( '_reduced_stock', (int) $seats );
	$item->delete_meta_data( TOURFRONT_UNSEATED_META );
	$item->save();
	$order = $item->get_order();
	if ( $order ) {
		tourfront_booking_seats_taken( $order, $changes );
	}
	return true;
}

/**
 * The seats a line must hold: its travellers less those a restocked refund gave back.
 *
 * @param WC_Order_Item_Product $item     Line.
 * @param int                   $quantity Its quantity (-1: the line's own).
 * @return int
 */
function tourfront_booking_line_seats( $item, $quantity = -1 ) {
	$quantity = $quantity >= 0 ? (int) $quantity : (int) $item->get_quantity();
	return max( 0, $quantity - (int) $item->get_meta( '_restock_refunded_items', true ) );
}

/**
 * Moves a line to another departure of its tour: the new departure's seats are taken first (or nothing moves),
 * then the old one's are given back. A line that lacked seats on its old departure takes them on the new one.
 *
 * @param WC_Order_Item_Product $item      Line.
 * @param WC_Product            $departure The new departure.
 * @return true|WP_Error
 */
function tourfront_booking_move_line( $item, $departure ) {
	$old     = $item->get_product();
	$held    = (int) $item->get_meta( '_reduced_stock', true );
	$seated  = $held > 0 || (bool) $item->get_meta( TOURFRONT_UNSEATED_META, true );
	$seats   = tourfront_booking_line_seats( $item );
	$changes = array();
	if ( $seated && $seats && $departure->managing_stock() ) {
		$left = tourfront_booking_take_seats( $departure, $seats );
		if ( is_wp_error( $left ) ) {
			return $left;
		}
		$changes[] = array( 'product' => $departure, 'from' => $left + $seats, 'to' => $left );
	}
	if ( $held ) {
		tourfront_booking_give_seats( $old, $held );
	}
	$item->set_variation_id( $departure->get_id() );
	$item->update_meta_data( TOURFRONT_DEPARTURE_TAXONOMY, tourfront_booking_departure( $departure ) );
	if ( $seated ) {
		$item->update_meta_data( '_reduced_stock', $changes ? $seats : 0 );
		$item->delete_meta_data( TOURFRONT_UNSEATED_META );
	}
	$item->save();
	$order = $item->get_order();
	if ( $order ) {
		tourfront_booking_seats_taken( $order, $changes );
	}
	return true;
}

/**
 * WooCommerce's own stock adjustment of an edited line (order screen, REST API; orders on hold, processing or
 * completed) leaves tour lines to the guarded one.
 *
 * @param bool          $prevent  Prevent.
 * @param WC_Order_Item $item     Line.
 * @param int           $quantity New quantity (-1: the line's, 0: the line is being deleted).
 * @return bool
 */
function tourfront_booking_admin_adjust_seats( $prevent, $item, $quantity = -1 ) {
	if ( $prevent || ! $item instanceof WC_Order_Item_Product || ! tourfront_booking_is_tour( $item->get_product() ) || ! $item->get_product()->managing_stock() ) {
		return $prevent;
	}
	$done = tourfront_booking_set_line_seats( $item, tourfront_booking_line_seats( $item, $quantity ) );
	if ( is_wp_error( $done ) && $item->get_order() ) {
		$item->get_order()->add_order_note( tourfront_booking_seats_note( $done ) );
	}
	return true;
}
add_filter( 'woocommerce_prevent_adjust_line_item_product_stock', 'tourfront_booking_admin_adjust_seats', 10, 3 );

/**
 * After the admin saved an order's lines. WooCommerce adjusts the stock of edited lines only in orders on hold,
 * processing or completed, but a pending order placed at the checkout holds its seats too: its tour lines follow
 * their new quantity here. Then a tour line whose departure value now names another departure of the same tour moves
 * there with its seats; one naming no departure of the tour, or one without the seats, keeps its departure and the
 * order gets a note.
 *
 * @param int $order_id Order id.
 * @return void
 */
function tourfront_booking_admin_moved_departures( $order_id ) {
	$order = wc_get_order( $order_id );
	if ( ! $order ) {
		return;
	}
	if ( ! $order->has_status( array( 'on-hold', 'processing', 'completed' ) ) ) {
		foreach ( tourfront_booking_seated_lines( $order ) as $item ) {
			if ( (int) $item->get_meta( '_reduced_stock', true ) < 1 ) {
				continue;
			}
			$done = tourfront_booking_set_line_seats( $item, tourfront_booking_line_seats( $item ) );
			if ( is_wp_error( $done ) ) {
				$order->add_order_note( tourfront_booking_seats_note( $done ) );
			}
		}
	}
	foreach ( $order->get_items() as $item ) {
		$product = $item instanceof WC_Order_Item_Product ? $item->get_product() : null;
		if ( ! tourfront_booking_is_tour( $product ) ) {
			continue;
		}
		$wanted = sanitize_title( (string) $item->get_meta( TOURFRONT_DEPARTURE_TAXONOMY, true ) );
		if ( '' === $wanted || tourfront_booking_departure( $product ) === $wanted ) {
			continue;
		}
		$target = null;
		foreach ( wc_get_product( $product->get_parent_id() )->get_children() as $child ) {
			$candidate = wc_get_product( $child );
			if ( tourfront_booking_departure( $candidate ) === $wanted ) {
				$target = $candidate;
			}
		}
		$done = $target
			? tourfront_booking_move_line( $item, $target )
			: new WP_Error( 'tourfront_booking_unknown_departure', __( 'This departure does not exist. Please choose another date.', 'tourfront' ) );
		if ( is_wp_error( $done ) ) {
			$item->update_meta_data( TOURFRONT_DEPARTURE_TAXONOMY, tourfront_booking_departure( $product ) );
			$item->save();
			$order->add_order_note( 'tourfront_booking_not_enough_seats' === $done->get_error_code() ? tourfront_booking_seats_note( $done ) : $done->get_error_message() );
		}
	}
}
add_action( 'woocommerce_saved_order_items', 'tourfront_booking_admin_moved_departures' );
