<?php
/**
 * One shopper of the seats race (booking-race-test.php): loads WordPress on the test database in a process of its
 * own, waits until the test opens the barrier file so that every shopper starts together, tries to take the seats
 * and prints {"taken": bool, "message": string} as JSON.
 *
 * Usage: php take-seats.php <departure id> <seats> <barrier file> <guarded|unguarded> <checked folder> <shoppers>
 * [<taken folder>]
 * "unguarded" is the way seats were taken before the database guarded them (the theme's seat check, then
 * WooCommerce's decrement): it shows what the race does without the guard. With a taken folder, the shopper leaves a
 * file there once it has tried (an operator's edit in booking-race-test.php waits for them).
 *
 * @package tourfront
 */

// phpcs:disable WordPress.WP.GlobalVariablesOverride
require dirname( __DIR__ ) . '/wp-tests-config.php';
require_once ABSPATH . 'wp-settings.php';

list( , $tourfront_id, $tourfront_seats, $tourfront_barrier, $tourfront_mode, $tourfront_checked, $tourfront_shoppers ) = $argv;
$tourfront_taken = isset( $argv[7] ) ? $argv[7] : '';

/**
 * Waits until the test or the other shoppers reach a state: a file exists, or a folder holds `$count` files.
 *
 * @param callable $reached The state.
 * @return void
 */
function tourfront_race_wait( $reached ) {
	// A peer that died never arrives: give up rather than keep the test waiting forever.
	$deadline = microtime( true ) + 120;
	while ( ! $reached() ) {
		if ( microtime( true ) > $deadline ) {
			fwrite( STDERR, 'Gave up waiting for the other racers (one died?).' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite
			exit( 1 );
		}
		usleep( 1000 );
		clearstatcache();
	}
}

tourfront_race_wait(
	static function () use ( $tourfront_barrier ) {
		return file_exists( $tourfront_barrier );
	}
);
// Every shopper's checkout checks the seats first, as the cart and checkout do, and all of them pass that check
// before any order takes its seats: the moment WooCommerce leaves open between an order's status and its stock.
wp_cache_delete( (int) $tourfront_id, 'post_meta' );
$tourfront_product = wc_get_product( (int) $tourfront_id );
$tourfront_result  = tourfront_booking_check_seats_left( $tourfront_product, (int) $tourfront_seats );
touch( $tourfront_checked . '/' . getmypid() );
tourfront_race_wait(
	static function () use ( $tourfront_checked, $tourfront_shoppers ) {
		return count( glob( $tourfront_checked . '/*' ) ) >= (int) $tourfront_shoppers;
	}
);
if ( 'unguarded' === $tourfront_mode ) {
	if ( true === $tourfront_result ) {
		wc_update_product_stock( $tourfront_product, (int) $tourfront_seats, 'decrease' );
	}
} elseif ( true === $tourfront_result ) {
	$tourfront_result = tourfront_booking_take_seats( $tourfront_product, (int) $tourfront_seats );
}
if ( '' !== $tourfront_taken ) {
	touch( $tourfront_taken . '/' . getmypid() );
}
echo wp_json_encode(
	array(
		'taken'   => ! is_wp_error( $tourfront_result ),
		'message' => is_wp_error( $tourfront_result ) ? $tourfront_result->get_error_message() : '',
	)
);
