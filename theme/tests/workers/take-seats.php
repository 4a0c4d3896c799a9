<?php
/**
 * One shopper of the seats race (booking-race-test.php): loads WordPress on the test database in a process of its
 * own, waits until the test opens the barrier file so that every shopper starts together, tries to take the seats
 * and prints {"taken": bool, "message": string} as JSON.
 *
 * Usage: php take-seats.php <departure id> <seats> <barrier file> [guarded|unguarded]
 * "unguarded" is the way seats were taken before the database guarded them (the theme's seat check, then
 * WooCommerce's decrement): it shows what the race does without the guard.
 *
 * @package tourfront
 */

// phpcs:disable WordPress.WP.GlobalVariablesOverride
require dirname( __DIR__ ) . '/wp-tests-config.php';
require_once ABSPATH . 'wp-settings.php';

list( , $tourfront_id, $tourfront_seats, $tourfront_barrier ) = $argv;
$tourfront_mode = isset( $argv[4] ) ? $argv[4] : 'guarded';

while ( ! file_exists( $tourfront_barrier ) ) {
	usleep( 1000 );
}
wp_cache_delete( (int) $tourfront_id, 'post_meta' );
$tourfront_product = wc_get_product( (int) $tourfront_id );
if ( 'unguarded' === $tourfront_mode ) {
	$tourfront_result = tourfront_booking_check_seats( $tourfront_product, (int) $tourfront_seats );
	if ( true === $tourfront_result ) {
		wc_update_product_stock( $tourfront_product, (int) $tourfront_seats, 'decrease' );
	}
} else {
	$tourfront_result = tourfront_booking_take_seats( $tourfront_product, (int) $tourfront_seats );
}
echo wp_json_encode(
	array(
		'taken'   => ! is_wp_error( $tourfront_result ),
		'message' => is_wp_error( $tourfront_result ) ? $tourfront_result->get_error_message() : '',
	)
);
