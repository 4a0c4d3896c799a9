<?php
/**
 * The price terms printed with a tour's departures feed (theme/inc/booking/price-terms.php): the base
 * location's rates for the tour's tax class with their labels, the shop's tax settings as WooCommerce reads
 * them, and none where no tax applies.
 *
 * @package tourfront
 */

/** Price terms tests. */
class Tourfront_Booking_Price_Terms_Test extends Tourfront_Test_Case {
	/** The seed's rates: VAT 8 % and the travel fee 2 %, both standard rate, not compound. */
	const SEED_RATES = array(
		1 => array( 'rate' => 8.0, 'label' => 'VAT', 'shipping' => 'yes', 'compound' => 'no' ),
		2 => array( 'rate' => 2.0, 'label' => 'Phí du lịch', 'shipping' => 'no', 'compound' => 'no' ),
	);

	protected function setUp(): void {
		parent::setUp();
		WC_Tax::$base_rates = array( '' => self::SEED_RATES );
	}

	protected function tearDown(): void {
		WC_Tax::$base_rates = array();
		parent::tearDown();
	}

	/**
	 * A tour with one departure next week; its form's printed feed, decoded.
	 *
	 * @param int $tour Tour id, or 0 for a new one.
	 * @return array
	 */
	private function printed_feed( $tour = 0 ) {
		global $product;
		if ( ! $tour ) {
			$tour = $this->tour();
		}
		$product = wc_get_product( $tour );
		ob_start();
		tourfront_feed_print();
		$html = ob_get_clean();
		return json_decode( preg_replace( '#^<script[^>]*>|</script>$#', '', $html ), true );
	}

	/** @return int A tour with one departure. */
	private function tour() {
		$tour = $this->product( array( 'title' => 'Tour Hạ Long', 'type' => 'variable' ) );
		update_post_meta( $tour, '_product_attributes', array( 'pa_ngay-khoi-hanh' => array( 'name' => 'pa_ngay-khoi-hanh', 'value' => '', 'position' => 0, 'is_visible' => 1, 'is_variation' => 1, 'is_taxonomy' => 1 ) ) );
		$id = $this->product( array( 'title' => 'Tour Hạ Long', 'type' => 'variation', 'price' => 2490000 ) );
		wp_update_post( array( 'ID' => $id, 'post_parent' => $tour, 'post_type' => 'product_variation' ) );
		update_post_meta( $id, 'attribute_pa_ngay-khoi-hanh', wp_date( 'Y-m-d', time() + 7 * DAY_IN_SECONDS ) );
		update_post_meta( $id, '_regular_price', 2490000 );
		return $tour;
	}

	public function test_the_form_carries_the_seed_shops_rates_and_settings() {
		update_option( 'woocommerce_calc_taxes', 'yes' );
		update_option( 'woocommerce_prices_include_tax', 'no' );
		update_option( 'woocommerce_tax_display_shop', 'excl' );
		update_option( 'woocommerce_tax_round_at_subtotal', 'no' );
		$feed = $this->printed_feed();
		$this->assertCount( 1, $feed['departures'], 'The departures are still there.' );
		$this->assertSame(
			array(
				'rates'     => array(
					array( 'label' => 'VAT 8%', 'rate' => 8, 'compound' => false ),
					array( 'label' => 'Phí du lịch 2%', 'rate' => 2, 'compound' => false ),
				),
				'inclusive' => false,
				'display'   => 'excl',
				'subtotal'  => false,
				'precision' => 6,
				'halfDown'  => false,
			),
			$feed['tax']
		);
	}

	public function test_prices_with_tax_shown_with_tax_rounded_at_subtotal() {
		update_option( 'woocommerce_prices_include_tax', 'yes' );
		update_option( 'woocommerce_tax_display_shop', 'incl' );
		update_option( 'woocommerce_tax_round_at_subtotal', 'yes' );
		update_option( 'woocommerce_price_num_decimals', 2 );
		update_option( 'woocommerce_price_decimal_sep', ',' );
		WC_Tax::$base_rates = array(
			'reduced-rate' => array(
				5 => array( 'rate' => 5.5, 'label' => '', 'shipping' => 'no', 'compound' => 'no' ),
				6 => array( 'rate' => 1.25, 'label' => 'Local', 'shipping' => 'no', 'compound' => 'yes' ),
			),
		);
		$tour               = $this->tour();
		update_post_meta( $tour, '_tax_class', 'reduced-rate' );
		$terms = $this->printed_feed( $tour )['tax'];
		$this->assertSame(
			array(
				array( 'label' => 'Tax 5,5%', 'rate' => 5.5, 'compound' => false ),
				array( 'label' => 'Local 1,25%', 'rate' => 1.25, 'compound' => true ),
			),
			$terms['rates'],
			'The tour\'s own tax class, a nameless rate called "Tax", the shop\'s decimal separator.'
		);
		$this->assertTrue( $terms['inclusive'] );
		$this->assertSame( 'incl', $terms['display'] );
		$this->assertTrue( $terms['subtotal'] );
		$this->assertSame( 6, $terms['precision'] );
		$this->assertTrue( $terms['halfDown'], 'WooCommerce rounds a line\'s tax half down when prices include tax.' );
	}

	public function test_no_terms_without_taxes_a_taxable_tour_or_a_rate() {
		update_option( 'woocommerce_calc_taxes', 'no' );
		$this->assertArrayNotHasKey( 'tax', $this->printed_feed(), 'Taxes off.' );
		update_option( 'woocommerce_calc_taxes', 'yes' );
		$tour = $this->tour();
		update_post_meta( $tour, '_tax_status', 'none' );
		$this->assertArrayNotHasKey( 'tax', $this->printed_feed( $tour ), 'A tour that is not taxable.' );
		WC_Tax::$base_rates = array( '' => array( 3 => array( 'rate' => 0.0, 'label' => 'Zero', 'shipping' => 'no', 'compound' => 'no' ) ) );
		$this->assertArrayNotHasKey( 'tax', $this->printed_feed(), 'Only a zero rate for the base location.' );
		$this->assertNull( tourfront_booking_price_terms( null ) );
	}
}
