<?php
/**
 * What tells a traveller the shop is real (Customizer → Tourfront): the hotline and a Zalo chat link in
 * the header; the business registration, the tour operator license, the "notified to the Ministry of
 * Industry and Trade" badge and the cancellation policy in the footer; the cancellation policy next to
 * each tour's booking box. Each element is printed only when its option is filled.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/** The badge image, drawn in the theme: the page never asks online.gov.vn for anything. */
define( 'TOURFRONT_MOIT_BADGE', 'assets/images/moit-notified.svg' );

/**
 * The trust options, sanitized again on the way out (a theme mod may have been written by code).
 *
 * @return array{hotline: string, zalo_url: string, business_registration: string, tour_operator_license: string, moit_notification_url: string}
 */
function tourfront_trust_options() {
	return array(
		'hotline'               => tourfront_sanitize_phone( tourfront_get_option( 'hotline' ) ),
		'zalo_url'              => tourfront_zalo_chat_url( tourfront_get_option( 'zalo_number' ) ),
		'business_registration' => sanitize_text_field( (string) tourfront_get_option( 'business_registration' ) ),
		'tour_operator_license' => sanitize_text_field( (string) tourfront_get_option( 'tour_operator_license' ) ),
		'moit_notification_url' => tourfront_sanitize_moit_url( tourfront_get_option( 'moit_notification_url' ) ),
	);
}

/**
 * The cancellation policy page chosen in the Customizer, when it is a published page (the shape of a
 * `storePages` entry; id 0 and permalink false otherwise).
 *
 * @return array{id: int, title: string, permalink: string|false}
 */
function tourfront_cancellation_policy_page() {
	$id   = absint( tourfront_get_option( 'cancellation_policy_page' ) );
	$page = $id ? get_post( $id ) : null;
	if ( ! $page || 'page' !== $page->post_type || 'publish' !== $page->post_status || '' !== $page->post_password ) {
		return array(
			'id'        => 0,
			'title'     => '',
			'permalink' => false,
		);
	}
	return array(
		'id'        => $id,
		'title'     => wp_specialchars_decode( get_the_title( $page ), ENT_QUOTES ),
		'permalink' => get_permalink( $page ),
	);
}

/**
 * A link to the cancellation policy page in a paragraph of the given class, or '' without a page.
 *
 * @param string $class_name Class of the paragraph.
 * @return string
 */
function tourfront_cancellation_policy_link( $class_name ) {
	$page = tourfront_cancellation_policy_page();
	if ( ! $page['permalink'] ) {
		return '';
	}
	return sprintf(
		'<p class="%1$s"><a href="%2$s">%3$s</a></p>',
		esc_attr( $class_name ),
		esc_url( $page['permalink'] ),
		esc_html( $page['title'] )
	);
}

/**
 * The header's contact links (hotline, Zalo), or '' when neither is set.
 *
 * @return string
 */
function tourfront_header_contact_markup() {
	$options = tourfront_trust_options();
	$links   = array();
	if ( '' !== $options['hotline'] ) {
		$links[] = sprintf(
			'<a class="tourfront-contact__link tourfront-contact__hotline" href="%1$s"><span class="tourfront-contact__label">%2$s</span> <span class="tourfront-contact__value">%3$s</span></a>',
			esc_url( 'tel:' . preg_replace( '/[^0-9+]/', '', $options['hotline'] ) ),
			esc_html__( 'Hotline', 'tourfront' ),
			esc_html( $options['hotline'] )
		);
	}
	if ( '' !== $options['zalo_url'] ) {
		$links[] = sprintf(
			'<a class="tourfront-contact__link tourfront-contact__zalo" href="%1$s" target="_blank" rel="noopener">%2$s<span class="screen-reader-text"> %3$s</span></a>',
			esc_url( $options['zalo_url'] ),
			esc_html__( 'Chat on Zalo', 'tourfront' ),
			esc_html__( '(opens in a new tab)', 'tourfront' )
		);
	}
	if ( ! $links ) {
		return '';
	}
	return '<div class="tourfront-contact">' . implode( '', $links ) . '</div>';
}

/**
 * Prints the contact links in the header's top row, between the site title and the product search.
 *
 * @return void
 */
function tourfront_print_header_contact() {
	echo tourfront_header_contact_markup(); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped when built.
}
add_action( 'storefront_header', 'tourfront_print_header_contact', 35 );

/**
 * The footer's trust block (registration, license, cancellation policy, the Ministry's badge), or ''
 * when none of them is set.
 *
 * @return string
 */
function tourfront_footer_trust_markup() {
	$options = tourfront_trust_options();
	$lines   = '';
	foreach ( array( 'business_registration' => 'registration', 'tour_operator_license' => 'license' ) as $key => $modifier ) {
		if ( '' !== $options[ $key ] ) {
			$lines .= sprintf( '<p class="tourfront-trust__%1$s">%2$s</p>', esc_attr( $modifier ), esc_html( $options[ $key ] ) );
		}
	}
	$lines .= tourfront_cancellation_policy_link( 'tourfront-trust__policy' );
	$badge  = '';
	if ( '' !== $options['moit_notification_url'] ) {
		$badge = sprintf(
			'<a class="tourfront-trust__moit" href="%1$s" target="_blank" rel="noopener"><img src="%2$s" width="150" height="57" alt="%3$s" loading="lazy" decoding="async" /></a>',
			esc_url( $options['moit_notification_url'] ),
			esc_url( tourfront_url( TOURFRONT_MOIT_BADGE ) ),
			esc_attr__( 'Notified to the Ministry of Industry and Trade', 'tourfront' )
		);
	}
	if ( '' === $lines && '' === $badge ) {
		return '';
	}
	return '<div class="tourfront-trust">' . ( '' !== $lines ? '<div class="tourfront-trust__lines">' . $lines . '</div>' : '' ) . $badge . '</div>';
}

/**
 * Prints the trust block between the footer widgets and the site info.
 *
 * @return void
 */
function tourfront_print_footer_trust() {
	echo tourfront_footer_trust_markup(); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped when built.
}
add_action( 'storefront_footer', 'tourfront_print_footer_trust', 15 );

/**
 * Whether a product page links the cancellation policy (filterable per product).
 *
 * @param WC_Product|null $product Product.
 * @return bool
 */
function tourfront_shows_cancellation_policy( $product ) {
	return (bool) apply_filters( 'tourfront_show_cancellation_policy', $product instanceof WC_Product, $product );
}

/**
 * Prints the cancellation policy link in the product summary, right after the booking box.
 *
 * @return void
 */
function tourfront_print_product_cancellation_policy() {
	global $product;
	if ( tourfront_shows_cancellation_policy( $product ) ) {
		echo tourfront_cancellation_policy_link( 'tourfront-policy-link' ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped when built.
	}
}
add_action( 'woocommerce_single_product_summary', 'tourfront_print_product_cancellation_policy', 31 );
