<?php
/**
 * Adding a booking to the cart and pricing it: the travellers from the classic form / ?wc-ajax=add_to_cart
 * (`tourfront_adults`, `tourfront_children`) or the Store API (`tourfront_booking` in cart/add-item), quantity =
 * adults + children, seats checked with the theme's message, the line priced adults × adult price + children ×
 * child price, the travellers shown in the item data, the generic quantity selector off for tour lines.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

use Automattic\WooCommerce\StoreApi\Exceptions\RouteException;

/**
 * The travellers posted beside WooCommerce's add-to-cart fields, or null when none were posted.
 *
 * WooCommerce's add-to-cart form carries no nonce (WC_Form_Handler reads it the same way); the values are only
 * whole numbers checked by tourfront_booking_read().
 *
 * @return array{adults: int, children: int}|WP_Error|null
 */
function tourfront_booking_posted() {
	// phpcs:disable WordPress.Security.NonceVerification.Missing
	if ( ! isset( $_POST['tourfront_adults'] ) ) {
		return null;
	}
	return tourfront_booking_read(
		array(
			'adults'   => sanitize_text_field( wp_unslash( $_POST['tourfront_adults'] ) ),
			'children' => isset( $_POST['tourfront_children'] ) ? sanitize_text_field( wp_unslash( $_POST['tourfront_children'] ) ) : '0',
		)
	);
	// phpcs:enable WordPress.Security.NonceVerification.Missing
}

/**
 * Classic add: refuses a bad party, a departure that has left, is sold out or lacks the seats, with a notice.
 *
 * @param bool  $passed       Passed so far.
 * @param int   $product_id   Product id.
 * @param int   $quantity     Posted quantity.
 * @param int   $variation_id Variation id.
 * @return bool
 */
function tourfront_booking_validate_add( $passed, $product_id, $quantity, $variation_id = 0 ) {
	$product = wc_get_product( $variation_id ? $variation_id : $product_id );
	if ( ! $passed || ! tourfront_booking_is_tour( $product ) || WC()->is_rest_api_request() ) {
		return $passed;
	}
	$booking = tourfront_booking_posted();
	if ( is_wp_error( $booking ) ) {
		wc_add_notice( $booking->get_error_message(), 'error' );
		return false;
	}
	$seats = $booking ? $booking['adults'] + $booking['children'] : (int) $quantity;
	$check = tourfront_booking_check_seats( $product, $seats );
	if ( is_wp_error( $check ) ) {
		wc_add_notice( $check->get_error_message(), 'error' );
		return false;
	}
	return $passed;
}
add_filter( 'woocommerce_add_to_cart_validation', 'tourfront_booking_validate_add', 10, 4 );

/**
 * Classic add: the posted travellers become the line's cart item data.
 *
 * @param array $data         Cart item data.
 * @param int   $product_id   Product id.
 * @param int   $variation_id Variation id.
 * @return array
 */
function tourfront_booking_add_cart_item_data( $data, $product_id, $variation_id ) {
	if ( isset( $data['tourfront_booking'] ) || ! tourfront_booking_is_tour( wc_get_product( $variation_id ) ) ) {
		return $data;
	}
	$booking = tourfront_booking_posted();
	if ( is_array( $booking ) ) {
		$data['tourfront_booking'] = $booking;
	}
	return $data;
}
add_filter( 'woocommerce_add_cart_item_data', 'tourfront_booking_add_cart_item_data', 10, 3 );

/**
 * Classic add: quantity = the posted travellers.
 *
 * @param int $quantity     Quantity.
 * @param int $product_id   Product id.
 * @param int $variation_id Variation id.
 * @return int
 */
function tourfront_booking_add_quantity( $quantity, $product_id, $variation_id = 0 ) {
	if ( WC()->is_rest_api_request() || ! tourfront_booking_is_tour( wc_get_product( $variation_id ) ) ) {
		return $quantity;
	}
	$booking = tourfront_booking_posted();
	return is_array( $booking ) ? $booking['adults'] + $booking['children'] : $quantity;
}
add_filter( 'woocommerce_add_to_cart_quantity', 'tourfront_booking_add_quantity', 10, 3 );

/**
 * Store API cart/add-item: reads `tourfront_booking`, sets quantity = travellers and checks the seats before
 * WooCommerce's own stock check (whose message does not say which departure nor invite another date).
 *
 * @param array           $data    Add-to-cart data (id, quantity, variation, cart_item_data).
 * @param WP_REST_Request $request Request.
 * @return array
 * @throws RouteException When the booking cannot be made.
 */
