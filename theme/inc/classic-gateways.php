<?php
/**
 * Classic payment gateways (no WooCommerce blocks integration) on the Tourfront checkout: what the checkout
 * needs to offer one — its icon, the HTML of its `payment_fields()` when they are simple form fields, the
 * "you will be redirected" line and its Place order label. The order itself goes through the Store API
 * checkout, which runs a classic gateway's `validate_fields()` and `process_payment()` with the posted
 * `payment_data` as `$_POST`.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/**
 * Gateways whose integration WooCommerce's payment method registry has active (their own scripts render them).
 *
 * @return string[]
 */
function tourfront_blocks_payment_method_names() {
	return array_map( 'strval', array_keys( tourfront_third_party_payment_integrations() ) );
}

/**
 * WooCommerce's own offline gateways: classic gateways the checkout renders from their settings, whose
 * blocks integration is WooCommerce's (never loaded on the Tourfront checkout).
 *
 * @return string[]
 */
function tourfront_builtin_gateway_ids() {
	return array( 'cod', 'bacs', 'cheque' );
}

/**
 * The tags and attributes a classic gateway's fields may keep: plain form controls and their text.
 *
 * @return array<string, array<string, bool>>
 */
function tourfront_classic_fields_allowed_html() {
	$common  = array(
		'id'               => true,
		'class'            => true,
		'title'            => true,
		'aria-label'       => true,
		'aria-describedby' => true,
		'aria-required'    => true,
	);
	$control = array_merge(
		$common,
		array(
			'name'         => true,
			'required'     => true,
			'disabled'     => true,
			'autocomplete' => true,
		)
	);
	return array(
		'fieldset' => $common,
		'legend'   => $common,
		'div'      => $common,
		'p'        => $common,
		'span'     => $common,
		'label'    => array_merge( $common, array( 'for' => true ) ),
		'br'       => array(),
		'strong'   => $common,
		'em'       => $common,
		'abbr'     => $common,
		'small'    => $common,
		'ul'       => $common,
		'li'       => $common,
		'img'      => array_merge(
			$common,
			array(
				'src'    => true,
				'alt'    => true,
				'width'  => true,
				'height' => true,
			)
		),
		'input'    => array_merge(
			$control,
			array(
				'type'        => true,
				'value'       => true,
				'checked'     => true,
				'placeholder' => true,
				'maxlength'   => true,
				'minlength'   => true,
				'pattern'     => true,
				'inputmode'   => true,
				'size'        => true,
			)
		),
		'select'   => $control,
		'option'   => array(
			'value'    => true,
			'selected' => true,
			'disabled' => true,
		),
		'optgroup' => array( 'label' => true ),
		'textarea' => array_merge(
			$control,
			array(
				'rows'        => true,
				'cols'        => true,
				'placeholder' => true,
				'maxlength'   => true,
			)
		),
	);
}

/**
 * The HTML of a gateway's `payment_fields()` when it is made of plain form controls, else ''.
 * Fields that need a script (a `<script>` in the output, or WooCommerce's credit card form that
 * `checkout.js` drives) are not offered here: they cannot work without WooCommerce's classic checkout.
 *
 * @param WC_Payment_Gateway $gateway Gateway.
 * @return string
 */
function tourfront_classic_gateway_fields( $gateway ) {
	if ( ! is_callable( array( $gateway, 'has_fields' ) ) || ! $gateway->has_fields() ) {
		return '';
	}
	ob_start();
	try {
		$gateway->payment_fields();
	} finally {
		$html = (string) ob_get_clean();
	}
	if ( preg_match( '/<script\b|wc-credit-card-form|wc-payment-form/i', $html ) ) {
		return '';
	}
	$html = trim( wp_kses( $html, tourfront_classic_fields_allowed_html() ) );
	return preg_match( '/<(input|select|textarea)\b/i', $html ) ? $html : '';
}

/**
 * Whether the checkout says the shopper will be sent to the gateway's page. True for classic gateways other
 * than WooCommerce's offline ones; a shop turns it off for an offline classic gateway of its own.
 *
 * @param WC_Payment_Gateway $gateway Gateway.
 * @return bool
 */
function tourfront_classic_gateway_redirects( $gateway ) {
	$redirects = ! in_array( (string) $gateway->id, tourfront_builtin_gateway_ids(), true );
	/**
	 * Filters whether the checkout tells the shopper a classic gateway sends them to its own page to pay.
	 *
	 * @param bool               $redirects Default: every classic gateway but cod, bacs and cheque.
	 * @param WC_Payment_Gateway $gateway   The gateway.
	 */
	return (bool) apply_filters( 'tourfront_classic_gateway_redirects', $redirects, $gateway );
}

/**
 * The images of a gateway's `get_icon()` HTML (filtered by `woocommerce_gateway_icon`) as
 * `{ id, src, alt }`, the shape of a payment method's `icons`: rendered as images, never as HTML.
 *
 * @param WC_Payment_Gateway $gateway Gateway.
 * @return array<int, array<string, string>>
 */
function tourfront_gateway_icons( $gateway ) {
	$html  = is_callable( array( $gateway, 'get_icon' ) ) ? (string) $gateway->get_icon() : '';
	$icons = array();
	if ( ! preg_match_all( '/<img\b[^>]*>/i', $html, $tags ) ) {
		return $icons;
	}
	foreach ( $tags[0] as $index => $tag ) {
		$attributes = wp_kses_hair( substr( $tag, 4 ), array( 'http', 'https' ) );
		$raw        = isset( $attributes['src'] ) ? trim( (string) $attributes['src']['value'] ) : '';
		// Only an absolute http(s) address: kses drops a refused scheme and esc_url would then invent http://.
		if ( ! preg_match( '#^https?://#i', $raw ) ) {
			continue;
		}
		$src     = esc_url_raw( $raw );
		$icons[] = array(
			'id'  => $gateway->id . '-' . $index,
			'src' => $src,
			'alt' => isset( $attributes['alt'] ) ? sanitize_text_field( $attributes['alt']['value'] ) : '',
		);
	}
	return $icons;
}

/**
 * What the checkout needs to render a classic gateway, added to its `paymentMethodData` entry. Nothing for a
 * gateway with a blocks integration (its own script registers it), except WooCommerce's offline gateways.
 *
 * @param WC_Payment_Gateway $gateway      Gateway.
 * @param string[]           $blocks_names Gateways with an active blocks integration.
 * @return array<string, mixed>
 */
function tourfront_classic_gateway_data( $gateway, $blocks_names ) {
	$id      = (string) $gateway->id;
	$builtin = in_array( $id, tourfront_builtin_gateway_ids(), true );
	if ( ! $builtin && in_array( $id, $blocks_names, true ) ) {
		return array();
	}
	$title = wp_strip_all_tags( (string) $gateway->get_title() );
	$data  = array(
		'classic' => true,
		'icons'   => tourfront_gateway_icons( $gateway ),
		'fields'  => $builtin ? '' : tourfront_classic_gateway_fields( $gateway ),
	);
	if ( tourfront_classic_gateway_redirects( $gateway ) ) {
		/* translators: %s: payment gateway name, e.g. "VNPay". */
		$data['redirectNotice'] = sprintf( __( 'You will be redirected to %s to pay.', 'tourfront' ), $title );
	}
	if ( ! empty( $gateway->order_button_text ) ) {
		$data['placeOrderButtonLabel'] = wp_strip_all_tags( (string) $gateway->order_button_text );
	}
	return $data;
}
