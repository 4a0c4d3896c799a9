<?php
/**
 * Placing an order takes its seats (theme/inc/booking/seats.php), whatever the way and the gateway: the checkout
 * block (Store API), the classic checkout, order-pay, and an order whose status a gateway or the admin moves to
 * paid. WooCommerce's own stock reservation counts only draft and pending orders, so while a cash-on-delivery
 * order moves to processing before its stock is reduced, other checkouts would be granted the same seats: here the
 * seats are taken by the database when the order is placed, and a shopper who loses the last seats is told so,
 * keeps the cart, and no order is placed. A line's travellers are checked again at checkout by the same rule as
 * when it was added.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

use Automattic\WooCommerce\StoreApi\Exceptions\RouteException;

/**
 * Refusals of the cart's tour lines at checkout: a booking the rule refuses now (bad travellers, a departure that
 * left or is gone) or more seats than are left (the line's own seats beside the cart's other lines).
 *
 * @return WP_Error[] Keyed by cart item key.
 */
function tourfront_booking_cart_refusals() {
	$refusals = array();
	if ( ! WC()->cart ) {
		return $refusals;
	}
	foreach ( WC()->cart->get_cart() as $key => $item ) {
		if ( ! tourfront_booking_is_tour( $item['data'] ) ) {
			continue;
		}
		$booking = isset( $item['tourfront_booking'] ) ? $item['tourfront_booking'] : array( 'adults' => $item['quantity'], 'children' => 0 );
		$check   = tourfront_booking_validate( wc_get_product( $item['data']->get_id() ), $booking, array( 'cart' => false ) );
		if ( ! is_wp_error( $check ) && $check['quantity'] !== (int) $item['quantity'] ) {
			$check = new WP_Error( 'tourfront_booking_invalid_travellers', __( 'A booking needs at least one adult, and whole numbers of travellers.', 'tourfront' ), array( 'status' => 400 ) );
		}
		if ( is_wp_error( $check ) ) {
			$refusals[ $key ] = $check;
		}
	}
	return $refusals;
}

/**
 * Store API checkout: the cart's bookings checked before WooCommerce's own stock checks answer with a message
 * that names no departure.
 *
 * @param WP_Error $errors Errors.
 * @return void
 */
function tourfront_booking_store_api_cart_errors( $errors ) {
	foreach ( tourfront_booking_cart_refusals() as $refusal ) {
		$errors->add( $refusal->get_error_code(), $refusal->get_error_message() );
	}
}
add_action( 'woocommerce_store_api_cart_errors', 'tourfront_booking_store_api_cart_errors' );

/**
 * Classic cart and checkout: the same refusals as notices; WooCommerce's own stock notice for a tour line gives
 * way to the theme's, which names the departure.
 *
 * @return void
 */
