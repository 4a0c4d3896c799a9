<?php
/**
 * The passenger manifest of one departure: every booking that holds seats (order number and status, buyer,
 * phone, email, adults, children, travellers with their years of birth, pickup point or address, customer
 * note) and the totals, on the departures screen and as a print view (an A4 page a guide reads). Bookings of
 * cancelled, refunded and failed orders are left out, and the page says which. Only users who manage WooCommerce
 * open it, with a nonce per departure.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/**
 * The nonce action of a departure's manifest (screen, print view and CSV).
 *
 * @param int $departure_id Departure.
 * @return string
 */
function tourfront_manifest_nonce_action( $departure_id ) {
	return 'tourfront_manifest_' . (int) $departure_id;
}

/**
 * A manifest's URL: the screen, `print` or `csv`.
 *
 * @param int    $departure_id Departure.
 * @param string $view         ''|print|csv.
 * @return string
 */
function tourfront_manifest_url( $departure_id, $view = '' ) {
	$args = array( 'departure' => (int) $departure_id );
	if ( '' !== $view ) {
		$args['view'] = $view;
	}
	return wp_nonce_url( tourfront_departures_url( $args ), tourfront_manifest_nonce_action( $departure_id ) );
}

/**
 * The departure a manifest request asks for, once the user may see it and the nonce is right (dies otherwise,
 * as WordPress does: 403 for the capability, "link expired" for the nonce).
 *
 * @return WC_Product
 */
