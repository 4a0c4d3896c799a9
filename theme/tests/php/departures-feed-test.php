<?php
/**
 * The departures feed (theme/inc/booking/departures-feed.php): one query for a year of daily departures, the
 * months with their lowest price, a month at a time past the chips' limit, the cache forgotten when seats or
 * prices change, and the REST route's refusals.
 *
 * @package tourfront
 */

/** Departures feed tests. */
class Tourfront_Departures_Feed_Test extends Tourfront_Test_Case {
	/**
	 * A departure of `$tour` on `$date`.
	 *
	 * @param int    $tour  Tour.
	 * @param string $date  YYYY-MM-DD.
	 * @param int    $seats Seats.
	 * @param int    $price Adult price.
	 * @return int
	 */
	private function departure( $tour, $date, $seats, $price = 1500000 ) {
		$id = $this->product( array( 'title' => 'Tour', 'type' => 'variation', 'price' => $price ) );
		wp_update_post( array( 'ID' => $id, 'post_parent' => $tour, 'post_type' => 'product_variation' ) );
		update_post_meta( $id, 'attribute_pa_ngay-khoi-hanh', $date );
		update_post_meta( $id, '_manage_stock', 'yes' );
		update_post_meta( $id, '_stock', $seats );
		update_post_meta( $id, '_regular_price', $price );
		update_post_meta( $id, '_tourfront_child_price', '900000' );
		return $id;
	}

	/**
	 * A tour with a departure every day for `$days` days from tomorrow.
	 *
	 * @param int $days Days.
	 * @return array{tour: int, ids: int[]}
	 */
	private function daily_tour( $days ) {
		$tour = $this->product( array( 'title' => 'Hà Nội city tour', 'type' => 'variable' ) );
		update_post_meta( $tour, '_product_attributes', array( 'pa_ngay-khoi-hanh' => array( 'name' => 'pa_ngay-khoi-hanh', 'value' => '', 'position' => 0, 'is_visible' => 1, 'is_variation' => 1, 'is_taxonomy' => 1 ) ) );
		$ids = array();
		for ( $i = 1; $i <= $days; $i++ ) {
			$ids[] = $this->departure( $tour, wp_date( 'Y-m-d', time() + $i * DAY_IN_SECONDS ), 40, 1500000 + ( $i % 7 ) * 100000 );
		}
		return array( 'tour' => $tour, 'ids' => $ids );
	}

	public function test_a_year_of_daily_departures_is_read_in_one_query_and_cached() {
		global $wpdb;
		$daily = $this->daily_tour( 365 );
		wp_cache_flush();
		$before = $wpdb->num_queries;
		$all    = tourfront_feed_departures( $daily['tour'] );
		$this->assertCount( 365, $all );
		// Without a persistent object cache the version and the feed are also read from, and kept in, the options table.
		$this->assertLessThanOrEqual( 10, $wpdb->num_queries - $before, 'One query for the departures (and the tour\'s own reads), not one per departure.' );
		$this->assertSame( wp_date( 'Y-m-d', time() + DAY_IN_SECONDS ), $all[0]['date'] );
		$this->assertSame( array( 40, 900000 ), array( $all[0]['seats'], $all[0]['child'] ) );
		$before = $wpdb->num_queries;
		tourfront_feed_departures( $daily['tour'] );
		$this->assertSame( $before, $wpdb->num_queries, 'The second read comes from the object cache.' );
	}

	public function test_without_a_persistent_object_cache_the_next_request_reads_the_kept_feed_and_never_a_stale_one() {
		global $wpdb;
		$this->assertTrue( tourfront_feed_in_options(), 'The tests run without a persistent object cache.' );
		$daily = $this->daily_tour( 40 );
		$first = tourfront_feed_departures( $daily['tour'] );
		// A new request: the object cache is empty (but for the autoloaded options every request reads first).
		wp_cache_flush();
		wp_load_alloptions();
		$before = $wpdb->num_queries;
		$this->assertEquals( $first, tourfront_feed_departures( $daily['tour'] ) );
		$this->assertLessThanOrEqual( 2, $wpdb->num_queries - $before, 'The version and the kept feed: two option reads, no departures query.' );
		// Seats taken in another request: its version moved on, so the kept feed is not used.
		update_post_meta( $daily['ids'][0], '_stock', 7 );
		wp_cache_flush();
		$this->assertSame( 7, tourfront_feed_departures( $daily['tour'] )[0]['seats'] );
		wp_cache_flush();
		$this->assertSame( 7, tourfront_feed_departures( $daily['tour'] )[0]['seats'] );
		wp_delete_post( $daily['tour'], true );
		$this->assertFalse( get_option( '_tourfront_feed_' . $daily['tour'] ) );
		$this->assertFalse( get_option( '_tourfront_feed_version_' . $daily['tour'] ) );
	}

