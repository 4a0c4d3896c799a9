<?php
/**
 * The travellers' ages at checkout (theme/inc/checkout-traveller-ages.php): who each traveller is from the cart's
 * tour lines, the years of birth that fit on the departure, and the refusal WooCommerce's Store API checkout gets
 * from the order fields' validation. The same cases as common/booking/traveller-ages.test.ts.
 *
 * @package tourfront
 */

/** Traveller ages tests. */
class Tourfront_Checkout_Traveller_Ages_Test extends Tourfront_Test_Case {
	/**
	 * A departure variation of `$date` of a published tour.
	 *
	 * @param string $date YYYY-MM-DD.
	 * @return int Variation id.
	 */
	private function departure( $date ) {
		$tour = $this->product( array( 'title' => 'Tour Hạ Long', 'type' => 'variable', 'price' => 2490000 ) );
		$id   = $this->product( array( 'title' => 'Tour Hạ Long', 'type' => 'variation', 'price' => 2490000 ) );
		wp_update_post( array( 'ID' => $id, 'post_parent' => $tour ) );
		update_post_meta( $id, 'attribute_pa_ngay-khoi-hanh', $date );
		update_post_meta( $id, '_manage_stock', 'yes' );
		update_post_meta( $id, '_stock', 10 );
		return $id;
	}

	/**
	 * The errors the Store API checkout collects for the posted order fields.
	 *
	 * @param array $fields Posted additional fields.
	 * @return string[] Messages of the theme's refusals.
	 */
	private function refusals( $fields ) {
		$errors = new WP_Error();
		do_action( 'woocommerce_blocks_validate_location_order_fields', $errors, $fields, 'other' );
		return $errors->get_error_messages( 'tourfront_traveller_age' );
	}

	/** Each line's adults, then its children, the lines in the cart's order; other products are no travellers. */
	public function test_travellers_are_numbered_adults_first_line_by_line() {
		$ha_long          = $this->departure( '2026-12-18' );
		$sapa             = $this->departure( '2027-01-05' );
		$book             = $this->product( array( 'title' => 'Sách' ) );
		WC()->cart->items = array(
			array( $ha_long, 3, array( 'adults' => 2, 'children' => 1 ) ),
			array( $book, 1 ),
			array( $sapa, 3, array( 'adults' => 1, 'children' => 2 ) ),
		);
		$roles            = array_map(
			static function ( $slot ) {
				return $slot['role'] . ' ' . $slot['departure'];
			},
			tourfront_traveller_slots( WC()->cart->get_cart() )
		);
		$this->assertSame( array( 'adult 2026-12-18', 'adult 2026-12-18', 'child 2026-12-18', 'adult 2027-01-05', 'child 2027-01-05', 'child 2027-01-05' ), $roles );
	}

	/** A year fits when some birth date in it gives 2-11 years for a child, 12 or more for an adult, on the departure date. */
	public function test_the_years_of_birth_that_fit_a_departure() {
		$this->assertSame( array( 'from' => 2014, 'to' => 2024 ), tourfront_traveller_birth_years( 'child', '2026-12-18' ) );
		$this->assertSame( array( 'from' => null, 'to' => 2014 ), tourfront_traveller_birth_years( 'adult', '2026-12-18' ) );
		$this->assertSame( array( 'from' => 2015, 'to' => 2025 ), tourfront_traveller_birth_years( 'child', '2027-01-05' ) );
		// On 31 December every birthday of the year has passed.
		$this->assertSame( array( 'from' => 2015, 'to' => 2024 ), tourfront_traveller_birth_years( 'child', '2026-12-31' ) );
		$this->assertNull( tourfront_traveller_birth_years( 'child', '' ) );
	}

	/** The Store API checkout refuses a child born too early or too late and an adult under 12, naming them. */
	public function test_the_checkout_refuses_years_that_do_not_fit_naming_the_traveller() {
		WC()->cart->items = array( array( $this->departure( '2026-12-18' ), 3, array( 'adults' => 2, 'children' => 1 ) ) );
		$party            = array(
			'tourfront/traveller-2-name'       => 'Trần Văn Nam',
			'tourfront/traveller-2-birth-year' => '1958',
			'tourfront/traveller-3-name'       => 'Trần Bảo Anh',
			'tourfront/traveller-3-birth-year' => '2017',
		);
		$this->assertSame( array(), $this->refusals( $party ) );
		foreach ( array( '2014', '2024', ' 2020 ' ) as $year ) {
			$this->assertSame( array(), $this->refusals( array( 'tourfront/traveller-3-birth-year' => $year ) + $party ), $year );
		}
		$child = 'Traveller 3 is a child (2 to 11 years old on the departure date, 18/12/2026): the year of birth must be from 2014 to 2024.';
		$this->assertSame( array( $child ), $this->refusals( array( 'tourfront/traveller-3-birth-year' => '2013' ) + $party ) );
		$this->assertSame( array( $child ), $this->refusals( array( 'tourfront/traveller-3-birth-year' => '2025' ) + $party ) );
		$this->assertSame(
			array( 'Traveller 2 is an adult (12 or older on the departure date, 18/12/2026): the year of birth must be 2014 or earlier.', $child ),
			$this->refusals( array( 'tourfront/traveller-2-birth-year' => '2015', 'tourfront/traveller-3-birth-year' => '2010' ) + $party )
		);
	}

	/** Malformed years are the field's pattern's to refuse; travellers beyond the party, other carts and odd input are left alone. */
	public function test_leaves_alone_what_it_cannot_judge() {
		WC()->cart->items = array( array( $this->departure( '2026-12-18' ), 3, array( 'adults' => 2, 'children' => 1 ) ) );
		$this->assertSame( array(), $this->refusals( array( 'tourfront/traveller-3-birth-year' => '20' ) ) );
		$this->assertSame( array(), $this->refusals( array( 'tourfront/traveller-4-birth-year' => '2025' ) ) );
		$this->assertSame( array(), $this->refusals( array( 'tourfront/traveller-3-birth-year' => array( '2010' ) ) ) );
		$this->assertSame( array(), $this->refusals( 'tourfront/traveller-3-birth-year' ) );
		WC()->cart->items = array( array( $this->product( array( 'title' => 'Sách' ) ), 3 ) );
		$this->assertSame( array(), $this->refusals( array( 'tourfront/traveller-3-birth-year' => '2025' ) ) );
	}
}
