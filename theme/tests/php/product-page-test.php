<?php
/**
 * A tour's product page (theme/inc/booking/product-page.php): the departures and months of the additional
 * information table ahead and in date order, and a departure's availability in seats, not stock.
 *
 * @package tourfront
 */

/** Tour product page tests. */
class Tourfront_Product_Page_Test extends Tourfront_Test_Case {
	/**
	 * A tour with the given terms of `$taxonomy` (slug => name), as the seed creates them.
	 *
	 * @param int    $id       Product.
	 * @param string $taxonomy Attribute taxonomy.
	 * @param array  $terms    Slug => name.
	 */
	private function terms( $id, $taxonomy, $terms ) {
		register_taxonomy( $taxonomy, 'product' );
		foreach ( $terms as $slug => $name ) {
			wp_insert_term( $name, $taxonomy, array( 'slug' => $slug ) );
		}
		wp_set_object_terms( $id, array_keys( $terms ), $taxonomy );
	}

	public function test_departures_and_months_are_listed_ahead_and_by_date() {
		$tour  = $this->product( array( 'title' => 'Tour Bali', 'type' => 'variable' ) );
		$today = wp_date( 'Y-m-d' );
		$this->terms(
			$tour,
			'pa_ngay-khoi-hanh',
			array(
				'2099-01-10' => '10/01/2099',
				'2000-01-01' => '01/01/2000',
				'2098-12-18' => '18/12/2098',
				$today       => 'Hôm nay',
			)
		);
		$this->terms( $tour, 'pa_thang-khoi-hanh', array( '2099-01' => 'Tháng 1/2099', '2000-01' => 'Tháng 1/2000', '2098-12' => 'Tháng 12/2098' ) );
		$rows  = array(
			'attribute_pa_ngay-khoi-hanh'  => array( 'label' => 'Ngày khởi hành', 'value' => '<p>01/01/2000, 10/01/2099, 18/12/2098</p>' ),
			'attribute_pa_thang-khoi-hanh' => array( 'label' => 'Tháng khởi hành', 'value' => '<p>Tháng 1/2000, Tháng 1/2099, Tháng 12/2098</p>' ),
			'attribute_pa_diem-den'        => array( 'label' => 'Điểm đến', 'value' => '<p>Bali</p>' ),
		);
		$shown = tourfront_booking_attribute_rows( $rows, wc_get_product( $tour ) );
		$this->assertSame( "<p>Hôm nay, 18/12/2098, 10/01/2099</p>\n", $shown['attribute_pa_ngay-khoi-hanh']['value'] );
		$this->assertSame( "<p>Tháng 12/2098, Tháng 1/2099</p>\n", $shown['attribute_pa_thang-khoi-hanh']['value'] );
		$this->assertSame( $rows['attribute_pa_diem-den'], $shown['attribute_pa_diem-den'], 'Other attributes as WooCommerce prints them.' );
		$this->assertSame( 'Ngày khởi hành', $shown['attribute_pa_ngay-khoi-hanh']['label'] );
	}

	public function test_a_tour_with_every_departure_past_lists_none() {
		$tour = $this->product( array( 'title' => 'Tour cũ', 'type' => 'variable' ) );
		$this->terms( $tour, 'pa_ngay-khoi-hanh', array( '2000-01-01' => '01/01/2000' ) );
		$shown = tourfront_booking_attribute_rows( array( 'attribute_pa_ngay-khoi-hanh' => array( 'label' => 'Ngày khởi hành', 'value' => '<p>01/01/2000</p>' ) ), wc_get_product( $tour ) );
		$this->assertArrayNotHasKey( 'attribute_pa_ngay-khoi-hanh', $shown );
	}

	public function test_a_departure_says_no_stock_while_it_has_seats_and_sold_out_without() {
		$departure = $this->product( array( 'title' => 'Tour Bali', 'type' => 'variation' ) );
		update_post_meta( $departure, 'attribute_pa_ngay-khoi-hanh', '2099-12-18' );
		update_post_meta( $departure, '_manage_stock', 'yes' );
		update_post_meta( $departure, '_stock', 20 );
		$this->assertSame( '', tourfront_booking_availability_text( 'Còn 20 trong kho', wc_get_product( $departure ) ) );
		update_post_meta( $departure, '_stock', 0 );
		$this->assertSame( 'Sold out', tourfront_booking_availability_text( 'Hết hàng', wc_get_product( $departure ) ) );
		$book = wc_get_product( $this->product( array( 'title' => 'Sách' ) ) );
		$this->assertSame( 'Còn 5 trong kho', tourfront_booking_availability_text( 'Còn 5 trong kho', $book ), 'Not a tour: the stock as WooCommerce says it.' );
	}
}
