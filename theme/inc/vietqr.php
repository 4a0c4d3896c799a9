<?php
/**
 * VietQR for bank transfer (BACS) orders: on order received and My account → View order, each of the
 * store's bank accounts with the amount and the transfer content as text, and the data
 * storefront/vietqr needs to draw the VietQR code (NAPAS 247, transfer to account) next to it.
 *
 * The bank is identified by its NAPAS BIN, which the site owner types in the BACS account's "sort code"
 * column: for Vietnam WooCommerce's `woocommerce_get_bacs_locale` gives that column the BIN's name.
 * The payload itself is built in one place, storefront/vietqr/payload.ts; this file prints its inputs.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/**
 * Whether the store can take VietQR transfers: its base country is Vietnam.
 *
 * @return bool
 */
function tourfront_vietqr_store_is_vietnamese() {
	return function_exists( 'WC' ) && WC()->countries && 'VN' === WC()->countries->get_base_country();
}

/**
 * Whether a value is a NAPAS BIN (six digits).
 *
 * @param mixed $bin Value.
 * @return bool
 */
function tourfront_vietqr_is_bin( $bin ) {
	return is_string( $bin ) && 1 === preg_match( '/^\d{6}$/', $bin );
}

/**
 * For Vietnam the BACS "sort code" is the bank's NAPAS BIN: WooCommerce labels the column and the
 * order-received line with this name.
 *
 * @param array $locale Labels per country.
 * @return array
 */
function tourfront_vietqr_bacs_locale( $locale ) {
	$locale       = is_array( $locale ) ? $locale : array();
	$locale['VN'] = array(
		'sortcode' => array(
			'label' => __( 'Bank BIN (NAPAS)', 'tourfront' ),
		),
	);
	return $locale;
}
add_filter( 'woocommerce_get_bacs_locale', 'tourfront_vietqr_bacs_locale' );

/**
 * WooCommerce 11's React BACS settings hide the sort code for Vietnamese accounts; its classic table
 * shows the column under the BIN's name, so a Vietnamese store keeps the classic table.
 *
 * @param mixed $sections Settings sections rendered with React.
 * @return mixed
 */
function tourfront_vietqr_classic_bacs_settings( $sections ) {
	if ( ! is_array( $sections ) || ! tourfront_vietqr_store_is_vietnamese() ) {
		return $sections;
	}
	return array_values( array_diff( $sections, array( 'bacs' ) ) );
}
add_filter( 'experimental_woocommerce_admin_payment_reactify_render_sections', 'tourfront_vietqr_classic_bacs_settings' );

/** The transfer reference prefix until the shop sets its own. */
const TOURFRONT_TRANSFER_PREFIX = 'DH';

/**
 * A transfer reference prefix as banks take it: ASCII letters and digits, upper case, at most 10.
 *
 * @param mixed $prefix As typed.
 * @return string
 */
function tourfront_sanitize_transfer_prefix( $prefix ) {
	return substr( strtoupper( (string) preg_replace( '/[^A-Za-z0-9]/', '', is_scalar( $prefix ) ? (string) $prefix : '' ) ), 0, 10 );
}

/**
 * The transfer content a bank-transfer order asks for: the shop's prefix (WooCommerce → Settings →
 * Payments → Direct bank transfer; "DH" by default) and the order number, e.g. "DH62". The same text in
 * the QR code, on order received and My account, and in the emails.
 *
 * @param WC_Order $order Order.
 * @return string
 */
function tourfront_transfer_content( $order ) {
	$settings = get_option( 'woocommerce_bacs_settings', array() );
	$prefix   = is_array( $settings ) && isset( $settings['tourfront_transfer_prefix'] ) ? $settings['tourfront_transfer_prefix'] : TOURFRONT_TRANSFER_PREFIX;
	/**
	 * The transfer content of a bank-transfer order.
	 *
	 * @param string   $content Prefix and order number.
	 * @param WC_Order $order   The order.
	 */
	return (string) apply_filters( 'tourfront_vietqr_transfer_content', tourfront_sanitize_transfer_prefix( $prefix ) . $order->get_order_number(), $order );
}

/**
 * Whether a bank-transfer order still waits for its transfer (`tourfront_vietqr_order_statuses`): the page's
 * block and the email show the transfer only then.
 *
 * @param WC_Order $order Order.
 * @return bool
 */
function tourfront_vietqr_awaits_transfer( $order ) {
	return 'bacs' === $order->get_payment_method() && $order->has_status( (array) apply_filters( 'tourfront_vietqr_order_statuses', array( 'on-hold', 'pending' ), $order ) );
}

