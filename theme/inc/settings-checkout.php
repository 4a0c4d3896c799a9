<?php
/**
 * The cart and checkout groups of the settings (address fields, countries, shipping, payment).
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/**
 * Position of each address field in the forms (WooCommerce's block checkout order).
 *
 * @return array<string, int>
 */
function tourfront_address_field_index() {
	return array(
		'email'      => 0,
		'country'    => 1,
		'first_name' => 10,
		'last_name'  => 20,
		'company'    => 30,
		'address_1'  => 40,
		'address_2'  => 50,
		'city'       => 70,
		'state'      => 80,
		'postcode'   => 90,
		'phone'      => 100,
	);
}

/**
 * One field configuration in the shape of `AddressFieldConfig`.
 *
 * @param string $key   Field key.
 * @param array  $field WooCommerce field (label, required, hidden, autocomplete, …).
 * @return array<string, mixed>
 */
function tourfront_address_field_config( $key, $field ) {
	$index = tourfront_address_field_index();
	$label = isset( $field['label'] ) ? wp_strip_all_tags( (string) $field['label'] ) : '';
	$out   = array(
		'label'         => $label,
		/* translators: %s: field label, e.g. "Company". */
		'optionalLabel' => sprintf( __( '%s (optional)', 'tourfront' ), $label ),
		'required'      => ! empty( $field['required'] ),
		'hidden'        => ! empty( $field['hidden'] ),
		'index'         => isset( $index[ $key ] ) ? $index[ $key ] : ( isset( $field['priority'] ) ? (int) $field['priority'] : 200 ),
	);
	if ( ! empty( $field['autocomplete'] ) ) {
		$out['autocomplete'] = (string) $field['autocomplete'];
	}
	if ( ! in_array( $key, array( 'email', 'country', 'state', 'postcode', 'phone' ), true ) ) {
		$out['autocapitalize'] = 'sentences';
	}
	return $out;
}

/**
 * The default address fields.
 *
 * @return array<string, array<string, mixed>>
 */
function tourfront_default_fields() {
	$fields                        = WC()->countries->get_default_address_fields();
	$fields                        = array_merge(
		array(
			'email' => array(
				'label'        => __( 'Email address', 'tourfront' ),
				'required'     => true,
				'autocomplete' => 'email',
			),
		),
		$fields,
		array(
			'phone' => array(
				'label'        => __( 'Phone', 'tourfront' ),
				'required'     => 'required' === get_option( 'woocommerce_checkout_phone_field', 'required' ),
				'hidden'       => 'hidden' === get_option( 'woocommerce_checkout_phone_field', 'required' ),
				'autocomplete' => 'tel',
			),
		)
	);
	$fields['company']['hidden']   = 'hidden' === get_option( 'woocommerce_checkout_company_field', 'optional' );
	$fields['company']['required'] = 'required' === get_option( 'woocommerce_checkout_company_field', 'optional' );
	$fields['address_2']['hidden'] = 'hidden' === get_option( 'woocommerce_checkout_address_2_field', 'optional' );
	$out                           = array();
	foreach ( array_keys( tourfront_address_field_index() ) as $key ) {
		$out[ $key ] = tourfront_address_field_config( $key, isset( $fields[ $key ] ) ? $fields[ $key ] : array() );
	}
	$out['email']['autocapitalize'] = 'none';
	$out['email']['type']           = 'email';
	$out['phone']['type']           = 'tel';
	return $out;
}

/**
 * Per-country data: allowed for billing/shipping, states, locale overrides and (checkout) the format.
 *
 * @param bool $with_format Include the address format.
 * @return array<string, array<string, mixed>>
 */
function tourfront_country_data( $with_format ) {
	$countries = WC()->countries;
	$billing   = $countries->get_allowed_countries();
	$shipping  = $countries->get_shipping_countries();
	$locales   = $countries->get_country_locale();
	$formats   = $with_format ? $countries->get_address_formats() : array();
	$out       = array();
	foreach ( array_keys( array_merge( $billing, $shipping ) ) as $code ) {
		$states = $countries->get_states( $code );
		$locale = array();
		foreach ( isset( $locales[ $code ] ) ? $locales[ $code ] : array() as $key => $field ) {
			$locale[ $key ] = array_intersect_key( $field, array_flip( array( 'label', 'required', 'hidden', 'priority' ) ) );
			if ( isset( $locale[ $key ]['priority'] ) ) {
				$locale[ $key ]['index'] = (int) $locale[ $key ]['priority'];
				unset( $locale[ $key ]['priority'] );
			}
		}
		$out[ $code ] = array(
			'allowBilling'  => isset( $billing[ $code ] ),
			'allowShipping' => isset( $shipping[ $code ] ),
			'states'        => is_array( $states ) && $states ? $states : array(),
			'locale'        => (object) $locale,
		);
		if ( $with_format ) {
			$out[ $code ]['format'] = isset( $formats[ $code ] ) ? $formats[ $code ] : ( isset( $formats['default'] ) ? $formats['default'] : '' );
		}
	}
	return $out;
}

