<?php
/**
 * The last seats of a departure raced by shoppers in processes of their own, each with its own connection to the
 * real MariaDB of the tests, all released at once. Every shopper passes the seat check before any of them takes
 * seats (the window WooCommerce leaves open while a cash-on-delivery order is processing but its stock is not
 * reduced yet): the seats taken never exceed the seats offered and the stock never goes below zero. TOURFRONT_RACE=unguarded races the way seats were taken before (a PHP check, then an
 * unconditional decrement) and this test fails on it.
 *
 * @package tourfront
 */

/** Seats race. */
class Tourfront_Booking_Race_Test extends Tourfront_Test_Case {
	/** @var int[] Posts committed for the workers to see, deleted afterwards. */
	private $committed = array();

	/** The workers see only committed rows: leave the test's transaction. */
	protected function setUp(): void {
		global $wpdb;
		parent::setUp();
		$wpdb->query( 'ROLLBACK' );
		$wpdb->query( 'SET autocommit = 1' );
	}

	/** Deletes what the test committed. */
	protected function tearDown(): void {
		foreach ( $this->committed as $id ) {
			wp_delete_post( $id, true );
		}
		parent::tearDown();
	}

	/**
	 * Runs `$shoppers` workers each wanting `$each` seats of a departure of `$seats` seats, released together.
	 *
	 * @param int $seats    Seats offered.
	 * @param int $shoppers Shoppers.
	 * @param int $each     Seats each wants.
	 * @return array{taken: int, stock: int, messages: string[]}
	 */
	private function race( $seats, $shoppers, $each ) {
		$id                = $this->product( array( 'title' => 'Tour Hạ Long', 'type' => 'variation' ) );
		$this->committed[] = $id;
		update_post_meta( $id, 'attribute_pa_ngay-khoi-hanh', '2099-12-05' );
		update_post_meta( $id, '_manage_stock', 'yes' );
		update_post_meta( $id, '_stock', $seats );
		$barrier = get_temp_dir() . uniqid( 'tourfront-race-', true );
		$checked = $barrier . '-checked';
		mkdir( $checked );
		$mode    = 'unguarded' === getenv( 'TOURFRONT_RACE' ) ? 'unguarded' : 'guarded';
		$workers = array();
		for ( $i = 0; $i < $shoppers; $i++ ) {
			$command   = array( PHP_BINARY, dirname( __DIR__ ) . '/workers/take-seats.php', (string) $id, (string) $each, $barrier, $mode, $checked, (string) $shoppers );
			$process   = proc_open( $command, array( 1 => array( 'pipe', 'w' ), 2 => array( 'pipe', 'w' ) ), $pipes );
			$workers[] = array( $process, $pipes );
		}
		touch( $barrier );
		$taken    = 0;
		$messages = array();
		foreach ( $workers as list( $process, $pipes ) ) {
			$out    = stream_get_contents( $pipes[1] );
			$err    = stream_get_contents( $pipes[2] );
			$status = proc_close( $process );
			$this->assertSame( 0, $status, $err );
			$this->assertSame( '', $err, 'A worker printed a notice or an error.' );
			$answer = json_decode( $out, true );
			$this->assertIsArray( $answer, $out );
			$taken     += $answer['taken'] ? $each : 0;
			$messages[] = $answer['message'];
		}
		unlink( $barrier );
		array_map( 'unlink', glob( $checked . '/*' ) );
		rmdir( $checked );
		return array(
			'taken'    => $taken,
			'stock'    => tourfront_booking_stored_stock( $id ),
			'messages' => array_values( array_filter( $messages ) ),
		);
	}

	public function test_twenty_shoppers_never_take_more_than_the_last_seats() {
		foreach ( array( 1, 2 ) as $each ) {
			for ( $round = 1; $round <= 2; $round++ ) {
				$race = $this->race( 3, 20, $each );
				$this->assertLessThanOrEqual( 3, $race['taken'], "Round {$round}, {$each} each: seats sold." );
				$this->assertGreaterThanOrEqual( 0, $race['stock'], "Round {$round}, {$each} each: stock." );
				$this->assertSame( 3 - $race['taken'], $race['stock'], 'Every seat taken is one less in stock.' );
				$this->assertSame( 3 - intdiv( 3, $each ) * $each, $race['stock'], 'The seats that fit were all sold.' );
				$this->assertCount( 20 - intdiv( 3, $each ), $race['messages'], 'Every other shopper is told why.' );
				$this->assertMatchesRegularExpression( '/^The departure on 05\/12\/2099 (has only \d seats? left|has just sold out)/', $race['messages'][0] );
			}
		}
	}
}
