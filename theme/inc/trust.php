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

if ( ! function_exists( 'tourfront_cancellation_policy_template' ) ) {
	/**
	 * Prints a link to the cancellation policy page in a paragraph of the given class (nothing without a page).
	 *
	 * @param string $class_name Class of the paragraph.
	 * @return void
	 */
	function tourfront_cancellation_policy_template( $class_name ) {
		$page = tourfront_cancellation_policy_page();
		if ( $page['permalink'] ) {
			echo '<p class="' . esc_attr( $class_name ) . '"><a href="' . esc_url( $page['permalink'] ) . '">' . esc_html( $page['title'] ) . '</a></p>';
		}
	}
}

if ( ! function_exists( 'tourfront_header_contact_template' ) ) {
	/**
	 * Prints the header's contact links (hotline, Zalo) in the header's top row, between the site title
	 * and the product search; nothing when neither is set.
	 *
	 * @return void
	 */
	function tourfront_header_contact_template() {
		$options = tourfront_trust_options();
		if ( '' === $options['hotline'] && '' === $options['zalo_url'] ) {
			return;
		}
		echo '<div class="tourfront-contact">';
		if ( '' !== $options['hotline'] ) {
			echo '<a class="tourfront-contact__link tourfront-contact__hotline" href="' . esc_url( 'tel:' . preg_replace( '/[^0-9+]/', '', $options['hotline'] ) ) . '">';
			echo '<span class="tourfront-contact__label">' . esc_html__( 'Hotline', 'tourfront' ) . '</span> <span class="tourfront-contact__value">' . esc_html( $options['hotline'] ) . '</span></a>';
		}
		if ( '' !== $options['zalo_url'] ) {
			echo '<a class="tourfront-contact__link tourfront-contact__zalo" href="' . esc_url( $options['zalo_url'] ) . '" target="_blank" rel="noopener">';
			echo esc_html__( 'Chat on Zalo', 'tourfront' ) . '<span class="screen-reader-text"> ' . esc_html__( '(opens in a new tab)', 'tourfront' ) . '</span></a>';
		}
		echo '</div>';
	}
}
add_action( 'storefront_header', 'tourfront_header_contact_template', 35 );

if ( ! function_exists( 'tourfront_footer_trust_template' ) ) {
	/**
	 * Prints the footer's trust block (registration, license, cancellation policy, the Ministry's badge)
	 * between the footer widgets and the site info; nothing when none of them is set.
	 *
	 * @return void
	 */
	function tourfront_footer_trust_template() {
		$options = tourfront_trust_options();
		$lines   = array_filter(
			array(
				'registration' => $options['business_registration'],
				'license'      => $options['tour_operator_license'],
			),
			'strlen'
		);
		$policy  = (bool) tourfront_cancellation_policy_page()['permalink'];
		$badge   = $options['moit_notification_url'];
		if ( ! $lines && ! $policy && '' === $badge ) {
			return;
		}
		echo '<div class="tourfront-trust">';
		if ( $lines || $policy ) {
			echo '<div class="tourfront-trust__lines">';
			foreach ( $lines as $modifier => $line ) {
				echo '<p class="tourfront-trust__' . esc_attr( $modifier ) . '">' . esc_html( $line ) . '</p>';
			}
			tourfront_cancellation_policy_template( 'tourfront-trust__policy' );
			echo '</div>';
		}
		if ( '' !== $badge ) {
			echo '<a class="tourfront-trust__moit" href="' . esc_url( $badge ) . '" target="_blank" rel="noopener">';
			echo '<img src="' . esc_url( tourfront_url( TOURFRONT_MOIT_BADGE ) ) . '" width="150" height="57" alt="' . esc_attr__( 'Notified to the Ministry of Industry and Trade', 'tourfront' ) . '" loading="lazy" decoding="async" /></a>';
		}
		echo '</div>';
	}
}
add_action( 'storefront_footer', 'tourfront_footer_trust_template', 15 );

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
		tourfront_cancellation_policy_template( 'tourfront-policy-link' );
	}
}
add_action( 'woocommerce_single_product_summary', 'tourfront_print_product_cancellation_policy', 31 );