function tourfront_booking_check_cart_items() {
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
 * Store API checkout: the order's seats are taken as it is placed. When a departure lacks them the order goes
 * back to being the cart's draft, its stock hold is released and the shopper reads why (409).
 *
 * @param WC_Order $order Order.
 * @return void
 * @throws RouteException When the seats are gone.
 */
function tourfront_booking_store_api_take_seats( $order ) {
	$taken = tourfront_booking_take_order_seats( $order );
	if ( true === $taken ) {
		wc_release_stock_for_order( $order );
		return;
	}
	$order->set_status( 'checkout-draft' );
	$order->save();
	wc_release_stock_for_order( $order );
	throw new RouteException( esc_html( $taken->get_error_code() ), esc_html( $taken->get_error_message() ), 409, tourfront_booking_error_data( $taken ) ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- the data is numbers.
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
 * Order-pay (an order placed by the admin or left unpaid): the seats are taken before the gateway is asked; when
 * they are gone the shopper reads why and nothing is charged.
 *
 * @param WC_Order $order Order.
 * @return void
 */
function tourfront_booking_pay_take_seats( $order ) {
	$taken = tourfront_booking_take_order_seats( $order );
	if ( true !== $taken ) {
		wc_add_notice( $taken->get_error_message(), 'error' );
	}
}
add_action( 'woocommerce_before_pay_action', 'tourfront_booking_pay_take_seats' );

/**
 * Order lines whose seats could not be taken when their order was paid: WooCommerce must not take them either.
 *
 * @param int[] $add Line ids to add.
 * @return int[]
 */
function tourfront_booking_unseated_items( $add = array() ) {
	static $items = array();
	$items        = array_merge( $items, $add );
	return $items;
}

/**
 * An order paid or put on hold any other way (a gateway's callback, the admin, the REST API) takes its seats the
 * same way, before WooCommerce's own reduction; a line whose departure lacks the seats is not reduced below zero
 * and the order gets a note saying so.
 *
 * @param int $order_id Order id.
 * @return void
 */
function tourfront_booking_paid_take_seats( $order_id ) {
	$order = wc_get_order( $order_id );
	if ( ! $order || $order->get_data_store()->get_stock_reduced( $order_id ) ) {
		return;
	}
	$taken = tourfront_booking_take_order_seats( $order );
	if ( true === $taken ) {
		return;
	}
	$unseated = array();
	foreach ( $order->get_items() as $item ) {
		if ( $item instanceof WC_Order_Item_Product && tourfront_booking_is_tour( $item->get_product() ) && ! $item->get_meta( '_reduced_stock', true ) ) {
			$unseated[] = $item->get_id();
		}
	}
	tourfront_booking_unseated_items( $unseated );
	$order->add_order_note( tourfront_booking_seats_note( $taken ) );
}
foreach ( array( 'woocommerce_payment_complete', 'woocommerce_order_status_completed', 'woocommerce_order_status_processing', 'woocommerce_order_status_on-hold' ) as $tourfront_hook ) {
	add_action( $tourfront_hook, 'tourfront_booking_paid_take_seats', 5 );
}
unset( $tourfront_hook );

/**
 * WooCommerce reduces nothing for a tour line whose seats were not there.
 *
 * @param int|float             $quantity Quantity.
 * @param WC_Order              $order    Order.
 * @param WC_Order_Item_Product $item     Line.
 * @return int|float
 */
function tourfront_booking_unseated_quantity( $quantity, $order, $item ) {
	return in_array( $item->get_id(), tourfront_booking_unseated_items(), true ) ? 0 : $quantity;
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
		wc_maybe_increase_stock_levels( $order->get_id() );
	}
}
add_action( 'woocommerce_remove_order_items', 'tourfront_booking_release_removed_lines', 10, 2 );

/**
 * A Store API checkout that WooCommerce's own stock checks refused (the seats went to other shoppers a moment
 * before) answers with the theme's message naming the departure and the seats left, as the refusals above do.
 *
 * @param WP_REST_Response|WP_HTTP_Response|WP_Error|mixed $response Response.
 * @param array                                            $handler  Route handler.
 * @param WP_REST_Request                                  $request  Request.
 * @return mixed
 */
function tourfront_booking_checkout_stock_message( $response, $handler, $request ) {
	$codes = array( 'woocommerce_product_out_of_stock', 'woocommerce_product_not_enough_stock', 'woocommerce_stock_availability_error', 'woocommerce_rest_product_out_of_stock', 'woocommerce_rest_product_partially_out_of_stock' );
	if ( ! $request instanceof WP_REST_Request || '/wc/store/v1/checkout' !== $request->get_route() || ! $response instanceof WP_REST_Response || $response->get_status() < 400 ) {
		return $response;
	}
	$data = $response->get_data();
	if ( ! is_array( $data ) || ! isset( $data['code'] ) || ! in_array( $data['code'], $codes, true ) ) {
		return $response;
	}
	$refusals = tourfront_booking_cart_refusals();
	if ( ! $refusals ) {
		return $response;
	}
	$refusal = reset( $refusals );
	$product = WC()->cart->get_cart_item( key( $refusals ) )['data'];
	if ( 'tourfront_booking_not_enough_seats' === $refusal->get_error_code() || 'tourfront_booking_sold_out' === $refusal->get_error_code() ) {
		$refusal = tourfront_booking_seats_refusal( $product, (int) $refusal->get_error_data()['seats_left'] );
	}
	$response->set_data(
		array(
			'code'    => $refusal->get_error_code(),
			'message' => $refusal->get_error_message(),
			'data'    => array( 'status' => 409 ) + tourfront_booking_error_data( $refusal ),
		)
	);
	$response->set_status( 409 );
	return $response;
}
add_filter( 'rest_request_after_callbacks', 'tourfront_booking_checkout_stock_message', 10, 3 );

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
 * A refunded booking frees its seats. WooCommerce restocks a refund only when the admin ticks "restock" (and then
 * lowers the line's `_reduced_stock`), never on the refunded status: what the lines still hold goes back here,
 * once, as for a cancelled order.
 *
 * @param int $order_id Order id.
 * @return void
 */
function tourfront_booking_refunded_gives_seats_back( $order_id ) {
	$order = wc_get_order( $order_id );
	if ( ! $order ) {
		return;
	}
	foreach ( $order->get_items() as $item ) {
		if ( $item instanceof WC_Order_Item_Product && tourfront_booking_is_tour( $item->get_product() ) ) {
			wc_maybe_increase_stock_levels( $order_id );
			return;
		}
	}
}
add_action( 'woocommerce_order_status_refunded', 'tourfront_booking_refunded_gives_seats_back' );

/**
 * The cart's errors as the Store API lists them: WooCommerce's stock error for tour lines ("not enough … in stock,
 * reduce the quantity") becomes the theme's, which names the departure and its seats left.
 *
 * @param array $errors Cart errors (code, message).
 * @return array
 */
function tourfront_booking_cart_errors( $errors ) {
	$codes    = array( 'woocommerce_rest_product_out_of_stock', 'woocommerce_rest_product_partially_out_of_stock' );
	$refusals = array();
	foreach ( tourfront_booking_cart_refusals() as $key => $refusal ) {
		$data       = (array) $refusal->get_error_data();
		$product    = WC()->cart->get_cart_item( $key )['data'];
		$refusals[] = array(
			'code'    => $refusal->get_error_code(),
			'message' => isset( $data['seats_left'] ) ? tourfront_booking_cart_seats_message( $product, (int) $data['seats_left'] ) : $refusal->get_error_message(),
		);
	}
	if ( ! $refusals ) {
		return $errors;
	}
	// WooCommerce's stock errors name every short line in one message: it goes when only tour lines are short.
	foreach ( WC()->cart->get_cart() as $item ) {
		$product = $item['data'];
		if ( ! tourfront_booking_is_tour( $product ) && $product->managing_stock() && ! $product->backorders_allowed() && ! $product->has_enough_stock( $item['quantity'] ) ) {
			return array_merge( $errors, $refusals );
		}
	}
	$kept = array_filter(
		$errors,
		static function ( $error ) use ( $codes ) {
			return ! ( is_array( $error ) && isset( $error['code'] ) && in_array( $error['code'], $codes, true ) );
		}
	);
	return array_merge( array_values( $kept ), $refusals );
}

/**
 * A tour line short of seats, as the cart says it: "Chỉ còn 1 chỗ cho ngày khởi hành 18/12/2026." or sold out.
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
 * Applies the cart errors above to the Store API's cart answers (the cart itself, or the cart an error carries).
 *
 * @param WP_REST_Response|mixed $response Response.
 * @param array                  $handler  Route handler.
 * @param WP_REST_Request        $request  Request.
 * @return mixed
 */
function tourfront_booking_cart_response_errors( $response, $handler, $request ) {
	if ( ! $response instanceof WP_REST_Response || ! $request instanceof WP_REST_Request || 0 !== strpos( $request->get_route(), '/wc/store/v1/cart' ) || ! WC()->cart ) {
		return $response;
	}
	$data = $response->get_data();
	if ( is_array( $data ) && isset( $data['items'], $data['errors'] ) && is_array( $data['errors'] ) && $data['errors'] ) {
		$data['errors'] = tourfront_booking_cart_errors( $data['errors'] );
		$response->set_data( $data );
	}
	return $response;
}
add_filter( 'rest_request_after_callbacks', 'tourfront_booking_cart_response_errors', 20, 3 );
