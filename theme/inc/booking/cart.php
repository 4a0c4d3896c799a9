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
 * The travellers posted beside WooCommerce's add-to-cart fields (`tourfront_adults`, `tourfront_children`), raw for
 * tourfront_booking_read(), or null when none were posted. A value that is not a single string (an array) stays a
 * shape the rule refuses.
 *
 * WooCommerce's add-to-cart form carries no nonce (WC_Form_Handler reads it the same way); the values are only
 * whole numbers checked by tourfront_booking_read().
 *
 * @return array{adults: mixed, children: mixed}|null
 */
function tourfront_booking_posted_input() {
	// phpcs:disable WordPress.Security.NonceVerification.Missing
	if ( ! isset( $_POST['tourfront_adults'] ) ) {
		return null;
	}
	$field = static function ( $name, $missing ) {
		if ( ! isset( $_POST[ $name ] ) ) {
			return $missing;
		}
		return is_string( $_POST[ $name ] ) ? sanitize_text_field( wp_unslash( $_POST[ $name ] ) ) : array();
	};
	return array(
		'adults'   => $field( 'tourfront_adults', null ),
		'children' => $field( 'tourfront_children', '0' ),
	);
	// phpcs:enable WordPress.Security.NonceVerification.Missing
}

/**
 * The posted travellers read by the rule's reader, or null when none were posted.
 *
 * @return array{adults: int, children: int}|WP_Error|null
 */
function tourfront_booking_posted() {
	$input = tourfront_booking_posted_input();
	return null === $input ? null : tourfront_booking_read( $input );
}

/**
 * The travellers an add brings: posted beside the form, carried by the cart item data (order-again), or every
 * seat of the quantity an adult (the plain variation form).
 *
 * @param mixed $quantity       Quantity asked.
 * @param array $cart_item_data Cart item data.
 * @return mixed Input for tourfront_booking_validate().
 */
function tourfront_booking_add_input( $quantity, $cart_item_data = array() ) {
	$posted = tourfront_booking_posted_input();
	if ( null !== $posted ) {
		return $posted;
	}
	if ( is_array( $cart_item_data ) && isset( $cart_item_data['tourfront_booking'] ) ) {
		return $cart_item_data['tourfront_booking'];
	}
	return array( 'adults' => $quantity, 'children' => 0 );
}

/**
 * Classic add, wc-ajax add and order-again: the booking rule (departure of this tour, open, travellers, seats
 * beside the cart), refused with a notice.
 *
 * @param bool  $passed         Passed so far.
 * @param int   $product_id     Product id (the tour).
 * @param int   $quantity       Posted quantity.
 * @param int   $variation_id   Variation id.
 * @param array $variations     Attributes.
 * @param array $cart_item_data Cart item data (order-again brings the booking here).
 * @return bool
 */
function tourfront_booking_validate_add( $passed, $product_id, $quantity, $variation_id = 0, $variations = array(), $cart_item_data = array() ) {
	$product = wc_get_product( $variation_id ? $variation_id : $product_id );
	if ( ! $passed || ! tourfront_booking_is_tour( $product ) || WC()->is_rest_api_request() ) {
		return $passed;
	}
	$tour  = (int) $product_id !== $product->get_id() ? (int) $product_id : 0;
	$check = tourfront_booking_validate( $product, tourfront_booking_add_input( $quantity, $cart_item_data ), array( 'tour_id' => $tour ) );
	if ( is_wp_error( $check ) ) {
		wc_add_notice( $check->get_error_message(), 'error' );
		return false;
	}
	return $passed;
}
add_filter( 'woocommerce_add_to_cart_validation', 'tourfront_booking_validate_add', 10, 6 );

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
 * Order-again: a tour line comes back with its travellers (tourfront_booking_line_party(): the hidden meta, or the
 * labels of older lines in English or Vietnamese), and the rule checks them again as for any add.
 *
 * @param array                 $data Cart item data.
 * @param WC_Order_Item_Product $item Order line.
 * @return array
 */
function tourfront_booking_order_again_data( $data, $item ) {
	if ( ! $item instanceof WC_Order_Item_Product || ! tourfront_booking_is_tour( $item->get_product() ) ) {
		return $data;
	}
	$data['tourfront_booking'] = tourfront_booking_line_party( $item );
	return $data;
}
add_filter( 'woocommerce_order_again_cart_item_data', 'tourfront_booking_order_again_data', 10, 2 );

/**
 * Classic cart page: a tour line's new quantity goes through the rule (the children kept, the rest adults).
 *
 * @param bool   $passed   Passed so far.
 * @param string $key      Cart item key.
 * @param array  $values   Cart item.
 * @param mixed  $quantity New quantity.
 * @return bool
 */
