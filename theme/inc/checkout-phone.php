<?php
/**
 * The phone number is required when the cart holds a tour: the guide calls travellers before the
 * departure. Done by answering WooCommerce's own phone setting ("woocommerce_checkout_phone_field")
 * with "required" for such a cart, so everything that reads it agrees: the fields printed for our
 * checkout and for WooCommerce's checkout block, the Store API's address validation on
 * `POST /checkout`, and WooCommerce's classic checkout and its validation.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/** The departure attribute that makes a product a tour. */
const TOURFRONT_DEPARTURE_ATTRIBUTE = 'pa_ngay-khoi-hanh';

/**
 * Whether a cart line is a tour booking: it carries booking data, or its product (or the variable
 * product of its variation) has departure dates.
 *
 * @param array<string, mixed> $item Cart item.
 * @return bool
 */
function tourfront_is_tour_cart_item( $item ) {
	if ( ! empty( $item['tourfront_booking'] ) ) {
		return true;
	}
	$product = isset( $item['data'] ) ? $item['data'] : null;
	if ( ! $product instanceof WC_Product ) {
		return false;
	}
	$parent = $product->get_parent_id() ? wc_get_product( $product->get_parent_id() ) : $product;
	$is     = $parent instanceof WC_Product && array_key_exists( TOURFRONT_DEPARTURE_ATTRIBUTE, $parent->get_attributes() );
	/**
	 * Whether a cart line is a tour (phone required, traveller details asked).
	 *
	 * @param bool                 $is   Has departure dates or booking data.
	 * @param array<string, mixed> $item The cart item.
	 */
	return (bool) apply_filters( 'tourfront_is_tour_cart_item', $is, $item );
}

/**
 * Whether the shopper's cart holds a tour (false before the cart is loaded).
 *
 * @return bool
 */
function tourfront_cart_has_tour() {
	if ( ! did_action( 'woocommerce_cart_loaded_from_session' ) || ! function_exists( 'WC' ) || ! WC()->cart instanceof WC_Cart ) {
		return false;
	}
	// The contents as loaded: get_cart() would load the session again from inside an option read.
	foreach ( WC()->cart->get_cart_contents() as $item ) {
		if ( tourfront_is_tour_cart_item( $item ) ) {
			return true;
		}
	}
	return false;
}

add_filter( 'pre_option_woocommerce_checkout_phone_field', 'tourfront_phone_required_for_tours' );
/**
 * "required" for a cart with a tour, whatever the store's setting; otherwise the setting itself.
 * The settings screens keep showing the stored value.
 *
 * @param mixed $pre False, or a value another filter already chose.
 * @return mixed
 */
function tourfront_phone_required_for_tours( $pre ) {
	static $busy = false;
	if ( $busy || false !== $pre || ( is_admin() && ! wp_doing_ajax() ) ) {
		return $pre;
	}
	// Reading the cart can read options again (product data, taxes): never recurse into this filter.
	$busy = true;
	try {
		$has_tour = tourfront_cart_has_tour();
	} finally {
		$busy = false;
	}
	return $has_tour ? 'required' : $pre;
}

add_filter( 'woocommerce_validate_phone', 'tourfront_validate_phone', 10, 3 );
/**
 * Only a number a guide can call is a phone number: WooCommerce's own check (digits and separators) lets
 * "091234" or "1234567890123456" through. Its filter is asked by the Store API's address validation
 * (`POST /cart/update-customer`, `POST /checkout`), the classic checkout and My account's address form, so
 * all of them refuse such a number with WooCommerce's own message. The rule is common/phone's.
 *
 * @param bool        $valid   WooCommerce's verdict.
 * @param string      $phone   The number as sent.
 * @param string|null $country The address's country, when known.
 * @return bool
 */
function tourfront_validate_phone( $valid, $phone, $country = null ) {
	return $valid && tourfront_is_callable_phone( (string) $phone, (string) $country );
}

/**
 * Whether a guide can call `$phone`: empty (left to "required"), or in Việt Nam (also when the country is
 * unknown) 10 digits from 0 or +84 and 9 digits, elsewhere an optional + and 7 to 15 digits. Spaces, dots
 * and dashes may separate the digits, and brackets abroad.
 *
 * @param string $phone   The number.
 * @param string $country ISO code of the address's country, or ''.
 * @return bool
 */
function tourfront_is_callable_phone( $phone, $country ) {
	$digits = (string) preg_replace( '/[\s.\-]/u', '', $phone );
	if ( '' === $digits ) {
		return true;
	}
	if ( '' === $country || 'VN' === strtoupper( $country ) ) {
		return 1 === preg_match( '/^(?:0|\+84)\d{9}$/', $digits );
	}
	return 1 === preg_match( '/^\+?\d{7,15}$/', str_replace( array( '(', ')' ), '', $digits ) );
}
