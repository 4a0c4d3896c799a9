<?php
/**
 * Tour bookings (theme/inc/booking): the travellers kept in step with a line's quantity, the party read from
 * requests, the seats and departure checks with their messages, the line price and the header's words.
 *
 * @package tourfront
 */

/** Booking tests. */
class Tourfront_Booking_Test extends Tourfront_Test_Case {
	/**
	 * A departure variation of `$date` with `$seats` seats (managed stock) and a child price, of a published tour.
	 *
	 * @param string $date  YYYY-MM-DD.
	 * @param int    $seats Seats.
	 * @param int    $tour  Tour (0 = a new one).
	 * @return WC_Product
	 */
	private function departure( $date, $seats, $tour = 0 ) {
		$tour = $tour ? $tour : $this->product( array( 'title' => 'Tour Hạ Long', 'type' => 'variable', 'price' => 2490000 ) );
		$id   = $this->product( array( 'title' => 'Tour Hạ Long', 'type' => 'variation', 'price' => 2490000 ) );
		wp_update_post( array( 'ID' => $id, 'post_parent' => $tour ) );
		update_post_meta( $id, 'attribute_pa_ngay-khoi-hanh', $date );
		update_post_meta( $id, '_manage_stock', 'yes' );
		update_post_meta( $id, '_stock', $seats );
		update_post_meta( $id, '_tourfront_child_price', '1500000' );
		return wc_get_product( $id );
	}

	/**
	 * The rule's answer: the error code, or the booking.
	 *
	 * @param WC_Product $departure Departure.
	 * @param mixed      $input     Input.
	 * @param array      $args      Arguments.
	 * @return string|array
	 */
	private function rule( $departure, $input, $args = array() ) {
		$result = tourfront_booking_validate( $departure, $input, $args );
		return is_wp_error( $result ) ? $result->get_error_code() : $result;
	}

	public function test_travellers_follow_the_line_quantity() {
		$this->assertSame( array( 'adults' => 2, 'children' => 1 ), tourfront_booking_normalise( array( 'adults' => 2, 'children' => 1 ), 3 ) );
		$this->assertSame( array( 'adults' => 4, 'children' => 2 ), tourfront_booking_normalise( array( 'adults' => 2, 'children' => 1 ), 6 ), 'Two equal bookings merged.' );
		$this->assertSame( array( 'adults' => 3, 'children' => 1 ), tourfront_booking_normalise( array( 'adults' => 2, 'children' => 1 ), 4 ) );
		$this->assertSame( array( 'adults' => 2, 'children' => 0 ), tourfront_booking_normalise( null, 2 ), 'No booking: every seat an adult.' );
	}

	public function test_a_party_needs_an_adult_whole_numbers_and_at_most_ten() {
		$this->assertSame( array( 'adults' => 2, 'children' => 1 ), tourfront_booking_read( array( 'adults' => '2', 'children' => 1 ) ) );
		$this->assertSame( array( 'adults' => 1, 'children' => 0 ), tourfront_booking_read( array( 'adults' => 1 ) ) );
		foreach ( array( array( 'adults' => 0, 'children' => 2 ), array( 'adults' => '1.5' ), array( 'adults' => -1 ), 'x' ) as $bad ) {
			$this->assertSame( 'tourfront_booking_invalid_travellers', tourfront_booking_read( $bad )->get_error_code() );
		}
		$this->assertSame(
			'One booking takes up to 10 travellers; for a larger group, please contact us.',
			tourfront_booking_read( array( 'adults' => 8, 'children' => 3 ) )->get_error_message()
		);
	}

	public function test_seats_departed_and_sold_out_departures_are_refused_naming_the_date() {
		$this->assertTrue( tourfront_booking_check_seats( $this->departure( '2099-12-05', 4 ), 4 ) );
		$this->assertSame( 'Only 4 seats left for the departure on 05/12/2099.', tourfront_booking_check_seats( $this->departure( '2099-12-05', 4 ), 5 )->get_error_message() );
		$this->assertSame( 4, tourfront_booking_check_seats( $this->departure( '2099-12-05', 4 ), 5 )->get_error_data()['seats_left'] );
		$this->assertSame( 'tourfront_booking_sold_out', tourfront_booking_check_seats( $this->departure( '2099-12-12', 0 ), 1 )->get_error_code() );
		$this->assertSame(
			'The departure on 01/01/2000 has already left. Please choose another date.',
			tourfront_booking_check_seats( $this->departure( '2000-01-01', 10 ), 1 )->get_error_message()
		);
		$simple = wc_get_product( $this->product( array( 'title' => 'Sách' ) ) );
		$this->assertTrue( tourfront_booking_check_seats( $simple, 99 ), 'Not a tour: no booking rules.' );
	}

	public function test_the_seats_already_in_the_cart_count() {
		$departure        = $this->departure( '2099-12-05', 4 );
		WC()->cart->items = array( array( $departure->get_id(), 2, array( 'adults' => 2, 'children' => 0 ) ) );
		$this->assertSame(
			'Only 4 seats left for the departure on 05/12/2099: your cart already holds 2.',
			tourfront_booking_check_seats( $departure, 3 )->get_error_message()
		);
		$this->assertTrue( tourfront_booking_check_seats( $departure, 4, 'k0' ), 'Changing that line itself.' );
	}

