<?php
/**
 * Placing an order takes its seats (theme/inc/booking/seats.php), whatever the way and the gateway: the checkout
 * block (Store API), the classic checkout, order-pay, and an order whose status a gateway or the admin moves to
 * paid. WooCommerce's own stock reservation counts only draft and pending orders, so while a cash-on-delivery
 * order moves to processing before its stock is reduced, other checkouts would be granted the same seats: here the
 * seats are taken by the database when the order is placed, and a shopper who loses the last seats is told so,
 * keeps the cart, and no order is placed. A line's travellers are checked again where WooCommerce validates a cart
 * item, by the same rule as when it was added. A paid order whose departure has no seats left goes on hold with a
 * note for the operator; a failed or refunded order gives its seats back.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

use Automattic\WooCommerce\StoreApi\Exceptions\RouteException;

/**
 * The refusal of a cart's tour line at checkout, or null: a booking the rule refuses now (bad travellers, a departure
 * that left, closed or gone) or more seats than are left (the line's own seats beside other shoppers' holds).
 *
 * @param array $item Cart item.
 * @return WP_Error|null
 */
function tourfront_booking_cart_item_refusal( $item ) {
	if ( ! isset( $item['data'] ) || ! tourfront_booking_is_tour( $item['data'] ) ) {
		return null;
	}
	$booking = isset( $item['tourfront_booking'] ) ? $item['tourfront_booking'] : array( 'adults' => $item['quantity'], 'children' => 0 );
	$check   = tourfront_booking_validate( wc_get_product( $item['data']->get_id() ), $booking, array( 'cart' => false ) );
	if ( ! is_wp_error( $check ) && $check['quantity'] !== (int) $item['quantity'] ) {
		$check = new WP_Error( 'tourfront_booking_invalid_travellers', __( 'A booking needs at least one adult, and whole numbers of travellers.', 'tourfront' ), array( 'status' => 400 ) );
	}
	return is_wp_error( $check ) ? $check : null;
}

/**
 * Refusals of the cart's tour lines at checkout.
 *
 * @return WP_Error[] Keyed by cart item key.
 */
function tourfront_booking_cart_refusals() {
	$refusals = array();
	foreach ( WC()->cart ? WC()->cart->get_cart() : array() as $key => $item ) {
		$refusal = tourfront_booking_cart_item_refusal( $item );
		if ( $refusal ) {
			$refusals[ $key ] = $refusal;
		}
	}
	return $refusals;
}

/**
 * A tour line short of seats, as the cart says it: "Chỉ còn 1 chỗ cho ngày khởi hành 18/12/2026." or sold out (the
 * same words in the cart's list of errors and at Place order, where nothing is placed yet).
 *
 * @param WC_Product $product Departure.
 * @param int        $left    Seats left.
 * @return string
 */
function tourfront_booking_cart_seats_message( $product, $left ) {
	$label = tourfront_booking_departure_label( tourfront_booking_departure( $product ) );
	if ( $left <= 0 ) {
		/* translators: %s: departure date (dd/mm/yyyy). */
		return sprintf( __( 'The departure on %s is sold out. Please choose another date.', 'tourfront' ), $label );
	}
	return sprintf(
		/* translators: 1: seats left, 2: departure date (dd/mm/yyyy). */
		_n( 'Only %1$d seat left for the departure on %2$s.', 'Only %1$d seats left for the departure on %2$s.', $left, 'tourfront' ),
		$left,
		$label
	);
}

/**
 * Store API: each tour line is checked where WooCommerce validates a cart item (the cart's list of errors, and the
 * cart validation before an order is placed), after WooCommerce's own checks of the product and its stock.
 *
 * @param WC_Product $product Product of the line.
 * @param array      $item    Cart item.
 * @return void
 * @throws RouteException When the booking is refused.
 */
