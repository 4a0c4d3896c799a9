<?php
/**
 * Tour bookings: the rules every booking hook shares (mocks/store/booking.ts follows them in the demo).
 *
 * A tour is a variable product whose variations are its departures (attribute pa_ngay-khoi-hanh, term slug
 * YYYY-MM-DD); a booking is one cart line of a departure with `quantity = adults + children` (so the variation's
 * stock is its seats) and the cart item data `tourfront_booking = { adults, children }`.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/** The Store API namespace of the booking data and its cart/extensions callback. */
const TOURFRONT_BOOKING_NAMESPACE = 'tourfront-booking';

/** The attribute whose variations are a tour's departures. */
const TOURFRONT_DEPARTURE_TAXONOMY = 'pa_ngay-khoi-hanh';

/**
 * The largest party one booking takes (adults + children).
 *
 * @return int
 */
function tourfront_booking_max_travellers() {
	/**
	 * Filters the largest party one booking takes.
	 *
	 * @param int $max Travellers (default 10).
	 */
	return max( 1, (int) apply_filters( 'tourfront_booking_max_travellers', 10 ) );
}

/**
 * The departure (YYYY-MM-DD) of a tour's variation, or '' for anything else.
 *
 * @param WC_Product|null $product Product.
 * @return string
 */
function tourfront_booking_departure( $product ) {
	if ( ! $product instanceof WC_Product || ! $product->is_type( 'variation' ) ) {
		return '';
	}
	$attributes = $product->get_variation_attributes( false );
	$date       = isset( $attributes[ TOURFRONT_DEPARTURE_TAXONOMY ] ) ? (string) $attributes[ TOURFRONT_DEPARTURE_TAXONOMY ] : '';
	return preg_match( '/^\d{4}-\d{2}-\d{2}$/', $date ) ? $date : '';
}

/**
 * True for a tour departure.
 *
 * @param WC_Product|null $product Product.
 * @return bool
 */
function tourfront_booking_is_tour( $product ) {
	return '' !== tourfront_booking_departure( $product );
}

/**
 * A departure as the shop prints it: its term's name (dd/mm/yyyy).
 *
 * @param string $date YYYY-MM-DD.
 * @return string
 */
function tourfront_booking_departure_label( $date ) {
	$term = get_term_by( 'slug', $date, TOURFRONT_DEPARTURE_TAXONOMY );
	if ( $term && ! is_wp_error( $term ) ) {
		return $term->name;
	}
	$parts = explode( '-', $date );
	return 3 === count( $parts ) ? $parts[2] . '/' . $parts[1] . '/' . $parts[0] : $date;
}

/**
 * True once the departure's day has begun in the store's time zone.
 *
 * @param string $date YYYY-MM-DD.
 * @return bool
 */
function tourfront_booking_has_departed( $date ) {
	return $date < wp_date( 'Y-m-d' );
}

/**
 * True while the operator has closed the departure to new bookings (variation meta `_tourfront_closed`).
 *
 * @param WC_Product|null $product Departure.
 * @return bool
 */
function tourfront_booking_is_closed( $product ) {
	return $product instanceof WC_Product && 'yes' === get_post_meta( $product->get_id(), '_tourfront_closed', true );
}

/**
 * Adult and child price of a departure (the product as stored, not as a cart line priced it).
 *
 * @param WC_Product $product Departure variation.
 * @return array{adult: float, child: float}
 */
function tourfront_booking_prices( $product ) {
	$stored = wc_get_product( $product->get_id() );
	$adult  = (float) ( $stored ? $stored->get_price() : $product->get_price() );
	$child  = get_post_meta( $product->get_id(), '_tourfront_child_price', true );
	return array(
		'adult' => $adult,
		'child' => '' === $child || ! is_numeric( $child ) ? $adult : (float) $child,
	);
}

/**
 * The travellers of a line of `$quantity` seats, kept in step with the quantity: no booking = every seat an
 * adult; equal bookings WooCommerce merged = the booking scaled; another quantity keeps the children.
 *
 * @param array|null $booking  Cart item data `tourfront_booking`.
 * @param int        $quantity Line quantity.
 * @return array{adults: int, children: int}
 */
function tourfront_booking_normalise( $booking, $quantity ) {
	$quantity = (int) $quantity;
	if ( ! is_array( $booking ) || $quantity < 1 ) {
		return array( 'adults' => max( $quantity, 0 ), 'children' => 0 );
	}
	$adults   = isset( $booking['adults'] ) ? (int) $booking['adults'] : 0;
	$children = isset( $booking['children'] ) ? (int) $booking['children'] : 0;
	$party    = $adults + $children;
	if ( $party === $quantity ) {
		return array( 'adults' => $adults, 'children' => $children );
	}
	if ( $party > 0 && 0 === $quantity % $party ) {
		$times = intdiv( $quantity, $party );
		return array( 'adults' => $adults * $times, 'children' => $children * $times );
	}
	$children = min( $children, $quantity - 1 );
	return array( 'adults' => $quantity - $children, 'children' => $children );
}