	public function test_past_the_chips_limit_one_month_is_sent_with_every_month_and_its_lowest_price() {
		$daily  = $this->daily_tour( 70 );
		$feed   = tourfront_feed( $daily['tour'] );
		$first  = substr( wp_date( 'Y-m-d', time() + DAY_IN_SECONDS ), 0, 7 );
		$months = wp_list_pluck( $feed['months'], 'month' );
		$this->assertFalse( $feed['all'] );
		$this->assertSame( $first, $feed['month'] );
		$this->assertGreaterThanOrEqual( 3, count( $months ) );
		foreach ( $feed['departures'] as $departure ) {
			$this->assertStringStartsWith( $first . '-', $departure['date'] );
		}
		$second = tourfront_feed( $daily['tour'], $months[1] );
		$this->assertSame( $months[1], substr( $second['departures'][0]['date'], 0, 7 ) );
		$this->assertSame( min( wp_list_pluck( $second['departures'], 'adult' ) ), $second['months'][1]['from'] );
	}

	public function test_a_few_departures_are_sent_all_at_once() {
		$tour = $this->product( array( 'title' => 'Tour Hạ Long', 'type' => 'variable' ) );
		$this->departure( $tour, wp_date( 'Y-m-d', time() + 5 * DAY_IN_SECONDS ), 4 );
		$this->departure( $tour, wp_date( 'Y-m-d', time() + 65 * DAY_IN_SECONDS ), 0 );
		$this->departure( $tour, wp_date( 'Y-m-d', time() - 2 * DAY_IN_SECONDS ), 9 );
		$feed = tourfront_feed( $tour );
		$this->assertTrue( $feed['all'] );
		$this->assertCount( 2, $feed['departures'], 'The departed one is left out.' );
		$this->assertTrue( $feed['departures'][1]['soldOut'] );
	}

	public function test_seats_prices_and_closing_reach_the_feed_at_once() {
		$daily = $this->daily_tour( 3 );
		$id    = $daily['ids'][0];
		$this->assertSame( 40, tourfront_feed_departures( $daily['tour'] )[0]['seats'] );
		update_post_meta( $id, '_stock', 3 );
		$this->assertSame( 3, tourfront_feed_departures( $daily['tour'] )[0]['seats'], 'A stock change forgets the cached feed.' );
		update_post_meta( $id, '_price', 1200000 );
		$this->assertSame( 1200000, tourfront_feed_departures( $daily['tour'] )[0]['adult'] );
		update_post_meta( $id, '_tourfront_closed', 'yes' );
		$this->assertTrue( tourfront_feed_departures( $daily['tour'] )[0]['closed'] );
		wp_trash_post( $daily['ids'][1] );
		$this->assertCount( 2, tourfront_feed_departures( $daily['tour'] ), 'A trashed departure is gone.' );
	}

	public function test_the_product_form_carries_the_first_month_as_json() {
		global $product;
		$daily   = $this->daily_tour( 2 );
		$product = wc_get_product( $daily['tour'] );
		ob_start();
		tourfront_feed_print();
		$html = ob_get_clean();
		$this->assertMatchesRegularExpression( '#^<script type="application/json" class="tourfront-departures">\{.*\}</script>$#s', $html );
		$feed    = json_decode( preg_replace( '#^<script[^>]*>|</script>$#', '', $html ), true );
		$product = wc_get_product( $this->product( array( 'title' => 'Sách', 'type' => 'variable' ) ) );
		ob_start();
		tourfront_feed_print();
		$this->assertSame( '', ob_get_clean(), 'A variable product that is not a tour gets no feed.' );
		$this->assertSame( $daily['tour'], $feed['tour'] );
		$this->assertCount( 2, $feed['departures'] );
		$this->assertStringEndsWith( '/tourfront/v1/tours/' . $daily['tour'] . '/departures', $feed['endpoint'] );
	}

	public function test_the_route_answers_a_month_and_refuses_what_a_shopper_may_not_see() {
		$daily = $this->daily_tour( 40 );
		do_action( 'rest_api_init', rest_get_server() );
		$month   = substr( wp_date( 'Y-m-d', time() + 35 * DAY_IN_SECONDS ), 0, 7 );
		$request = new WP_REST_Request( 'GET', '/tourfront/v1/tours/' . $daily['tour'] . '/departures' );
		$request->set_param( 'month', $month );
		$response = rest_get_server()->dispatch( $request );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( $month, $response->get_data()['month'] );
		$request->set_param( 'month', '2026-13' );
		$this->assertSame( 400, rest_get_server()->dispatch( $request )->get_status() );
		$draft = $this->product( array( 'title' => 'Draft', 'type' => 'variable', 'status' => 'draft' ) );
		$this->assertSame( 404, rest_get_server()->dispatch( new WP_REST_Request( 'GET', '/tourfront/v1/tours/' . $draft . '/departures' ) )->get_status() );
	}
}
