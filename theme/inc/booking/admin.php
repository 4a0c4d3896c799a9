<?php
/**
 * The child price of a departure in the variation panel (product edit screen), stored as the variation meta
 * `_tourfront_child_price` (empty = children pay the adult price).
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/**
 * Prints the child price field under the variation's prices.
 *
 * @param int     $loop      Variation index.
 * @param array   $data      Variation data.
 * @param WP_Post $variation Variation post.
 * @return void
 */
function tourfront_booking_child_price_field( $loop, $data, $variation ) {
	woocommerce_wp_text_input(
		array(
			'id'            => "tourfront_child_price{$loop}",
			'name'          => "tourfront_child_price[{$loop}]",
			'value'         => wc_format_localized_price( get_post_meta( $variation->ID, '_tourfront_child_price', true ) ),
			/* translators: %s: currency symbol. */
			'label'         => sprintf( __( 'Child price (%s)', 'tourfront' ), get_woocommerce_currency_symbol() ),
			'description'   => __( 'Children aged 2–11. Leave empty when children pay the adult price.', 'tourfront' ),
			'desc_tip'      => true,
			'data_type'     => 'price',
			'wrapper_class' => 'form-row form-row-full',
		)
	);
}
add_action( 'woocommerce_variation_options_pricing', 'tourfront_booking_child_price_field', 10, 3 );

/**
 * Saves the child price (WooCommerce checked the save-variations nonce and the capability before this runs).
 *
 * @param int $variation_id Variation id.
 * @param int $loop         Variation index.
 * @return void
 */
function tourfront_booking_save_child_price( $variation_id, $loop ) {
	// phpcs:ignore WordPress.Security.NonceVerification.Missing -- verified by WC_AJAX::save_variations / WC_Meta_Box_Product_Data.
	if ( ! isset( $_POST['tourfront_child_price'][ $loop ] ) ) {
		return;
	}
	// phpcs:ignore WordPress.Security.NonceVerification.Missing -- the same request as above, nonce verified by WooCommerce.
	$price = wc_format_decimal( sanitize_text_field( wp_unslash( $_POST['tourfront_child_price'][ $loop ] ) ) );
	update_post_meta( $variation_id, '_tourfront_child_price', '' === $price ? '' : $price );
}
add_action( 'woocommerce_save_product_variation', 'tourfront_booking_save_child_price', 10, 2 );
