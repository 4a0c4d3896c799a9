<?php
/**
 * The travellers of a tour booking in its add-to-cart form: "Người lớn" and "Trẻ em (2–11 tuổi)"
 * fields posted as `tourfront_adults` / `tourfront_children` beside WooCommerce's own fields, so the
 * plain form books a party without JavaScript. The booking box (storefront/booking) takes them over.
 * A tour is a variable product whose variations are its departures (`pa_ngay-khoi-hanh`).
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/**
 * Whether a product is a tour (its variations are departures).
 *
 * @param WC_Product|null $product Product.
 * @return bool
 */
function tourfront_travellers_is_tour( $product ) {
	if ( ! $product instanceof WC_Product || ! $product->is_type( 'variable' ) ) {
		return false;
	}
	$attributes = $product->get_variation_attributes();
	return isset( $attributes['pa_ngay-khoi-hanh'] );
}

/**
 * A posted count, or its default.
 *
 * @param string $name    Field name.
 * @param int    $minimum Smallest count.
 * @return int
 */
function tourfront_travellers_posted( $name, $minimum ) {
	// phpcs:ignore WordPress.Security.NonceVerification.Missing -- Redisplays the shopper's own numbers after a refused add; WooCommerce's form has no nonce.
	$value = isset( $_POST[ $name ] ) ? absint( wp_unslash( $_POST[ $name ] ) ) : $minimum;
	return max( $minimum, $value );
}

if ( ! function_exists( 'tourfront_travellers_fields' ) ) {
	/**
	 * Prints the traveller fields in a tour's form (before the quantity, which CSS hides for tours).
	 *
	 * @return void
	 */
	function tourfront_travellers_fields() {
		global $product;
		if ( ! tourfront_travellers_is_tour( $product ) ) {
			return;
		}
		$fields = array(
			array( 'tourfront_adults', __( 'Adults', 'tourfront' ), 1 ),
			array( 'tourfront_children', __( 'Children (2–11 years)', 'tourfront' ), 0 ),
		);
		echo '<div class="tourfront-travellers">';
		foreach ( $fields as list( $name, $label, $minimum ) ) {
			$id = $name . '-' . absint( $product->get_id() );
			echo '<p class="tourfront-travellers__field"><label for="' . esc_attr( $id ) . '">' . esc_html( $label ) . '</label> ';
			echo '<input type="number" id="' . esc_attr( $id ) . '" class="input-text" name="' . esc_attr( $name ) . '" value="' . esc_attr( (string) tourfront_travellers_posted( $name, $minimum ) ) . '" min="' . esc_attr( (string) $minimum ) . '" step="1" inputmode="numeric" /></p>';
		}
		echo '</div>';
	}
}
add_action( 'woocommerce_before_add_to_cart_button', 'tourfront_travellers_fields' );