/**
 * The shopper's addresses for `checkoutData`.
 *
 * @return array<string, mixed>
 */
function tourfront_checkout_data() {
	$customer = WC()->customer;
	$keys     = array( 'first_name', 'last_name', 'company', 'address_1', 'address_2', 'city', 'state', 'postcode', 'country', 'phone' );
	$billing  = array();
	$shipping = array();
	foreach ( $keys as $key ) {
		$billing[ $key ]  = $customer ? (string) call_user_func( array( $customer, 'get_billing_' . $key ) ) : '';
		$shipping[ $key ] = $customer ? (string) call_user_func( array( $customer, 'get_shipping_' . $key ) ) : '';
	}
	$billing['email'] = $customer ? (string) $customer->get_billing_email() : '';
	return array(
		'order_id'         => 0,
		'customer_id'      => get_current_user_id(),
		'billing_address'  => $billing,
		'shipping_address' => $shipping,
		'customer_note'    => '',
		'payment_method'   => WC()->session ? (string) WC()->session->get( 'chosen_payment_method', '' ) : '',
	);
}

/**
 * Payment settings: available gateways, saved methods, order.
 *
 * @return array<string, mixed>
 */
function tourfront_payment_settings() {
	$available = WC()->payment_gateways() ? WC()->payment_gateways()->get_available_payment_gateways() : array();
	$data      = array();
	$global    = array();
	$blocks    = tourfront_blocks_payment_method_names();
	foreach ( $available as $id => $gateway ) {
		$data[ $id ] = array(
			'title'       => wp_strip_all_tags( $gateway->get_title() ),
			'description' => wp_kses_post( (string) $gateway->get_description() ),
			'supports'    => array_values( (array) $gateway->supports ),
		) + tourfront_classic_gateway_data( $gateway, $blocks );
		$global[]    = array(
			'id'    => (string) $id,
			'title' => wp_strip_all_tags( $gateway->get_title() ),
		);
	}
	return array(
		'paymentMethodData'      => (object) $data,
		'customerPaymentMethods' => (object) tourfront_customer_payment_methods(),
		'globalPaymentMethods'   => $global,
		'paymentMethodSortOrder' => array_map( 'strval', array_keys( $available ) ),
	);
}

/**
 * Shipping settings.
 *
 * @return array<string, mixed>
 */
function tourfront_shipping_settings() {
	$pickup  = get_option( 'woocommerce_pickup_location_settings', array() );
	$enabled = wc_shipping_enabled();
	$exist   = false;
	if ( $enabled && class_exists( 'WC_Shipping_Zones' ) ) {
		foreach ( WC_Shipping_Zones::get_zones() as $zone ) {
			$exist = $exist || ! empty( $zone['shipping_methods'] );
		}
	}
	return array(
		'collectableMethodIds' => array_values( (array) apply_filters( 'woocommerce_local_pickup_methods', array( 'local_pickup', 'pickup_location' ) ) ),
		'localPickupEnabled'   => is_array( $pickup ) && isset( $pickup['enabled'] ) && 'yes' === $pickup['enabled'],
		'localPickupText'      => is_array( $pickup ) && ! empty( $pickup['title'] ) ? (string) $pickup['title'] : __( 'Pickup', 'tourfront' ),
		'shippingMethodsExist' => $exist,
		'shippingEnabled'      => $enabled,
	);
}

/**
 * The groups printed on the cart and checkout pages.
 *
 * @param bool $is_checkout True on checkout (adds payment, formats and checkout data).
 * @return array<string, mixed>
 */
function tourfront_checkout_settings( $is_checkout ) {
	$settings = array_merge(
		array(
			'countries'              => WC()->countries->get_countries(),
			'defaultFields'          => tourfront_default_fields(),
			'addressFieldsLocations' => array(
				'address'    => array( 'country', 'first_name', 'last_name', 'company', 'address_1', 'address_2', 'city', 'state', 'postcode', 'phone' ),
				'contact'    => array( 'email' ),
				'order'      => array(),
				'additional' => array(),
			),
			'countryData'            => tourfront_country_data( $is_checkout ),
			'checkoutAllowsGuest'    => 'yes' === get_option( 'woocommerce_enable_guest_checkout', 'yes' ),
			'checkoutAllowsSignup'   => 'yes' === get_option( 'woocommerce_enable_signup_and_login_from_checkout', 'no' ),
			'generatePassword'       => 'yes' === get_option( 'woocommerce_registration_generate_password', 'yes' ),
			'couponsEnabled'         => wc_coupons_enabled(),
		),
		tourfront_shipping_settings()
	);
	if ( $is_checkout ) {
		$settings                 = array_merge( $settings, tourfront_payment_settings() );
		$settings['checkoutData'] = tourfront_checkout_data();
	}
	return $settings;
}
