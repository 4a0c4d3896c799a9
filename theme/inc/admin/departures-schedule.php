<?php
/**
 * "Departure schedule" on a tour's edit screen: create departures for a date range on chosen weekdays, or for
 * listed dates, with seats, adult, child and sale price (dates the tour has are left alone); below, the tour's
 * upcoming departures with their fill, to edit seats and prices of many at once or close them to new bookings.
 * Its buttons post the product form to the departures screen (formaction), which acts and comes back here.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/**
 * Adds the box to the product edit screen, with the admin stylesheet.
 *
 * @param string  $post_type Post type.
 * @param WP_Post $post      Post.
 * @return void
 */
function tourfront_schedule_meta_box( $post_type, $post = null ) {
	if ( 'product' !== $post_type || ! current_user_can( 'manage_woocommerce' ) ) {
		return;
	}
	add_meta_box( 'tourfront-departures', __( 'Departure schedule', 'tourfront' ), 'tourfront_schedule_render', 'product', 'normal', 'high' );
	tourfront_departures_enqueue();
	tourfront_departures_catch_up();
}
add_action( 'add_meta_boxes', 'tourfront_schedule_meta_box', 10, 2 );

/**
 * The URL the box's buttons post to.
 *
 * @param string $action   schedule|product_bulk.
 * @param int    $product  Tour.
 * @return string
 */
function tourfront_schedule_action_url( $action, $product ) {
	return tourfront_departures_url( array( 'tourfront_action' => $action, 'product' => (int) $product ) );
}

/**
 * Prints the box.
 *
 * @param WP_Post $post Product.
 * @return void
 */
function tourfront_schedule_render( $post ) {
	$product = wc_get_product( $post->ID );
	if ( ! $product || ! $product->is_type( 'variable' ) || 'auto-draft' === $post->post_status ) {
		echo '<p>' . esc_html__( 'Save the tour as a variable product first; its departures are its variations.', 'tourfront' ) . '</p>';
		return;
	}
	wp_nonce_field( 'tourfront_schedule_' . $post->ID, 'tourfront_schedule_nonce', false );
	$weekdays = array(
		1 => __( 'Mon', 'tourfront' ),
		2 => __( 'Tue', 'tourfront' ),
		3 => __( 'Wed', 'tourfront' ),
		4 => __( 'Thu', 'tourfront' ),
		5 => __( 'Fri', 'tourfront' ),
		6 => __( 'Sat', 'tourfront' ),
		7 => __( 'Sun', 'tourfront' ),
	);
	$today    = wp_date( 'Y-m-d' );
	echo '<div class="tourfront-schedule">';
	echo '<h3>' . esc_html__( 'Create departures', 'tourfront' ) . '</h3>';
	echo '<table class="form-table" role="presentation"><tbody>';
	printf(
		'<tr><th scope="row"><label for="tourfront-schedule-from">%1$s</label></th><td><input type="date" id="tourfront-schedule-from" name="tourfront_schedule[from]" min="%3$s"> <label for="tourfront-schedule-to">%2$s</label> <input type="date" id="tourfront-schedule-to" name="tourfront_schedule[to]" min="%3$s"></td></tr>',
		esc_html__( 'From', 'tourfront' ),
		esc_html__( 'to', 'tourfront' ),
		esc_attr( $today )
	);
	echo '<tr><th scope="row">' . esc_html__( 'On', 'tourfront' ) . '</th><td><fieldset class="tourfront-schedule__weekdays"><legend class="screen-reader-text">' . esc_html__( 'Weekdays', 'tourfront' ) . '</legend>';
	foreach ( $weekdays as $number => $label ) {
		printf( '<label><input type="checkbox" name="tourfront_schedule[weekdays][]" value="%d"> %s</label> ', (int) $number, esc_html( $label ) );
	}
	echo '<p class="description">' . esc_html__( 'No weekday ticked: every day of the range.', 'tourfront' ) . '</p></fieldset></td></tr>';
	printf(
		'<tr><th scope="row"><label for="tourfront-schedule-dates">%s</label></th><td><textarea id="tourfront-schedule-dates" name="tourfront_schedule[dates]" rows="2" cols="40" class="large-text" placeholder="05/12/2026, 19/12/2026"></textarea><p class="description">%s</p></td></tr>',
		esc_html__( 'Or these dates', 'tourfront' ),
		esc_html__( 'Dates as dd/mm/yyyy, separated by commas or lines.', 'tourfront' )
	);
	$fields = array(
		'seats'       => array( __( 'Seats', 'tourfront' ), '1', true ),
		'adult_price' => array( __( 'Adult price', 'tourfront' ), 'any', true ),
		'child_price' => array( __( 'Child price', 'tourfront' ), 'any', false ),
		'sale_price'  => array( __( 'Sale price (adults)', 'tourfront' ), 'any', false ),
	);
	echo '<tr><th scope="row">' . esc_html__( 'Each departure', 'tourfront' ) . '</th><td class="tourfront-schedule__fields">';
	foreach ( $fields as $key => list( $label, $step, $required ) ) {
		printf(
			'<label>%1$s%4$s <input type="number" min="0" step="%2$s" name="tourfront_schedule[%3$s]" class="small-text tourfront-schedule__%3$s" inputmode="numeric"></label> ',
			esc_html( $label ),
			esc_attr( $step ),
			esc_attr( $key ),
			$required ? ' <span aria-hidden="true">*</span>' : ''
		);
	}
	echo '<p class="description">' . esc_html__( 'Child price empty: children pay the adult price. Dates the tour already has are left as they are.', 'tourfront' ) . '</p></td></tr>';
	echo '</tbody></table>';
	printf(
		'<p><button type="submit" class="button button-primary" formaction="%s" formmethod="post" formnovalidate>%s</button> <span class="description">%s</span></p>',
		esc_url( tourfront_schedule_action_url( 'schedule', $post->ID ) ),
		esc_html__( 'Create departures', 'tourfront' ),
		esc_html__( 'Other unsaved changes of this tour are not saved by this button.', 'tourfront' )
	);
	tourfront_schedule_departures_list( $post->ID );
	echo '</div>';
}

