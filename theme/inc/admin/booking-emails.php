<?php
/**
 * A booking in every message of its order: WooCommerce's order emails (customer and admin), the order-received
 * page, My account → order and the admin order screen name the departure (dd/mm/yyyy), adults, children and
 * the travellers. The lines carry the departure (variation attribute) and the travellers under hidden keys
 * (`_tourfront_adults`, `_tourfront_children`), shown through WooCommerce's display filters as "Người lớn" / "Trẻ em"
 * in the site's language and kept out of the admin's raw meta as WooCommerce does for its own keys; older lines
 * stored them under the label of the checkout's language, shown in the site's language too. The departure gets a row
 * of its own when WooCommerce folded it into the line's name, and the travellers (the buyer, then the additional
 * checkout fields) follow the order table.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/**
 * A booking line's meta key in the site's language ("Người lớn", "Trẻ em"): the hidden keys, and the labels older
 * lines were stored under.
 *
 * @param string             $display_key Key shown.
 * @param WC_Meta_Data|null  $meta        Meta.
 * @param WC_Order_Item|null $item        Line.
 * @return string
 */
function tourfront_booking_display_meta_key( $display_key, $meta = null, $item = null ) {
	$labels = tourfront_booking_meta_labels();
	if ( TOURFRONT_ADULTS_META === $display_key || in_array( $display_key, $labels['adults'], true ) ) {
		return __( 'Adults', 'tourfront' );
	}
	if ( TOURFRONT_CHILDREN_META === $display_key || in_array( $display_key, $labels['children'], true ) ) {
		return __( 'Children', 'tourfront' );
	}
	return $display_key;
}
add_filter( 'woocommerce_order_item_display_meta_key', 'tourfront_booking_display_meta_key', 10, 3 );

/**
 * The travellers' hidden keys stay out of the admin's raw meta (view and edit), as WooCommerce's `_reduced_stock`
 * does: a count edited there would no longer match the line's seats and price. The admin reads them below the line.
 *
 * @param string[] $keys Hidden keys.
 * @return string[]
 */
function tourfront_booking_hidden_meta( $keys ) {
	return array_merge( (array) $keys, array( TOURFRONT_ADULTS_META, TOURFRONT_CHILDREN_META ) );
}
add_filter( 'woocommerce_hidden_order_itemmeta', 'tourfront_booking_hidden_meta' );

/**
 * The rows a line's travellers show as ("Người lớn: 2", "Trẻ em: 1" when there are children), built as
 * WooCommerce builds a meta row, through its display filters. None for a line of an older order, whose visible
 * labels WooCommerce shows itself.
 *
 * @param WC_Order_Item $item Line.
 * @return array<string, object>
 */
function tourfront_booking_party_rows( $item ) {
	if ( ! $item instanceof WC_Order_Item_Product || '' === (string) $item->get_meta( TOURFRONT_ADULTS_META, true ) ) {
		return array();
	}
	$party = tourfront_booking_line_party( $item );
	$rows  = array();
	foreach ( array( TOURFRONT_ADULTS_META => $party['adults'], TOURFRONT_CHILDREN_META => $party['children'] ) as $key => $count ) {
		if ( TOURFRONT_CHILDREN_META === $key && ! $count ) {
			continue;
		}
		$meta         = (object) array( 'key' => $key, 'value' => (string) $count );
		$rows[ $key ] = (object) array(
			'key'           => $key,
			'value'         => (string) $count,
			'display_key'   => apply_filters( 'woocommerce_order_item_display_meta_key', $key, $meta, $item ),
			'display_value' => wpautop( make_clickable( apply_filters( 'woocommerce_order_item_display_meta_value', (string) $count, $meta, $item ) ) ),
		);
	}
	return $rows;
}

/**
 * The admin order screen: a line's travellers under its meta, read-only (their keys are hidden from the raw meta).
 *
 * @param int           $item_id Line id.
 * @param WC_Order_Item $item    Line.
 * @return void
 */