function tourfront_manifest_requested_departure() {
	if ( ! current_user_can( 'manage_woocommerce' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to see passenger manifests.', 'tourfront' ), 403 );
	}
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the id names the nonce checked right after.
	$id = isset( $_GET['departure'] ) ? absint( $_GET['departure'] ) : 0;
	check_admin_referer( tourfront_manifest_nonce_action( $id ) );
	$departure = wc_get_product( $id );
	if ( ! tourfront_booking_is_tour( $departure ) ) {
		wp_die( esc_html__( 'This departure does not exist.', 'tourfront' ), 404 );
	}
	return $departure;
}

/**
 * A manifest's data: the departure, its tour, figures, one row per booking and the bookings left out.
 *
 * @param WC_Product $departure Departure.
 * @return array{tour: string, date: string, label: string, stats: array, rows: array, left_out: array}
 */
function tourfront_manifest_data( $departure ) {
	$stats = tourfront_departures_stats( array( $departure ) )[ $departure->get_id() ];
	$rows  = array();
	foreach ( $stats['lines'] as $line ) {
		$order  = $line['order'];
		$party  = tourfront_departures_line_party( $line['item'] );
		$pickup = trim( (string) $order->get_meta( '_wc_other/tourfront/pickup-point' ) );
		if ( '' === $pickup ) {
			$address = array_filter( array( $order->get_billing_address_1(), $order->get_billing_address_2(), $order->get_billing_city() ) );
			$pickup  = implode( ', ', $address );
		}
		$rows[] = array(
			'order_id'   => $order->get_id(),
			'number'     => $order->get_order_number(),
			'status'     => wc_get_order_status_name( $order->get_status() ),
			'buyer'      => tourfront_booking_buyer_name( $order ),
			'phone'      => $order->get_billing_phone(),
			'email'      => $order->get_billing_email(),
			'adults'     => $party['adults'],
			'children'   => $party['children'],
			'travellers' => tourfront_booking_order_travellers( $order ),
			'pickup'     => $pickup,
			'note'       => $order->get_customer_note(),
		);
	}
	$left_out = array();
	foreach ( $stats['left_out'] as $line ) {
		$left_out[ $line['order']->get_id() ] = array(
			'number' => $line['order']->get_order_number(),
			'status' => wc_get_order_status_name( $line['order']->get_status() ),
		);
	}
	$date = tourfront_booking_departure( $departure );
	return array(
		'tour'     => get_the_title( $departure->get_parent_id() ),
		'date'     => $date,
		'label'    => tourfront_booking_departure_label( $date ),
		'stats'    => $stats,
		'rows'     => $rows,
		'left_out' => array_values( $left_out ),
	);
}

/**
 * The travellers of a booking as one line: "1. Nguyễn Văn An (người đặt); 2. Trần Thị Bình, sinh năm 1990".
 *
 * @param array $travellers tourfront_booking_order_travellers().
 * @return string
 */
function tourfront_manifest_travellers_text( $travellers ) {
	$parts = array();
	foreach ( $travellers as $n => $traveller ) {
		$parts[] = ( $n + 1 ) . '. ' . tourfront_booking_traveller_text( $traveller );
	}
	return implode( '; ', $parts );
}

/**
 * The sentence naming the bookings left out, or ''.
 *
 * @param array $left_out number, status.
 * @return string
 */
function tourfront_manifest_left_out_text( $left_out ) {
	if ( ! $left_out ) {
		return '';
	}
	$orders = array();
	foreach ( $left_out as $order ) {
		$orders[] = '#' . $order['number'] . ' (' . $order['status'] . ')';
	}
	return sprintf(
		/* translators: 1: number of orders, 2: their numbers and statuses. */
		_n( '%1$d cancelled, refunded or failed order is left out: %2$s.', '%1$d cancelled, refunded or failed orders are left out: %2$s.', count( $left_out ), 'tourfront' ),
		count( $left_out ),
		implode( ', ', $orders )
	);
}

/**
 * The bookings table (screen and print view).
 *
 * @param array $data  tourfront_manifest_data().
 * @param bool  $print Print view (no links).
 * @return string
 */
function tourfront_manifest_table( $data, $print ) {
	$head = array(
		'number'     => __( 'Order', 'tourfront' ),
		'buyer'      => __( 'Buyer', 'tourfront' ),
		'phone'      => __( 'Phone', 'tourfront' ),
		'adults'     => __( 'Adults', 'tourfront' ),
		'children'   => __( 'Children', 'tourfront' ),
		'travellers' => __( 'Travellers (year of birth)', 'tourfront' ),
		'pickup'     => __( 'Pickup point / address', 'tourfront' ),
		'note'       => __( 'Customer note', 'tourfront' ),
	);
	$html = '<table class="widefat striped tourfront-manifest__table"><thead><tr>';
	foreach ( $head as $key => $label ) {
		$html .= '<th scope="col" class="column-' . esc_attr( $key ) . '">' . esc_html( $label ) . '</th>';
	}
	$html .= '</tr></thead><tbody>';
	if ( ! $data['rows'] ) {
		$html .= '<tr><td colspan="' . count( $head ) . '">' . esc_html__( 'No booking yet.', 'tourfront' ) . '</td></tr>';
	}
	foreach ( $data['rows'] as $row ) {
		$number = '#' . $row['number'];
		if ( ! $print ) {
			$edit   = function_exists( 'wc_get_order' ) && wc_get_order( $row['order_id'] ) && method_exists( wc_get_order( $row['order_id'] ), 'get_edit_order_url' ) ? wc_get_order( $row['order_id'] )->get_edit_order_url() : '';
			$number = $edit ? '<a href="' . esc_url( $edit ) . '">' . esc_html( $number ) . '</a>' : esc_html( $number );
		} else {
			$number = esc_html( $number );
		}
		$travellers = '<ol class="tourfront-manifest__travellers">';
		foreach ( $row['travellers'] as $traveller ) {
			$travellers .= '<li>' . esc_html( tourfront_booking_traveller_text( $traveller ) ) . '</li>';
		}
		$travellers .= '</ol>';
		$html       .= '<tr>'
			. '<td class="column-number">' . $number . '<br><span class="tourfront-manifest__status">' . esc_html( $row['status'] ) . '</span></td>'
			. '<td class="column-buyer">' . esc_html( $row['buyer'] ) . ( $print ? '' : '<br><a href="mailto:' . esc_attr( $row['email'] ) . '">' . esc_html( $row['email'] ) . '</a>' ) . '</td>'
			. '<td class="column-phone">' . ( $print ? esc_html( $row['phone'] ) : '<a href="tel:' . esc_attr( preg_replace( '/[^0-9+]/', '', $row['phone'] ) ) . '">' . esc_html( $row['phone'] ) . '</a>' ) . '</td>'
			. '<td class="column-adults">' . (int) $row['adults'] . '</td>'
			. '<td class="column-children">' . (int) $row['children'] . '</td>'
			. '<td class="column-travellers">' . $travellers . '</td>'
			. '<td class="column-pickup">' . esc_html( $row['pickup'] ) . '</td>'
			. '<td class="column-note">' . esc_html( $row['note'] ) . '</td>'
			. '</tr>';
	}
	$html .= '</tbody><tfoot><tr><th scope="row" colspan="3">' . esc_html__( 'Total', 'tourfront' ) . '</th>'
		. '<td class="column-adults">' . (int) $data['stats']['adults'] . '</td>'
		. '<td class="column-children">' . (int) $data['stats']['children'] . '</td>'
		/* translators: %d: number of travellers. */
		. '<td colspan="3">' . esc_html( sprintf( _n( '%d traveller', '%d travellers', $data['stats']['sold'], 'tourfront' ), $data['stats']['sold'] ) ) . '</td></tr></tfoot></table>';
	return $html;
}

/**
 * The figures line: seats offered, sold, left, bookings.
 *
 * @param array $stats tourfront_departures_stats() row.
 * @return string
 */
function tourfront_manifest_figures( $stats ) {
	return sprintf(
		/* translators: 1: seats offered, 2: seats sold, 3: seats left, 4: bookings, 5: adults, 6: children. */
		__( 'Seats: %1$d offered, %2$d sold, %3$d left · %4$d bookings · %5$d adults, %6$d children', 'tourfront' ),
		$stats['offered'],
		$stats['sold'],
		$stats['left'],
		$stats['bookings'],
		$stats['adults'],
		$stats['children']
	);
}

/**
 * Prints the manifest screen.
 *
 * @return void
 */
function tourfront_manifest_render() {
	$departure = tourfront_manifest_requested_departure();
	$data      = tourfront_manifest_data( $departure );
	$id        = $departure->get_id();
	echo '<div class="wrap tourfront-manifest">';
	/* translators: 1: tour, 2: departure date. */
	echo '<h1 class="wp-heading-inline">' . esc_html( sprintf( __( 'Passenger manifest: %1$s, %2$s', 'tourfront' ), $data['tour'], $data['label'] ) ) . '</h1> ';
	echo '<a class="page-title-action" href="' . esc_url( tourfront_manifest_url( $id, 'print' ) ) . '" target="_blank" rel="noopener">' . esc_html__( 'Print', 'tourfront' ) . '</a> ';
	echo '<a class="page-title-action" href="' . esc_url( tourfront_manifest_url( $id, 'csv' ) ) . '">' . esc_html__( 'Export CSV', 'tourfront' ) . '</a>';
	echo '<hr class="wp-header-end">';
	echo '<p><a href="' . esc_url( tourfront_departures_url() ) . '">← ' . esc_html__( 'All departures', 'tourfront' ) . '</a></p>';
	echo '<p class="tourfront-manifest__figures">' . tourfront_departures_fill_bar( $data['stats']['sold'], $data['stats']['offered'], $data['stats']['status'] ) . ' <mark class="tourfront-status tourfront-status--' . esc_attr( $data['stats']['status'] ) . '">' . esc_html( tourfront_departures_status_label( $data['stats']['status'] ) ) . '</mark> ' . esc_html( tourfront_manifest_figures( $data['stats'] ) ) . '</p>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the bar is escaped as it is built.
	$left_out = tourfront_manifest_left_out_text( $data['left_out'] );
	if ( '' !== $left_out ) {
		tourfront_departures_print_notice( 'info', $left_out, false, 'inline' );
	}
	echo tourfront_manifest_table( $data, false ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped as it is built.
	echo '</div>';
}

/**
 * The print view: a standalone page, one A4 sheet per departure with what a guide needs.
 *
 * @return string
 */
function tourfront_manifest_print_page() {
	$departure = tourfront_manifest_requested_departure();
	$data      = tourfront_manifest_data( $departure );
	/* translators: 1: tour, 2: departure date. */
	$title    = sprintf( __( 'Passenger manifest: %1$s, %2$s', 'tourfront' ), $data['tour'], $data['label'] );
	$left_out = tourfront_manifest_left_out_text( $data['left_out'] );
	$css      = (string) file_get_contents( get_stylesheet_directory() . '/assets/admin/manifest-print.css' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- the theme's own small stylesheet, inlined so the page prints alone.
	return '<!DOCTYPE html><html lang="' . esc_attr( get_bloginfo( 'language' ) ) . '"><head><meta charset="utf-8"><title>' . esc_html( $title ) . '</title>'
		. '<style>' . wp_strip_all_tags( $css ) . '</style></head><body class="tourfront-manifest-print">'
		. '<header><h1>' . esc_html( $data['tour'] ) . '</h1><p class="tourfront-manifest-print__date">' . esc_html__( 'Departure date', 'tourfront' ) . ': <strong>' . esc_html( $data['label'] ) . '</strong></p>'
		. '<p>' . esc_html( tourfront_manifest_figures( $data['stats'] ) ) . '</p>'
		. ( '' !== $left_out ? '<p class="tourfront-manifest-print__left-out">' . esc_html( $left_out ) . '</p>' : '' )
		. '</header>'
		. tourfront_manifest_table( $data, true )
		. '<footer><span>' . esc_html( get_bloginfo( 'name' ) ) . '</span> <span>' . esc_html(
			/* translators: %s: date and time. */
			sprintf( __( 'Printed %s', 'tourfront' ), wp_date( 'd/m/Y H:i' ) )
		) . '</span></footer>'
		. '<script>window.addEventListener("load",function(){window.print();});</script>'
		. '</body></html>';
}
