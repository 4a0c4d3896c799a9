<?php
/**
 * The theme's Customizer options (Appearance → Customize → Tourfront).
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/**
 * A value among a select's choices, else the fallback.
 *
 * @param mixed                 $value    Raw value.
 * @param array<string, string> $choices  Label by value.
 * @param string                $fallback Value when the raw one is not a choice.
 * @return string
 */
function tourfront_sanitize_choice( $value, $choices, $fallback ) {
	return is_string( $value ) && array_key_exists( $value, $choices ) ? $value : $fallback;
}

/**
 * The sticky header's modes (value => label).
 *
 * @return array<string, string>
 */
function tourfront_sticky_header_modes() {
	return array(
		'off'            => __( 'Off', 'tourfront' ),
		'sticky'         => __( 'Always sticky', 'tourfront' ),
		'hide-on-scroll' => __( 'Hide while scrolling down', 'tourfront' ),
	);
}

/**
 * Sanitizes a sticky header mode.
 *
 * @param mixed $value Raw value.
 * @return string
 */
function tourfront_sanitize_sticky_header( $value ) {
	return tourfront_sanitize_choice( $value, tourfront_sticky_header_modes(), 'sticky' );
}

/**
 * The customer chat's providers (value => label).
 *
 * @return array<string, string>
 */
function tourfront_chat_providers() {
	return array(
		''          => __( 'None', 'tourfront' ),
		'messenger' => __( 'Facebook Messenger', 'tourfront' ),
		'zalo'      => __( 'Zalo Official Account', 'tourfront' ),
	);
}

/**
 * Sanitizes a chat provider.
 *
 * @param mixed $value Raw value.
 * @return string
 */
function tourfront_sanitize_chat_provider( $value ) {
	return tourfront_sanitize_choice( $value, tourfront_chat_providers(), '' );
}

/**
 * Sanitizes a chat id (Messenger page id or Zalo OA id: digits).
 *
 * @param mixed $value Raw value.
 * @return string
 */
function tourfront_sanitize_chat_id( $value ) {
	return is_scalar( $value ) ? preg_replace( '/[^0-9]/', '', (string) $value ) : '';
}

/**
 * Sanitizes a checkbox.
 *
 * @param mixed $value Raw value.
 * @return bool
 */
function tourfront_sanitize_checkbox( $value ) {
	return (bool) $value;
}

/**
 * Sanitizes a password strength (0–4).
 *
 * @param mixed $value Raw value.
 * @return int
 */
function tourfront_sanitize_password_strength( $value ) {
	return is_numeric( $value ) ? max( 0, min( 4, (int) $value ) ) : 3;
}

/**
 * Sanitizes a phone number as the site owner writes it ("1900 1234", "+84 28 3822 1234"): digits,
 * spaces, dots, dashes, brackets and a leading plus.
 *
 * @param mixed $value Raw value.
 * @return string
 */
function tourfront_sanitize_phone( $value ) {
	if ( ! is_scalar( $value ) ) {
		return '';
	}
	$phone = trim( preg_replace( '/\s+/', ' ', preg_replace( '/[^0-9+ .()\-]/', '', (string) $value ) ) );
	$plus  = 0 === strpos( $phone, '+' ) ? '+' : '';
	$phone = $plus . str_replace( '+', '', $phone );
	return preg_match( '/[0-9]/', $phone ) ? $phone : '';
}

/**
 * Sanitizes the address of the store's notification page on online.gov.vn (the Ministry of Industry and
 * Trade's register): any other address is dropped, so the badge never links elsewhere.
 *
 * @param mixed $value Raw value.
 * @return string
 */
function tourfront_sanitize_moit_url( $value ) {
	if ( ! is_string( $value ) || '' === trim( $value ) ) {
		return '';
	}
	$url  = esc_url_raw( trim( $value ), array( 'http', 'https' ) );
	$host = strtolower( (string) wp_parse_url( $url, PHP_URL_HOST ) );
	return 'online.gov.vn' === $host || '.online.gov.vn' === substr( $host, -14 ) ? $url : '';
}

/**
 * Adds a setting (theme mod `tourfront_<key>`, with its default and sanitizer) and its control in the
 * Tourfront section for each `key => array( type, label, sanitizer, choices? )`.
 *
 * @param WP_Customize_Manager $wp_customize Customizer.
 * @param array<string, array> $controls     Controls.
 * @param array<string, mixed> $defaults     Defaults by key.
 * @return void
 */
