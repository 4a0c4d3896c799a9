<?php
/**
 * The seats of an order the admin edits: a tour line's quantity changed in the order screen, or its departure
 * changed (the line's "Ngày khởi hành" value), moves its seats with the same database guard as a checkout — a
 * departure that lacks them is not taken below zero and the order gets a note saying so.
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
	if ( $diff > 0 ) {
		$left = tourfront_booking_take_seats( $product, $diff );
		if ( is_wp_error( $left ) ) {
			return $left;
		}
	} elseif ( $diff < 0 ) {
		tourfront_booking_give_seats( $product, -$diff );
	}
	$item->update_meta_data( '_reduced_stock', (int) $seats );
	$item->save();
	return true;
}

/**
 * Moves a line to another departure of its tour: the new departure's seats are taken first (or nothing moves),
 * then the old one's are given back.
 *
 * @param WC_Order_Item_Product $item      Line.
 * @param WC_Product            $departure The new departure.
 * @return true|WP_Error
 */
function tourfront_booking_move_line( $item, $departure ) {
	$old   = $item->get_product();
	$held  = (int) $item->get_meta( '_reduced_stock', true );
	$seats = (int) $item->get_quantity();
	if ( $held && $departure->managing_stock() ) {
		$left = tourfront_booking_take_seats( $departure, $seats );
		if ( is_wp_error( $left ) ) {
			return $left;
		}
	}
	if ( $held ) {
		tourfront_booking_give_seats( $old, $held );
	}
	$item->set_variation_id( $departure->get_id() );
	$item->update_meta_data( TOURFRONT_DEPARTURE_TAXONOMY, tourfront_booking_departure( $departure ) );
	if ( $held ) {
		$item->update_meta_data( '_reduced_stock', $departure->managing_stock() ? $seats : 0 );
	}
	$item->save();
	return true;
}

/**
 * WooCommerce's own stock adjustment of an edited line leaves tour lines to the guarded one.
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
	$seats = $quantity >= 0 ? (int) $quantity : (int) $item->get_quantity();
	$done  = tourfront_booking_set_line_seats( $item, max( 0, $seats - (int) $item->get_meta( '_restock_refunded_items', true ) ) );
	if ( is_wp_error( $done ) && $item->get_order() ) {
		$item->get_order()->add_order_note( tourfront_booking_seats_note( $done ) );
	}
	return true;
}
add_filter( 'woocommerce_prevent_adjust_line_item_product_stock', 'tourfront_booking_admin_adjust_seats', 10, 3 );

/**
 * After the admin saved an order's lines: a tour line whose departure value now names another departure of the
 * same tour moves there with its seats; one naming no departure of the tour, or one without the seats, keeps its
 * departure and the order gets a note.
 *
 * @param int $order_id Order id.
 * @return void
 */
function tourfront_booking_admin_moved_departures( $order_id ) {
	$order = wc_get_order( $order_id );
	if ( ! $order ) {
		return;
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
			$order->add_order_note( $done->get_error_message() );
		}
	}
}
add_action( 'woocommerce_saved_order_items', 'tourfront_booking_admin_moved_departures' );
