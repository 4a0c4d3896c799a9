<?php
/**
 * The checkout made for tours: Vietnamese name order (theme/inc/checkout-name-order.php) and the birth
 * years the traveller fields accept (theme/inc/checkout-travellers.php).
 *
 * @package tourfront
 */

if ( ! function_exists( 'woocommerce_register_additional_checkout_field' ) ) {
	/**
	 * WooCommerce's registration of an additional checkout field (the test double has none): records the id.
	 *
	 * @param array $field Field options.
	 * @return void
	 */
	function woocommerce_register_additional_checkout_field( $field ) {
		$GLOBALS['tourfront_registered_checkout_fields'][] = $field['id'];
	}
}

/** Checkout-for-tours tests. */
class Tourfront_Checkout_Tours_Test extends Tourfront_Test_Case {
	/**
	 * The ids the traveller fields registration registers on a request with `$get`.
	 *
	 * @param array $get Query arguments.
	 * @return string[]
	 */
	private function registered_fields( $get ) {
		$GLOBALS['tourfront_registered_checkout_fields'] = array();
		$_GET = $get;
		tourfront_register_traveller_fields();
		return $GLOBALS['tourfront_registered_checkout_fields'];
	}

	/** The traveller fields are there for pages, the Store API and the classic checkout, not for the wc-ajax cart answers. */
	public function test_traveller_fields_skip_the_wc_ajax_cart_answers() {
		foreach ( array( array(), array( 'wc-ajax' => 'checkout' ), array( 'wc-ajax' => 'update_order_review' ) ) as $get ) {
			$fields = $this->registered_fields( $get );
			$this->assertContains( 'tourfront/traveller-2-name', $fields, wp_json_encode( $get ) );
			$this->assertContains( 'tourfront/pickup-point', $fields, wp_json_encode( $get ) );
		}
		foreach ( array( 'add_to_cart', 'remove_from_cart', 'get_refreshed_fragments' ) as $action ) {
			$this->assertSame( array(), $this->registered_fields( array( 'wc-ajax' => $action ) ), $action );
		}
		$this->assertTrue( has_action( 'woocommerce_init', 'tourfront_register_traveller_fields' ) !== false );
	}

	/** Vietnamese addresses print family name first; others keep WooCommerce's format. */
	public function test_vietnamese_address_format_puts_the_family_name_first() {
		$formats = tourfront_family_name_first_formats(
			array(
				'VN' => "{name}\n{company}\n{address_1}\n{city}\n{country}",
				'DE' => "{company}\n{name}\n{address_1}",
			)
		);
		$this->assertSame( "{last_name} {first_name}\n{company}\n{address_1}\n{city}\n{country}", $formats['VN'] );
		$this->assertSame( "{company}\n{name}\n{address_1}", $formats['DE'] );
		$this->assertSame( 'Trần Thị Mai', tourfront_full_name( 'Mai', 'Trần Thị', 'VN' ) );
		$this->assertSame( 'Anna Schmidt', tourfront_full_name( 'Anna', 'Schmidt', 'DE' ) );
	}

	/** The locale asks "Họ" (last name) before "Tên" (first name) in Vietnam. */
	public function test_vietnamese_locale_asks_the_last_name_first() {
		$locale = tourfront_family_name_first_locale( array( 'VN' => array( 'state' => array( 'hidden' => true ) ) ) );
		$this->assertLessThan( $locale['VN']['first_name']['priority'], $locale['VN']['last_name']['priority'] );
		$this->assertTrue( $locale['VN']['state']['hidden'] );
	}

	/** The year pattern takes exactly the years from the first to the last. */
	public function test_birth_year_pattern_takes_exactly_the_range() {
		$this->assertSame( '(19[0-9][0-9]|20[0-1][0-9]|202[0-6])', tourfront_year_range_pattern( 1900, 2026 ) );
		$pattern = '/^' . tourfront_year_range_pattern( 1900, 2031 ) . '$/';
		foreach ( array( '1900', '1999', '2030', '2031' ) as $year ) {
			$this->assertSame( 1, preg_match( $pattern, $year ), $year );
		}
		foreach ( array( '1899', '2032', '2040', '199' ) as $year ) {
			$this->assertSame( 0, preg_match( $pattern, $year ), $year );
		}
	}
}
