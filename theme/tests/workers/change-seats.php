<?php
/**
 * The operator of the seats race (booking-race-test.php): loads WordPress on the test database in a process of its
 * own, waits for the barrier file like the shoppers, reads the departure as the bulk edit's form read it, tells the
 * shoppers it has read, then changes the seats offered and prints {"offered": int|null, "left": int} as JSON.
 *
 * Usage: php change-seats.php <departure id> <seats offered wanted> <barrier file> <guarded|unguarded> <checked folder>
 * <participants> <taken folder> <shoppers to wait for>
 * With shoppers to wait for, the edit is saved only once that many shoppers have tried to take their seats: every
 * checkout lands between the read and the write, the moment the old edit lost them. With 0 it is saved at once,
 * racing them. "unguarded" is the edit as it was: it read the seats sold, then set the stock to seats − sold.
 *
 * @package tourfront
 */

// phpcs:disable WordPress.WP.GlobalVariablesOverride
require dirname( __DIR__ ) . '/wp-tests-config.php';
require_once ABSPATH . 'wp-settings.php';

list( , $tourfront_id, $tourfront_wanted, $tourfront_barrier, $tourfront_mode, $tourfront_checked, $tourfront_participants, $tourfront_taken, $tourfront_wait ) = $argv;

/**
 * Waits until a state is reached: a file exists, or a folder holds enough files.
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
wp_cache_delete( (int) $tourfront_id, 'post_meta' );
$tourfront_product = wc_get_product( (int) $tourfront_id );
if ( 'unguarded' === $tourfront_mode ) {
	// The seats sold as the form counted them: every seat not left (no shopper has an order here but by its take).
	$tourfront_read = (int) get_post_meta( (int) $tourfront_id, '_tourfront_race_offered', true ) - tourfront_booking_stored_stock( (int) $tourfront_id );
} else {
	$tourfront_read = tourfront_booking_seats_offered( $tourfront_product );
}
touch( $tourfront_checked . '/' . getmypid() );
tourfront_race_wait(
	static function () use ( $tourfront_checked, $tourfront_participants ) {
		return count( glob( $tourfront_checked . '/*' ) ) >= (int) $tourfront_participants;
	}
);
tourfront_race_wait(
	static function () use ( $tourfront_taken, $tourfront_wait ) {
		return count( glob( $tourfront_taken . '/*' ) ) >= (int) $tourfront_wait;
	}
);
wp_cache_delete( (int) $tourfront_id, 'post_meta' );
$tourfront_product = wc_get_product( (int) $tourfront_id );
if ( 'unguarded' === $tourfront_mode ) {
	wc_update_product_stock( $tourfront_product, max( 0, (int) $tourfront_wanted - $tourfront_read ), 'set' );
	$tourfront_result = array( 'offered' => null );
} else {
	$tourfront_result = tourfront_booking_change_seats_offered( $tourfront_product, $tourfront_read, (int) $tourfront_wanted );
}
echo wp_json_encode(
	array(
		'offered' => is_wp_error( $tourfront_result ) ? $tourfront_result->get_error_code() : $tourfront_result['offered'],
		'left'    => tourfront_booking_stored_stock( (int) $tourfront_id ),
	)
);
