<?php
/**
 * The operator's departures (theme/inc/admin): a schedule's dates and the departures it creates (running it
 * twice changes nothing), bulk edits, closing a departure to new bookings, and the seats sold / left counted
 * from orders of every status.
 *
 * @package tourfront
 */

require_once TOURFRONT_DIR . '/inc/admin/departures-screen.php';
require_once TOURFRONT_DIR . '/inc/admin/departures-schedule.php';
require_once TOURFRONT_DIR . '/inc/admin/manifest.php';
require_once TOURFRONT_DIR . '/inc/admin/manifest-csv.php';

/** Departures tests. */
class Tourfront_Departures_Test extends Tourfront_Test_Case {
	/** @var int Next order id. */
	private static $order_id = 7000;

	/** The booking index's table (DDL ends a transaction: created before the tests' own). */
	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		tourfront_departure_lines_install();
	}

	/**
	 * A tour (variable product).
	 *
	 * @return int
	 */
	private function tour() {
		return $this->product( array( 'title' => 'Tour Hạ Long 3N2Đ', 'type' => 'variable', 'price' => '' ) );
	}

	/**
	 * A saved order of a departure's line.
	 *
	 * @param int    $variation_id Departure.
	 * @param string $status       Order status.
	 * @param int    $adults       Adults.
	 * @param int    $children     Children.
	 * @param array  $data         More order data.
	 * @return WC_Order
	 */
	private function order( $variation_id, $status, $adults, $children = 0, $data = array() ) {
		$order = new WC_Order( array_merge( array( 'id' => ++self::$order_id, 'status' => $status, 'billing_first_name' => 'An', 'billing_last_name' => 'Nguyễn Văn' ), $data ) );
		$item  = new WC_Order_Item_Product();
		$item->set_name( 'Tour Hạ Long 3N2Đ' );
		$item->set_product_id( wp_get_post_parent_id( $variation_id ) );
		$item->set_variation_id( $variation_id );
		$item->set_quantity( $adults + $children );
		$item->set_total( (string) ( $adults * 2490000 + $children * 1500000 ) );
		$item->add_meta_data( 'pa_ngay-khoi-hanh', get_post_meta( $variation_id, 'attribute_pa_ngay-khoi-hanh', true ), true );
		$item->add_meta_data( 'Người lớn', $adults, true );
		if ( $children ) {
			$item->add_meta_data( 'Trẻ em', $children, true );
		}
		$order->add_item( $item );
		$order->save();
		return $order;
	}

	public function test_a_schedule_gives_the_chosen_weekdays_of_a_range_across_months() {
		$saturdays = tourfront_departures_schedule_dates( '2099-01-20', '2099-03-10', array( 6 ) );
		$this->assertSame( array( '2099-01-24', '2099-01-31', '2099-02-07', '2099-02-14', '2099-02-21', '2099-02-28', '2099-03-07' ), $saturdays );
		$this->assertSame( array( '2099-02-27', '2099-02-28', '2099-03-06', '2099-03-07' ), tourfront_departures_schedule_dates( '2099-02-25', '2099-03-08', array( 5, 6 ) ) );
		$this->assertCount( 10, tourfront_departures_schedule_dates( '2099-12-25', '2100-01-03', array() ), 'No weekday: every day, across the year.' );
		$this->assertSame( array( '2099-02-01', '2099-12-05' ), tourfront_departures_schedule_dates( '', '', array(), array( '05/12/2099', '2099-02-01', '31/02/2099', 'soon', '05/12/2099' ) ), 'Listed dates, invalid ones left out, once each.' );
		$this->assertSame( array(), tourfront_departures_schedule_dates( '2099-03-10', '2099-01-20', array( 6 ) ), 'A range that ends before it starts.' );
	}

	public function test_a_schedule_creates_departures_once_and_leaves_existing_dates_alone() {
		$tour   = $this->tour();
		$fields = tourfront_departures_read_fields( array( 'seats' => '20', 'adult_price' => '2490000', 'child_price' => '1500000', 'sale_price' => '' ) );
		$first  = tourfront_departures_create( $tour, tourfront_departures_schedule_dates( '2099-01-01', '2099-02-28', array( 6 ) ), $fields );
		$this->assertSame( array( '2099-01-03', '2099-01-10', '2099-01-17', '2099-01-24', '2099-01-31', '2099-02-07', '2099-02-14', '2099-02-21', '2099-02-28' ), $first['created'] );
		$departures = tourfront_departures_of( $tour );
		$this->assertCount( 9, $departures );

		$variation = wc_get_product( $departures['2099-01-10'] );
		$this->assertSame( '2099-01-10', tourfront_booking_departure( $variation ) );
		$this->assertSame( $tour, $variation->get_parent_id() );
		$this->assertTrue( $variation->managing_stock() );
		$this->assertSame( 20, $variation->get_stock_quantity() );
		$this->assertSame( array( 'adult' => 2490000.0, 'child' => 1500000.0 ), tourfront_booking_prices( $variation ) );
		$this->assertSame( '10/01/2099', get_term_by( 'slug', '2099-01-10', 'pa_ngay-khoi-hanh' )->name, 'The term is named as the shop prints it.' );
		$attributes = wc_get_product( $tour )->get_attributes();
		$this->assertTrue( $attributes['pa_ngay-khoi-hanh']->get_variation() );
		$this->assertCount( 9, $attributes['pa_ngay-khoi-hanh']->get_options(), 'The tour offers every new date.' );

		// A booked departure's seats and price were changed by hand; running an overlapping schedule keeps them.
		update_post_meta( $departures['2099-01-10'], '_stock', 7 );
		$again = tourfront_departures_create( $tour, tourfront_departures_schedule_dates( '2099-01-01', '2099-03-14', array( 6 ) ), tourfront_departures_read_fields( array( 'seats' => 30, 'adult_price' => 1 ) ) );
		$this->assertSame( array( '2099-03-07', '2099-03-14' ), $again['created'] );
		$this->assertCount( 9, $again['skipped'] );
		$this->assertSame( 7, wc_get_product( $departures['2099-01-10'] )->get_stock_quantity() );
		$this->assertSame( '2490000', wc_get_product( $departures['2099-01-10'] )->get_regular_price() );
		$this->assertCount( 11, tourfront_departures_of( $tour ) );
		$this->assertCount( 11, wc_get_product( $tour )->get_attributes()['pa_ngay-khoi-hanh']->get_options() );

		$same = tourfront_departures_create( $tour, array( '2099-03-07' ), $fields );
		$this->assertSame( array( 'created' => array(), 'skipped' => array( '2099-03-07' ) ), $same, 'Twice: nothing changes.' );
	}

	public function test_a_schedule_needs_a_tour_seats_a_price_and_dates() {
		$tour = $this->tour();
		$ok   = tourfront_departures_read_fields( array( 'seats' => 10, 'adult_price' => '990000' ) );
		$this->assertSame( 'tourfront_departures_fields', tourfront_departures_create( $tour, array( '2099-05-01' ), tourfront_departures_read_fields( array( 'seats' => 10 ) ) )->get_error_code() );
		$this->assertSame( 'tourfront_departures_no_dates', tourfront_departures_create( $tour, array(), $ok )->get_error_code() );
		$simple = $this->product( array( 'title' => 'Sách' ) );
		$this->assertSame( 'tourfront_departures_not_variable', tourfront_departures_create( $simple, array( '2099-05-01' ), $ok )->get_error_code() );
		$this->assertSame( array( 'seats' => null, 'adult_price' => null, 'child_price' => null, 'sale_price' => null ), tourfront_departures_read_fields( array( 'seats' => '', 'adult_price' => 'abc', 'child_price' => '-5' ) ) );
	}

	public function test_one_schedule_at_a_time_per_tour() {
		$tour = $this->tour();
		add_option( 'tourfront_departures_lock_' . $tour, time() );
		$busy = tourfront_departures_create( $tour, array( '2099-05-02' ), tourfront_departures_read_fields( array( 'seats' => 10, 'adult_price' => 1 ) ) );
		$this->assertSame( 'tourfront_departures_busy', $busy->get_error_code(), 'A second submit while the first is saving.' );
		$this->assertSame( array(), tourfront_departures_of( $tour ) );
		update_option( 'tourfront_departures_lock_' . $tour, time() - HOUR_IN_SECONDS );
		$this->assertSame( array( '2099-05-02' ), tourfront_departures_create( $tour, array( '2099-05-02' ), tourfront_departures_read_fields( array( 'seats' => 10, 'adult_price' => 1 ) ) )['created'], 'A lock left by a request that died is taken over.' );
		$this->assertFalse( get_option( 'tourfront_departures_lock_' . $tour ), 'Released.' );
	}

	public function test_the_schedule_form_skips_past_dates_and_says_what_it_did() {
		$tour   = $this->tour();
		$result = tourfront_schedule_run( $tour, array( 'dates' => "01/01/2000\n05/12/2099, 12/12/2099", 'seats' => '16', 'adult_price' => '3990000' ) );
		$this->assertSame( 'success', $result['type'] );
		$this->assertSame( '2 departures created. From 05/12/2099 to 12/12/2099. 1 past date was skipped.', $result['message'] );
		$again = tourfront_schedule_run( $tour, array( 'dates' => '05/12/2099', 'seats' => '16', 'adult_price' => '3990000' ) );
		$this->assertSame( '0 departures created. 1 date the tour already has was left as it is.', $again['message'] );
	}

	public function test_bulk_edit_sets_seats_offered_and_prices_of_many_departures() {
		$tour = $this->tour();
		tourfront_departures_create( $tour, array( '2099-06-06', '2099-06-13', '2099-06-20' ), tourfront_departures_read_fields( array( 'seats' => 20, 'adult_price' => 2490000, 'child_price' => 1500000 ) ) );
		$ids = tourfront_departures_of( $tour );
		$this->order( $ids['2099-06-06'], 'processing', 2, 1 );
		update_post_meta( $ids['2099-06-06'], '_stock', 17 );

		$changed = tourfront_departures_update( array( $ids['2099-06-06'], $ids['2099-06-13'] ), tourfront_departures_read_fields( array( 'seats' => 25, 'adult_price' => '', 'child_price' => '1200000', 'sale_price' => '2290000' ) ) );
		$this->assertSame( 2, $changed );
		$this->assertSame( 22, wc_get_product( $ids['2099-06-06'] )->get_stock_quantity(), '25 seats offered, 3 sold: 22 left.' );
		$this->assertSame( 25, wc_get_product( $ids['2099-06-13'] )->get_stock_quantity() );
		$this->assertSame( 20, wc_get_product( $ids['2099-06-20'] )->get_stock_quantity(), 'Not selected: unchanged.' );
		$this->assertSame( '2490000', wc_get_product( $ids['2099-06-13'] )->get_regular_price(), 'Adult price left empty: unchanged.' );
		$this->assertSame( array( 'adult' => 2290000.0, 'child' => 1200000.0 ), tourfront_booking_prices( wc_get_product( $ids['2099-06-13'] ) ) );

		tourfront_departures_update( array( $ids['2099-06-13'] ), tourfront_departures_read_fields( array( 'sale_price' => '0' ) ) );
		$this->assertSame( '', wc_get_product( $ids['2099-06-13'] )->get_sale_price(), 'Sale price 0 removes the sale.' );
		$this->assertSame( 'warning', tourfront_departures_apply( 'edit', array( $ids['2099-06-13'] ), tourfront_departures_read_fields( array() ) )['type'], 'Nothing to set.' );
	}

	public function test_a_closed_departure_takes_no_new_booking_and_keeps_its_bookings() {
		$tour = $this->tour();
		tourfront_departures_create( $tour, array( '2099-07-04' ), tourfront_departures_read_fields( array( 'seats' => 10, 'adult_price' => 2490000 ) ) );
		$id = tourfront_departures_of( $tour )['2099-07-04'];
		$this->order( $id, 'processing', 2 );
		$this->assertTrue( tourfront_booking_check_seats( wc_get_product( $id ), 1 ) );

		$this->assertSame( 1, tourfront_departures_set_closed( array( $id ), true ) );
		$closed = wc_get_product( $id );
		$check  = tourfront_booking_check_seats( $closed, 1 );
		$this->assertSame( 'tourfront_booking_closed', $check->get_error_code() );
		$this->assertSame( 'The departure on 04/07/2099 takes no more bookings. Please choose another date.', $check->get_error_message() );
		$this->assertSame( 'tourfront_booking_closed', tourfront_booking_check_departure( $closed, $tour )->get_error_code(), 'The re-check at checkout refuses it too.' );
		$this->assertFalse( apply_filters( 'woocommerce_variation_is_active', true, $closed ), 'Not offered in the variations form.' );
		$this->assertFalse( apply_filters( 'woocommerce_variation_is_purchasable', true, $closed ), 'Not purchasable: the Store API refuses it.' );
		$this->assertSame( 'closed', tourfront_departures_status( $closed ) );
		$stats = tourfront_departures_stats( array( $closed ) )[ $id ];
		$this->assertSame( array( 2, 1 ), array( $stats['sold'], $stats['bookings'] ), 'Its bookings stay.' );
		$this->assertNotFalse( get_post( $id ), 'Not deleted.' );

		tourfront_departures_set_closed( array( $id ), false );
		$this->assertTrue( tourfront_booking_check_seats( wc_get_product( $id ), 1 ) );
		$this->assertSame( 'open', tourfront_departures_status( wc_get_product( $id ) ) );
	}

	public function test_seats_sold_count_pending_on_hold_processing_completed_not_cancelled_refunded_failed() {
		$tour = $this->tour();
		tourfront_departures_create( $tour, array( '2099-08-01', '2099-08-08' ), tourfront_departures_read_fields( array( 'seats' => 30, 'adult_price' => 2490000 ) ) );
		$ids = tourfront_departures_of( $tour );
		$id  = $ids['2099-08-01'];
		$this->order( $id, 'pending', 1 );
		$this->order( $id, 'on-hold', 2, 1 );
		$this->order( $id, 'processing', 2 );
		$this->order( $id, 'completed', 1, 2 );
		$this->order( $id, 'cancelled', 4 );
		$this->order( $id, 'refunded', 3 );
		$this->order( $id, 'failed', 5 );
		$this->order( $ids['2099-08-08'], 'processing', 6 );
		// The variation's stock is what WooCommerce left after taking the held seats (30 − 9).
		update_post_meta( $id, '_stock', 21 );

		$this->assertSame( array( $id => 9, $ids['2099-08-08'] => 6 ), tourfront_departures_sold( array( $id, $ids['2099-08-08'] ) ) );
		$stats = tourfront_departures_stats( array( wc_get_product( $id ) ) )[ $id ];
		$this->assertSame( 9, $stats['sold'] );
		$this->assertSame( 21, $stats['left'] );
		$this->assertSame( 30, $stats['offered'] );
		$this->assertSame( 4, $stats['bookings'] );
		$this->assertSame( array( 6, 3 ), array( $stats['adults'], $stats['children'] ) );
		$this->assertSame( (float) ( 6 * 2490000 + 3 * 1500000 ), $stats['revenue'] );
		$this->assertSame( 3, tourfront_manifest_left_out( $id )['count'], 'Cancelled, refunded and failed are set apart.' );
		$this->assertSame( 'open', $stats['status'] );

		update_post_meta( $id, '_stock', 0 );
		$this->assertSame( 'full', tourfront_departures_stats( array( wc_get_product( $id ) ) )[ $id ]['status'] );
		update_post_meta( $id, '_tourfront_seats', 32 );
		$this->assertSame( array( 32, 9, 0 ), array_values( array_intersect_key( tourfront_departures_stats( array( $id ) )[ $id ], array_flip( array( 'offered', 'sold', 'left' ) ) ) ), 'Seats offered as stored, when they are.' );
		$past = $this->product( array( 'title' => 'Tour cũ', 'type' => 'variation' ) );
		update_post_meta( $past, 'attribute_pa_ngay-khoi-hanh', '2000-01-01' );
		$this->assertSame( 'departed', tourfront_departures_status( wc_get_product( $past ) ) );
	}

	public function test_the_departures_list_holds_upcoming_departures_filtered_by_tour_and_month() {
		$halong = $this->tour();
		$sapa   = $this->product( array( 'title' => 'Tour Sa Pa', 'type' => 'variable' ) );
		$fields = tourfront_departures_read_fields( array( 'seats' => 10, 'adult_price' => 1 ) );
		tourfront_departures_create( $halong, array( '2099-09-05', '2099-10-03' ), $fields );
		tourfront_departures_create( $sapa, array( '2099-09-12' ), $fields );
		$past = $this->product( array( 'title' => 'Tour cũ', 'type' => 'variation' ) );
		update_post_meta( $past, 'attribute_pa_ngay-khoi-hanh', '2000-01-01' );
		$dates = static function ( $found ) {
			$out = wp_list_pluck( tourfront_departures_rows( $found['ids'] ), 'date' );
			sort( $out );
			return array_values( $out );
		};
		$this->assertSame( array( '2099-09-05', '2099-09-12', '2099-10-03' ), $dates( tourfront_departures_query( array() ) ) );
		$this->assertSame( array( '2099-09-05', '2099-10-03' ), $dates( tourfront_departures_query( array( 'tour' => $halong ) ) ) );
		$this->assertSame( array( '2099-09-05', '2099-09-12' ), $dates( tourfront_departures_query( array( 'month' => '2099-09' ) ) ) );
		$this->assertContains( 'Tour Sa Pa', tourfront_departures_tours() );
	}

	public function test_the_fill_bar_says_how_full_a_departure_is() {
		$bar = tourfront_departures_fill_bar( 15, 20, 'open' );
		$this->assertStringContainsString( 'style="width:75%"', $bar );
		$this->assertStringContainsString( 'tourfront-fill--high', $bar );
		$this->assertStringContainsString( 'aria-label="15 of 20 seats sold"', $bar );
		$this->assertStringContainsString( 'tourfront-fill--full', tourfront_departures_fill_bar( 20, 20, 'full' ) );
		$this->assertStringContainsString( 'style="width:0%"', tourfront_departures_fill_bar( 0, 0, 'open' ) );
	}
}