add_action( 'woocommerce_email_before_order_table', 'tourfront_transfer_content_email', 11, 3 );
/**
 * The bank-transfer emails (after WooCommerce's bank details): the transfer content to write, the same
 * as on the page and in the QR code, while the order waits for its transfer.
 *
 * @param WC_Order $order         Order.
 * @param bool     $sent_to_admin Whether the email goes to the shop.
 * @param bool     $plain_text    Plain-text email.
 * @return void
 */
function tourfront_transfer_content_email( $order, $sent_to_admin = false, $plain_text = false ) {
	if ( $sent_to_admin || ! $order instanceof WC_Order || ! tourfront_vietqr_awaits_transfer( $order ) ) {
		return;
	}
	$content = tourfront_transfer_content( $order );
	if ( $plain_text ) {
		echo esc_html( __( 'Transfer content', 'tourfront' ) . ': ' . $content ) . "\n\n";
		return;
	}
	echo '<p class="tourfront-transfer-content">' . esc_html__( 'Transfer content', 'tourfront' ) . ': <strong>' . esc_html( $content ) . '</strong></p>';
}

/**
 * Tells the site owner, under the accounts table, what the BIN column is for.
 *
 * @param array $fields The BACS gateway's settings fields.
 * @return array
 */
function tourfront_vietqr_bacs_settings_help( $fields ) {
	if ( ! is_array( $fields ) || ! tourfront_vietqr_store_is_vietnamese() ) {
		return $fields;
	}
	$fields['tourfront_vietqr']          = array(
		'title'       => __( 'VietQR', 'tourfront' ),
		'type'        => 'title',
		'description' => __( 'Type each bank\'s six-digit NAPAS BIN in the "Bank BIN (NAPAS)" column (for example 970436 Vietcombank, 970418 BIDV, 970415 VietinBank, 970405 Agribank): order received and My account then show a VietQR code with the account, the amount and the order number.', 'tourfront' ),
	);
	$fields['tourfront_transfer_prefix'] = array(
		'title'             => __( 'Transfer reference prefix', 'tourfront' ),
		'type'              => 'text',
		'default'           => TOURFRONT_TRANSFER_PREFIX,
		'description'       => __( 'Put before the order number in the transfer content the shopper is asked to write (the page, the QR code and the email): "DH" makes order 62\'s "DH62". Letters and digits only, up to 10.', 'tourfront' ),
		'desc_tip'          => false,
		'sanitize_callback' => 'tourfront_sanitize_transfer_prefix',
	);
	return $fields;
}
add_filter( 'woocommerce_settings_api_form_fields_bacs', 'tourfront_vietqr_bacs_settings_help' );

/**
 * Saving the accounts of a Vietnamese store: BINs lose the spaces people type, and a BIN that is not
 * six digits is reported (kept as typed, so the owner sees what to fix; no QR is shown for it).
 *
 * @param mixed $accounts The accounts about to be saved.
 * @return mixed
 */
function tourfront_vietqr_check_bins( $accounts ) {
	if ( ! is_array( $accounts ) || ! tourfront_vietqr_store_is_vietnamese() ) {
		return $accounts;
	}
	foreach ( $accounts as $index => $account ) {
		if ( ! is_array( $account ) || empty( $account['sort_code'] ) ) {
			continue;
		}
		$bin = preg_replace( '/\s+/', '', (string) $account['sort_code'] );

		$accounts[ $index ]['sort_code'] = $bin;
		if ( ! tourfront_vietqr_is_bin( $bin ) && class_exists( 'WC_Admin_Settings' ) ) {
			WC_Admin_Settings::add_error(
				sprintf(
					/* translators: 1: the BIN as typed, 2: the account number. */
					__( 'The bank BIN "%1$s" of account %2$s is not a six-digit NAPAS BIN: no VietQR code is shown for this account until it is corrected.', 'tourfront' ),
					$bin,
					isset( $account['account_number'] ) ? (string) $account['account_number'] : ''
				)
			);
		}
	}
	return $accounts;
}
add_filter( 'pre_update_option_woocommerce_bacs_accounts', 'tourfront_vietqr_check_bins' );

/**
 * The store's bank accounts for an order (WooCommerce's `woocommerce_bacs_accounts` filter applies, as
 * on its own order-received page), each with an account number.
 *
 * @param WC_Order $order Order.
 * @return array<int, array{account_name: string, account_number: string, bank_name: string, bin: string}>
 */
