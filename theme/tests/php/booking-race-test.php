<?php
/**
 * The last seats of a departure raced by shoppers in processes of their own, each with its own connection to the
 * real MariaDB of the tests, all released at once. Every shopper passes the seat check before any of them takes
 * seats (the window WooCommerce leaves open while a cash-on-delivery order is processing but its stock is not
 * reduced yet): the seats taken never exceed the seats offered and the stock never goes below zero. An operator
 * changing the seats offered races them too, in a process of its own: whether the edit is saved after every checkout
 * landed between its read and its write or at the same moment as them, seats offered = seats sold + seats left.
 * TOURFRONT_RACE=unguarded races the way seats were taken and edited before (a PHP check then an unconditional
 * decrement; the seats sold read, then the stock set to seats − sold) and this test fails on both.
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
	 * The way this run races: as seats are taken now, or as they were (TOURFRONT_RACE=unguarded).
	 *
	 * @return string
	 */
	private function mode() {
		return 'unguarded' === getenv( 'TOURFRONT_RACE' ) ? 'unguarded' : 'guarded';
	}

	/**
	 * A committed departure with `$seats` seats.
	 *
	 * @param int  $seats  Seats offered and left.
	 * @param bool $stored Seats offered stored (false: a departure from before they were).
	 * @return int
	 */
	private function departure( $seats, $stored = true ) {
		$id                = $this->product( array( 'title' => 'Tour Hạ Long', 'type' => 'variation' ) );
		$this->committed[] = $id;
		update_post_meta( $id, 'attribute_pa_ngay-khoi-hanh', '2099-12-05' );
		update_post_meta( $id, '_manage_stock', 'yes' );
		update_post_meta( $id, '_stock', $seats );
		update_post_meta( $id, '_tourfront_race_offered', $seats );
		if ( $stored ) {
			update_post_meta( $id, '_tourfront_seats', $seats );
		}
		return $id;
	}

	/**
	 * Starts a worker.
	 *
	 * @param string   $worker Worker file.
	 * @param string[] $args   Its arguments.
	 * @return array{0: resource, 1: array}
	 */
	private function start( $worker, $args ) {
		$command = array_merge( array( PHP_BINARY, dirname( __DIR__ ) . '/workers/' . $worker ), array_map( 'strval', $args ) );
		$process = proc_open( $command, array( 1 => array( 'pipe', 'w' ), 2 => array( 'pipe', 'w' ) ), $pipes );
		return array( $process, $pipes );
	}

	/**
	 * Waits for every worker and reads their answers; fails with what each that went wrong printed.
	 *
	 * @param array $workers start()'s answers.
	 * @return array[]
	 */
	private function answers( $workers ) {
		$answers = array();
		$errors  = array();
		foreach ( $workers as $n => list( $process, $pipes ) ) {
			$out    = stream_get_contents( $pipes[1] );
			$err    = stream_get_contents( $pipes[2] );
			$status = proc_close( $process );
			$answer = json_decode( $out, true );
			if ( 0 !== $status || '' !== $err || ! is_array( $answer ) ) {
				$errors[] = "Worker {$n} (exit {$status}): " . trim( $err . ' ' . $out );
			}
			$answers[] = $answer;
		}
		$this->assertSame( array(), $errors, 'A worker failed or printed a notice or an error.' );
		return $answers;
	}

	/**
	 * Runs `$shoppers` workers each wanting `$each` seats of a departure, and with `$edit` an operator changing its
	 * seats offered, released together.
	 *
	 * @param int        $id       Departure.
	 * @param int        $shoppers Shoppers.
	 * @param int        $each     Seats each wants.
	 * @param array|null $edit     to: seats offered wanted; after_takes: saved once every shopper has tried.
	 * @return array{taken: int, stock: int, messages: string[], edit: array|null}
	 */
	private function race( $id, $shoppers, $each, $edit = null ) {
		$barrier = get_temp_dir() . uniqid( 'tourfront-race-', true );
		$checked = $barrier . '-checked';
		$taken   = $barrier . '-taken';
		mkdir( $checked );
		mkdir( $taken );
		$everyone = $shoppers + ( $edit ? 1 : 0 );
		$workers  = array();
		// Beside an operator the shoppers take their seats as now, so that only the edit is raced the way it was.
		$shopping = $edit ? 'guarded' : $this->mode();
		for ( $i = 0; $i < $shoppers; $i++ ) {
			$workers[] = $this->start( 'take-seats.php', array( $id, $each, $barrier, $shopping, $checked, $everyone, $taken ) );
		}
		$operator = $edit ? $this->start( 'change-seats.php', array( $id, $edit['to'], $barrier, $this->mode(), $checked, $everyone, $taken, $edit['after_takes'] ? $shoppers : 0 ) ) : null;
		touch( $barrier );
		$answers  = $this->answers( $operator ? array_merge( $workers, array( $operator ) ) : $workers );
		$edited   = $operator ? array_pop( $answers ) : null;
		$sold     = 0;
		$messages = array();
		foreach ( $answers as $answer ) {
			$sold      += $answer['taken'] ? $each : 0;
			$messages[] = $answer['message'];
		}
		unlink( $barrier );
		foreach ( array( $checked, $taken ) as $folder ) {
			array_map( 'unlink', glob( $folder . '/*' ) );
			rmdir( $folder );
		}
		return array(
			'taken'    => $sold,
			'stock'    => tourfront_booking_stored_stock( $id ),
			'messages' => array_values( array_filter( $messages ) ),
			'edit'     => $edited,
		);
	}

	public function test_twenty_shoppers_never_take_more_than_the_last_seats() {
		foreach ( array( 1, 2 ) as $each ) {
			for ( $round = 1; $round <= 2; $round++ ) {
				$race = $this->race( $this->departure( 3 ), 20, $each );
				$this->assertLessThanOrEqual( 3, $race['taken'], "Round {$round}, {$each} each: seats sold." );
				$this->assertGreaterThanOrEqual( 0, $race['stock'], "Round {$round}, {$each} each: stock." );
				$this->assertSame( 3 - $race['taken'], $race['stock'], 'Every seat taken is one less in stock.' );
				$this->assertSame( 3 - intdiv( 3, $each ) * $each, $race['stock'], 'The seats that fit were all sold.' );
				$this->assertCount( 20 - intdiv( 3, $each ), $race['messages'], 'Every other shopper is told why.' );
				$this->assertMatchesRegularExpression( '/^The departure on 05\/12\/2099 (has only \d seats? left|has just sold out)/', $race['messages'][0] );
			}
		}
	}

	public function test_an_operator_editing_the_seats_while_twenty_shoppers_race_never_hands_a_seat_out_twice() {
		$rounds = array(
			'lowered after every checkout landed' => array( 10, 6, true, true ),
			'raised after every checkout landed'  => array( 4, 8, true, true ),
			'lowered at the same moment'          => array( 10, 6, false, true ),
			'raised at the same moment, a departure from before seats offered were stored' => array( 6, 9, false, false ),
		);
		foreach ( $rounds as $name => list( $offered, $to, $after_takes, $stored ) ) {
			$id    = $this->departure( $offered, $stored );
			$race  = $this->race( $id, 20, 1, array( 'to' => $to, 'after_takes' => $after_takes ) );
			$seats = $race['taken'] + $race['stock'];
			$this->assertGreaterThanOrEqual( 0, $race['stock'], "{$name}: never below zero." );
			$this->assertSame( max( $to, $race['taken'] ), $seats, "{$name}: the seats sold and left are the seats the operator offered, or the seats sold when more were." );
			wp_cache_delete( $id, 'post_meta' );
			$this->assertSame( (string) $seats, get_post_meta( $id, '_tourfront_seats', true ), "{$name}: seats offered = seats sold + seats left." );
			$this->assertSame( $seats, $race['edit']['offered'], "{$name}: the operator is told the seats offered." );
			if ( $after_takes ) {
				$this->assertSame( min( $offered, 20 ), $race['taken'], "{$name}: every seat offered before the edit was sold." );
			}
		}
	}
}
