<?php
/**
 * A departure's passenger manifest as CSV: UTF-8 with a byte order mark (Excel then reads Vietnamese right),
 * one row per booking (written as read, a batch at a time), every cell that a spreadsheet would read as a
 * formula (starting with =, +, -, @, a tab or a carriage return) neutralised with a leading apostrophe.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/**
 * A cell a spreadsheet shows as text, never runs.
 *
 * @param mixed $value Value.
 * @return string
 */
function tourfront_manifest_csv_cell( $value ) {
	$value = (string) $value;
	return '' !== $value && false !== strpos( "=+-@\t\r", $value[0] ) ? "'" . $value : $value;
}

/**
 * Writes a departure's manifest as CSV to a stream: the byte order mark, the header, one row per booking read a
 * batch at a time, the totals.
 *
 * @param WC_Product $departure Departure.
 * @param resource   $out       Stream.
 * @param callable   $flush     Called after each batch (sends what was written).
 * @return void
 */
function tourfront_manifest_csv_write( $departure, $out, $flush = null ) {
	$data  = tourfront_manifest_data( $departure, 1, -1 );
	$write = static function ( $cells ) use ( $out ) {
		fputcsv( $out, array_map( 'tourfront_manifest_csv_cell', $cells ), ',', '"', '' );
	};
	fwrite( $out, "\xEF\xBB\xBF" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- the stream given.
	$write(
		array(
			__( 'Tour', 'tourfront' ),
			__( 'Departure date', 'tourfront' ),
			__( 'Order', 'tourfront' ),
			__( 'Status', 'tourfront' ),
			__( 'Buyer', 'tourfront' ),
			__( 'Phone', 'tourfront' ),
			__( 'Email', 'tourfront' ),
			__( 'Adults', 'tourfront' ),
			__( 'Children', 'tourfront' ),
			__( 'Travellers (year of birth)', 'tourfront' ),
			__( 'Pickup point / address', 'tourfront' ),
			__( 'Customer note', 'tourfront' ),
		)
	);
	$written = 0;
	tourfront_manifest_each(
		$departure->get_id(),
		static function ( $row ) use ( $data, $write, $flush, &$written ) {
			$write( array( $data['tour'], $data['label'], '#' . $row['number'], $row['status'], $row['buyer'], $row['phone'], $row['email'], $row['adults'], $row['children'], tourfront_manifest_travellers_text( $row['travellers'] ), $row['pickup'], $row['note'] ) );
			++$written;
			if ( $flush && 0 === $written % TOURFRONT_MANIFEST_PER_PAGE ) {
				call_user_func( $flush );
			}
		}
	);
	$write( array( __( 'Total', 'tourfront' ), $data['label'], '', '', '', '', '', $data['stats']['adults'], $data['stats']['children'], '', '', '' ) );
}

/**
 * The CSV download's file name and headers.
 *
 * @param WC_Product $departure Departure.
 * @return array<string, string>
 */
function tourfront_manifest_csv_headers( $departure ) {
	$name = sanitize_file_name( 'manifest-' . get_post_field( 'post_name', $departure->get_parent_id() ) . '-' . tourfront_booking_departure( $departure ) . '.csv' );
	return array(
		'Content-Type'           => 'text/csv; charset=utf-8',
		'Content-Disposition'    => 'attachment; filename="' . $name . '"',
		'Cache-Control'          => 'no-store',
		'X-Content-Type-Options' => 'nosniff',
	);
}

/**
 * The CSV download of the requested departure (capability and nonce checked) as headers and body.
 *
 * @return array{headers: array<string, string>, body: string}
 */
function tourfront_manifest_csv_response() {
	$departure = tourfront_manifest_requested_departure();
	$out       = fopen( 'php://temp', 'r+' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen -- an in-memory buffer for fputcsv.
	tourfront_manifest_csv_write( $departure, $out );
	rewind( $out );
	$body = (string) stream_get_contents( $out );
	fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- the buffer above.
	return array( 'headers' => tourfront_manifest_csv_headers( $departure ), 'body' => $body );
}

/**
 * Sends the CSV download of the requested departure (capability and nonce checked), written to the response a
 * batch of bookings at a time.
 *
 * @return void
 */
function tourfront_manifest_csv_send() {
	$departure = tourfront_manifest_requested_departure();
	foreach ( tourfront_manifest_csv_headers( $departure ) as $name => $value ) {
		header( $name . ': ' . $value );
	}
	$out = fopen( 'php://output', 'w' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen -- the response body.
	tourfront_manifest_csv_write( $departure, $out, 'tourfront_manifest_flush' );
	fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- the stream above.
}
