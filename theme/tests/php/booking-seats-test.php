<?php
/**
 * Seats under every path but the order statuses (booking-order-seats-test.php): the seats a departure offers are
 * stored and an operator's change is a delta through the guarded UPDATE (a checkout landing in between is kept), the
 * stock row WooCommerce manages (a tour's, for a departure that leaves its stock to it), the travellers under
 * language-independent hidden keys shown through WooCommerce's display filters and still read from older lines, and
 * booking errors raised where WooCommerce validates a cart item instead of rewriting REST answers.
 *
 * @package tourfront
 */

require_once __DIR__ . '/trait-tourfront-booking-seats.php';

use Automattic\WooCommerce\StoreApi\Exceptions\RouteException;

/** Seats tests. */
class Tourfront_Booking_Seats_Test extends Tourfront_Test_Case {
	use Tourfront_Booking_Seats;

	/** The operator screens' booking index, when there is one (its DDL ends a transaction: before the tests'). */
	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		if ( function_exists( 'tourfront_departure_lines_install' ) ) {
			tourfront_departure_lines_install();
		}
	}

	/** Back in English, the double's REST flag off. */
	protected function tearDown(): void {
		$this->use_locale( '' );
		WC()->rest_api_request = false;
		parent::tearDown();
	}

	public function test_seats_offered_are_stored_and_an_edit_moves_the_stock_by_the_difference() {
		$departure = $this->departure( 20 );
		$this->assertSame( 20, tourfront_booking_seats_offered( $departure ), 'A departure that never stored them: sold (none) + left.' );
		$this->assertSame( '20', get_post_meta( $departure->get_id(), '_tourfront_seats', true ), 'Stored once.' );

		$this->assertSame( array( 'offered' => 25, 'left' => 25 ), tourfront_booking_set_seats_offered( $departure, 25 ) );
		tourfront_booking_take_seats( $departure, 4 );
		$this->assertSame( array( 'offered' => 22, 'left' => 18 ), tourfront_booking_set_seats_offered( $departure, 22 ) );
		$this->assertSame( 22, tourfront_booking_seats_offered( $departure ) );
	}

	public function test_a_checkout_landing_during_an_edit_is_kept() {
		$departure = $this->departure( 20 );
		$read      = tourfront_booking_seats_offered( $departure );
		// The operator's form was read, then a shopper takes 3 seats, then the edit is saved.
		tourfront_booking_take_seats( $departure, 3 );
		$this->assertSame( array( 'offered' => 24, 'left' => 21 ), tourfront_booking_change_seats_offered( $departure, $read, 24 ) );
		$this->assertSame( 24, 3 + $this->left( $departure ), 'Seats offered = seats sold + seats left.' );
	}

	public function test_fewer_seats_than_are_sold_cannot_be_offered() {
		$departure = $this->departure( 10 );
		tourfront_booking_set_seats_offered( $departure, 10 );
		tourfront_booking_take_seats( $departure, 8 );
		$this->assertSame( array( 'offered' => 8, 'left' => 0 ), tourfront_booking_set_seats_offered( $departure, 5 ) );
		$this->assertSame( 0, $this->left( $departure ), 'Never below zero.' );
		$this->assertSame( array( 'offered' => 12, 'left' => 4 ), tourfront_booking_set_seats_offered( $departure, 12 ) );
	}

	public function test_an_edit_from_seats_offered_changed_meanwhile_changes_nothing() {
		$departure = $this->departure( 10 );
		tourfront_booking_seats_offered( $departure );
		tourfront_booking_set_seats_offered( $departure, 12 );
		$stale = tourfront_booking_change_seats_offered( $departure, 10, 6 );
		$this->assertSame( 'tourfront_booking_seats_changed', $stale->get_error_code() );
		$this->assertSame( 12, $this->left( $departure ), 'The seats it had removed went back.' );
		$this->assertSame( 12, tourfront_booking_seats_offered( $departure ) );
		$this->assertSame( 'tourfront_booking_seats_changed', tourfront_booking_change_seats_offered( $departure, 10, 14 )->get_error_code() );
		$this->assertSame( 12, $this->left( $departure ) );
	}

	public function test_the_bulk_edit_stores_seats_offered_and_keeps_what_was_sold_meanwhile() {
		$departure = $this->departure( 20 );
		$order     = $this->order( array( array( $departure, 2, 1 ) ), 'checkout-draft' );
		do_action( 'woocommerce_store_api_checkout_order_processed', $order );
		$order->update_status( 'processing' );
		$this->assertSame( 17, $this->left( $departure ) );
		$id = $departure->get_id();
		$this->assertSame( 1, tourfront_departures_update( array( $id ), tourfront_departures_read_fields( array( 'seats' => 25 ) ) ) );
		$this->assertSame( '25', get_post_meta( $id, '_tourfront_seats', true ), 'Seats offered stored, not derived.' );
		$this->assertSame( 22, $this->left( $departure ), '3 sold, 22 left.' );
		tourfront_booking_take_seats( $departure, 2 );
		tourfront_departures_update( array( $id ), tourfront_departures_read_fields( array( 'seats' => 30 ) ) );
		$this->assertSame( 25, $this->left( $departure ), 'The 2 seats taken since are not handed out again.' );
	}

	public function test_the_bulk_edit_of_a_departure_without_managed_stock_counts_its_bookings_sold() {
		$departure = $this->departure( null );
		$this->order( array( array( $departure, 2 ) ), 'processing' );
		tourfront_departures_update( array( $departure->get_id() ), tourfront_departures_read_fields( array( 'seats' => 10 ) ) );
		$this->assertSame( 8, $this->left( wc_get_product( $departure->get_id() ) ) );
		$this->assertSame( '10', get_post_meta( $departure->get_id(), '_tourfront_seats', true ) );
	}

	public function test_seats_are_taken_from_the_stock_row_woocommerce_manages() {
		$tour = $this->product( array( 'title' => 'Tour Sa Pa', 'type' => 'variable' ) );
		update_post_meta( $tour, '_manage_stock', 'yes' );
		update_post_meta( $tour, '_stock', 5 );
		$departure = $this->departure( null, '2099-12-05', $tour );
		$this->assertSame( $tour, tourfront_booking_stock_id( $departure ), 'The tour manages the stock of its departures.' );
		$this->assertSame( 5, tourfront_booking_seats_offered( $departure ) );
		$this->assertSame( 2, tourfront_booking_take_seats( $departure, 3 ) );
		$this->assertSame( 2, tourfront_booking_stored_stock( $tour ) );
		$this->assertSame( '', get_post_meta( $departure->get_id(), '_stock', true ), 'The variation has no stock row of its own.' );
		$refused = tourfront_booking_take_seats( $departure, 3 );
		$this->assertSame( 2, $refused->get_error_data()['seats_left'] );
		$this->assertSame( 2, tourfront_booking_stored_stock( $tour ) );
		$this->assertSame( 7, tourfront_booking_set_seats_offered( $departure, 7 )['offered'] );
		$this->assertSame( '7', get_post_meta( $tour, '_tourfront_seats', true ), 'Stored on the stock row.' );
		$this->assertSame( 4, tourfront_booking_stored_stock( $tour ) );
	}

	public function test_the_travellers_are_stored_under_hidden_keys_whatever_the_language() {
		$departure = $this->departure( 10 );
		$this->use_locale( 'vi' );
		$item = $this->line( $departure, 2, 1 );
		$this->assertSame( 2, $item->get_meta( '_tourfront_adults' ) );
		$this->assertSame( 1, $item->get_meta( '_tourfront_children' ) );
		$this->assertSame( '', $item->get_meta( 'Người lớn' ), 'No key in the language of the checkout.' );
		$this->use_locale( '' );
		$this->assertSame( array( 'adults' => 2, 'children' => 1 ), tourfront_booking_line_party( $item ) );
		$this->assertSame( array( 'adults' => 2, 'children' => 0 ), tourfront_booking_line_party( $this->line( $departure, 2 ) ), 'Children written as 0.' );
	}

	public function test_older_lines_are_read_from_their_english_or_vietnamese_labels() {
		$departure = $this->departure( 10 );
		$item      = new Tourfront_Test_Order_Item();
		$item->set_variation_id( $departure->get_id() );
		$item->set_quantity( 3 );
		$item->add_meta_data( 'Người lớn', '2' );
		$item->add_meta_data( 'Trẻ em', '1' );
		$this->assertSame( array( 'adults' => 2, 'children' => 1 ), tourfront_booking_line_party( $item ), 'Vietnamese labels, read on an English site.' );

		$english = new Tourfront_Test_Order_Item();
		$english->set_variation_id( $departure->get_id() );
		$english->set_quantity( 4 );
		$english->add_meta_data( 'Adults', '3' );
		$english->add_meta_data( 'Children', '1' );
		$this->use_locale( 'vi' );
		$this->assertSame( array( 'adults' => 3, 'children' => 1 ), tourfront_booking_line_party( $english ), 'English labels, read on a Vietnamese site.' );

		$bare = new Tourfront_Test_Order_Item();
		$bare->set_quantity( 2 );
		$this->assertSame( array( 'adults' => 2, 'children' => 0 ), tourfront_booking_line_party( $bare ), 'Nothing stored: every seat an adult.' );
	}

	public function test_the_travellers_show_as_nguoi_lon_and_tre_em_and_stay_out_of_the_admins_raw_meta() {
		$departure = $this->departure( 10 );
		$order     = $this->order( array( array( $departure, 2, 1 ) ) );
		$item      = $this->first_line( $order );
		$this->use_locale( 'vi' );

		$rows = array();
		foreach ( $item->get_formatted_meta_data() as $row ) {
			$rows[ wp_strip_all_tags( $row->display_key ) ] = trim( wp_strip_all_tags( $row->display_value ) );
		}
		$this->assertSame( array( 'Ngày khởi hành' => '05/12/2099', 'Người lớn' => '2', 'Trẻ em' => '1' ), $rows, 'Order received, My account and emails.' );

		$admin = $item->get_formatted_meta_data( '' );
		$keys  = wp_list_pluck( $admin, 'key' );
		$this->assertEqualsCanonicalizing( array( 'pa_ngay-khoi-hanh', '_tourfront_adults', '_tourfront_children' ), array_values( $keys ), 'The admin lists hidden keys…' );
		$hidden = apply_filters( 'woocommerce_hidden_order_itemmeta', array( '_qty', '_reduced_stock' ) );
		$this->assertContains( '_tourfront_adults', $hidden, '…and drops them from its raw meta, as it does `_reduced_stock`.' );
		$this->assertContains( '_tourfront_children', $hidden );
		$this->assertSame( 'Người lớn', apply_filters( 'woocommerce_order_item_display_meta_key', '_tourfront_adults', null, $item ) );

		ob_start();
		do_action( 'woocommerce_after_order_itemmeta', $item->get_id(), $item, $departure );
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( '<th>Người lớn:</th><td><p>2</p>', $html, 'The admin reads them under the line.' );
		$this->assertStringContainsString( '<th>Trẻ em:</th><td><p>1</p>', $html );
	}

	public function test_an_older_line_keeps_its_labels_in_the_sites_language() {
		$departure = $this->departure( 10 );
		$order     = new Tourfront_Test_Order( array( 'id' => ++self::$next_order_id ) );
		$item      = new Tourfront_Test_Order_Item();
		$item->set_variation_id( $departure->get_id() );
		$item->set_quantity( 2 );
		$item->add_meta_data( 'pa_ngay-khoi-hanh', '2099-12-05' );
		$item->add_meta_data( 'Adults', '2' );
		$order->add_item( $item );
		$order->save();
		$this->use_locale( 'vi' );
		$shown = wp_list_pluck( $item->get_formatted_meta_data(), 'display_key' );
		$this->assertSame( array( 'Ngày khởi hành', 'Người lớn' ), array_values( $shown ), 'Once, under the label it was stored with, in Vietnamese.' );
	}

	public function test_order_again_brings_the_travellers_back_from_hidden_and_older_keys() {
		$departure = $this->departure( 10 );
		$order     = $this->order( array( array( $departure, 2, 1 ) ), 'completed' );
		$this->assertSame( array( 'tourfront_booking' => array( 'adults' => 2, 'children' => 1 ) ), apply_filters( 'woocommerce_order_again_cart_item_data', array(), $this->first_line( $order ), $order ) );

		$older = new Tourfront_Test_Order_Item();
		$older->set_variation_id( $departure->get_id() );
		$older->set_quantity( 3 );
		$older->add_meta_data( 'Người lớn', '1' );
		$older->add_meta_data( 'Trẻ em', '2' );
		$this->assertSame( array( 'adults' => 1, 'children' => 2 ), apply_filters( 'woocommerce_order_again_cart_item_data', array(), $older, $order )['tourfront_booking'] );
	}

	public function test_no_rest_answer_is_rewritten() {
		$hooked = array();
		foreach ( array( 'rest_request_after_callbacks', 'rest_post_dispatch', 'rest_pre_echo_response' ) as $hook ) {
			foreach ( isset( $GLOBALS['wp_filter'][ $hook ] ) ? $GLOBALS['wp_filter'][ $hook ]->callbacks : array() as $callbacks ) {
				foreach ( $callbacks as $callback ) {
					if ( is_string( $callback['function'] ) && 0 === strpos( $callback['function'], 'tourfront_booking' ) ) {
						$hooked[] = $hook . ': ' . $callback['function'];
					}
				}
			}
		}
		$this->assertSame( array(), $hooked );
	}

	public function test_a_store_api_cart_item_is_refused_where_woocommerce_validates_it() {
		$this->assertNotFalse( has_action( 'woocommerce_store_api_validate_cart_item', 'tourfront_booking_store_api_validate_cart_item' ) );
		$departed = $this->departure( 10, '2000-01-01' );
		$item     = array( 'data' => $departed, 'quantity' => 2, 'tourfront_booking' => array( 'adults' => 2, 'children' => 0 ) );
		try {
			do_action( 'woocommerce_store_api_validate_cart_item', $departed, $item );
			$this->fail( 'A departure that has left is refused.' );
		} catch ( RouteException $refusal ) {
			$this->assertSame( 'tourfront_booking_departed', $refusal->getErrorCode() );
			$this->assertSame( 'The departure on 01/01/2000 has already left. Please choose another date.', $refusal->getMessage() );
		}

		$short = $this->departure( 1 );
		try {
			do_action( 'woocommerce_store_api_validate_cart_item', $short, array( 'data' => $short, 'quantity' => 2, 'tourfront_booking' => array( 'adults' => 2 ) ) );
			$this->fail( 'More travellers than seats left.' );
		} catch ( RouteException $refusal ) {
			$this->assertSame( 'Only 1 seat left for the departure on 05/12/2099.', $refusal->getMessage(), "The cart's words, not the order's." );
			$this->assertSame( array( 'seats_left' => 1 ), $refusal->getAdditionalData() );
		}

		$open = $this->departure( 10 );
		do_action( 'woocommerce_store_api_validate_cart_item', $open, array( 'data' => $open, 'quantity' => 3, 'tourfront_booking' => array( 'adults' => 2, 'children' => 1 ) ) );
		$other = wc_get_product( $this->product( array( 'title' => 'Sách' ) ) );
		do_action( 'woocommerce_store_api_validate_cart_item', $other, array( 'data' => $other, 'quantity' => 99 ) );
		$this->addToAssertionCount( 1 );
	}

	public function test_the_classic_cart_checks_its_lines_and_leaves_the_store_api_to_its_own_check() {
		$departed         = $this->departure( 10, '2000-01-01' );
		WC()->cart->items = array( array( $departed->get_id(), 2, array( 'adults' => 2, 'children' => 0 ) ) );
		wc_clear_notices();
		do_action( 'woocommerce_check_cart_items' );
		$this->assertSame( array( 'The departure on 01/01/2000 has already left. Please choose another date.' ), wc_get_notices( 'error' ) );
		wc_clear_notices();
		WC()->rest_api_request = true;
		do_action( 'woocommerce_check_cart_items' );
		$this->assertSame( 0, wc_notice_count( 'error' ), 'The Store API validated the line itself.' );
	}
}
