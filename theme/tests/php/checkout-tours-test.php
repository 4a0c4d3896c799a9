<?php
/**
 * The checkout made for tours: Vietnamese name order (theme/inc/checkout-name-order.php) and the birth
 * years the traveller fields accept (theme/inc/checkout-travellers.php).
 *
 * @package tourfront
 */

/** Checkout-for-tours tests. */
class Tourfront_Checkout_Tours_Test extends Tourfront_Test_Case {
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