function tourfront_booking_store_api_add_data( $data, $request ) {
	$product = wc_get_product( (int) $data['id'] );
	if ( $product && $product->is_type( 'variable' ) && ! empty( $data['variation'] ) ) {
		$match   = ( new WC_Product_Data_Store_CPT() )->find_matching_product_variation( $product, tourfront_booking_variation_map( $data['variation'] ) );
		$product = $match ? wc_get_product( $match ) : $product;
	}
	if ( ! tourfront_booking_is_tour( $product ) ) {
		return $data;
	}
	$booking = null;
	if ( null !== $request->get_param( 'tourfront_booking' ) ) {
		$booking = tourfront_booking_read( $request->get_param( 'tourfront_booking' ) );
		if ( is_wp_error( $booking ) ) {
			throw new RouteException( esc_html( $booking->get_error_code() ), esc_html( $booking->get_error_message() ), 400 );
		}
		$data['quantity']                            = $booking['adults'] + $booking['children'];
		$data['cart_item_data']['tourfront_booking'] = $booking;
	}
	$check = tourfront_booking_check_seats( $product, (int) $data['quantity'] );
	if ( is_wp_error( $check ) ) {
		throw new RouteException( esc_html( $check->get_error_code() ), esc_html( $check->get_error_message() ), 400, $check->get_error_data() ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- the data is numbers.
	}
	return $data;
}
add_filter( 'woocommerce_store_api_add_to_cart_data', 'tourfront_booking_store_api_add_data', 10, 2 );

/**
 * The Store API's `variation` list (attribute by taxonomy or label, value by slug or term name) as
 * `attribute_pa_… => term slug`, to find the departure before WooCommerce does.
 *
 * @param array $variation Entries with attribute and value.
 * @return array
 */
function tourfront_booking_variation_map( $variation ) {
	$map = array();
	foreach ( (array) $variation as $entry ) {
		if ( ! isset( $entry['attribute'], $entry['value'] ) ) {
			continue;
		}
		$taxonomy = wc_attribute_taxonomy_name( (string) preg_replace( '/^(attribute_)?(pa_)?/', '', sanitize_title( $entry['attribute'] ) ) );
		$value    = (string) $entry['value'];
		$term     = get_term_by( 'slug', sanitize_title( $value ), $taxonomy );
		$term     = $term ? $term : get_term_by( 'name', $value, $taxonomy );

		$map[ 'attribute_' . $taxonomy ] = $term ? $term->slug : sanitize_title( $value );
	}
	return $map;
}

/**
 * Prices each tour line: unit price = (adults × adult price + children × child price) ÷ travellers, so
 * WooCommerce's quantity × price is the booking's total.
 *
 * @param WC_Cart $cart Cart.
 * @return void
 */
function tourfront_booking_price_lines( $cart ) {
	foreach ( $cart->get_cart() as $item ) {
		$product = $item['data'];
		if ( ! tourfront_booking_is_tour( $product ) || $item['quantity'] < 1 ) {
			continue;
		}
		$booking = tourfront_booking_normalise( isset( $item['tourfront_booking'] ) ? $item['tourfront_booking'] : null, $item['quantity'] );
		$prices  = tourfront_booking_prices( $product );
		$product->set_price( ( $booking['adults'] * $prices['adult'] + $booking['children'] * $prices['child'] ) / $item['quantity'] );
	}
}
add_action( 'woocommerce_before_calculate_totals', 'tourfront_booking_price_lines', 20 );

/**
 * The travellers under a tour line: "Người lớn: 2 × 2.490.000 ₫", "Trẻ em: 1 × 1.500.000 ₫".
 *
 * @param array $item_data Rows.
 * @param array $item      Cart item.
 * @return array
 */
function tourfront_booking_item_data( $item_data, $item ) {
	if ( ! tourfront_booking_is_tour( $item['data'] ) ) {
		return $item_data;
	}
	$booking     = tourfront_booking_normalise( isset( $item['tourfront_booking'] ) ? $item['tourfront_booking'] : null, $item['quantity'] );
	$prices      = tourfront_booking_prices( $item['data'] );
	$row         = static function ( $key, $count, $price ) {
		return array(
			'key'   => $key,
			'value' => $count . ' × ' . html_entity_decode( wp_strip_all_tags( wc_price( $price ) ), ENT_QUOTES, 'UTF-8' ),
		);
	};
	$item_data[] = $row( __( 'Adults', 'tourfront' ), $booking['adults'], $prices['adult'] );
	if ( $booking['children'] ) {
		$item_data[] = $row( __( 'Children', 'tourfront' ), $booking['children'], $prices['child'] );
	}
	return $item_data;
}
add_filter( 'woocommerce_get_item_data', 'tourfront_booking_item_data', 10, 2 );

/**
 * Tour lines change their travellers through cart/extensions, not the generic quantity selector.
 *
 * @param bool       $editable Editable.
 * @param WC_Product $product  Product.
 * @return bool
 */
function tourfront_booking_quantity_editable( $editable, $product ) {
	return $editable && ! tourfront_booking_is_tour( $product );
}
add_filter( 'woocommerce_store_api_product_quantity_editable', 'tourfront_booking_quantity_editable', 10, 2 );
