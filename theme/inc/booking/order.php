<?php
/**
 * A booking in the order: the line keeps its departure (the variation attribute) and its travellers under hidden,
 * language-independent keys (`_tourfront_adults`, `_tourfront_children`), which order received, My account, emails
 * and the admin order screen show as "Người lớn" / "Trẻ em" in the site's language (theme/inc/admin/booking-emails.php).
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/**
 * Adds the travellers to a tour's order line.
 *
 * @param WC_Order_Item_Product $item     Order line.
 * @param string                $key      Cart item key.
 * @param array                 $values   Cart item.
 * @return void
 */
function tourfront_booking_order_line_meta( $item, $key, $values ) {
	if ( ! isset( $values['data'] ) || ! tourfront_booking_is_tour( $values['data'] ) ) {
		return;
	}
	$booking = tourfront_booking_normalise( isset( $values['tourfront_booking'] ) ? $values['tourfront_booking'] : null, $values['quantity'] );
	$item->add_meta_data( TOURFRONT_ADULTS_META, $booking['adults'], true );
	$item->add_meta_data( TOURFRONT_CHILDREN_META, $booking['children'], true );
}
add_action( 'woocommerce_checkout_create_order_line_item', 'tourfront_booking_order_line_meta', 10, 3 );
