<?php
/**
 * The checkout made for tours: Vietnamese name order (theme/inc/checkout-name-order.php), the birth
 * years the traveller fields accept (theme/inc/checkout-travellers.php) and the phone numbers a guide can
 * call (theme/inc/checkout-phone.php).
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
	 * The ids registered at `woocommerce_init` on a request with `$get`, sent with `$method` to `$uri`.
	 *
	 * @param array  $get    Query arguments.
	 * @param string $method HTTP method.
	 * @param string $uri    Request URI.
	 * @param bool   $rest   Whether WooCommerce takes it for a REST request.
	 * @return string[]
	 */
	private function registered_fields( $get, $method = 'GET', $uri = '/checkout/', $rest = false ) {
		$GLOBALS['tourfront_registered_checkout_fields'] = array();
		$_GET                      = $get;
		$_SERVER['REQUEST_METHOD'] = $method;
		$_SERVER['REQUEST_URI']    = $uri;
		WC()->rest_api_request     = $rest;
		remove_action( 'wp', 'tourfront_register_traveller_fields_on_page', 0 );
		// The test process itself counts as AJAX (DOING_AJAX): a request here is what $_GET and $_SERVER say.
		add_filter( 'wp_doing_ajax', '__return_false' );
		tourfront_register_traveller_fields_when_used();
		remove_filter( 'wp_doing_ajax', '__return_false' );
		WC()->rest_api_request = false;
		return $GLOBALS['tourfront_registered_checkout_fields'];
	}

	/** The Store API, the classic checkout, form posts and gateway callbacks get the fields at once; the wc-ajax cart answers never. */
	public function test_traveller_fields_at_once_where_an_order_may_be_placed_or_sent() {
		$at_once = array(
			array( array(), 'GET', '/wp-json/wc/store/v1/cart', true ),
			array( array(), 'POST', '/wp-json/wc/store/v1/checkout', true ),
			array( array( 'rest_route' => '/wc/store/v1/cart' ), 'GET', '/' ),
			array( array( 'wc-ajax' => 'checkout' ), 'POST', '/' ),
			array( array( 'wc-ajax' => 'update_order_review' ), 'POST', '/' ),
			array( array( 'wc-api' => 'tourfront_test_redirect' ), 'GET', '/' ),
			array( array(), 'GET', '/wc-api/tourfront_test_redirect/' ),
			array( array(), 'POST', '/checkout/' ),
		);
		foreach ( $at_once as $request ) {
			$fields = $this->registered_fields( ...$request );
			$this->assertContains( 'tourfront/traveller-2-name', $fields, wp_json_encode( $request ) );
			$this->assertContains( 'tourfront/pickup-point', $fields, wp_json_encode( $request ) );
		}
		foreach ( array( 'add_to_cart', 'remove_from_cart', 'get_refreshed_fragments' ) as $action ) {
			$this->assertSame( array(), $this->registered_fields( array( 'wc-ajax' => $action ), 'POST', '/' ), $action );
		}
		$this->assertTrue( has_action( 'woocommerce_init', 'tourfront_register_traveller_fields_when_used' ) !== false );
	}

	/** A page view waits for its query: a tour's page registers nothing (15-18 ms of CPU saved), a checkout or an order's page does. */
	public function test_traveller_fields_on_a_page_view_only_where_a_checkout_or_order_shows() {
		foreach ( array( 'GET', 'HEAD' ) as $method ) {
			$this->assertSame( array(), $this->registered_fields( array(), $method, '/product/tour-ha-noi-ninh-binh-1-ngay/' ), $method );
			$this->assertSame( 0, has_action( 'wp', 'tourfront_register_traveller_fields_on_page' ), $method );
		}
		$shows = false;
		$page  = static function () use ( &$shows ) {
			return $shows;
		};
		add_filter( 'tourfront_traveller_fields_on_page', $page );
		tourfront_register_traveller_fields_on_page();
		$this->assertSame( array(), $GLOBALS['tourfront_registered_checkout_fields'] );
		$shows = true;
		tourfront_register_traveller_fields_on_page();
		$this->assertContains( 'tourfront/traveller-2-birth-year', $GLOBALS['tourfront_registered_checkout_fields'] );
		remove_filter( 'tourfront_traveller_fields_on_page', $page );
	}

	/** WooCommerce's phone check, asked by the Store API, the classic checkout and My account, refuses numbers nobody can call. */
	public function test_phone_numbers_a_guide_can_call() {
		$check = static function ( $phone, $country = null ) {
			return apply_filters( 'woocommerce_validate_phone', true, $phone, $country );
		};
		foreach ( array( '0912345678', '091 234 5678', '091.234.5678', '091-234-5678', '+84912345678', '+84 91 234 5678', '' ) as $phone ) {
			$this->assertTrue( $check( $phone, 'VN' ), $phone );
			$this->assertTrue( $check( $phone ), $phone );
			$this->assertTrue( $check( $phone, '' ), $phone );
		}
		foreach ( array( '12ab', '091234', '1234567890123456', '912345678', '09123456789', '+8491234567', '+84 0912345678', '(091) 2345678' ) as $phone ) {
			$this->assertFalse( $check( $phone, 'VN' ), $phone );
		}
		$this->assertTrue( $check( '+1 (415) 555-0132', 'US' ) );
		$this->assertTrue( $check( '030 1234567', 'DE' ) );
		$this->assertFalse( $check( '12345', 'US' ) );
		$this->assertFalse( $check( '1234567890123456', 'US' ) );
		// WooCommerce's own verdict stands.
		$this->assertFalse( apply_filters( 'woocommerce_validate_phone', false, '0912345678', 'VN' ) );
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
