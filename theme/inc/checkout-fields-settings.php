<?php
/**
 * WooCommerce's additional checkout fields in the checkout's settings, as WooCommerce gives them to its
 * own checkout block: each field's definition (label, type, attributes and its JSON-schema rules
 * `required`, `hidden`, `validation`) in `defaultFields`, its key under `addressFieldsLocations`.
 * Also `additionalFieldsState`: whether each contact/order field is hidden or required for this
 * visitor's cart right now, evaluated by WooCommerce itself, so the checkout renders them right away and
 * needs the JSON-schema validator only once the checkout document changes.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

use Automattic\WooCommerce\Blocks\Domain\Services\CheckoutFields;
use Automattic\WooCommerce\Blocks\Domain\Services\CheckoutFieldsSchema\DocumentObject;
use Automattic\WooCommerce\Blocks\Package;

/** Keys of a registered field the checkout reads (callbacks stay on the server). */
const TOURFRONT_ADDITIONAL_FIELD_KEYS = array( 'label', 'optionalLabel', 'location', 'type', 'required', 'hidden', 'validation', 'attributes', 'options', 'placeholder', 'show_in_order_confirmation' );

/**
 * WooCommerce's checkout fields service, or null (WooCommerce without it).
 *
 * @return CheckoutFields|null
 */
function tourfront_checkout_fields_service() {
	if ( ! class_exists( Package::class ) || ! class_exists( CheckoutFields::class ) ) {
		return null;
	}
	try {
		$service = Package::container()->get( CheckoutFields::class );
	} catch ( Throwable $e ) {
		return null;
	}
	return $service instanceof CheckoutFields ? $service : null;
}

/**
 * A field's definition for the browser: the keys the checkout reads, rules as JSON objects.
 *
 * @param array<string, mixed> $field Registered field.
 * @return array<string, mixed>
 */
function tourfront_additional_field_config( $field ) {
	$config = array_intersect_key( $field, array_flip( TOURFRONT_ADDITIONAL_FIELD_KEYS ) );
	foreach ( array( 'required', 'hidden', 'validation' ) as $rule ) {
		// Empty PHP arrays would print as [] where a JSON schema object (or a boolean) is meant.
		if ( isset( $config[ $rule ] ) && is_array( $config[ $rule ] ) && ! $config[ $rule ] ) {
			$config[ $rule ] = 'validation' === $rule ? new stdClass() : false;
		}
	}
	if ( isset( $config['attributes'] ) && ! $config['attributes'] ) {
		$config['attributes'] = new stdClass();
	}
	return $config;
}

/**
 * Whether each contact and order field is hidden or required for the current cart and customer.
 *
 * @param CheckoutFields $service WooCommerce's checkout fields.
 * @return array<string, array{hidden: bool, required: bool}>
 */
function tourfront_additional_fields_state( $service ) {
	$state = array();
	foreach ( array( 'contact', 'order' ) as $location ) {
		try {
			$document = new DocumentObject();
			$document->set_context( $location );
			foreach ( array_keys( $service->get_fields_for_location( $location ) ) as $key ) {
				$state[ $key ] = array(
					'hidden'   => $service->is_hidden_field( $key, $document ),
					'required' => $service->is_required_field( $key, $document ),
				);
			}
		} catch ( Throwable $e ) {
			// Without a state the checkout evaluates the rules itself.
			continue;
		}
	}
	return $state;
}

add_filter( 'tourfront_settings', 'tourfront_additional_fields_settings' );
/**
 * Adds the additional fields to the checkout page's settings.
 *
 * @param array<string, mixed> $settings The settings.
 * @return array<string, mixed>
 */
function tourfront_additional_fields_settings( $settings ) {
	if ( ! isset( $settings['checkoutData'], $settings['defaultFields'], $settings['addressFieldsLocations'] ) ) {
		return $settings;
	}
	$service = tourfront_checkout_fields_service();
	if ( ! $service ) {
		return $settings;
	}
	$fields = $service->get_additional_fields();
	foreach ( $fields as $key => $field ) {
		$settings['defaultFields'][ $key ] = tourfront_additional_field_config( $field );
	}
	$settings['addressFieldsLocations']['contact'] = array_values( array_unique( array_merge( $settings['addressFieldsLocations']['contact'], $service->get_contact_fields_keys() ) ) );
	$settings['addressFieldsLocations']['order']   = array_values( $service->get_order_fields_keys() );
	$settings['additionalFieldsState']             = (object) tourfront_additional_fields_state( $service );
	$settings['checkoutData']['additional_fields'] = (object) tourfront_saved_additional_fields( $service, $fields );
	return $settings;
}

/**
 * The additional fields WooCommerce keeps for this checkout, as its GET /checkout answers them: the draft
 * order's (a checkout already tried), over the session customer's (what PUT /checkout saved as the shopper
 * typed; the account's, for a customer). Travellers and pickup point come back after a trip to the cart or
 * a reload.
 *
 * @param CheckoutFields       $service WooCommerce's checkout fields service.
 * @param array<string, mixed> $fields  The registered additional fields.
 * @return array<string, string|bool>
 */
function tourfront_saved_additional_fields( $service, $fields ) {
	$customer = WC()->customer;
	$saved    = $customer instanceof WC_Customer ? $service->get_all_fields_from_object( $customer, 'other' ) : array();
	$draft_id = WC()->session ? absint( WC()->session->get( 'store_api_draft_order', 0 ) ) : 0;
	$draft    = $draft_id ? wc_get_order( $draft_id ) : false;
	if ( $draft instanceof WC_Order && $draft->has_status( 'checkout-draft' ) ) {
		$saved = array_merge( $saved, array_filter( $service->get_all_fields_from_object( $draft, 'other' ), 'tourfront_is_saved_value' ) );
	}
	$out = array();
	foreach ( $saved as $key => $value ) {
		if ( ! isset( $fields[ $key ] ) || ! tourfront_is_saved_value( $value ) ) {
			continue;
		}
		$out[ $key ] = isset( $fields[ $key ]['type'] ) && 'checkbox' === $fields[ $key ]['type'] ? (bool) $value : (string) $value;
	}
	return $out;
}

/**
 * Whether a saved field holds a value (WooCommerce answers null for a field never saved).
 *
 * @param mixed $value A saved value.
 * @return bool
 */
function tourfront_is_saved_value( $value ) {
	return null !== $value && '' !== $value;
}

add_action( 'wp_enqueue_scripts', 'tourfront_order_fields_styles_where_needed', 30 );
/**
 * The additional fields' stylesheet (assets/css/66-order-fields.css) only where WooCommerce prints an
 * order's fields: order received and My account > Order.
 *
 * @return void
 */
function tourfront_order_fields_styles_where_needed() {
	$page = function_exists( 'is_wc_endpoint_url' ) && ( is_wc_endpoint_url( 'order-received' ) || is_wc_endpoint_url( 'view-order' ) );
	if ( ! $page ) {
		wp_dequeue_style( 'tourfront-66-order-fields' );
	}
}

add_action( 'woocommerce_store_api_checkout_update_draft', 'tourfront_save_session_now' );
/**
 * Writes the session as soon as PUT /checkout has kept the order's fields on the customer, instead of at
 * the request's shutdown: a page opened meanwhile (the shopper leaving for the cart) read the session
 * before it was written and, saving it again, lost the travellers just typed.
 *
 * @return void
 */
function tourfront_save_session_now() {
	if ( WC()->session instanceof WC_Session_Handler ) {
		WC()->session->save_data();
	}
}
