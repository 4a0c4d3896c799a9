<?php
/**
 * A departure's passenger manifest as CSV: UTF-8 with a byte order mark (Excel then reads Vietnamese right),
 * one row per booking, every cell that a spreadsheet would read as a formula (starting with =, +, -, @, a tab
 * or a carriage return) neutralised with a leading apostrophe.
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
 * The CSV text of a manifest.
 *
 * @param array $data tourfront_manifest_data().
 * @return string
 */
function tourfront_manifest_csv( $data ) {
	$rows   = array();
	$rows[] = array(
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
	);
	foreach ( $data['rows'] as $row ) {
		$rows[] = array( $data['tour'], $data['label'], '#' . $row['number'], $row['status'], $row['buyer'], $row['phone'], $row['email'], $row['adults'], $row['children'], tourfront_manifest_travellers_text( $row['travellers'] ), $row['pickup'], $row['note'] );
	}
	$rows[] = array( __( 'Total', 'tourfront' ), $data['label'], '', '', '', '', '', $data['stats']['adults'], $data['stats']['children'], '', '', '' );
	$out    = fopen( 'php://temp', 'r+' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen -- an in-memory buffer for fputcsv.
	foreach ( $rows as $row ) {
		fputcsv( $out, array_map( 'tourfront_manifest_csv_cell', $row ), ',', '"', '' );
	}
	rewind( $out );
	$csv = (string) stream_get_contents( $out );
	fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- the buffer above.
	return "\xEF\xBB\xBF" . $csv;
}

/**
 * The CSV download of the requested departure (capability and nonce checked): headers and body.
 *
 * @return array{headers: array<string, string>, body: string}
 */
function tourfront_manifest_csv_response() {
	$departure = tourfront_manifest_requested_departure();
	$data      = tourfront_manifest_data( $departure );
	$name      = sanitize_file_name( 'manifest-' . get_post_field( 'post_name', $departure->get_parent_id() ) . '-' . $data['date'] . '.csv' );
	return array(
		'headers' => array(
			'Content-Type'           => 'text/csv; charset=utf-8',
			'Content-Disposition'    => 'attachment; filename="' . $name . '"',
			'Cache-Control'          => 'no-store',
			'X-Content-Type-Options' => 'nosniff',
		),
		'body'    => tourfront_manifest_csv( $data ),
	);
}
