<?php
/**
 * The operator's screens at a real operator's size (theme/inc/admin): the booking index kept by WooCommerce's
 * order hooks and filled for earlier orders in batches, figures grouped by SQL and equal to the orders' own,
 * lists sorted and paged by the database, the schedule's dates in the tour's attributes, the edit screen's box
 * and the manifest a page at a time, the print view and the CSV written a batch at a time.
 *
 * @package tourfront
 */

require_once TOURFRONT_DIR . '/inc/admin/departures-screen.php';
require_once TOURFRONT_DIR . '/inc/admin/departures-schedule.php';
require_once TOURFRONT_DIR . '/inc/admin/manifest.php';
require_once TOURFRONT_DIR . '/inc/admin/manifest-csv.php';

/** Operator screens at scale. */
class Tourfront_Departures_Admin_Test extends Tourfront_Test_Case {
	/** @var int Next order id. */
	private static $order_id = 9000;

	/** The booking index's table (DDL ends a transaction: created before the tests' own). */
	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		tourfront_departure_lines_install();
	}

	/** WooCommerce's own attribute saving again. */
	protected function tearDown(): void {
		WC_Product::$track_attribute_changes = false;
		$this->use_locale( '' );
		parent::tearDown();
	}

	/**
	 * A tour with departures on the given dates.
	 *
	 * @param string[] $dates YYYY-MM-DD.
	 * @param int      $seats Seats of each.
	 * @return array{tour: int, ids: array<string, int>}
	 */
	private function tour( $dates, $seats = 20 ) {
		$tour = $this->product( array( 'title' => 'Tour Sa Pa ' . wp_rand(), 'type' => 'variable', 'price' => '' ) );
		tourfront_departures_create( $tour, $dates, tourfront_departures_read_fields( array( 'seats' => $seats, 'adult_price' => 2000000, 'child_price' => 1000000 ) ) );
		return array( 'tour' => $tour, 'ids' => tourfront_departures_of( $tour ) );
	}

	/**
	 * A saved order with one line of a departure.
	 *
	 * @param int    $variation_id Departure.
	 * @param string $status       Status.
	 * @param int    $quantity     Seats.
	 * @param array  $meta         Line meta.
	 * @param array  $data         Order data.
	 * @return WC_Order
	 */
	private function order( $variation_id, $status, $quantity, $meta = array(), $data = array() ) {
		$order = new WC_Order( array_merge( array( 'id' => ++self::$order_id, 'status' => $status, 'billing_first_name' => 'Lan', 'billing_last_name' => 'Phạm Thị', 'billing_phone' => '0987 654 321' ), $data ) );
		$item  = new WC_Order_Item_Product();
		$item->set_name( 'Tour Sa Pa' );
		$item->set_product_id( wp_get_post_parent_id( $variation_id ) );
		$item->set_variation_id( $variation_id );
		$item->set_quantity( $quantity );
		$item->set_total( (string) ( $quantity * 2000000 ) );
		foreach ( $meta as $key => $value ) {
			$item->add_meta_data( $key, $value, true );
		}
		$order->add_item( $item );
		$order->save();
		return $order;
	}

	/**
	 * The figures the index gives of one departure.
	 *
	 * @param int $id Departure.
	 * @return array
	 */
	private function figures( $id ) {
		return tourfront_departures_figures( array( $id ) )[ $id ];
	}

	/**
	 * What the orders themselves say of a departure: seats of lines in orders that hold seats, their orders.
	 *
	 * @param int $id Departure.
	 * @return array{sold: int, bookings: int}
	 */
	private function from_orders( $id ) {
		$sold   = 0;
		$orders = array();
		foreach ( WC_Order::$saved as $order ) {
			if ( ! $order->has_status( tourfront_departures_counted_statuses() ) ) {
				continue;
			}
			foreach ( $order->get_items() as $item ) {
				if ( (int) $item->get_variation_id() === $id && $item->get_id() ) {
					$sold                      += $item->get_quantity();
					$orders[ $order->get_id() ] = true;
				}
			}
		}
		return array( 'sold' => $sold, 'bookings' => count( $orders ) );
	}

	public function test_the_index_follows_saved_lines_and_reads_statuses_as_they_are_now() {
		global $wpdb;
		$ids = $this->tour( array( '2099-04-04' ) )['ids'];
		$id  = $ids['2099-04-04'];
		$a   = $this->order( $id, 'processing', 3, array( 'Người lớn' => 2, 'Trẻ em' => 1 ) );
		$b   = $this->order( $id, 'on-hold', 2 );
		$this->order( $id, 'checkout-draft', 4 );
		$this->assertSame( array( 'sold' => 5, 'children' => 1, 'bookings' => 2, 'revenue' => 10000000.0 ), $this->figures( $id ) );

		$b->set_status( 'cancelled' );
		$b->save();
		$this->assertSame( 3, $this->figures( $id )['sold'], 'A cancelled order counts no more, as soon as its status is saved.' );
		$this->assertSame( $this->from_orders( $id ), array_intersect_key( $this->figures( $id ), array( 'sold' => 0, 'bookings' => 0 ) ) );

		// An operator changes the seats of a line: WooCommerce saves its meta, then says so.
		$item = current( $a->get_items() );
		$wpdb->update( $wpdb->prefix . 'woocommerce_order_itemmeta', array( 'meta_value' => '6' ), array( 'order_item_id' => $item->get_id(), 'meta_key' => '_qty' ) );
		do_action( 'woocommerce_update_order_item', $item->get_id(), $item, $a->get_id() );
		$this->assertSame( 6, $this->figures( $id )['sold'] );

		// A checkout that resumes its order removes every line at once, then adds them again.
		$wpdb->delete( $wpdb->prefix . 'woocommerce_order_items', array( 'order_id' => $a->get_id() ) );
		do_action( 'woocommerce_removed_order_items', $a, 'line_item' );
		$this->assertSame( 0, $this->figures( $id )['sold'] );

		$c    = $this->order( $id, 'completed', 2 );
		$line = current( $c->get_items() )->get_id();
		$wpdb->delete( $wpdb->prefix . 'woocommerce_order_items', array( 'order_item_id' => $line ) );
		do_action( 'woocommerce_delete_order_item', $line );
		$this->assertSame( 0, $this->figures( $id )['sold'], 'A deleted line.' );

		$d = $this->order( $id, 'processing', 2 );
		$wpdb->delete( $wpdb->prefix . 'wc_orders', array( 'id' => $d->get_id() ) );
		$this->assertSame( 0, $this->figures( $id )['sold'], 'An order deleted from WooCommerce\'s table counts no more, before any hook.' );
		$e = $this->order( $id, 'processing', 2 );
		$wpdb->update( $wpdb->prefix . 'wc_orders', array( 'type' => 'shop_order_refund' ), array( 'id' => $e->get_id() ) );
		$this->assertSame( 0, $this->figures( $id )['sold'], 'Lines of refunds are not bookings.' );
	}

	public function test_children_are_counted_as_the_booking_reads_each_line() {
		$ids   = $this->tour( array( '2099-04-11' ) )['ids'];
		$id    = $ids['2099-04-11'];
		$lines = array(
			array( 4, array( '_tourfront_adults' => '2', '_tourfront_children' => '2' ) ),
			array( 3, array( 'Adults' => '2', 'Children' => '1' ) ),
			array( 3, array( 'Người lớn' => '2', 'Trẻ em' => '1' ) ),
			array( 2, array( 'Người lớn' => '2' ) ),
			array( 4, array( 'Người lớn' => '1', 'Trẻ em' => '1' ) ),
			array( 3, array( 'Người lớn' => '1', 'Trẻ em' => 'hai' ) ),
			array( 2, array( '_tourfront_adults' => '0', '_tourfront_children' => '5' ) ),
			array( 3, array() ),
			array( 5, array( '_tourfront_adults' => '', 'Người lớn' => '3', 'Trẻ em' => '2' ) ),
		);
		$items = array();
		foreach ( $lines as list( $quantity, $meta ) ) {
			$items[] = current( $this->order( $id, 'processing', $quantity, $meta )->get_items() );
		}
		$row = tourfront_departures_rows( array( $id ) )[ $id ];
		$this->assertSame( array( 29, 20, 9 ), array( $row['sold'], $row['adults'], $row['children'] ) );
		if ( function_exists( 'tourfront_booking_line_party' ) ) {
			$party = array( 'adults' => 0, 'children' => 0 );
			foreach ( $items as $item ) {
				foreach ( tourfront_booking_line_party( $item ) as $who => $count ) {
					$party[ $who ] += $count;
				}
			}
			$this->assertSame( $party, array( 'adults' => $row['adults'], 'children' => $row['children'] ), 'As the booking reads each line.' );
		}
	}

	public function test_orders_made_before_the_index_are_counted_in_batches() {
		global $wpdb;
		$ids = $this->tour( array( '2099-04-18', '2099-04-25' ) )['ids'];
		remove_action( 'woocommerce_new_order_item', 'tourfront_departure_lines_saved_item' );
		$first = $this->order( $ids['2099-04-18'], 'processing', 2 );
		$this->order( $ids['2099-04-18'], 'completed', 3, array( '_tourfront_adults' => 2, '_tourfront_children' => 1 ) );
		$this->order( $ids['2099-04-25'], 'on-hold', 4 );
		$this->order( $ids['2099-04-25'], 'failed', 5 );
		add_action( 'woocommerce_new_order_item', 'tourfront_departure_lines_saved_item' );
		$this->assertSame( 0, $this->figures( $ids['2099-04-18'] )['sold'], 'Not indexed yet.' );

		$last = (int) $wpdb->get_var( "SELECT MAX(order_item_id) FROM {$wpdb->prefix}woocommerce_order_items" );
		update_option( 'tourfront_departure_lines_backfill', array( 'next' => current( $first->get_items() )->get_id(), 'last' => $last + 1 ) );
		$this->assertFalse( tourfront_departure_lines_backfill( 0 ), 'No time: nothing done yet.' );
		ob_start();
		tourfront_departures_catch_up_notice();
		$this->assertStringContainsString( 'Earlier bookings are still being counted', (string) ob_get_clean() );

		// A line the index still holds but WooCommerce deleted while no hook kept the index.
		$wpdb->insert( tourfront_departure_lines_table(), array( 'order_item_id' => $last + 1, 'order_id' => $first->get_id(), 'variation_id' => $ids['2099-04-18'], 'quantity' => 7 ) );
		$this->assertTrue( tourfront_departure_lines_backfill( 5 ) );
		$this->assertSame( array( 'sold' => 5, 'children' => 1, 'bookings' => 2, 'revenue' => 10000000.0 ), $this->figures( $ids['2099-04-18'] ) );
		$this->assertSame( 4, $this->figures( $ids['2099-04-25'] )['sold'] );
		$this->assertSame( $this->from_orders( $ids['2099-04-25'] ), array_intersect_key( $this->figures( $ids['2099-04-25'] ), array( 'sold' => 0, 'bookings' => 0 ) ) );
		ob_start();
		tourfront_departures_catch_up_notice();
		$this->assertSame( '', ob_get_clean(), 'Done: no notice.' );
	}

	public function test_the_table_is_made_once() {
		global $wpdb;
		$this->assertSame( tourfront_departure_lines_table(), $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', tourfront_departure_lines_table() ) ) );
		$this->assertTrue( tourfront_departure_lines_ready() );
		$keys = wp_list_pluck( $wpdb->get_results( 'SHOW INDEX FROM ' . tourfront_departure_lines_table() ), 'Column_name', 'Key_name' );
		$this->assertArrayHasKey( 'variation_order', $keys, 'Indexed by departure.' );
	}

	public function test_the_list_is_sorted_and_paged_by_the_database() {
		$ids = $this->tour( array( '2099-05-02', '2099-05-09', '2099-05-16' ), 10 )['ids'];
		$this->order( $ids['2099-05-09'], 'processing', 2 );
		$this->order( $ids['2099-05-09'], 'processing', 1 );
		$this->order( $ids['2099-05-16'], 'processing', 5 );
		update_post_meta( $ids['2099-05-09'], '_stock', 7 );
		update_post_meta( $ids['2099-05-16'], '_stock', 5 );
		update_post_meta( $ids['2099-05-02'], '_tourfront_seats', 4 );
		update_post_meta( $ids['2099-05-02'], '_stock', 4 );
		$tour = wp_get_post_parent_id( $ids['2099-05-02'] );
		$list = static function ( $orderby, $desc = false, $per_page = 0, $page = 1 ) use ( $tour ) {
			return tourfront_departures_query( array( 'tour' => $tour ), $orderby, $desc, $per_page, $page );
		};
		$this->assertSame( array_values( $ids ), $list( 'date' )['ids'] );
		$this->assertSame( array( $ids['2099-05-16'], $ids['2099-05-09'] ), $list( 'date', true, 2 )['ids'] );
		$this->assertSame( array( 'ids' => array( $ids['2099-05-02'] ), 'total' => 3 ), $list( 'date', true, 2, 2 ) );
		$this->assertSame( array( $ids['2099-05-09'], $ids['2099-05-16'], $ids['2099-05-02'] ), $list( 'bookings', true )['ids'] );
		$this->assertSame( array( $ids['2099-05-16'], $ids['2099-05-09'], $ids['2099-05-02'] ), $list( 'revenue', true )['ids'] );
		$this->assertSame( array( $ids['2099-05-02'], $ids['2099-05-16'], $ids['2099-05-09'] ), $list( 'left' )['ids'] );
		// Fill: 0 of 4, 3 of 10, 5 of 10.
		$this->assertSame( array( $ids['2099-05-16'], $ids['2099-05-09'], $ids['2099-05-02'] ), $list( 'fill', true )['ids'] );

		$rows = tourfront_departures_rows( $list( 'date' )['ids'] );
		$this->assertSame( array( 4, 0, 4 ), array( $rows[ $ids['2099-05-02'] ]['offered'], $rows[ $ids['2099-05-02'] ]['sold'], $rows[ $ids['2099-05-02'] ]['left'] ) );
		$this->assertSame( array( 10, 3, 7, 2 ), array( $rows[ $ids['2099-05-09'] ]['offered'], $rows[ $ids['2099-05-09'] ]['sold'], $rows[ $ids['2099-05-09'] ]['left'], $rows[ $ids['2099-05-09'] ]['bookings'] ) );
		$this->assertSame( array( 2000000.0, 1000000.0 ), array( $rows[ $ids['2099-05-09'] ]['adult_price'], $rows[ $ids['2099-05-09'] ]['child_price'] ) );
	}

	public function test_the_schedule_puts_every_date_in_the_tours_attributes_as_woocommerce_saves_them() {
		WC_Product::$track_attribute_changes = true;
		$this->assertTrue( $this->use_locale( 'vi' ) );
		$tour = $this->product( array( 'title' => 'Tour Hà Giang', 'type' => 'variable', 'price' => '' ) );
		// The tour as seeded: six dates (one departed, its departure gone; one departed that still has one), and
		// the months, one of them over.
		$seeded  = array( '2000-01-01', '2000-02-05', '2099-01-02', '2099-01-09', '2099-01-16', '2099-01-23' );
		$terms   = tourfront_departures_terms( 'pa_ngay-khoi-hanh', array_combine( $seeded, $seeded ) );
		$months  = tourfront_departures_terms( 'pa_thang-khoi-hanh', array( '2000-01' => 'Tháng 1/2000', '2099-01' => 'Tháng 1/2099' ) );
		$product = wc_get_product( $tour );
		$date    = new WC_Product_Attribute();
		$date->set_name( 'pa_ngay-khoi-hanh' );
		$date->set_options( array_values( $terms ) );
		$date->set_variation( true );
		$month = new WC_Product_Attribute();
		$month->set_name( 'pa_thang-khoi-hanh' );
		$month->set_options( array_values( $months ) );
		$month->set_position( 1 );
		$product->set_attributes( array( 'pa_ngay-khoi-hanh' => $date, 'pa_thang-khoi-hanh' => $month ) );
		$product->save();
		$fields = tourfront_departures_read_fields( array( 'seats' => 20, 'adult_price' => 1 ) );
		$past   = new WC_Product_Variation();
		$past->set_parent_id( $tour );
		$past->set_attributes( array( 'pa_ngay-khoi-hanh' => '2000-02-05' ) );
		$past_id = $past->save();
		$this->order( $past_id, 'completed', 2 );
		tourfront_departures_create( $tour, array_slice( $seeded, 2 ), $fields );

		$created = tourfront_departures_create( $tour, tourfront_departures_schedule_dates( '2099-02-01', '2099-03-31', array( 6 ) ), $fields );
		$this->assertSame( array( '2099-02-07', '2099-02-14', '2099-02-21', '2099-02-28', '2099-03-07', '2099-03-14', '2099-03-21', '2099-03-28' ), $created['created'] );
		$slugs = wp_get_object_terms( $tour, 'pa_ngay-khoi-hanh', array( 'fields' => 'slugs' ) );
		sort( $slugs );
		$this->assertSame( array_merge( array( '2000-02-05' ), array_slice( $seeded, 2 ), $created['created'] ), $slugs, 'Every departure\'s date, the departed one without its departure taken out.' );
		$this->assertCount( 13, wc_get_product( $tour )->get_attributes()['pa_ngay-khoi-hanh']->get_options(), 'What WooCommerce\'s select and the Store API read.' );
		$this->assertSame( '2000-01-01', get_term( $terms['2000-01-01'] )->slug, 'The term stays for the orders that name it.' );
		$this->assertSame( 'Tháng 3/2099', get_term_by( 'slug', '2099-03', 'pa_thang-khoi-hanh' )->name, 'Months are named in the shop\'s language.' );
		$months = wp_get_object_terms( $tour, 'pa_thang-khoi-hanh', array( 'fields' => 'slugs' ) );
		sort( $months );
		$this->assertSame( array( '2099-01', '2099-02', '2099-03' ), $months, 'The months ahead; the one over is taken out.' );
	}

	public function test_a_tour_whose_departures_lack_their_dates_gets_them_from_the_schedule() {
		WC_Product::$track_attribute_changes = true;
		$setup                               = $this->tour( array( '2099-06-06' ) );
		// As the old schedule left tours: departures created, the attribute still with its first dates.
		$more = new WC_Product_Variation();
		$more->set_parent_id( $setup['tour'] );
		$more->set_attributes( array( 'pa_ngay-khoi-hanh' => '2099-06-13' ) );
		$more->save();
		$this->assertSame( array( '2099-06-06' ), wp_get_object_terms( $setup['tour'], 'pa_ngay-khoi-hanh', array( 'fields' => 'slugs' ) ) );

		$again = tourfront_schedule_run( $setup['tour'], array( 'dates' => '13/06/2099', 'seats' => '20', 'adult_price' => '1' ) );
		$this->assertSame( array(), $again['created'] );
		$slugs = wp_get_object_terms( $setup['tour'], 'pa_ngay-khoi-hanh', array( 'fields' => 'slugs' ) );
		sort( $slugs );
		$this->assertSame( array( '2099-06-06', '2099-06-13' ), $slugs );
	}

	public function test_the_edit_screens_box_shows_a_page_of_departures() {
		$dates = tourfront_departures_schedule_dates( '2099-07-01', '2099-07-25', array() );
		$setup = $this->tour( $dates );
		$this->order( $setup['ids']['2099-07-02'], 'processing', 3 );
		update_post_meta( $setup['ids']['2099-07-02'], '_stock', 17 );
		$box   = function ( $page ) use ( $setup ) {
			$_GET['departures_page'] = (string) $page;
			ob_start();
			tourfront_schedule_departures_list( $setup['tour'] );
			return (string) ob_get_clean();
		};
		$first = $box( 1 );
		$this->assertStringContainsString( '25 upcoming departures', $first );
		$this->assertSame( 20, substr_count( $first, 'name="tourfront_departures[]"' ) );
		$this->assertStringContainsString( '1 of 2', $first );
		$this->assertStringContainsString( 'departures_page=2', $first );
		$this->assertStringContainsString( '02/07/2099', $first );
		$this->assertMatchesRegularExpression( '#02/07/2099</a></td><td>.*? 3 / 20</td><td>17</td>#', $first, 'Seats sold / offered and left as stored.' );
		$second = $box( 2 );
		$this->assertSame( 5, substr_count( $second, 'name="tourfront_departures[]"' ) );
		$this->assertStringContainsString( '25/07/2099', $second );
		$this->assertStringNotContainsString( '02/07/2099', $second );
	}

	public function test_the_manifest_is_paged_and_the_print_view_and_csv_hold_every_booking() {
		$setup = $this->tour( array( '2099-08-08' ), 200 );
		$id    = $setup['ids']['2099-08-08'];
		for ( $n = 1; $n <= 61; $n++ ) {
			$this->order( $id, 0 === $n % 7 ? 'cancelled' : 'processing', 2, array( 'Người lớn' => 1, 'Trẻ em' => 1 ), array( 'billing_first_name' => 'Khách ' . $n ) );
		}
		$departure = wc_get_product( $id );
		$page      = tourfront_manifest_data( $departure, 1, TOURFRONT_MANIFEST_PER_PAGE );
		$this->assertSame( array( 53, 50, 2 ), array( $page['lines'], count( $page['rows'] ), $page['pages'] ) );
		$this->assertSame( array( 106, 53, 53 ), array( $page['stats']['sold'], $page['stats']['adults'], $page['stats']['children'] ), 'Totals of every booking, not of the page.' );
		$this->assertSame( 8, $page['left_out_count'] );
		$this->assertSame( 3, count( tourfront_manifest_data( $departure, 2, TOURFRONT_MANIFEST_PER_PAGE )['rows'] ) );
		$this->assertStringContainsString( 'Khách 1', $page['rows'][0]['buyer'] );

		ob_start();
		tourfront_manifest_print( $departure );
		$print = (string) ob_get_clean();
		$this->assertSame( 53, substr_count( $print, '<td class="column-number">' ) );
		$this->assertStringContainsString( '106 travellers', $print );
		$this->assertStringEndsWith( '</html>', $print );

		$out     = fopen( 'php://temp', 'r+' );
		$batches = 0;
		tourfront_manifest_csv_write(
			$departure,
			$out,
			static function () use ( &$batches ) {
				++$batches;
			}
		);
		rewind( $out );
		$csv = substr( (string) stream_get_contents( $out ), 3 );
		fclose( $out );
		$lines = array_map( 'str_getcsv', explode( "\n", trim( $csv ) ) );
		$this->assertCount( 1 + 53 + 1, $lines, 'Header, every booking, total.' );
		$this->assertStringContainsString( 'Khách 61', $lines[53][4] );
		$this->assertSame( array( 'Total', '08/08/2099', '53', '53' ), array( $lines[54][0], $lines[54][1], $lines[54][7], $lines[54][8] ) );
		$this->assertSame( 1, $batches, 'Sent as it goes: after every 50 bookings.' );
		$this->assertStringContainsString( '8 cancelled, refunded or failed orders are left out', tourfront_manifest_left_out_text( $page['left_out'], $page['left_out_count'] ) );
		$this->assertStringContainsString( '#9', tourfront_manifest_left_out_text( array_slice( $page['left_out'], 0, 2 ), $page['left_out_count'] ) );
		$this->assertStringContainsString( '6 more', tourfront_manifest_left_out_text( array_slice( $page['left_out'], 0, 2 ), $page['left_out_count'] ) );
	}
}