	public function test_item_data_and_extension_data_of_a_booking() {
		$departure = $this->departure( '2099-12-05', 10 );
		$item      = array( 'data' => $departure, 'quantity' => 3, 'tourfront_booking' => array( 'adults' => 2, 'children' => 1 ) );
		$this->assertSame(
			array(
				array( 'key' => 'Adults', 'value' => "2 × 2.490.000\u{a0}₫" ),
				array( 'key' => 'Children', 'value' => "1 × 1.500.000\u{a0}₫" ),
			),
			tourfront_booking_item_data( array(), $item )
		);
		$this->assertSame(
			array( 'is_tour' => true, 'adults' => 2, 'children' => 1, 'adult_price' => '2490000', 'child_price' => '1500000', 'departure' => '2099-12-05' ),
			tourfront_booking_item_extension( $item )
		);
	}

	public function test_the_rule_refuses_every_malformed_party_whatever_its_shape() {
		$departure = $this->departure( '2099-12-05', 10 );
		$bad       = array(
			'negative children'      => array( 'adults' => 3, 'children' => -2 ),
			'negative children text' => array( 'adults' => '5', 'children' => '-4' ),
			'negative adults'        => array( 'adults' => -1 ),
			'zero adults'            => array( 'adults' => 0, 'children' => 2 ),
			'fraction'               => array( 'adults' => 1.5 ),
			'fraction text'          => array( 'adults' => '2.5' ),
			'padded text'            => array( 'adults' => ' 2' ),
			'array adults'           => array( 'adults' => array( 2 ) ),
			'array children'         => array( 'adults' => 2, 'children' => array( 'x' => 1 ) ),
			'object adults'          => array( 'adults' => (object) array( 'n' => 2 ) ),
			'null adults'            => array( 'adults' => null ),
			'null children'          => array( 'adults' => 2, 'children' => null ),
			'boolean'                => array( 'adults' => true ),
			'infinity'               => array( 'adults' => INF ),
			'not a number'           => array( 'adults' => NAN ),
			'huge'                   => array( 'adults' => '99999999999999999999' ),
			'no adults'              => array( 'children' => 2 ),
			'a string'               => 'x',
			'null'                   => null,
		);
		$notices   = array();
		set_error_handler( // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_set_error_handler -- the test fails on any notice the input raises.
			static function ( $errno, $errstr ) use ( &$notices ) {
				$notices[] = $errstr;
				return true;
			}
		);
		foreach ( $bad as $name => $input ) {
			$this->assertSame( 'tourfront_booking_invalid_travellers', $this->rule( $departure, $input ), $name );
		}
		restore_error_handler();
		$this->assertSame( array(), $notices, 'No notice nor warning, whatever the shape.' );
		$this->assertSame( 'tourfront_booking_invalid_travellers', $this->rule( $departure, array( 'adults' => 8, 'children' => 3 ) ), 'Over the booking limit.' );
	}

	public function test_the_rule_takes_whole_numbers_as_requests_send_them_and_sets_the_quantity() {
		$departure = $this->departure( '2099-12-05', 10 );
		$this->assertSame( array( 'adults' => 2, 'children' => 1, 'quantity' => 3 ), $this->rule( $departure, array( 'adults' => '2', 'children' => '1' ) ), 'A form post.' );
		$this->assertSame( array( 'adults' => 2, 'children' => 0, 'quantity' => 2 ), $this->rule( $departure, array( 'adults' => 2.0, 'children' => '' ) ), 'JSON 2.0, children left empty.' );
		$this->assertSame( array( 'adults' => 3, 'children' => 0, 'quantity' => 3 ), $this->rule( $departure, (object) array( 'adults' => 3 ) ), 'A JSON object.' );
	}

	public function test_the_rule_refuses_departures_that_cannot_be_booked() {
		$tour  = $this->product( array( 'title' => 'Tour Sa Pa', 'type' => 'variable' ) );
		$party = array( 'adults' => 2 );
		$this->assertSame( 'tourfront_booking_departed', $this->rule( $this->departure( '2000-01-01', 10 ), $party ), 'Past.' );
		$this->assertSame( 'tourfront_booking_unknown_departure', $this->rule( false, $party ), 'Unknown.' );
		$this->assertSame( 'tourfront_booking_unknown_departure', $this->rule( wc_get_product( $this->product( array( 'title' => 'Sách' ) ) ), $party ), 'Not a departure.' );
		$this->assertSame( 'tourfront_booking_other_tour', $this->rule( $this->departure( '2099-12-05', 10 ), $party, array( 'tour_id' => $tour ) ), "Another tour's departure." );
		$this->assertSame( 3, $this->rule( $this->departure( '2099-12-05', 10, $tour ), array( 'adults' => 3 ), array( 'tour_id' => $tour ) )['quantity'], "This tour's departure." );
		$draft = $this->departure( '2099-12-05', 10 );
		wp_update_post( array( 'ID' => $draft->get_id(), 'post_status' => 'draft' ) );
		$this->assertSame( 'tourfront_booking_unknown_departure', $this->rule( $draft, $party ), 'Unpublished.' );
		$hidden = $this->departure( '2099-12-05', 10 );
		wp_update_post( array( 'ID' => $hidden->get_parent_id(), 'post_status' => 'private' ) );
		$this->assertSame( 'tourfront_booking_unknown_departure', $this->rule( $hidden, $party ), 'Its tour unpublished.' );
	}

