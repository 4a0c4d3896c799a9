<?php
/**
 * Account forms: the password-strength settings WooCommerce and storefront/password-strength share.
 *
 * The meter itself runs in storefront/password-strength on `form.register`, `form.edit-account`,
 * `form.lost_reset_password` and the checkout; the minimum comes from the Customizer.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's own minimum follows the theme's option, so both meters agree.
 *
 * @return int
 */
function tourfront_min_password_strength() {
	return tourfront_sanitize_password_strength( tourfront_get_option( 'min_password_strength' ) );
}
add_filter( 'woocommerce_min_password_strength', 'tourfront_min_password_strength' );

if ( ! function_exists( 'tourfront_password_hint' ) ) {
	/**
	 * Prints the Customizer's password hint in the account forms, for assistive technology (nothing when empty).
	 *
	 * @return void
	 */
	function tourfront_password_hint() {
		$hint = (string) tourfront_get_option( 'password_hint_text' );
		if ( '' !== $hint ) {
			echo '<p class="tourfront-password-hint description">' . esc_html( $hint ) . '</p>';
		}
	}
}
add_action( 'woocommerce_edit_account_form', 'tourfront_password_hint', 5 );
add_action( 'woocommerce_resetpassword_form', 'tourfront_password_hint', 5 );

/**
 * The registration form shows the hint only when shoppers choose their password.
 *
 * @return void
 */
function tourfront_register_password_hint() {
	if ( 'no' === get_option( 'woocommerce_registration_generate_password', 'yes' ) ) {
		tourfront_password_hint();
	}
}
add_action( 'woocommerce_register_form', 'tourfront_register_password_hint', 5 );
