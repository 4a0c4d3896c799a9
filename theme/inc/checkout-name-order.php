<?php
/**
 * Vietnamese order of names for Vietnamese addresses: "Họ" (last name) before "Tên" (first name),
 * asked in that order and printed "Trần Thị Mai", never "Mai Trần Thị".
 *
 * Done through WooCommerce's own structures, so every place that asks for or prints an address follows:
 * the country locale (field priorities, read by WooCommerce's checkouts and printed in the settings'
 * `countryData.VN.locale`) and the address format (order received, emails, My account, the admin).
 * WooCommerce does the same for Japan.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/** Countries whose names are written family name first. */
const TOURFRONT_FAMILY_NAME_FIRST = array( 'VN' );

add_filter( 'woocommerce_get_country_locale', 'tourfront_family_name_first_locale' );
/**
 * Puts last name before first name (priority 10 and 20, and the classic form's columns to match).
 *
 * @param array<string, array<string, array<string, mixed>>> $locale Locale overrides per country.
 * @return array<string, array<string, array<string, mixed>>>
 */
function tourfront_family_name_first_locale( $locale ) {
	foreach ( TOURFRONT_FAMILY_NAME_FIRST as $country ) {
		$fields = isset( $locale[ $country ] ) && is_array( $locale[ $country ] ) ? $locale[ $country ] : array();
		$last   = isset( $fields['last_name'] ) && is_array( $fields['last_name'] ) ? $fields['last_name'] : array();
		$first  = isset( $fields['first_name'] ) && is_array( $fields['first_name'] ) ? $fields['first_name'] : array();

		$fields['last_name']  = array_merge(
			$last,
			array(
				'priority' => 10,
				'class'    => array( 'form-row-first' ),
			)
		);
		$fields['first_name'] = array_merge(
			$first,
			array(
				'priority' => 20,
				'class'    => array( 'form-row-last' ),
			)
		);
		$locale[ $country ]   = $fields;
	}
	return $locale;
}

add_filter( 'woocommerce_localisation_address_formats', 'tourfront_family_name_first_formats' );
/**
 * Address formats with `{last_name} {first_name}` in place of `{name}` (first name first).
 *
 * @param array<string, string> $formats Address format per country.
 * @return array<string, string>
 */
function tourfront_family_name_first_formats( $formats ) {
	foreach ( TOURFRONT_FAMILY_NAME_FIRST as $country ) {
		$format              = isset( $formats[ $country ] ) ? (string) $formats[ $country ] : "{name}\n{company}\n{address_1}\n{address_2}\n{city} {postcode}\n{country}";
		$formats[ $country ] = str_replace(
			array( '{name_upper}', '{name}' ),
			array( '{last_name_upper} {first_name_upper}', '{last_name} {first_name}' ),
			$format
		);
	}
	return $formats;
}

/**
 * A person's name in the order their country writes it.
 *
 * @param string $first   First (given) name.
 * @param string $last    Last (family) name.
 * @param string $country Country code.
 * @return string
 */
function tourfront_full_name( $first, $last, $country ) {
	$parts = in_array( $country, TOURFRONT_FAMILY_NAME_FIRST, true ) ? array( $last, $first ) : array( $first, $last );
	return trim( implode( ' ', array_filter( array_map( 'trim', $parts ), 'strlen' ) ) );
}

add_filter( 'woocommerce_admin_order_buyer_name', 'tourfront_admin_order_buyer_name', 10, 2 );
/**
 * The buyer's name in the admin's order list, in the order of the billing country.
 *
 * @param string   $buyer Name WooCommerce made (first name first).
 * @param WC_Order $order The order.
 * @return string
 */
function tourfront_admin_order_buyer_name( $buyer, $order ) {
	if ( ! $order instanceof WC_Order || ! in_array( $order->get_billing_country(), TOURFRONT_FAMILY_NAME_FIRST, true ) ) {
		return $buyer;
	}
	$name = tourfront_full_name( $order->get_billing_first_name(), $order->get_billing_last_name(), $order->get_billing_country() );
	return '' !== $name ? $name : $buyer;
}