function tourfront_booking_admin_line_party( $item_id, $item ) {
	$rows = tourfront_booking_party_rows( $item );
	if ( ! $rows ) {
		return;
	}
	echo '<table cellspacing="0" class="display_meta tourfront-line-travellers">';
	foreach ( $rows as $row ) {
		echo '<tr><th>' . wp_kses_post( $row->display_key ) . ':</th><td>' . wp_kses_post( force_balance_tags( $row->display_value ) ) . '</td></tr>';
	}
	echo '</table>';
}
add_action( 'woocommerce_after_order_itemmeta', 'tourfront_booking_admin_line_party', 10, 2 );

/**
 * The departure of an order line (YYYY-MM-DD), or ''.
 *
 * @param WC_Order_Item $item Line.
 * @return string
 */
function tourfront_booking_line_departure( $item ) {
	if ( ! $item instanceof WC_Order_Item_Product ) {
		return '';
	}
	$date = (string) $item->get_meta( TOURFRONT_DEPARTURE_TAXONOMY );
	if ( '' === $date && $item->get_variation_id() ) {
		$date = tourfront_booking_departure( wc_get_product( $item->get_variation_id() ) );
	}
	return preg_match( '/^\d{4}-\d{2}-\d{2}$/', $date ) ? $date : '';
}

/**
 * A tour line's meta shows its departure as "Ngày khởi hành: dd/mm/yyyy" first, even where WooCommerce left it
 * out because the variation's name already holds the date.
 *
 * @param array         $formatted Meta rows (objects with key, value, display_key, display_value).
 * @param WC_Order_Item $item      Line.
 * @return array
 */
function tourfront_booking_formatted_meta( $formatted, $item ) {
	$date = tourfront_booking_line_departure( $item );
	if ( '' === $date ) {
		return $formatted;
	}
	$formatted = tourfront_booking_formatted_party( $formatted, $item );
	foreach ( $formatted as $meta ) {
		if ( TOURFRONT_DEPARTURE_TAXONOMY === $meta->key || 'attribute_' . TOURFRONT_DEPARTURE_TAXONOMY === $meta->key ) {
			$meta->display_key   = __( 'Departure date', 'tourfront' );
			$meta->display_value = tourfront_booking_departure_label( $date );
			return $formatted;
		}
	}
	$row = (object) array(
		'key'           => TOURFRONT_DEPARTURE_TAXONOMY,
		'value'         => $date,
		'display_key'   => __( 'Departure date', 'tourfront' ),
		'display_value' => tourfront_booking_departure_label( $date ),
	);
	return array( 'tourfront_departure' => $row ) + $formatted;
}

/**
 * The travellers' rows of a line where WooCommerce left their hidden keys out (every view but the admin's, which
 * lists hidden keys and then drops them: see tourfront_booking_hidden_meta()).
 *
 * @param array         $formatted Meta rows.
 * @param WC_Order_Item $item      Line.
 * @return array
 */
function tourfront_booking_formatted_party( $formatted, $item ) {
	foreach ( $formatted as $meta ) {
		if ( TOURFRONT_ADULTS_META === $meta->key ) {
			return $formatted;
		}
	}
	foreach ( tourfront_booking_party_rows( $item ) as $key => $row ) {
		$formatted[ $key ] = $row;
	}
	return $formatted;
}
add_filter( 'woocommerce_order_item_get_formatted_meta_data', 'tourfront_booking_formatted_meta', 10, 2 );

/**
 * The travellers of an order: the buyer first, then each traveller the checkout named (additional order fields
 * `tourfront/traveller-{n}-name` and `-birth-year`).
 *
 * @param WC_Order $order Order.
 * @return array<int, array{name: string, birth_year: string, buyer: bool}>
 */
function tourfront_booking_order_travellers( $order ) {
	$travellers = array();
	$buyer      = tourfront_booking_buyer_name( $order );
	if ( '' !== $buyer ) {
		$travellers[] = array( 'name' => $buyer, 'birth_year' => '', 'buyer' => true );
	}
	$max = function_exists( 'tourfront_max_travellers' ) ? tourfront_max_travellers() : 10;
	for ( $n = 2; $n <= $max; $n++ ) {
		$name = trim( (string) $order->get_meta( "_wc_other/tourfront/traveller-{$n}-name" ) );
		if ( '' === $name ) {
			continue;
		}
		$travellers[] = array(
			'name'       => $name,
			'birth_year' => trim( (string) $order->get_meta( "_wc_other/tourfront/traveller-{$n}-birth-year" ) ),
			'buyer'      => false,
		);
	}
	return $travellers;
}