/** Departures per page of the box. */
const TOURFRONT_SCHEDULE_PER_PAGE = 20;

/**
 * The tour's upcoming departures with checkboxes, a page at a time, and the bulk edit / close / reopen buttons.
 *
 * @param int $product_id Tour.
 * @return void
 */
function tourfront_schedule_departures_list( $product_id ) {
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a page number of a list.
	$page  = isset( $_GET['departures_page'] ) ? max( 1, absint( $_GET['departures_page'] ) ) : 1;
	$found = tourfront_departures_query( array( 'tour' => $product_id ), 'date', false, TOURFRONT_SCHEDULE_PER_PAGE, $page );
	$total = $found['total'];
	/* translators: %d: number of departures. */
	echo '<h3>' . esc_html( sprintf( _n( '%d upcoming departure', '%d upcoming departures', $total, 'tourfront' ), $total ) ) . '</h3>';
	if ( ! $total ) {
		return;
	}
	tourfront_departures_catch_up_notice();
	$rows   = tourfront_departures_rows( $found['ids'] );
	$labels = tourfront_departures_labels( wp_list_pluck( $rows, 'date' ) );
	$pages  = (int) ceil( $total / TOURFRONT_SCHEDULE_PER_PAGE );
	$nav    = tourfront_schedule_pagination( $product_id, min( $page, $pages ), $pages, $total );
	echo $nav; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped as it is built.
	echo '<div class="tourfront-schedule__list"><table class="widefat striped"><thead><tr><td class="check-column"><label class="screen-reader-text" for="tourfront-schedule-all">' . esc_html__( 'Select all', 'tourfront' ) . '</label><input type="checkbox" id="tourfront-schedule-all"></td>';
	foreach ( array( __( 'Departure date', 'tourfront' ), __( 'Seats sold / offered', 'tourfront' ), __( 'Seats left', 'tourfront' ), __( 'Adult price', 'tourfront' ), __( 'Child price', 'tourfront' ), __( 'Status', 'tourfront' ) ) as $label ) {
		echo '<th scope="col">' . esc_html( $label ) . '</th>';
	}
	echo '</tr></thead><tbody>';
	foreach ( $rows as $id => $row ) {
		$label = isset( $labels[ $row['date'] ] ) ? $labels[ $row['date'] ] : $row['date'];
		printf(
			'<tr><th scope="row" class="check-column"><label class="screen-reader-text" for="tourfront-departure-%1$d">%2$s</label><input type="checkbox" id="tourfront-departure-%1$d" name="tourfront_departures[]" value="%1$d"></th><td><a href="%3$s">%4$s</a></td><td>%5$s %6$d / %7$d</td><td>%8$d</td><td>%9$s</td><td>%10$s</td><td><mark class="tourfront-status tourfront-status--%11$s">%12$s</mark></td></tr>',
			(int) $id,
			/* translators: %s: departure date. */
			esc_html( sprintf( __( 'Select %s', 'tourfront' ), $label ) ),
			esc_url( tourfront_manifest_url( $id ) ),
			esc_html( $label ),
			tourfront_departures_fill_bar( $row['sold'], $row['offered'], $row['status'] ), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped as it is built.
			(int) $row['sold'],
			(int) $row['offered'],
			(int) $row['left'],
			wp_kses_post( wc_price( (float) $row['regular_price'] ) . ( '' !== $row['sale_price'] ? ' → ' . wc_price( (float) $row['sale_price'] ) : '' ) ),
			wp_kses_post( wc_price( $row['child_price'] ) ),
			esc_attr( $row['status'] ),
			esc_html( tourfront_departures_status_label( $row['status'] ) )
		);
	}
	echo '</tbody></table></div>';
	echo $nav; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped as it is built.
	tourfront_departures_bulk_fields( 'tourfront_schedule_bulk' );
	$url = tourfront_schedule_action_url( 'product_bulk', $product_id );
	foreach ( array( 'edit' => __( 'Apply to selected', 'tourfront' ), 'close' => __( 'Close selected to new bookings', 'tourfront' ), 'reopen' => __( 'Open selected for bookings', 'tourfront' ) ) as $action => $label ) {
		printf( '<button type="submit" class="button" name="tourfront_bulk_action" value="%s" formaction="%s" formmethod="post" formnovalidate>%s</button> ', esc_attr( $action ), esc_url( $url ), esc_html( $label ) );
	}
}