	public function test_the_rule_refuses_more_travellers_than_seats() {
		$departure = $this->departure( '2099-12-05', 3 );
		$this->assertSame( 'tourfront_booking_not_enough_seats', $this->rule( $departure, array( 'adults' => 2, 'children' => 2 ) ) );
		WC()->cart->items = array( array( $departure->get_id(), 2, array( 'adults' => 2, 'children' => 0 ) ) );
		$this->assertSame( 'tourfront_booking_not_enough_seats', $this->rule( $departure, array( 'adults' => 2 ) ), 'Beside the cart.' );
		$this->assertSame( 3, $this->rule( $departure, array( 'adults' => 3 ), array( 'except_key' => 'k0' ) )['quantity'], 'Changing that line.' );
		$this->assertSame( 'tourfront_booking_not_enough_seats', $this->rule( $departure, array( 'adults' => 4 ), array( 'cart' => false ) ), 'At checkout.' );
		$this->assertSame( 'The departure on 05/12/2099 has only 3 seats left: your order was not placed and your cart is kept. Please change the travellers or choose another date.', tourfront_booking_validate( $departure, array( 'adults' => 4 ), array( 'cart' => false ) )->get_error_message() );
	}

	public function test_a_line_is_priced_from_the_stored_prices_whatever_the_request_said() {
		$departure = $this->departure( '2099-12-05', 10 );
		$line      = array( 'data' => $departure, 'quantity' => 3, 'tourfront_booking' => array( 'adults' => 2, 'children' => 1, 'adult_price' => 1, 'child_price' => 1 ), 'price' => 1 );
		$this->assertSame( array( 'adult' => 2490000.0, 'child' => 1500000.0 ), tourfront_booking_prices( $departure ) );
		$this->assertSame( array( 'adults' => 2, 'children' => 1 ), tourfront_booking_normalise( $line['tourfront_booking'], 3 ) );
		$this->assertSame( array( 'adults' => 3, 'children' => 0 ), tourfront_booking_normalise( array( 'adults' => 3, 'children' => -2 ), 3 ), 'A stored negative child never prices a line.' );
		$this->assertSame( '2490000', tourfront_booking_item_extension( $line )['adult_price'] );
	}

	public function test_posted_travellers_keep_their_shape_for_the_rule() {
		$_POST = array( 'tourfront_adults' => array( '2' ), 'tourfront_children' => '1' );
		$this->assertSame( 'tourfront_booking_invalid_travellers', tourfront_booking_posted()->get_error_code(), 'adults[]=2' );
		$_POST = array( 'tourfront_adults' => '2', 'tourfront_children' => array( '1' ) );
		$this->assertSame( 'tourfront_booking_invalid_travellers', tourfront_booking_posted()->get_error_code(), 'children[]=1' );
		$_POST = array( 'tourfront_adults' => '3', 'tourfront_children' => '-2' );
		$this->assertSame( 'tourfront_booking_invalid_travellers', tourfront_booking_posted()->get_error_code() );
		$_POST = array( 'tourfront_adults' => '3' );
		$this->assertSame( array( 'adults' => 3, 'children' => 0 ), tourfront_booking_posted() );
	}

	public function test_seats_are_taken_only_while_the_stock_holds_them_and_given_back() {
		$departure = $this->departure( '2099-12-05', 3 );
		$this->assertSame( 1, tourfront_booking_take_seats( $departure, 2 ) );
		$refused = tourfront_booking_take_seats( $departure, 2 );
		$this->assertSame( 'tourfront_booking_not_enough_seats', $refused->get_error_code() );
		$this->assertSame( 'The departure on 05/12/2099 has only 1 seat left: your order was not placed and your cart is kept. Please change the travellers or choose another date.', $refused->get_error_message() );
		$this->assertSame( 0, tourfront_booking_take_seats( $departure, 1 ) );
		$this->assertSame( 'The departure on 05/12/2099 has just sold out: your order was not placed and your cart is kept. Please choose another date.', tourfront_booking_take_seats( $departure, 1 )->get_error_message() );
		$this->assertSame( 0, tourfront_booking_stored_stock( $departure->get_id() ), 'Never below zero.' );
		$this->assertSame( 2, tourfront_booking_give_seats( $departure, 2 ) );
		$this->assertSame( 2, tourfront_booking_stored_stock( $departure->get_id() ), 'Given back.' );
	}

	public function test_header_words() {
		$this->assertSame( '3 travellers, 1 item', tourfront_cart_count_label( 3, 1 ) );
		$this->assertSame( '1 traveller', tourfront_cart_count_label( 1, 0 ) );
		$this->assertSame( '2 items', tourfront_cart_count_label( 0, 2 ) );
	}
}