/**
 * The buyer's name in the order of the billing country ("Trần Thị Mai" in Vietnam).
 *
 * @param WC_Order $order Order.
 * @return string
 */
function tourfront_booking_buyer_name( $order ) {
	return tourfront_full_name( $order->get_billing_first_name(), $order->get_billing_last_name(), $order->get_billing_country() );
}

/**
 * True when the order holds a tour booking.
 *
 * @param WC_Order $order Order.
 * @return bool
 */
function tourfront_booking_order_has_tour( $order ) {
	foreach ( $order->get_items() as $item ) {
		if ( '' !== tourfront_booking_line_departure( $item ) ) {
			return true;
		}
	}
	return false;
}

/**
 * One traveller as a line of text: "Nguyễn Văn An (người đặt)", "Trần Thị Bình, sinh năm 1990".
 *
 * @param array $traveller name, birth_year, buyer.
 * @return string
 */
function tourfront_booking_traveller_text( $traveller ) {
	if ( $traveller['buyer'] ) {
		/* translators: %s: the buyer's name. */
		return sprintf( __( '%s (buyer)', 'tourfront' ), $traveller['name'] );
	}
	if ( '' !== $traveller['birth_year'] ) {
		/* translators: 1: traveller's name, 2: year of birth. */
		return sprintf( __( '%1$s, born %2$s', 'tourfront' ), $traveller['name'], $traveller['birth_year'] );
	}
	return $traveller['name'];
}

/**
 * The travellers of a tour order as HTML (a heading and a numbered list) or plain text.
 *
 * @param WC_Order $order Order.
 * @param bool     $plain Plain text.
 * @param string   $tag   Heading tag.
 * @return string
 */
function tourfront_booking_travellers_block( $order, $plain = false, $tag = 'h2' ) {
	if ( ! $order instanceof WC_Order || ! tourfront_booking_order_has_tour( $order ) ) {
		return '';
	}
	$travellers = tourfront_booking_order_travellers( $order );
	if ( ! $travellers ) {
		return '';
	}
	$heading = __( 'Travellers', 'tourfront' );
	if ( $plain ) {
		$text = "\n" . wp_strip_all_tags( $heading ) . "\n";
		foreach ( $travellers as $n => $traveller ) {
			$text .= ( $n + 1 ) . '. ' . tourfront_booking_traveller_text( $traveller ) . "\n";
		}
		return $text . "\n";
	}
	$html = '<section class="tourfront-order-travellers"><' . tag_escape( $tag ) . '>' . esc_html( $heading ) . '</' . tag_escape( $tag ) . '><ol>';
	foreach ( $travellers as $traveller ) {
		$html .= '<li>' . esc_html( tourfront_booking_traveller_text( $traveller ) ) . '</li>';
	}
	return $html . '</ol></section>';
}

/**
 * Emails: the travellers after the order table (customer and admin emails alike).
 *
 * @param WC_Order $order         Order.
 * @param bool     $sent_to_admin Admin email.
 * @param bool     $plain_text    Plain text email.
 * @return void
 */
function tourfront_booking_email_travellers( $order, $sent_to_admin = false, $plain_text = false ) {
	echo tourfront_booking_travellers_block( $order, (bool) $plain_text ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped as it is built (plain text for plain emails).
}
add_action( 'woocommerce_email_after_order_table', 'tourfront_booking_email_travellers', 10, 3 );

/**
 * Order received and My account → order: the travellers after the order table.
 *
 * @param WC_Order $order Order.
 * @return void
 */
function tourfront_booking_order_details_travellers( $order ) {
	echo tourfront_booking_travellers_block( $order, false, 'h2' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped as it is built.
}
add_action( 'woocommerce_order_details_after_order_table', 'tourfront_booking_order_details_travellers' );

/**
 * Admin order screen: the travellers under the shipping column.
 *
 * @param WC_Order $order Order.
 * @return void
 */
function tourfront_booking_admin_order_travellers( $order ) {
	echo tourfront_booking_travellers_block( $order, false, 'h3' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped as it is built.
}
add_action( 'woocommerce_admin_order_data_after_shipping_address', 'tourfront_booking_admin_order_travellers' );
