<?php
/**
 * Listing filters (inc/filters.php, inc/filters-form.php): the departure month as a tax query on the
 * departure-date terms, the months offered, the form fields escaped and keeping the request's values.
 *
 * @package tourfront
 */

/** Listing filter tests. */
class Tourfront_Filters_Test extends Tourfront_Test_Case {
	/** Registers the departure-date attribute with a product on each given date. */
	private function departures( $slugs ) {
		register_taxonomy( 'pa_ngay-khoi-hanh', array( 'product' ) );
		$ids = array();
		foreach ( $slugs as $slug ) {
			$term    = wp_insert_term( $slug, 'pa_ngay-khoi-hanh', array( 'slug' => $slug ) );
			$product = $this->product( array( 'title' => 'Tour ' . $slug ) );
			wp_set_object_terms( $product, array( (int) $term['term_id'] ), 'pa_ngay-khoi-hanh' );
			$ids[ $slug ] = (int) $term['term_id'];
		}
		return $ids;
	}

	public function test_month_of_reads_both_slug_spellings() {
		$this->assertSame( '2026-12', tourfront_departure_month_of( '2026-12-05' ) );
		$this->assertSame( '2026-12', tourfront_departure_month_of( '05-12-2026' ) );
		$this->assertSame( '', tourfront_departure_month_of( 'ha-noi' ) );
	}

	public function test_month_query_keeps_the_departures_of_that_month_only() {
		$next                    = gmdate( 'Y-m', strtotime( 'first day of +1 month' ) );
		$later                   = gmdate( 'Y-m', strtotime( 'first day of +2 months' ) );
		$ids                     = $this->departures( array( $next . '-05', $next . '-19', $later . '-02' ) );
		$_GET['departure_month'] = $next;
		$query                   = new WP_Query();
		tourfront_filter_by_departure_month( $query );
		$tax = $query->get( 'tax_query' );
		$this->assertSame( 'pa_ngay-khoi-hanh', $tax[0]['taxonomy'] );
		$this->assertEqualsCanonicalizing( array( 0, $ids[ $next . '-05' ], $ids[ $next . '-19' ] ), $tax[0]['terms'] );
	}

	public function test_a_malformed_month_adds_no_condition() {
		$_GET['departure_month'] = '2026-13';
		$query                   = new WP_Query();
		tourfront_filter_by_departure_month( $query );
		$this->assertSame( '', $query->get( 'tax_query' ) );
	}

	public function test_months_offered_start_this_month_in_date_order() {
		$past = gmdate( 'Y-m', strtotime( 'first day of -2 months' ) );
		$next = gmdate( 'Y-m', strtotime( 'first day of +1 month' ) );
		$now  = gmdate( 'Y-m' );
		$this->departures( array( $next . '-10', $past . '-10', $now . '-28' ) );
		$this->assertSame( array( $now, $next ), array_keys( tourfront_departure_months() ) );
		$this->assertSame( 'Month ' . substr( $next, 5 ) . '/' . substr( $next, 0, 4 ), tourfront_departure_months()[ $next ] );
	}

	public function test_only_filled_filter_arguments_count() {
		$_GET = array(
			'min_price'         => '2000000',
			'max_price'         => '',
			'filter_thoi-luong' => '3-ngay-2-dem',
			'orderby'           => 'price',
		);
		$this->assertSame( array( 'min_price' => '2000000', 'filter_thoi-luong' => '3-ngay-2-dem' ), tourfront_active_filters() );
	}

	public function test_fields_keep_the_request_and_escape_it() {
		$price = tourfront_capture( 'tourfront_filter_price_template', 'max_price', 'Giá đến', '"><script>' );
		$this->assertStringContainsString( 'name="max_price"', $price );
		$this->assertStringContainsString( 'value=""', $price );
		$this->assertStringContainsString( 'value="5000000"', tourfront_capture( 'tourfront_filter_price_template', 'min_price', 'Giá từ', '5000000' ) );
		$select = tourfront_capture( 'tourfront_filter_select_template', 'filter_thoi-luong', 'tourfront-duration', 'Thời lượng', array( '2-ngay-1-dem' => '2 ngày 1 đêm', 'x"y' => '<b>' ), '2-ngay-1-dem' );
		$this->assertMatchesRegularExpression( "/value=\"2-ngay-1-dem\" selected='selected'/", $select );
		$this->assertStringContainsString( 'value="x&quot;y">&lt;b&gt;', $select );
		$this->assertStringContainsString( '<option value="">All</option>', $select );
	}
}