function tourfront_booking_store_api_validate_cart_item( $product, $item ) {
	$refusal = tourfront_booking_cart_item_refusal( $item );
	if ( ! $refusal ) {
		return;
	}
	$data    = (array) $refusal->get_error_data();
	$message = isset( $data['seats_left'] ) ? tourfront_booking_cart_seats_message( $product, (int) $data['seats_left'] ) : $refusal->get_error_message();
	throw new RouteException( esc_html( $refusal->get_error_code() ), esc_html( $message ), 409, tourfront_booking_error_data( $refusal ) ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- the data is numbers.
}
add_action( 'woocommerce_store_api_validate_cart_item', 'tourfront_booking_store_api_validate_cart_item', 10, 2 );

/**
 * Classic cart and checkout: the same refusals as notices, where WooCommerce checks the cart's items (the classic
 * checkout runs it in its validation); WooCommerce's own stock notice for a tour line gives way to the theme's, which
 * names the departure. The Store API checks its lines above.
 *
 * @return void
 */
function tourfront_booking_check_cart_items() {
	if ( WC()->is_rest_api_request() ) {
		return;
	}
	foreach ( tourfront_booking_cart_refusals() as $refusal ) {
		wc_add_notice( $refusal->get_error_message(), 'error' );
	}
}
add_action( 'woocommerce_check_cart_items', 'tourfront_booking_check_cart_items', 0 );

/**
 * WooCommerce's own "not enough in stock" check of the classic cart leaves tour lines to the theme's.
 *
 * @param bool       $not_enough Not enough stock.
 * @param WC_Product $product    Product.
 * @return bool
 */
function tourfront_booking_stock_is_not_enough( $not_enough, $product ) {
	return tourfront_booking_is_tour( $product ) ? false : $not_enough;
}
add_filter( 'woocommerce_cart_item_required_stock_is_not_enough', 'tourfront_booking_stock_is_not_enough', 10, 2 );

/**
 * True for the order a Store API checkout is placing from the cart (its draft), not an existing order being paid.
 *
 * @param WC_Order $order Order.
 * @return bool
 */
function tourfront_booking_is_cart_draft( $order ) {
	return $order->has_status( 'checkout-draft' ) || ( WC()->session && (int) WC()->session->get( 'store_api_draft_order', 0 ) === $order->get_id() );
}

/**
 * Store API checkout and pay-for-order: the order's seats are taken as it is placed, before the gateway is asked.
 * When a departure lacks them the shopper reads why (409) and nothing is charged: the order a cart was placing goes
 * back to being the cart's draft (its stock hold released), an existing order being paid stays as it was.
 *
 * @param WC_Order $order Order.
 * @return void
 * @throws RouteException When the seats are gone.
 */
function tourfront_booking_store_api_take_seats( $order ) {
	$taken = tourfront_booking_take_order_seats( $order );
	if ( true !== $taken ) {
		if ( tourfront_booking_is_cart_draft( $order ) ) {
			$order->set_status( 'checkout-draft' );
			$order->save();
		} else {
			$taken = tourfront_booking_pay_refusal( $taken );
		}
	}
	wc_release_stock_for_order( $order );
	if ( true !== $taken ) {
		throw new RouteException( esc_html( $taken->get_error_code() ), esc_html( $taken->get_error_message() ), 409, tourfront_booking_error_data( $taken ) ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- the data is numbers.
	}
}
add_action( 'woocommerce_store_api_checkout_order_processed', 'tourfront_booking_store_api_take_seats', 1 );

/**
 * Classic checkout: the order's seats are taken as it is created (after WooCommerce's hold). An exception here
 * makes WooCommerce show the message, release the hold and keep the cart.
 *
 * @param WC_Order $order Order.
 * @return void
 * @throws Exception When the seats are gone.
 */
function tourfront_booking_classic_take_seats( $order ) {
	$taken = tourfront_booking_take_order_seats( $order );
	if ( true !== $taken ) {
		throw new Exception( esc_html( $taken->get_error_message() ) );
	}
	wc_release_stock_for_order( $order );
}
add_action( 'woocommerce_checkout_order_created', 'tourfront_booking_classic_take_seats', 20 );

/**
 * Classic order-pay (an order placed by the admin or left unpaid): the seats are taken before the gateway is asked;
 * when they are gone the shopper reads why and WooCommerce, seeing an error notice, charges nothing.
 *
 * @param WC_Order $order Order.
 * @return void
 */
function tourfront_booking_pay_take_seats( $order ) {
	$taken = tourfront_booking_take_order_seats( $order );
	if ( true !== $taken ) {
		wc_add_notice( tourfront_booking_pay_refusal( $taken )->get_error_message(), 'error' );
	}
}
add_action( 'woocommerce_before_pay_action', 'tourfront_booking_pay_take_seats' );

/**
 * Takes the seats an order's tour lines lack, line by line, when it is paid or put on hold some other way than the
 * checkout (a gateway's callback, the admin, the REST API), before WooCommerce's own reduction. A line whose departure
 * has too few seats is marked (`_tourfront_unseated`, on the line itself, so nothing is carried from one order to
 * the next in a long-running process) and the order gets a note naming the departure.
 *
 * @param int  $order_id       Order id.
 * @param bool $retry_unseated Try again the lines already marked (a payment or the operator's Processing / Completed;
 *                             not the On hold an unseated order is parked in).
 * @return void
 */
function tourfront_booking_seat_order( $order_id, $retry_unseated = true ) {
	$order = wc_get_order( $order_id );
	if ( ! $order ) {
		return;
	}
	$changes = array();
	$notes   = array();
	foreach ( tourfront_booking_seated_lines( $order ) as $item ) {
		$missing = tourfront_booking_seats_missing( $item );
		if ( ! $missing || ( ! $retry_unseated && $item->get_meta( TOURFRONT_UNSEATED_META, true ) ) ) {
			continue;
		}
		$product = $item->get_product();
		$left    = tourfront_booking_take_seats( $product, $missing );
		if ( is_wp_error( $left ) ) {
			$item->update_meta_data( TOURFRONT_UNSEATED_META, $missing );
			$item->save();
			$notes[] = tourfront_booking_seats_note( $left );
			continue;
		}
		$item->update_meta_data( '_reduced_stock', (int) $item->get_meta( '_reduced_stock', true ) + $missing );
		$item->delete_meta_data( TOURFRONT_UNSEATED_META );
		$item->save();
		$changes[] = array( 'product' => $product, 'from' => $left + $missing, 'to' => $left );
	}
	tourfront_booking_seats_taken( $order, $changes );
	foreach ( $notes as $note ) {
		$order->add_order_note( $note );
	}
}

/**
 * A payment, Processing or Completed: the seats the lines lack, the lines already marked tried again.
 *
 * @param int $order_id Order id.
 * @return void
 */
function tourfront_booking_paid_take_seats( $order_id ) {
	tourfront_booking_seat_order( $order_id, true );
}
add_action( 'woocommerce_pre_payment_complete', 'tourfront_booking_paid_take_seats', 5 );
add_action( 'woocommerce_order_status_processing', 'tourfront_booking_paid_take_seats', 5 );
add_action( 'woocommerce_order_status_completed', 'tourfront_booking_paid_take_seats', 5 );

/**
 * On hold: the seats the lines lack (a bank transfer the admin placed, say), but not again for lines already marked,
 * whose order is parked there for the operator.
 *
 * @param int $order_id Order id.
 * @return void
 */
function tourfront_booking_on_hold_take_seats( $order_id ) {
	tourfront_booking_seat_order( $order_id, false );
}
add_action( 'woocommerce_order_status_on-hold', 'tourfront_booking_on_hold_take_seats', 5 );

/**
 * True when a tour line of the order still lacks the seats it was marked for.
 *
 * @param WC_Order $order Order.
 * @return bool
 */
function tourfront_booking_order_unseated( $order ) {
	foreach ( tourfront_booking_seated_lines( $order ) as $item ) {
		if ( $item->get_meta( TOURFRONT_UNSEATED_META, true ) && tourfront_booking_seats_missing( $item ) ) {
			return true;
		}
	}
	return false;
}

/**
 * The note that tells the operator why a paid order is on hold.
 *
 * @return string
 */
function tourfront_booking_hold_note() {
	return __( 'On hold: this order is paid but a tour line of it has no seats (see the note above). Give it seats (move it to another date, or add seats to its departure), then set the order to Processing.', 'tourfront' );
}

/**
 * A payment whose order lacks seats completes On hold instead of Processing or Completed. WooCommerce asks this
 * both while completing a payment (the payment already dated) and, for any status change of an order not paid yet, to
 * know when to date it: only the first is a payment.
 *
 * @param string        $status   Status after payment.
 * @param int           $order_id Order id.
 * @param WC_Order|null $order    Order.
 * @return string
 */
function tourfront_booking_payment_complete_status( $status, $order_id, $order = null ) {
	if ( ! $order instanceof WC_Order || ! $order->get_date_paid( 'edit' ) ) {
		return $status;
	}
	// The lines were marked on another instance of the order (woocommerce_pre_payment_complete): read them again.
	$stored = wc_get_order( $order_id );
	return $stored && tourfront_booking_order_unseated( $stored ) ? 'on-hold' : $status;
}
add_filter( 'woocommerce_payment_complete_order_status', 'tourfront_booking_payment_complete_status', 20, 3 );

/**
 * A payment completed On hold for lack of seats: the operator reads why.
 *
 * @param int $order_id Order id.
 * @return void
 */
function tourfront_booking_paid_on_hold_note( $order_id ) {
	$order = wc_get_order( $order_id );
	if ( $order && $order->has_status( 'on-hold' ) && tourfront_booking_order_unseated( $order ) ) {
		$order->add_order_note( tourfront_booking_hold_note() );
	}
}
add_action( 'woocommerce_payment_complete', 'tourfront_booking_paid_on_hold_note' );

/**
 * An order set to Processing or Completed any other way (the admin, the REST API) whose tour lines could not get
 * their seats goes on hold, with the note; after the status change is noted, so the notes read in order.
 *
 * @param int           $order_id Order id.
 * @param string        $from     Old status.
 * @param string        $to       New status.
 * @param WC_Order|null $order    Order.
 * @return void
 */
function tourfront_booking_hold_unseated( $order_id, $from, $to, $order = null ) {
	if ( ! in_array( $to, array( 'processing', 'completed' ), true ) ) {
		return;
	}
	$stored = wc_get_order( $order_id );
	if ( ! $stored || ! tourfront_booking_order_unseated( $stored ) ) {
		return;
	}
	$order = $order instanceof WC_Order ? $order : $stored;
	$order->update_status( 'on-hold', tourfront_booking_hold_note() );
}
add_action( 'woocommerce_order_status_changed', 'tourfront_booking_hold_unseated', 20, 4 );

/**
 * WooCommerce's own reduction never lowers a departure's seats: a tour line that holds none here had its seats
 * refused by the guarded take above (or has not been through it), so WooCommerce reduces nothing for it.
 *
 * @param int|float             $quantity Quantity.
 * @param WC_Order              $order    Order.
 * @param WC_Order_Item_Product $item     Line.
 * @return int|float
 */
function tourfront_booking_unseated_quantity( $quantity, $order, $item ) {
	if ( ! $item instanceof WC_Order_Item_Product || ! tourfront_booking_is_tour( $item->get_product() ) ) {
		return $quantity;
	}
	return $item->get_meta( '_reduced_stock', true ) ? $quantity : 0;
}
add_filter( 'woocommerce_order_item_quantity', 'tourfront_booking_unseated_quantity', 10, 3 );

/**
 * An order WooCommerce resumes (a retried checkout) loses its lines: their seats go back first.
 *
 * @param WC_Order    $order Order.
 * @param string|null $type  Item type removed (null = all).
 * @return void
 */
function tourfront_booking_release_removed_lines( $order, $type = null ) {
	if ( ( null === $type || 'line_item' === $type ) && $order->get_id() ) {
		tourfront_booking_release_order_seats( $order );
	}
}
add_action( 'woocommerce_remove_order_items', 'tourfront_booking_release_removed_lines', 10, 2 );

/**
 * A checkout's draft deleted by WooCommerce's clean-up (a shopper who left after their seats were taken, the
 * payment never tried) gives its seats back.
 *
 * @param int           $order_id Order id.
 * @param WC_Order|null $order    Order.
 * @return void
 */
function tourfront_booking_deleted_draft_gives_seats_back( $order_id, $order = null ) {
	$order = $order instanceof WC_Order ? $order : wc_get_order( $order_id );
	if ( $order && $order->has_status( 'checkout-draft' ) ) {
		tourfront_booking_release_order_seats( $order );
	}
}
add_action( 'woocommerce_before_delete_order', 'tourfront_booking_deleted_draft_gives_seats_back', 10, 2 );

/**
 * A cart with a tour takes its stock when the order is placed, so WooCommerce's stock hold (counted only while an
 * order is a draft or pending) has nothing to add for it: with it, a shopper could be refused for seats another
 * checkout holds a moment before giving them back, with a message that names no departure.
 *
 * @param bool $hold Hold stock during checkout.
 * @return bool
 */
function tourfront_booking_hold_stock( $hold ) {
	if ( ! $hold || ! function_exists( 'WC' ) || ! WC()->cart ) {
		return $hold;
	}
	foreach ( WC()->cart->get_cart() as $item ) {
		if ( isset( $item['data'] ) && tourfront_booking_is_tour( $item['data'] ) ) {
			return false;
		}
	}
	return $hold;
}
add_filter( 'woocommerce_hold_stock_for_checkout', 'tourfront_booking_hold_stock' );

/**
 * A cancelled, failed or refunded order frees its seats, once: what its tour lines still hold goes back. WooCommerce
 * restocks a cancelled order only when it reduced it at payment (its "stock reduced" flag), a failed one never, and
 * a refund only when the admin ticks "restock" (which lowers the line's `_reduced_stock`); this runs after it, so a
 * line it restocked holds nothing more. Other products keep WooCommerce's behaviour. An order paid later takes its
 * seats again like any payment.
 *
 * @param int $order_id Order id.
 * @return void
 */
function tourfront_booking_give_seats_back( $order_id ) {
	$order   = wc_get_order( $order_id );
	$changes = $order ? tourfront_booking_release_order_seats( $order ) : array();
	if ( $changes ) {
		/* translators: %s: departures and their seats left before → after ("Tour Hạ Long – 05/12/2026 2→5"). */
		$order->add_order_note( sprintf( __( 'Seats given back: %s', 'tourfront' ), implode( ', ', $changes ) ) );
	}
}
add_action( 'woocommerce_order_status_cancelled', 'tourfront_booking_give_seats_back', 20 );
add_action( 'woocommerce_order_status_failed', 'tourfront_booking_give_seats_back', 20 );
add_action( 'woocommerce_order_status_refunded', 'tourfront_booking_give_seats_back', 20 );