function tourfront_customize_add_controls( $wp_customize, $controls, $defaults ) {
	foreach ( $controls as $key => $control ) {
		$wp_customize->add_setting(
			'tourfront_' . $key,
			array(
				'default'           => $defaults[ $key ],
				'sanitize_callback' => $control[2],
			)
		);
		$args = array(
			'label'   => $control[1],
			'section' => 'tourfront',
			'type'    => $control[0],
		);
		if ( isset( $control[3] ) ) {
			$args['choices'] = $control[3];
		}
		if ( 'dropdown-pages' === $control[0] ) {
			// The site owner can create the page from the control.
			$args['allow_addition'] = true;
		}
		$wp_customize->add_control( 'tourfront_' . $key, $args );
	}
}

/**
 * Registers the trust elements' controls (trust.php) in the Tourfront section.
 *
 * @param WP_Customize_Manager $wp_customize Customizer.
 * @return void
 */
function tourfront_customize_register_trust( $wp_customize ) {
	$defaults = tourfront_trust_option_defaults();
	$controls = array(
		'hotline'                  => array( 'text', __( 'Hotline (in the header, as a call link)', 'tourfront' ), 'tourfront_sanitize_phone' ),
		'zalo_number'              => array( 'text', __( 'Zalo phone number or Official Account id (chat link in the header)', 'tourfront' ), 'tourfront_sanitize_chat_id' ),
		'business_registration'    => array( 'text', __( 'Business registration line (footer)', 'tourfront' ), 'sanitize_text_field' ),
		'tour_operator_license'    => array( 'text', __( 'Tour operator license (footer)', 'tourfront' ), 'sanitize_text_field' ),
		'moit_notification_url'    => array( 'url', __( 'Notification page on online.gov.vn (Ministry of Industry and Trade badge in the footer)', 'tourfront' ), 'tourfront_sanitize_moit_url' ),
		'cancellation_policy_page' => array( 'dropdown-pages', __( 'Cancellation policy page (linked from tours, the checkout and the footer)', 'tourfront' ), 'absint' ),
	);
	tourfront_customize_add_controls( $wp_customize, $controls, $defaults );
}
add_action( 'customize_register', 'tourfront_customize_register_trust', 11 );

/**
 * Registers the section and its controls.
 *
 * @param WP_Customize_Manager $wp_customize Customizer.
 * @return void
 */
function tourfront_customize_register( $wp_customize ) {
	$wp_customize->add_section(
		'tourfront',
		array(
			'title'    => __( 'Tourfront', 'tourfront' ),
			'priority' => 45,
		)
	);
	$defaults = tourfront_option_defaults();
	$controls = array(
		'search_result_latency' => array( 'number', __( 'Live search delay (ms)', 'tourfront' ), 'absint' ),
		'search_client_index'   => array( 'checkbox', __( 'Instant suggestions from the catalogue while the server answers', 'tourfront' ), 'tourfront_sanitize_checkbox' ),
		'mini_cart_reveal'      => array( 'checkbox', __( 'Open the mini-cart after an add to cart', 'tourfront' ), 'tourfront_sanitize_checkbox' ),
		'min_password_strength' => array(
			'select',
			__( 'Minimum password strength', 'tourfront' ),
			'tourfront_sanitize_password_strength',
			array(
				0 => __( 'Anything', 'tourfront' ),
				1 => __( 'Weak', 'tourfront' ),
				2 => __( 'Weak (score 2)', 'tourfront' ),
				3 => __( 'Medium', 'tourfront' ),
				4 => __( 'Strong', 'tourfront' ),
			),
		),
		'stop_checkout'         => array( 'checkbox', __( 'Also require it for the account password on checkout', 'tourfront' ), 'tourfront_sanitize_checkbox' ),
		'password_error_text'   => array( 'text', __( 'Weak password message', 'tourfront' ), 'sanitize_text_field' ),
		'password_hint_text'    => array( 'textarea', __( 'Password hint', 'tourfront' ), 'sanitize_textarea_field' ),
		'sticky_header'         => array( 'select', __( 'Sticky header', 'tourfront' ), 'tourfront_sanitize_sticky_header', tourfront_sticky_header_modes() ),
		'chat_provider'         => array( 'select', __( 'Customer chat', 'tourfront' ), 'tourfront_sanitize_chat_provider', tourfront_chat_providers() ),
		'chat_id'               => array( 'text', __( 'Messenger page id or Zalo OA id', 'tourfront' ), 'tourfront_sanitize_chat_id' ),
		'toc_scroll_offset'     => array( 'number', __( 'Table of contents scroll offset (px)', 'tourfront' ), 'absint' ),
		'copyright_badge_id'    => array( 'text', __( 'Copyright protection badge id', 'tourfront' ), 'sanitize_text_field' ),
	);
	tourfront_customize_add_controls( $wp_customize, $controls, $defaults );
}
add_action( 'customize_register', 'tourfront_customize_register' );