/**
 * Reads `{ adults, children }` as the requests send it.
 *
 * @param mixed $input Array with adults and children.
 * @return array{adults: int, children: int}|WP_Error
 */
function tourfront_booking_read( $input ) {
	$input    = is_array( $input ) ? $input : array();
	$adults   = isset( $input['adults'] ) ? $input['adults'] : null;
	$children = isset( $input['children'] ) && '' !== $input['children'] ? $input['children'] : 0;
	$whole    = static function ( $value ) {
		return is_int( $value ) || ( is_string( $value ) && ctype_digit( $value ) ) || ( is_float( $value ) && floor( $value ) === $value );
	};
	if ( ! $whole( $adults ) || ! $whole( $children ) || (int) $adults < 1 ) {
		return new WP_Error( 'tourfront_booking_invalid_travellers', __( 'A booking needs at least one adult, and whole numbers of travellers.', 'tourfront' ), array( 'status' => 400 ) );
	}
	$max = tourfront_booking_max_travellers();
	if ( (int) $adults + (int) $children > $max ) {
		return new WP_Error(
			'tourfront_booking_invalid_travellers',
			sprintf(
				/* translators: %d: largest number of travellers in one booking. */
				_n( 'One booking takes up to %d traveller; for a larger group, please contact us.', 'One booking takes up to %d travellers; for a larger group, please contact us.', $max, 'tourfront' ),
				$max
			),
			array( 'status' => 400 )
		);
	}
	return array( 'adults' => (int) $adults, 'children' => (int) $children );
}

/**
 * Seats of a departure the cart already holds, leaving out one line.
 *
 * @param WC_Product $product    Departure.
 * @param string     $except_key Cart item key to leave out.
 * @return int
 */
function tourfront_booking_seats_in_cart( $product, $except_key = '' ) {
	$held = 0;
	if ( ! WC()->cart ) {
		return 0;
	}
	foreach ( WC()->cart->get_cart() as $key => $item ) {
		if ( $key !== $except_key && (int) $item['variation_id'] === $product->get_id() ) {
			$held += (int) $item['quantity'];
		}
	}
	return $held;
}

/**
 * Refuses a departure that has left, is sold out, or has fewer seats left than `$seats` beside what the cart
 * holds of it (the line `$except_key` apart), naming the seats left.
 *
 * @param WC_Product $product    Departure.
 * @param int        $seats      Seats wanted.
 * @param string     $except_key Cart item key being changed.
 * @return true|WP_Error
 */
function tourfront_booking_check_seats( $product, $seats, $except_key = '' ) {
	$date = tourfront_booking_departure( $product );
	if ( '' === $date ) {
		return true;
	}
	$label = tourfront_booking_departure_label( $date );
	if ( tourfront_booking_has_departed( $date ) ) {
		/* translators: %s: departure date (dd/mm/yyyy). */
		return new WP_Error( 'tourfront_booking_departed', sprintf( __( 'The departure on %s has already left. Please choose another date.', 'tourfront' ), $label ), array( 'status' => 400 ) );
	}
	if ( tourfront_booking_is_closed( $product ) ) {
		/* translators: %s: departure date (dd/mm/yyyy). */
		return new WP_Error( 'tourfront_booking_closed', sprintf( __( 'The departure on %s takes no more bookings. Please choose another date.', 'tourfront' ), $label ), array( 'status' => 400 ) );
	}
	if ( ! $product->managing_stock() || $product->backorders_allowed() ) {
		return true;
	}
	$stock = (int) $product->get_stock_quantity();
	if ( $stock <= 0 ) {
		/* translators: %s: departure date (dd/mm/yyyy). */
		return new WP_Error( 'tourfront_booking_sold_out', sprintf( __( 'The departure on %s is sold out. Please choose another date.', 'tourfront' ), $label ), array( 'status' => 400 ) );
	}
	$held = tourfront_booking_seats_in_cart( $product, $except_key );
	$left = max( $stock - $held, 0 );
	if ( $seats <= $left ) {
		return true;
	}
	$message = $held
		? sprintf(
			/* translators: 1: seats left, 2: departure date (dd/mm/yyyy), 3: seats of that departure already in the cart. */
			_n( 'Only %1$d seat left for the departure on %2$s: your cart already holds %3$d.', 'Only %1$d seats left for the departure on %2$s: your cart already holds %3$d.', $stock, 'tourfront' ),
			$stock,
			$label,
			$held
		)
		: sprintf(
			/* translators: 1: seats left, 2: departure date (dd/mm/yyyy). */
			_n( 'Only %1$d seat left for the departure on %2$s.', 'Only %1$d seats left for the departure on %2$s.', $stock, 'tourfront' ),
			$stock,
			$label
		);
	return new WP_Error( 'tourfront_booking_not_enough_seats', $message, array( 'status' => 400, 'seats_left' => $left ) );
}