/**
 * The box's page links, as WordPress's list tables print them (first, previous, "n of m", next, last), and a
 * link to all of the tour's departures on the departures screen.
 *
 * @param int $product_id Tour.
 * @param int $page       Current page.
 * @param int $pages      Pages.
 * @param int $total      Departures.
 * @return string
 */
function tourfront_schedule_pagination( $product_id, $page, $pages, $total ) {
	$all = sprintf( '<a href="%s">%s</a>', esc_url( tourfront_departures_url( array( 'tour' => (int) $product_id ) ) ), esc_html__( 'All of this tour’s departures', 'tourfront' ) );
	if ( $pages <= 1 ) {
		return '<div class="tablenav tourfront-schedule__nav"><div class="alignleft">' . $all . '</div><br class="clear"></div>';
	}
	$link  = static function ( $to, $text, $label, $enabled ) use ( $product_id ) {
		if ( ! $enabled ) {
			return '<span class="tablenav-pages-navspan button disabled" aria-hidden="true">' . esc_html( $text ) . '</span> ';
		}
		$url = add_query_arg( array( 'post' => (int) $product_id, 'action' => 'edit', 'departures_page' => $to ), admin_url( 'post.php' ) ) . '#tourfront-departures';
		return sprintf( '<a class="button" href="%s"><span class="screen-reader-text">%s</span><span aria-hidden="true">%s</span></a> ', esc_url( $url ), esc_html( $label ), esc_html( $text ) );
	};
	$links = $link( 1, '«', __( 'First page', 'tourfront' ), $page > 1 )
		. $link( $page - 1, '‹', __( 'Previous page', 'tourfront' ), $page > 1 )
		/* translators: 1: current page, 2: number of pages. */
		. '<span class="paging-input">' . esc_html( sprintf( __( '%1$d of %2$d', 'tourfront' ), $page, $pages ) ) . '</span> '
		. $link( $page + 1, '›', __( 'Next page', 'tourfront' ), $page < $pages )
		. $link( $pages, '»', __( 'Last page', 'tourfront' ), $page < $pages );
	/* translators: %d: number of departures. */
	$count = sprintf( _n( '%d departure', '%d departures', $total, 'tourfront' ), $total );
	return '<div class="tablenav tourfront-schedule__nav"><div class="alignleft">' . $all . '</div><div class="tablenav-pages"><span class="displaying-num">' . esc_html( $count ) . '</span><span class="pagination-links">' . $links . '</span></div><br class="clear"></div>';
}

/**
 * Runs the box's schedule or bulk form (nonce and capability checked) and says where to go back.
 *
 * @param string $action schedule|product_bulk.
 * @return array{url: string, type: string, message: string}
 */
