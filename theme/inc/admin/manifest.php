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

/** Bookings per page of the manifest screen, and per batch of the print view and the CSV. */
const TOURFRONT_MANIFEST_PER_PAGE = 50;

/**
 * A page of a departure's booking lines in orders that hold seats, oldest order first, from the booking index.
 *
 * @param int $departure_id Departure.
 * @param int $offset       Lines to skip.
 * @param int $limit        Lines (0 = all).
 * @return array<int, object{order_item_id: string, order_id: string, quantity: string, children: string}>
 */
function tourfront_manifest_lines( $departure_id, $offset = 0, $limit = 0 ) {
	global $wpdb;
	if ( ! tourfront_departure_lines_ready() ) {
		return array();
	}
	$table  = tourfront_departure_lines_table();
	$orders = tourfront_departure_lines_orders_sql( tourfront_departures_counted_statuses() );
	$limit  = $limit > 0 ? $wpdb->prepare( ' LIMIT %d OFFSET %d', $limit, max( 0, $offset ) ) : '';
	// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- the index and its join, built escaped.
	return (array) $wpdb->get_results( $wpdb->prepare( "SELECT l.order_item_id, l.order_id, l.quantity, l.children FROM {$table} l {$orders['join']} WHERE l.variation_id = %d AND {$orders['where']} ORDER BY l.order_id ASC, l.order_item_id ASC{$limit}", $departure_id ) );
}

/**
 * How many booking lines of a departure hold seats.
 *
 * @param int $departure_id Departure.
 * @return int
 */
function tourfront_manifest_count( $departure_id ) {
	global $wpdb;
	if ( ! tourfront_departure_lines_ready() ) {
		return 0;
	}
	$table  = tourfront_departure_lines_table();
	$orders = tourfront_departure_lines_orders_sql( tourfront_departures_counted_statuses() );
	// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- the index and its join, built escaped.
	return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} l {$orders['join']} WHERE l.variation_id = %d AND {$orders['where']}", $departure_id ) );
}

/**
 * Orders by id, loaded together (one query per table with HPOS, primed caches with posts).
 *
 * @param int[] $ids Orders.
 * @return array<int, WC_Order>
 */
function tourfront_manifest_orders( $ids ) {
	$ids = array_values( array_unique( array_map( 'intval', $ids ) ) );
	if ( ! $ids ) {
		return array();
	}
	$out = array();
	foreach ( (array) wc_get_orders( array( 'post__in' => $ids, 'limit' => count( $ids ), 'type' => 'shop_order' ) ) as $order ) {
		$out[ $order->get_id() ] = $order;
	}
	return $out;
}

/**
 * Manifest rows of booking lines: the buyer, contact, adults, children, travellers, pickup point (else the
 * address) and note of each.
 *
 * @param array $lines tourfront_manifest_lines().
 * @return array<int, array>
 */
function tourfront_manifest_rows( $lines ) {
	$orders = tourfront_manifest_orders( wp_list_pluck( $lines, 'order_id' ) );
	$rows   = array();
	foreach ( $lines as $line ) {
		$order = isset( $orders[ (int) $line->order_id ] ) ? $orders[ (int) $line->order_id ] : null;
		if ( ! $order ) {
			continue;
		}
		$pickup = trim( (string) $order->get_meta( '_wc_other/tourfront/pickup-point' ) );
		if ( '' === $pickup ) {
			$pickup = implode( ', ', array_filter( array( $order->get_billing_address_1(), $order->get_billing_address_2(), $order->get_billing_city() ) ) );
		}
		$rows[] = array(
			'order_id'   => $order->get_id(),
			'number'     => $order->get_order_number(),
			'edit_url'   => $order->get_edit_order_url(),
			'status'     => wc_get_order_status_name( $order->get_status() ),
			'buyer'      => tourfront_booking_buyer_name( $order ),
			'phone'      => $order->get_billing_phone(),
			'email'      => $order->get_billing_email(),
			'adults'     => (int) $line->quantity - (int) $line->children,
			'children'   => (int) $line->children,
			'travellers' => tourfront_booking_order_travellers( $order ),
			'pickup'     => $pickup,
			'note'       => $order->get_customer_note(),
		);
	}
	return $rows;
}

