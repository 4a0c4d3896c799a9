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
	 * A departure variation of `$date` with `$seats` seats (managed stock) and a child price.
	 *
	 * @param string $date  YYYY-MM-DD.
	 * @param int    $seats Seats.
	 * @return WC_Product
	 */
	private function departure( $date, $seats ) {
		$id = $this->product( array( 'title' => 'Tour Hạ Long', 'type' => 'variation', 'price' => 2490000 ) );
		update_post_meta( $id, 'attribute_pa_ngay-khoi-hanh', $date );
		update_post_meta( $id, '_manage_stock', 'yes' );
		update_post_meta( $id, '_stock', $seats );
		update_post_meta( $id, '_tourfront_child_price', '1500000' );
		return wc_get_product( $id );
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

	public function test_header_words() {
		$this->assertSame( '3 travellers, 1 item', tourfront_cart_count_label( 3, 1 ) );
		$this->assertSame( '1 traveller', tourfront_cart_count_label( 1, 0 ) );
		$this->assertSame( '2 items', tourfront_cart_count_label( 0, 2 ) );
	}
}
