<?php
/**
 * The booking in WooCommerce's Store API and variation data: `extensions["tourfront-booking"]` on cart items, the
 * cart and departure variations (ExtendSchema), the `cart/extensions` callback that changes a line's
 * travellers, and a departure's prices in the classic form's variations (inactive once it has left).
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

use Automattic\WooCommerce\StoreApi\Exceptions\RouteException;
use Automattic\WooCommerce\StoreApi\Schemas\V1\CartItemSchema;
use Automattic\WooCommerce\StoreApi\Schemas\V1\CartSchema;
use Automattic\WooCommerce\StoreApi\Schemas\V1\ProductSchema;

/**
 * A price in the Store API's minor units (a string, like the rest of the Store API).
 *
 * @param float $amount Major units.
 * @return string
 */
function tourfront_booking_minor( $amount ) {
	return (string) (int) round( $amount * ( 10 ** wc_get_price_decimals() ) );
}

/**
 * `extensions["tourfront-booking"]` of a cart item.
 *
 * @param array $item Cart item.
 * @return array
 */
function tourfront_booking_item_extension( $item ) {
	$product = $item['data'];
	if ( ! tourfront_booking_is_tour( $product ) ) {
		return array( 'is_tour' => false, 'adults' => 0, 'children' => 0, 'adult_price' => '0', 'child_price' => '0', 'departure' => '' );
	}
	$booking = tourfront_booking_normalise( isset( $item['tourfront_booking'] ) ? $item['tourfront_booking'] : null, $item['quantity'] );
	$prices  = tourfront_booking_prices( $product );
	return array(
		'is_tour'     => true,
		'adults'      => $booking['adults'],
		'children'    => $booking['children'],
		'adult_price' => tourfront_booking_minor( $prices['adult'] ),
		'child_price' => tourfront_booking_minor( $prices['child'] ),
		'departure'   => tourfront_booking_departure( $product ),
	);
}

/**
 * `extensions["tourfront-booking"]` of the cart: travellers (and those beyond the buyer), tour lines, other items.
 *
 * @return array
 */
function tourfront_booking_cart_extension() {
	$travellers = 0;
	$tours      = 0;
	$other      = 0;
	foreach ( WC()->cart ? WC()->cart->get_cart() : array() as $item ) {
		if ( tourfront_booking_is_tour( $item['data'] ) ) {
			$travellers += (int) $item['quantity'];
			++$tours;
		} else {
			$other += (int) $item['quantity'];
		}
	}
	return array(
		'travellers'        => $travellers,
		'extra_travellers'  => max( $travellers - 1, 0 ),
		'items_count_tours' => $tours,
		'items_count_other' => $other,
	);
}

/**
 * `extensions["tourfront-booking"]` of a product: a departure's date and prices, and whether it has left.
 *
 * @param WC_Product $product Product.
 * @return array
 */
function tourfront_booking_product_extension( $product ) {
	$departure = tourfront_booking_departure( $product );
	if ( '' === $departure ) {
		return array();
	}
	$prices = tourfront_booking_prices( $product );
	return array(
		'departure'   => $departure,
		'adult_price' => tourfront_booking_minor( $prices['adult'] ),
		'child_price' => tourfront_booking_minor( $prices['child'] ),
		'departed'    => tourfront_booking_has_departed( $departure ),
	);
}

/**
 * A read-only schema property.
 *
 * @param string $type        JSON type.
 * @param string $description Description.
 * @return array
 */
function tourfront_booking_schema_property( $type, $description ) {
	return array(
		'description' => $description,
		'type'        => $type,
		'context'     => array( 'view', 'edit' ),
		'readonly'    => true,
	);
}

/**
 * Registers the booking data and the cart/extensions callback with the Store API.
 *
 * @return void
 */
