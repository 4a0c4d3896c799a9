<?php
/**
 * The travellers' ages at checkout: a child travels at 2 to 11 years old (the booking box's "Trẻ em (2–11 tuổi)"),
 * an adult at 12 or older, on the departure date of their booking. Checked where WooCommerce validates the order's
 * additional fields as a whole (`woocommerce_blocks_validate_location_order_fields`, run by the Store API checkout),
 * so an order whose years do not fit is refused with a message naming the traveller and nothing is placed. The
 * checkout applies the same rule in the browser (common/booking/traveller-ages.ts, the same messages), as does the
 * demo's WooCommerce.
 *
 * The travellers are numbered as the checkout asks for them (fields `tourfront/traveller-{n}-…`, see
 * checkout-travellers.php): the cart's tour lines in the cart's order, each line's adults first, then its children;
 * the buyer is traveller 1, the first adult of the first line.
 *
 * Only a year of birth is asked, so a year is accepted when some birth date in that year gives an age within the
 * range on the departure date. Born on 1 January, a traveller is (departure year − birth year) on any departure date;
 * born on 31 December, one year less unless the departure is on 31 December.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/** The youngest a child travels at. */
const TOURFRONT_CHILD_MIN_AGE = 2;

/** The oldest a child travels at; from the next year of age, an adult. */
const TOURFRONT_CHILD_MAX_AGE = 11;

/**
 * The travellers of the cart's tour lines, traveller n at index n − 1: each an adult or a child on the departure of
 * their line (the party as the Store API tells the checkout, `extensions["tourfront-booking"]` of the items).
 *
 * @param array $items Cart items (WC_Cart::get_cart()).
 * @return array<int, array{role: string, departure: string}>
 */
function tourfront_traveller_slots( $items ) {
	$slots = array();
	foreach ( $items as $item ) {
		if ( ! isset( $item['data'] ) || ! tourfront_booking_is_tour( $item['data'] ) ) {
			continue;
		}
		$party     = tourfront_booking_normalise( isset( $item['tourfront_booking'] ) ? $item['tourfront_booking'] : null, isset( $item['quantity'] ) ? $item['quantity'] : 0 );
		$departure = tourfront_booking_departure( $item['data'] );
		foreach ( array( 'adult' => $party['adults'], 'child' => $party['children'] ) as $role => $count ) {
			for ( $n = 0; $n < $count; $n++ ) {
				$slots[] = array( 'role' => $role, 'departure' => $departure );
			}
		}
	}
	return $slots;
}

/**
 * The years of birth that fit a role on a departure: `from` (null: no limit) to `to`, inclusive; null for a date
 * that cannot be read.
 *
 * @param string $role      'adult' or 'child'.
 * @param string $departure YYYY-MM-DD.
 * @return array{from: int|null, to: int}|null
 */
function tourfront_traveller_birth_years( $role, $departure ) {
	if ( ! preg_match( '/^(\d{4})-(\d{2})-(\d{2})$/', (string) $departure, $date ) ) {
		return null;
	}
	$year = (int) $date[1];
	// Born on 31 December, a traveller is a year younger on every day but 31 December.
	$last_day = ( '12' === $date[2] && '31' === $date[3] ) ? 0 : 1;
	if ( 'child' === $role ) {
		return array( 'from' => $year - TOURFRONT_CHILD_MAX_AGE - $last_day, 'to' => $year - TOURFRONT_CHILD_MIN_AGE );
	}
	return array( 'from' => null, 'to' => $year - TOURFRONT_CHILD_MAX_AGE - 1 );
}

/**
 * Why traveller `$number` (2 for the first after the buyer) cannot be born in `$value`, or '' when the year fits, is
 * not a four-digit year (the field's own pattern refuses it) or the traveller is not on a tour line of the cart.
 *
 * @param array  $slots  tourfront_traveller_slots().
 * @param int    $number The traveller's number in the party.
 * @param string $value  Year of birth as posted.
 * @return string
 */
function tourfront_traveller_birth_year_problem( $slots, $number, $value ) {
	$value = trim( (string) $value );
	$slot  = isset( $slots[ $number - 1 ] ) ? $slots[ $number - 1 ] : null;
	$years = $slot ? tourfront_traveller_birth_years( $slot['role'], $slot['departure'] ) : null;
	if ( ! $years || ! preg_match( '/^\d{4}$/', $value ) ) {
		return '';
	}
	$born = (int) $value;
	if ( $born <= $years['to'] && ( null === $years['from'] || $born >= $years['from'] ) ) {
		return '';
	}
	$date = tourfront_booking_departure_label( $slot['departure'] );
	if ( 'child' === $slot['role'] ) {
		/* translators: 1: the traveller's number in the party, 2: departure date (dd/mm/yyyy), 3: first year, 4: last year. */
		return sprintf( __( 'Traveller %1$d is a child (2 to 11 years old on the departure date, %2$s): the year of birth must be from %3$d to %4$d.', 'tourfront' ), $number, $date, $years['from'], $years['to'] );
	}
	/* translators: 1: the traveller's number in the party, 2: departure date (dd/mm/yyyy), 3: last year. */
	return sprintf( __( 'Traveller %1$d is an adult (12 or older on the departure date, %2$s): the year of birth must be %3$d or earlier.', 'tourfront' ), $number, $date, $years['to'] );
}

/**
 * Store API checkout: each traveller's year of birth against their role and departure, one error per traveller
 * (WooCommerce answers `rest_invalid_param` for `additional_fields` with the first, and places nothing).
 *
 * @param WP_Error $errors Errors WooCommerce collects for the location.
 * @param mixed    $fields The posted additional fields (key => value).
 * @return void
 */
function tourfront_validate_traveller_ages( $errors, $fields ) {
	if ( ! $errors instanceof WP_Error || ! is_array( $fields ) || ! function_exists( 'WC' ) || ! WC()->cart ) {
		return;
	}
	$slots = null;
	foreach ( $fields as $key => $value ) {
		if ( ! is_string( $key ) || ! is_scalar( $value ) || ! preg_match( '#^tourfront/traveller-(\d+)-birth-year$#', $key, $match ) ) {
			continue;
		}
		$slots   = null === $slots ? tourfront_traveller_slots( WC()->cart->get_cart() ) : $slots;
		$problem = tourfront_traveller_birth_year_problem( $slots, (int) $match[1], sanitize_text_field( (string) $value ) );
		if ( '' !== $problem ) {
			$errors->add( 'tourfront_traveller_age', $problem );
		}
	}
}
add_action( 'woocommerce_blocks_validate_location_order_fields', 'tourfront_validate_traveller_ages', 10, 2 );
