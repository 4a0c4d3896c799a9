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

/**
 * Prints the traveller fields in a tour's form (before the quantity, which CSS hides for tours).
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
	foreach ( $fields as $field ) {
		list( $name, $label, $minimum ) = $field;
		printf(
			'<p class="tourfront-travellers__field"><label for="%1$s-%2$d">%3$s</label> <input type="number" id="%1$s-%2$d" class="input-text" name="%1$s" value="%4$d" min="%5$d" step="1" inputmode="numeric" /></p>',
			esc_attr( $name ),
			absint( $product->get_id() ),
			esc_html( $label ),
			absint( tourfront_travellers_posted( $name, $minimum ) ),
			absint( $minimum )
		);
	}
	echo '</div>';
}
add_action( 'woocommerce_before_add_to_cart_button', 'tourfront_travellers_fields' );