/**
 * Calls `$callback` with every manifest row of a departure, a batch of orders at a time, so a long manifest is
 * sent as it is read and never held whole.
 *
 * @param int      $departure_id Departure.
 * @param callable $callback     Receives a row.
 * @return void
 */
function tourfront_manifest_each( $departure_id, $callback ) {
	for ( $offset = 0; ; $offset += TOURFRONT_MANIFEST_PER_PAGE ) {
		$lines = tourfront_manifest_lines( $departure_id, $offset, TOURFRONT_MANIFEST_PER_PAGE );
		foreach ( tourfront_manifest_rows( $lines ) as $row ) {
			call_user_func( $callback, $row );
		}
		if ( count( $lines ) < TOURFRONT_MANIFEST_PER_PAGE ) {
			return;
		}
	}
}

/**
 * The orders of a departure that are left out (cancelled, refunded, failed): how many, and the first ones'
 * numbers and statuses.
 *
 * @param int $departure_id Departure.
 * @param int $limit        Orders named.
 * @return array{count: int, orders: array<int, array{number: string, status: string}>}
 */
function tourfront_manifest_left_out( $departure_id, $limit = 20 ) {
	global $wpdb;
	if ( ! tourfront_departure_lines_ready() ) {
		return array( 'count' => 0, 'orders' => array() );
	}
	$table  = tourfront_departure_lines_table();
	$orders = tourfront_departure_lines_orders_sql( tourfront_departures_left_out_statuses() );
	// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- the index and its join, built escaped.
	$count = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(DISTINCT l.order_id) FROM {$table} l {$orders['join']} WHERE l.variation_id = %d AND {$orders['where']}", $departure_id ) );
	$ids   = $count ? $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT l.order_id FROM {$table} l {$orders['join']} WHERE l.variation_id = %d AND {$orders['where']} ORDER BY l.order_id ASC LIMIT %d", $departure_id, $limit ) ) : array();
	// phpcs:enable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery
	$named = array();
	foreach ( tourfront_manifest_orders( $ids ) as $order ) {
		$named[] = array( 'number' => $order->get_order_number(), 'status' => wc_get_order_status_name( $order->get_status() ) );
	}
	return array( 'count' => $count, 'orders' => $named );
}

/**
 * A manifest's data: the departure, its tour, figures (of all its bookings), the rows of one page (or all) and
 * the orders left out.
 *
 * @param WC_Product $departure Departure.
 * @param int        $page      Page (from 1).
 * @param int        $per_page  Rows per page (0 = all, -1 = none: the caller reads them with tourfront_manifest_each()).
 * @return array{tour: string, date: string, label: string, stats: array, rows: array, left_out: array, left_out_count: int, lines: int, page: int, pages: int}
 */