function tourfront_schedule_handle( $action ) {
	// phpcs:disable WordPress.Security.NonceVerification.Recommended -- the product id names the nonce checked right after.
	$product_id = isset( $_GET['product'] ) ? absint( $_GET['product'] ) : 0;
	// phpcs:enable WordPress.Security.NonceVerification.Recommended
	check_admin_referer( 'tourfront_schedule_' . $product_id, 'tourfront_schedule_nonce' );
	if ( ! current_user_can( 'manage_woocommerce' ) || ! current_user_can( 'edit_post', $product_id ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to manage departures.', 'tourfront' ), 403 );
	}
	$back = add_query_arg( array( 'post' => $product_id, 'action' => 'edit' ), admin_url( 'post.php' ) ) . '#tourfront-departures';
	if ( 'product_bulk' === $action ) {
		$ids    = isset( $_POST['tourfront_departures'] ) ? array_map( 'absint', (array) wp_unslash( $_POST['tourfront_departures'] ) ) : array();
		$fields = tourfront_departures_read_fields( isset( $_POST['tourfront_schedule_bulk'] ) ? wp_unslash( $_POST['tourfront_schedule_bulk'] ) : array() ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- each field sanitised by tourfront_departures_read_fields().
		$bulk   = isset( $_POST['tourfront_bulk_action'] ) ? sanitize_key( wp_unslash( $_POST['tourfront_bulk_action'] ) ) : '';
		$ids    = array_values( array_intersect( $ids, tourfront_departures_of( $product_id ) ) );
		return array( 'url' => $back ) + tourfront_departures_apply( in_array( $bulk, array( 'close', 'reopen' ), true ) ? $bulk : 'edit', $ids, $fields );
	}
	$input  = isset( $_POST['tourfront_schedule'] ) && is_array( $_POST['tourfront_schedule'] ) ? wp_unslash( $_POST['tourfront_schedule'] ) : array(); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- each entry sanitised below.
	$result = tourfront_schedule_run( $product_id, $input );
	return array( 'url' => $back ) + $result;
}

/**
 * Creates a tour's departures from the schedule form's input and says what it did.
 *
 * @param int   $product_id Tour.
 * @param array $input      from, to, weekdays[], dates, seats, adult_price, child_price, sale_price.
 * @return array{type: string, message: string, created: string[], skipped: string[]}
 */
function tourfront_schedule_run( $product_id, $input ) {
	$listed = isset( $input['dates'] ) ? preg_split( '/[\s,;]+/', sanitize_textarea_field( (string) $input['dates'] ), -1, PREG_SPLIT_NO_EMPTY ) : array();
	$dates  = tourfront_departures_schedule_dates(
		isset( $input['from'] ) ? sanitize_text_field( (string) $input['from'] ) : '',
		isset( $input['to'] ) ? sanitize_text_field( (string) $input['to'] ) : '',
		isset( $input['weekdays'] ) ? array_map( 'absint', (array) $input['weekdays'] ) : array(),
		$listed
	);
	$today  = wp_date( 'Y-m-d' );
	$past   = array_filter(
		$dates,
		static function ( $date ) use ( $today ) {
			return $date < $today;
		}
	);
	$dates  = array_values( array_diff( $dates, $past ) );
	$result = tourfront_departures_create( $product_id, $dates, tourfront_departures_read_fields( $input ) );
	if ( is_wp_error( $result ) ) {
		return array( 'type' => 'error', 'message' => $result->get_error_message(), 'created' => array(), 'skipped' => array() );
	}
	$created = count( $result['created'] );
	$skipped = count( $result['skipped'] );
	/* translators: %d: number of departures. */
	$message = sprintf( _n( '%d departure created.', '%d departures created.', $created, 'tourfront' ), $created );
	if ( $created ) {
		/* translators: 1: first departure date, 2: last departure date. */
		$message .= ' ' . sprintf( __( 'From %1$s to %2$s.', 'tourfront' ), tourfront_booking_departure_label( reset( $result['created'] ) ), tourfront_booking_departure_label( end( $result['created'] ) ) );
	}
	if ( $skipped ) {
		/* translators: %d: number of dates. */
		$message .= ' ' . sprintf( _n( '%d date the tour already has was left as it is.', '%d dates the tour already has were left as they are.', $skipped, 'tourfront' ), $skipped );
	}
	if ( $past ) {
		/* translators: %d: number of dates. */
		$message .= ' ' . sprintf( _n( '%d past date was skipped.', '%d past dates were skipped.', count( $past ), 'tourfront' ), count( $past ) );
	}
	return array( 'type' => $created ? 'success' : 'info', 'message' => $message ) + $result;
}