function tourfront_vietqr_accounts( $order ) {
	$accounts = apply_filters( 'woocommerce_bacs_accounts', get_option( 'woocommerce_bacs_accounts', array() ), $order->get_id() );
	$out      = array();
	foreach ( is_array( $accounts ) ? $accounts : array() as $account ) {
		$account = (array) $account;
		$number  = isset( $account['account_number'] ) ? trim( (string) $account['account_number'] ) : '';
		if ( '' === $number ) {
			continue;
		}
		$out[] = array(
			'account_name'   => isset( $account['account_name'] ) ? wp_unslash( (string) $account['account_name'] ) : '',
			'account_number' => $number,
			'bank_name'      => isset( $account['bank_name'] ) ? wp_unslash( (string) $account['bank_name'] ) : '',
			'bin'            => isset( $account['sort_code'] ) ? preg_replace( '/\s+/', '', (string) $account['sort_code'] ) : '',
		);
	}
	return $out;
}

/**
 * The order's amount in whole đồng, or 0 when the order is not in đồng (VietQR carries only VND).
 *
 * @param WC_Order $order Order.
 * @return int
 */
function tourfront_vietqr_amount( $order ) {
	return 'VND' === $order->get_currency() ? max( 0, (int) round( (float) $order->get_total() ) ) : 0;
}

/**
 * What the bank-transfer block of an order shows: per account, its details id, the QR data (null when the
 * account gets no code) and its detail rows; an empty list when the order does not await a bank transfer.
 * Each row is `array( field, label, value, copy value, copy label, is price )`: a price value is
 * WooCommerce's price HTML, any other is text.
 *
 * @param WC_Order $order        Order.
 * @param bool     $only_with_qr Nothing unless an account gets a QR code (order received, where
 *                               WooCommerce already lists the accounts).
 * @return array<int, array{details_id: string, data: array|null, rows: array}>
 */
function tourfront_vietqr_view( $order, $only_with_qr = false ) {
	if ( ! tourfront_vietqr_awaits_transfer( $order ) ) {
		return array();
	}
	$accounts = tourfront_vietqr_accounts( $order );
	$amount   = tourfront_vietqr_amount( $order );
	$content  = tourfront_transfer_content( $order );
	$with_qr  = tourfront_vietqr_store_is_vietnamese() && $amount > 0;
	$has_qr   = $with_qr && array_filter( wp_list_pluck( $accounts, 'bin' ), 'tourfront_vietqr_is_bin' );
	if ( $only_with_qr && ! $has_qr ) {
		return array();
	}
	$price = wc_price( $order->get_total(), array( 'currency' => $order->get_currency() ) );
	$view  = array();
	foreach ( $accounts as $index => $account ) {
		$rows   = array(
			array( 'bank', __( 'Bank', 'tourfront' ), $account['bank_name'], '', '', false ),
			array( 'holder', __( 'Account holder', 'tourfront' ), $account['account_name'], '', '', false ),
			array( 'account', __( 'Account number', 'tourfront' ), $account['account_number'], $account['account_number'], __( 'Copy the account number', 'tourfront' ), false ),
			array( 'amount', __( 'Amount', 'tourfront' ), $price, $amount ? (string) $amount : '', __( 'Copy the amount', 'tourfront' ), true ),
			array( 'content', __( 'Transfer content', 'tourfront' ), $content, $content, __( 'Copy the transfer content', 'tourfront' ), false ),
		);
		$view[] = array(
			'details_id' => 'tourfront-vietqr-details-' . ( $index + 1 ),
			'data'       => $with_qr && tourfront_vietqr_is_bin( $account['bin'] ) ? array(
				'bin'     => $account['bin'],
				'account' => $account['account_number'],
				'amount'  => $amount,
				'content' => $content,
			) : null,
			'rows'       => array_filter( $rows, 'tourfront_vietqr_row_has_value' ),
		);
	}
	return $view;
}

/**
 * Whether a detail row has something to show.
 *
 * @param array $row Row of tourfront_vietqr_view().
 * @return bool
 */
function tourfront_vietqr_row_has_value( $row ) {
	return '' !== trim( wp_strip_all_tags( (string) $row[2] ) );
}

