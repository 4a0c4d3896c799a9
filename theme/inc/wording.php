<?php
/**
 * WooCommerce's words where a tour shop needs others: the header search looks for tours, Poland is not a
 * second "Phần Lan", quoted codes get typographic quotes, the account dashboard names the addresses a
 * customer has, an order's tax row names its rate as the cart does, and My account → Orders counts a tour
 * order's travellers rather than its "items". Everything else keeps WooCommerce's own wording (its vi pack).
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's product search placeholder ("Tìm sản phẩm…") on a shop whose menu says "Tour du lịch".
 *
 * @param string $translation Translated text.
 * @param string $text        Msgid.
 * @return string
 */
function tourfront_search_placeholder( $translation, $text ) {
	if ( 'Search products&hellip;' === $text ) {
		return __( 'Search tours&hellip;', 'tourfront' );
	}
	return $translation;
}
add_filter( 'gettext_woocommerce', 'tourfront_search_placeholder', 10, 2 );

/**
 * Typographic quotes around a quoted placeholder of WooCommerce's messages: the vi pack writes
 * `Mã giảm giá "%s" đã hết hạn.` (or `&quot;%1$s&quot;`), the shop reads `Mã giảm giá “giam10” đã hết hạn.`.
 * A quote after `=` is an HTML attribute (`href="%1$s"`) and stays.
 *
 * @param string $translation Translated text.
 * @return string
 */
function tourfront_curly_quotes( $translation ) {
	if ( false === strpos( $translation, '"%' ) && false === strpos( $translation, '&quot;%' ) ) {
		return $translation;
	}
	return (string) preg_replace( '/(?<![=\w])(?:"|&quot;)(%(?:\d+\$)?[sd])(?:"|&quot;)/u', "\u{201C}$1\u{201D}", $translation );
}
add_filter( 'gettext_woocommerce', 'tourfront_curly_quotes', 20 );

/**
 * Poland and Finland are both "Phần Lan" in WooCommerce's vi pack (Poland is "Ba Lan"), so the country
 * list showed one name twice. Whenever the pack gives Poland Finland's name, Poland gets its own.
 *
 * @param array $countries Country names by code.
 * @return array
 */
function tourfront_country_names( $countries ) {
	if ( isset( $countries['PL'], $countries['FI'] ) && $countries['PL'] === $countries['FI'] ) {
		$countries['PL'] = __( 'Poland', 'tourfront' );
	}
	return $countries;
}
add_filter( 'woocommerce_countries', 'tourfront_country_names' );

/**
 * The account dashboard's "manage your shipping and billing addresses": a customer who has only booked
 * tours has no shipping address (nothing was shipped), so the dashboard says WooCommerce's own sentence for
 * a shop without shipping, "manage your billing address", until one is saved.
 *
 * @param string $translation Translated text.
 * @param string $text        Msgid.
 * @return string
 */
function tourfront_dashboard_addresses( $translation, $text ) {
	$shipping = 'From your account dashboard you can view your <a href="%1$s">recent orders</a>, manage your <a href="%2$s">shipping and billing addresses</a>, and <a href="%3$s">edit your password and account details</a>.';
	if ( $shipping !== $text || ! is_user_logged_in() || '' !== (string) get_user_meta( get_current_user_id(), 'shipping_address_1', true ) ) {
		return $translation;
	}
	/* translators: 1: Orders URL 2: Address URL 3: Account URL. */
	return __( 'From your account dashboard you can view your <a href="%1$s">recent orders</a>, manage your <a href="%2$s">billing address</a>, and <a href="%3$s">edit your password and account details</a>.', 'woocommerce' ); // phpcs:ignore WordPress.WP.I18n.TextDomainMismatch -- WooCommerce's own sentence, translated by its pack.
}
add_filter( 'gettext_woocommerce', 'tourfront_dashboard_addresses', 10, 2 );

/**
 * An order's tax rows with their rate, "VAT 8%:", as the cart and checkout print "VAT 8%" (WooCommerce
 * prints the rate's name alone on order received, My account and the emails).
 *
 * @param array    $rows  Rows keyed by WooCommerce's keys; a tax row's key is its sanitized tax code.
 * @param WC_Order $order Order.
 * @return array
 */
function tourfront_order_tax_rates( $rows, $order ) {
	if ( ! is_a( $order, 'WC_Order' ) || ! method_exists( $order, 'get_tax_totals' ) || ! class_exists( 'WC_Tax' ) ) {
		return $rows;
	}
	foreach ( $order->get_tax_totals() as $code => $tax ) {
		$key  = sanitize_title( $code );
		$rate = isset( $tax->rate_id ) ? WC_Tax::get_rate_percent( $tax->rate_id ) : '';
		if ( isset( $rows[ $key ] ) && '' !== $rate && $tax->label . ':' === $rows[ $key ]['label'] ) {
			$rows[ $key ]['label'] = $tax->label . ' ' . $rate . ':';
		}
	}
	return $rows;
}
add_filter( 'woocommerce_get_order_item_totals', 'tourfront_order_tax_rates', 10, 2 );

/**
 * What an order holds in the header's words: its travellers (tour lines, which keep their adults) and the
 * quantity of everything else.
 *
 * @param WC_Order $order Order.
 * @return array{travellers: int, items: int}
 */
function tourfront_order_counts( $order ) {
	$counts = array(
		'travellers' => 0,
		'items'      => 0,
	);
	foreach ( $order->get_items() as $item ) {
		$key             = '' !== (string) $item->get_meta( TOURFRONT_ADULTS_META, true ) ? 'travellers' : 'items';
		$counts[ $key ] += (int) $item->get_quantity();
	}
	return $counts;
}

/**
 * My account → Orders, the Total column: "2.739.000 ₫ cho 3 khách" for a tour order where WooCommerce
 * says "cho 3 sản phẩm" (it counts the travellers of a booking as items).
 *
 * @param WC_Order $order Order.
 * @return void
 */
function tourfront_orders_total_column( $order ) {
	$counts = tourfront_order_counts( $order );
	echo wp_kses_post(
		sprintf(
			/* translators: 1: order total; 2: what it pays for, e.g. "3 travellers" or "3 travellers, 1 item". */
			__( '%1$s for %2$s', 'tourfront' ),
			$order->get_formatted_order_total(),
			esc_html( tourfront_cart_count_label( $counts['travellers'], $counts['items'] ) )
		)
	);
}
add_action( 'woocommerce_my_account_my_orders_column_order-total', 'tourfront_orders_total_column' );