function tourfront_booking_register_store_api() {
	if ( ! function_exists( 'woocommerce_store_api_register_endpoint_data' ) ) {
		return;
	}
	$integer = static function ( $description ) {
		return tourfront_booking_schema_property( 'integer', $description );
	};
	woocommerce_store_api_register_endpoint_data(
		array(
			'endpoint'        => CartItemSchema::IDENTIFIER,
			'namespace'       => TOURFRONT_BOOKING_NAMESPACE,
			'data_callback'   => 'tourfront_booking_item_extension',
			'schema_callback' => static function () use ( $integer ) {
				return array(
					'is_tour'     => tourfront_booking_schema_property( 'boolean', 'Whether the line is a tour booking.' ),
					'adults'      => $integer( 'Adults.' ),
					'children'    => $integer( 'Children.' ),
					'adult_price' => tourfront_booking_schema_property( 'string', 'Adult price in minor units.' ),
					'child_price' => tourfront_booking_schema_property( 'string', 'Child price in minor units.' ),
					'departure'   => tourfront_booking_schema_property( 'string', 'Departure date (YYYY-MM-DD).' ),
				);
			},
			'schema_type'     => ARRAY_A,
		)
	);
	woocommerce_store_api_register_endpoint_data(
		array(
			'endpoint'        => CartSchema::IDENTIFIER,
			'namespace'       => TOURFRONT_BOOKING_NAMESPACE,
			'data_callback'   => 'tourfront_booking_cart_extension',
			'schema_callback' => static function () use ( $integer ) {
				return array(
					'travellers'        => $integer( 'Travellers of every booking.' ),
					'extra_travellers'  => $integer( 'Travellers beyond the buyer.' ),
					'items_count_tours' => $integer( 'Tour lines.' ),
					'items_count_other' => $integer( 'Quantity of everything else.' ),
				);
			},
			'schema_type'     => ARRAY_A,
		)
	);
	woocommerce_store_api_register_endpoint_data(
		array(
			'endpoint'        => ProductSchema::IDENTIFIER,
			'namespace'       => TOURFRONT_BOOKING_NAMESPACE,
			'data_callback'   => 'tourfront_booking_product_extension',
			'schema_callback' => static function () {
				return array(
					'departure'   => tourfront_booking_schema_property( 'string', 'Departure date (YYYY-MM-DD).' ),
					'adult_price' => tourfront_booking_schema_property( 'string', 'Adult price in minor units.' ),
					'child_price' => tourfront_booking_schema_property( 'string', 'Child price in minor units.' ),
					'departed'    => tourfront_booking_schema_property( 'boolean', 'Whether the departure has left.' ),
				);
			},
			'schema_type'     => ARRAY_A,
		)
	);
	woocommerce_store_api_register_update_callback(
		array(
			'namespace' => TOURFRONT_BOOKING_NAMESPACE,
			'callback'  => 'tourfront_booking_update_travellers',
		)
	);
}
// WooCommerce loads its blocks package on plugins_loaded, before the theme: register at once when it already has.
if ( did_action( 'woocommerce_blocks_loaded' ) ) {
	tourfront_booking_register_store_api();
} else {
	add_action( 'woocommerce_blocks_loaded', 'tourfront_booking_register_store_api' );
}

/**
 * `POST cart/extensions { namespace: "tourfront-booking", data: { key, adults, children } }`: new travellers for
 * a line, within the departure's seats.
 *
 * @param array $data Request data.
 * @return void
 * @throws RouteException When the line is gone, not a tour, or the travellers do not fit.
 */
function tourfront_booking_update_travellers( $data ) {
	$key  = isset( $data['key'] ) && is_string( $data['key'] ) ? sanitize_text_field( $data['key'] ) : '';
	$item = '' === $key ? array() : WC()->cart->get_cart_item( $key );
	if ( ! $item ) {
		// WooCommerce's own answer for a line that is gone (the Store API's update-item says the same).
		throw new RouteException( 'woocommerce_rest_cart_invalid_key', esc_html__( 'Cart item no longer exists or is invalid.', 'woocommerce' ), 409 ); // phpcs:ignore WordPress.WP.I18n.TextDomainMismatch -- WooCommerce's own string, translated by its language pack.
	}
	if ( ! tourfront_booking_is_tour( $item['data'] ) ) {
		throw new RouteException( 'tourfront_booking_not_a_tour', esc_html__( 'This cart item is not a tour booking.', 'tourfront' ), 400 );
	}
	$booking = tourfront_booking_validate( wc_get_product( $item['data']->get_id() ), $data, array( 'except_key' => $key ) );
	if ( is_wp_error( $booking ) ) {
		throw new RouteException( esc_html( $booking->get_error_code() ), esc_html( $booking->get_error_message() ), 400, tourfront_booking_error_data( $booking ) ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- the data is numbers.
	}
	$booking = array( 'adults' => $booking['adults'], 'children' => $booking['children'] );
	WC()->cart->cart_contents[ $key ]['tourfront_booking'] = $booking;
	WC()->cart->set_quantity( $key, $booking['adults'] + $booking['children'], false );
}

/**
 * A departure's date and prices (major units) in the classic form's variations.
 *
 * @param array                $data      Variation data.
 * @param WC_Product           $product   Parent.
 * @param WC_Product_Variation $variation Variation.
 * @return array
 */
function tourfront_booking_available_variation( $data, $product, $variation ) {
	$departure = tourfront_booking_departure( $variation );
	if ( '' === $departure ) {
		return $data;
	}
	$prices                    = tourfront_booking_prices( $variation );
	$data['tourfront_booking'] = array(
		'departure'   => $departure,
		'adult_price' => $prices['adult'],
		'child_price' => $prices['child'],
	);
	return $data;
}
add_filter( 'woocommerce_available_variation', 'tourfront_booking_available_variation', 10, 3 );

/**
 * A departure that has left cannot be chosen.
 *
 * @param bool                 $active    Active.
 * @param WC_Product_Variation $variation Variation.
 * @return bool
 */
function tourfront_booking_variation_is_active( $active, $variation ) {
	$departure = tourfront_booking_departure( $variation );
	return $active && ( '' === $departure || ! tourfront_booking_has_departed( $departure ) );
}
add_filter( 'woocommerce_variation_is_active', 'tourfront_booking_variation_is_active', 10, 2 );