if ( ! function_exists( 'tourfront_vietqr_template' ) ) {
	/**
	 * Prints the bank-transfer block of an order (nothing when the order does not await a bank transfer):
	 * per account its details, each with a copy button that stays hidden until storefront/vietqr can copy,
	 * and the figure storefront/vietqr draws the VietQR code in.
	 *
	 * @param WC_Order $order        Order.
	 * @param bool     $only_with_qr Print nothing unless an account gets a QR code.
	 * @return void
	 */
	function tourfront_vietqr_template( $order, $only_with_qr = false ) {
		$view = tourfront_vietqr_view( $order, $only_with_qr );
		if ( ! $view ) {
			return;
		}
		echo '<section class="tourfront-vietqr" aria-labelledby="tourfront-vietqr-heading"><h2 class="tourfront-vietqr__heading" id="tourfront-vietqr-heading">' . esc_html__( 'Pay by bank transfer', 'tourfront' ) . '</h2>';
		foreach ( $view as $account ) {
			echo '<div class="tourfront-vietqr__account"';
			if ( $account['data'] ) {
				echo ' data-tourfront-vietqr="' . esc_attr( (string) wp_json_encode( $account['data'] ) ) . '">';
				echo '<figure class="tourfront-vietqr__figure" hidden><div class="tourfront-vietqr__code" role="img" aria-label="' . esc_attr__( 'VietQR code of this transfer', 'tourfront' ) . '" aria-describedby="' . esc_attr( $account['details_id'] ) . '"></div>';
				echo '<figcaption class="tourfront-vietqr__caption">' . esc_html__( 'Scan with your banking app: the account, the amount and the transfer content are filled in for you.', 'tourfront' ) . '</figcaption></figure>';
			} else {
				echo '>';
			}
			echo '<dl class="tourfront-vietqr__details" id="' . esc_attr( $account['details_id'] ) . '">';
			foreach ( $account['rows'] as list( $field, $label, $value, $copy, $copy_label, $is_price ) ) {
				echo '<div class="tourfront-vietqr__row tourfront-vietqr__row--' . esc_attr( $field ) . '"><dt>' . esc_html( $label ) . '</dt><dd><span class="tourfront-vietqr__value">';
				echo $is_price ? wp_kses( $value, tourfront_price_allowed_html() ) : esc_html( $value );
				echo '</span>';
				if ( '' !== $copy ) {
					echo ' <button type="button" class="tourfront-vietqr__copy" data-tourfront-copy="' . esc_attr( $copy ) . '" aria-label="' . esc_attr( $copy_label ) . '" hidden>' . esc_html__( 'Copy', 'tourfront' ) . '</button>';
				}
				echo '</dd></div>';
			}
			echo '</dl></div>';
		}
		echo '</section>';
	}
}

/**
 * Order received, first thing on the page: the QR codes with the amount, for a shopper who pays on the
 * phone they ordered with. Their block lists every account, so WooCommerce's own bank details further
 * down (its gateway's instructions stay) would only repeat them: WooCommerce reads its accounts through
 * `woocommerce_bacs_accounts`, which answers none for the rest of this page.
 *
 * @param int $order_id Order id.
 * @return void
 */
function tourfront_vietqr_thankyou_first( $order_id ) {
	$order = wc_get_order( $order_id );
	if ( ! $order instanceof WC_Order || ! tourfront_vietqr_view( $order, true ) ) {
		return;
	}
	tourfront_vietqr_template( $order, true );
	add_filter( 'woocommerce_bacs_accounts', '__return_empty_array', 99 );
}
add_action( 'woocommerce_before_thankyou', 'tourfront_vietqr_thankyou_first' );

/**
 * Order received where the template has no `woocommerce_before_thankyou` (an override): the QR codes
 * after WooCommerce's own bank details. Nothing once printed first (no accounts left to show).
 *
 * @param int $order_id Order id.
 * @return void
 */
function tourfront_vietqr_thankyou( $order_id ) {
	$order = wc_get_order( $order_id );
	if ( $order instanceof WC_Order ) {
		tourfront_vietqr_template( $order, true );
	}
}
add_action( 'woocommerce_thankyou_bacs', 'tourfront_vietqr_thankyou', 20 );

/**
 * My account → View order: the accounts (WooCommerce shows none there) and the QR codes, above the details.
 *
 * @param int $order_id Order id.
 * @return void
 */
function tourfront_vietqr_view_order( $order_id ) {
	$order = wc_get_order( $order_id );
	if ( $order instanceof WC_Order ) {
		tourfront_vietqr_template( $order );
	}
}
add_action( 'woocommerce_view_order', 'tourfront_vietqr_view_order', 5 );