function tourfront_manifest_data( $departure, $page = 1, $per_page = 0 ) {
	$id       = $departure->get_id();
	$stats    = tourfront_departures_rows( array( $id ) )[ $id ];
	$lines    = tourfront_manifest_count( $id );
	$pages    = $per_page > 0 ? max( 1, (int) ceil( $lines / $per_page ) ) : 1;
	$page     = min( max( 1, (int) $page ), $pages );
	$left_out = tourfront_manifest_left_out( $id );
	return array(
		'tour'           => $stats['tour'],
		'date'           => $stats['date'],
		'label'          => tourfront_booking_departure_label( $stats['date'] ),
		'stats'          => $stats,
		'rows'           => $per_page < 0 ? array() : tourfront_manifest_rows( tourfront_manifest_lines( $id, ( $page - 1 ) * $per_page, $per_page ) ),
		'left_out'       => $left_out['orders'],
		'left_out_count' => $left_out['count'],
		'lines'          => $lines,
		'page'           => $page,
		'pages'          => $pages,
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
 * @param array $left_out number, status of the orders named.
 * @param int   $count    Orders left out in all (default: those named).
 * @return string
 */
function tourfront_manifest_left_out_text( $left_out, $count = 0 ) {
	$count = max( (int) $count, count( $left_out ) );
	if ( ! $count ) {
		return '';
	}
	$orders = array();
	foreach ( $left_out as $order ) {
		$orders[] = '#' . $order['number'] . ' (' . $order['status'] . ')';
	}
	if ( $count > count( $left_out ) ) {
		/* translators: %d: number of orders not named. */
		$orders[] = sprintf( _n( '%d more', '%d more', $count - count( $left_out ), 'tourfront' ), $count - count( $left_out ) );
	}
	return sprintf(
		/* translators: 1: number of orders, 2: their numbers and statuses. */
		_n( '%1$d cancelled, refunded or failed order is left out: %2$s.', '%1$d cancelled, refunded or failed orders are left out: %2$s.', $count, 'tourfront' ),
		$count,
		implode( ', ', $orders )
	);
}

/**
 * The bookings table's head (screen and print view).
 *
 * @return string
 */
function tourfront_manifest_table_head() {
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
	return $html . '</tr></thead><tbody>';
}

/**
 * One booking of the table.
 *
 * @param array $row   tourfront_manifest_rows() row.
 * @param bool  $print Print view (no links).
 * @return string
 */
function tourfront_manifest_table_row( $row, $print ) {
	$number = esc_html( '#' . $row['number'] );
	if ( ! $print && '' !== (string) $row['edit_url'] ) {
		$number = '<a href="' . esc_url( $row['edit_url'] ) . '">' . $number . '</a>';
	}
	$travellers = '<ol class="tourfront-manifest__travellers">';
	foreach ( $row['travellers'] as $traveller ) {
		$travellers .= '<li>' . esc_html( tourfront_booking_traveller_text( $traveller ) ) . '</li>';
	}
	$travellers .= '</ol>';
	return '<tr>'
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

/**
 * The table's end: the departure's totals (of every booking, on whatever page).
 *
 * @param array $stats tourfront_departures_rows() row.
 * @param bool  $empty No booking at all.
 * @return string
 */
function tourfront_manifest_table_foot( $stats, $empty ) {
	return ( $empty ? '<tr><td colspan="8">' . esc_html__( 'No booking yet.', 'tourfront' ) . '</td></tr>' : '' )
		. '</tbody><tfoot><tr><th scope="row" colspan="3">' . esc_html__( 'Total', 'tourfront' ) . '</th>'
		. '<td class="column-adults">' . (int) $stats['adults'] . '</td>'
		. '<td class="column-children">' . (int) $stats['children'] . '</td>'
		/* translators: %d: number of travellers. */
		. '<td colspan="3">' . esc_html( sprintf( _n( '%d traveller', '%d travellers', $stats['sold'], 'tourfront' ), $stats['sold'] ) ) . '</td></tr></tfoot></table>';
}

/**
 * The bookings table of the rows in `$data` (screen and print view).
 *
 * @param array $data  tourfront_manifest_data().
 * @param bool  $print Print view (no links).
 * @return string
 */
function tourfront_manifest_table( $data, $print ) {
	$html = tourfront_manifest_table_head();
	foreach ( $data['rows'] as $row ) {
		$html .= tourfront_manifest_table_row( $row, $print );
	}
	return $html . tourfront_manifest_table_foot( $data['stats'], ! $data['lines'] );
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
 * The manifest screen's page links (the departure's nonce kept).
 *
 * @param int $id    Departure.
 * @param int $page  Current page.
 * @param int $pages Pages.
 * @param int $lines Bookings.
 * @return string
 */
function tourfront_manifest_pagination( $id, $page, $pages, $lines ) {
	/* translators: %d: number of bookings. */
	$count = '<span class="displaying-num">' . esc_html( sprintf( _n( '%d booking', '%d bookings', $lines, 'tourfront' ), $lines ) ) . '</span>';
	if ( $pages <= 1 ) {
		return '<div class="tablenav"><div class="tablenav-pages one-page">' . $count . '</div><br class="clear"></div>';
	}
	$link  = static function ( $to, $text, $label, $enabled ) use ( $id ) {
		if ( ! $enabled ) {
			return '<span class="tablenav-pages-navspan button disabled" aria-hidden="true">' . esc_html( $text ) . '</span> ';
		}
		return sprintf( '<a class="button" href="%s"><span class="screen-reader-text">%s</span><span aria-hidden="true">%s</span></a> ', esc_url( add_query_arg( 'manifest_page', $to, tourfront_manifest_url( $id ) ) ), esc_html( $label ), esc_html( $text ) );
	};
	$links = $link( 1, '«', __( 'First page', 'tourfront' ), $page > 1 )
		. $link( $page - 1, '‹', __( 'Previous page', 'tourfront' ), $page > 1 )
		/* translators: 1: current page, 2: number of pages. */
		. '<span class="paging-input">' . esc_html( sprintf( __( '%1$d of %2$d', 'tourfront' ), $page, $pages ) ) . '</span> '
		. $link( $page + 1, '›', __( 'Next page', 'tourfront' ), $page < $pages )
		. $link( $pages, '»', __( 'Last page', 'tourfront' ), $page < $pages );
	return '<div class="tablenav"><div class="tablenav-pages">' . $count . '<span class="pagination-links">' . $links . '</span></div><br class="clear"></div>';
}

/**
 * Prints the manifest screen, a page of bookings at a time.
 *
 * @return void
 */
function tourfront_manifest_render() {
	$departure = tourfront_manifest_requested_departure();
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- checked by tourfront_manifest_requested_departure().
	$page = isset( $_GET['manifest_page'] ) ? absint( $_GET['manifest_page'] ) : 1;
	$data = tourfront_manifest_data( $departure, $page, TOURFRONT_MANIFEST_PER_PAGE );
	$id   = $departure->get_id();
	echo '<div class="wrap tourfront-manifest">';
	/* translators: 1: tour, 2: departure date. */
	echo '<h1 class="wp-heading-inline">' . esc_html( sprintf( __( 'Passenger manifest: %1$s, %2$s', 'tourfront' ), $data['tour'], $data['label'] ) ) . '</h1> ';
	echo '<a class="page-title-action" href="' . esc_url( tourfront_manifest_url( $id, 'print' ) ) . '" target="_blank" rel="noopener">' . esc_html__( 'Print', 'tourfront' ) . '</a> ';
	echo '<a class="page-title-action" href="' . esc_url( tourfront_manifest_url( $id, 'csv' ) ) . '">' . esc_html__( 'Export CSV', 'tourfront' ) . '</a>';
	echo '<hr class="wp-header-end">';
	echo '<p><a href="' . esc_url( tourfront_departures_url() ) . '">← ' . esc_html__( 'All departures', 'tourfront' ) . '</a></p>';
	tourfront_departures_catch_up_notice();
	echo '<p class="tourfront-manifest__figures">' . tourfront_departures_fill_bar( $data['stats']['sold'], $data['stats']['offered'], $data['stats']['status'] ) . ' <mark class="tourfront-status tourfront-status--' . esc_attr( $data['stats']['status'] ) . '">' . esc_html( tourfront_departures_status_label( $data['stats']['status'] ) ) . '</mark> ' . esc_html( tourfront_manifest_figures( $data['stats'] ) ) . '</p>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the bar is escaped as it is built.
	$left_out = tourfront_manifest_left_out_text( $data['left_out'], $data['left_out_count'] );
	if ( '' !== $left_out ) {
		tourfront_departures_print_notice( 'info', $left_out, false, 'inline' );
	}
	$nav = tourfront_manifest_pagination( $id, $data['page'], $data['pages'], $data['lines'] );
	echo $nav . tourfront_manifest_table( $data, false ) . $nav; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped as it is built.
	echo '</div>';
}

/**
 * Sends what a batch of the print view or the CSV has written so far, so a long manifest leaves as it is read.
 *
 * @return void
 */
function tourfront_manifest_flush() {
	if ( ob_get_level() > 0 ) {
		ob_flush();
	}
	flush();
}

/**
 * Sends the print view (capability and nonce checked): a standalone page, one A4 sheet per departure with what
 * a guide needs, its bookings written a batch at a time.
 *
 * @return void
 */
function tourfront_manifest_print_send() {
	$departure = tourfront_manifest_requested_departure();
	if ( ! headers_sent() ) {
		header( 'Content-Type: text/html; charset=utf-8' );
		header( 'Cache-Control: no-store' );
	}
	tourfront_manifest_print( $departure, 'tourfront_manifest_flush' );
}

/**
 * Writes the print view of a departure.
 *
 * @param WC_Product    $departure Departure.
 * @param callable|null $flush     Called after the head and each batch of bookings (sends what was written).
 * @return void
 */
function tourfront_manifest_print( $departure, $flush = null ) {
	$data = tourfront_manifest_data( $departure, 1, -1 );
	/* translators: 1: tour, 2: departure date. */
	$title    = sprintf( __( 'Passenger manifest: %1$s, %2$s', 'tourfront' ), $data['tour'], $data['label'] );
	$left_out = tourfront_manifest_left_out_text( $data['left_out'], $data['left_out_count'] );
	$css      = (string) file_get_contents( get_stylesheet_directory() . '/assets/admin/manifest-print.css' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- the theme's own small stylesheet, inlined so the page prints alone.
	// phpcs:disable WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped as it is built.
	echo '<!DOCTYPE html><html lang="' . esc_attr( get_bloginfo( 'language' ) ) . '"><head><meta charset="utf-8"><title>' . esc_html( $title ) . '</title>'
		. '<style>' . wp_strip_all_tags( $css ) . '</style></head><body class="tourfront-manifest-print">'
		. '<header><h1>' . esc_html( $data['tour'] ) . '</h1><p class="tourfront-manifest-print__date">' . esc_html__( 'Departure date', 'tourfront' ) . ': <strong>' . esc_html( $data['label'] ) . '</strong></p>'
		. '<p>' . esc_html( tourfront_manifest_figures( $data['stats'] ) ) . '</p>'
		. ( '' !== $left_out ? '<p class="tourfront-manifest-print__left-out">' . esc_html( $left_out ) . '</p>' : '' )
		. '</header>'
		. tourfront_manifest_table_head();
	if ( $flush ) {
		call_user_func( $flush );
	}
	$written = 0;
	tourfront_manifest_each(
		$departure->get_id(),
		static function ( $row ) use ( $flush, &$written ) {
			echo tourfront_manifest_table_row( $row, true );
			++$written;
			if ( $flush && 0 === $written % TOURFRONT_MANIFEST_PER_PAGE ) {
				call_user_func( $flush );
			}
		}
	);
	echo tourfront_manifest_table_foot( $data['stats'], 0 === $written )
		. '<footer><span>' . esc_html( get_bloginfo( 'name' ) ) . '</span> <span>' . esc_html(
			/* translators: %s: date and time. */
			sprintf( __( 'Printed %s', 'tourfront' ), wp_date( 'd/m/Y H:i' ) )
		) . '</span></footer>'
		. '<script>window.addEventListener("load",function(){window.print();});</script>'
		. '</body></html>';
	// phpcs:enable WordPress.Security.EscapeOutput.OutputNotEscaped
}