function tourfront_booking_validate_cart_update( $passed, $key, $values, $quantity ) {
	if ( ! $passed || ! isset( $values['data'] ) || ! tourfront_booking_is_tour( $values['data'] ) ) {
		return $passed;
	}
	$whole   = tourfront_booking_whole( $quantity );
	$booking = $whole ? tourfront_booking_normalise( isset( $values['tourfront_booking'] ) ? $values['tourfront_booking'] : null, $whole ) : array( 'adults' => 0, 'children' => 0 );
	$check   = tourfront_booking_validate( wc_get_product( $values['data']->get_id() ), $booking, array( 'except_key' => $key ) );
	if ( is_wp_error( $check ) ) {
		wc_add_notice( $check->get_error_message(), 'error' );
		return false;
	}
	return $passed;
}
add_filter( 'woocommerce_update_cart_validation', 'tourfront_booking_validate_cart_update', 10, 4 );

/**
 * Whatever changed a tour line's quantity (WooCommerce merging two equal bookings, the cart page, the Store API's
 * update-item), its travellers follow so that adults + children is always the quantity.
 *
 * @param string  $key      Cart item key.
 * @param int     $quantity New quantity.
 * @param int     $old      Old quantity.
 * @param WC_Cart $cart     Cart.
 * @return void
 */
function tourfront_booking_follow_quantity( $key, $quantity, $old = 0, $cart = null ) {
	$cart = $cart instanceof WC_Cart ? $cart : WC()->cart;
	if ( ! $cart || ! isset( $cart->cart_contents[ $key ] ) || ! tourfront_booking_is_tour( $cart->cart_contents[ $key ]['data'] ) ) {
		return;
	}
	$item = $cart->cart_contents[ $key ];

	$cart->cart_contents[ $key ]['tourfront_booking'] = tourfront_booking_normalise( isset( $item['tourfront_booking'] ) ? $item['tourfront_booking'] : null, $quantity );
}
add_action( 'woocommerce_after_cart_item_quantity_update', 'tourfront_booking_follow_quantity', 10, 4 );

/**
 * Store API cart/add-item: the booking rule on `tourfront_booking` (or the quantity, every seat an adult), the
 * quantity set to the travellers, before WooCommerce's own stock check (whose message does not say which departure
 * nor invite another date).
 *
 * @param array           $data    Add-to-cart data (id, quantity, variation, cart_item_data).
 * @param WP_REST_Request $request Request.
 * @return array
 * @throws RouteException When the booking cannot be made.
 */
function tourfront_booking_store_api_add_data( $data, $request ) {
	$asked   = wc_get_product( (int) $data['id'] );
	$product = $asked;
	if ( $product && $product->is_type( 'variable' ) && ! empty( $data['variation'] ) ) {
		$match   = ( new WC_Product_Data_Store_CPT() )->find_matching_product_variation( $product, tourfront_booking_variation_map( $data['variation'] ) );
		$product = $match ? wc_get_product( $match ) : $product;
	}
	if ( ! tourfront_booking_is_tour( $product ) ) {
		return $data;
	}
	$input = null !== $request->get_param( 'tourfront_booking' )
		? $request->get_param( 'tourfront_booking' )
		: array( 'adults' => $data['quantity'], 'children' => 0 );
	$tour  = $asked && $asked->get_id() !== $product->get_id() ? $asked->get_id() : 0;
	$check = tourfront_booking_validate( $product, $input, array( 'tour_id' => $tour ) );
	if ( is_wp_error( $check ) ) {
		throw new RouteException( esc_html( $check->get_error_code() ), esc_html( $check->get_error_message() ), 400, tourfront_booking_error_data( $check ) ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- the data is numbers.
	}
	$data['quantity']                            = $check['quantity'];
	$data['cart_item_data']['tourfront_booking'] = array( 'adults' => $check['adults'], 'children' => $check['children'] );
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

/**
 * The Store API cuts a line to the stock left each time it loads the cart: for a booking that would silently drop
 * travellers (a party of 2 booked as 1 when 1 seat is left). A tour line keeps its travellers; the checkout then
 * refuses it with the seats left, and the shopper chooses.
 *
 * @param int|float       $maximum   Largest quantity.
 * @param WC_Product      $product   Product.
 * @param array|null      $cart_item Cart item, when the limit is a line's.
 * @return int|float
 */
function tourfront_booking_line_maximum( $maximum, $product, $cart_item = null ) {
	if ( ! is_array( $cart_item ) || ! isset( $cart_item['quantity'] ) || ! tourfront_booking_is_tour( $product ) ) {
		return $maximum;
	}
	return max( $maximum, (int) $cart_item['quantity'] );
}
add_filter( 'woocommerce_store_api_product_quantity_maximum', 'tourfront_booking_line_maximum', 10, 3 );
