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

/** Order line meta: the adults of a booking (hidden; shown as "Người lớn" through WooCommerce's display filters). */
const TOURFRONT_ADULTS_META = '_tourfront_adults';

/** Order line meta: the children of a booking (hidden; shown as "Trẻ em"). */
const TOURFRONT_CHILDREN_META = '_tourfront_children';

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
	$adults   = isset( $booking['adults'] ) ? max( 0, (int) tourfront_booking_whole( $booking['adults'] ) ) : 0;
	$children = isset( $booking['children'] ) ? max( 0, (int) tourfront_booking_whole( $booking['children'] ) ) : 0;
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
 * A count of travellers as a request may send it, or null when it is not a whole number ≥ 0: a PHP integer, a
 * JSON number with no fraction (JSON has no integer type: 2.0 is 2), or a string of digits (form posts and query
 * strings). Anything else — a negative number, 1.5, "2.5", " 2", "-1", true, null, an array, an object — is null,
 * read without a notice whatever its shape.
 *
 * @param mixed $value Raw value.
 * @return int|null
 */
function tourfront_booking_whole( $value ) {
	if ( is_int( $value ) ) {
		return $value >= 0 ? $value : null;
	}
	if ( is_float( $value ) ) {
		return is_finite( $value ) && $value >= 0 && $value <= PHP_INT_MAX && floor( $value ) === $value ? (int) $value : null;
	}
	if ( is_string( $value ) && '' !== $value && strlen( $value ) <= 9 && ctype_digit( $value ) ) {
		return (int) $value;
	}
	return null;
}

/**
 * Reads `{ adults, children }` as the requests send it: adults a whole number ≥ 1, children a whole number ≥ 0
 * (missing or '' = none), together at most the booking limit.
 *
 * @param mixed $input Array (or object) with adults and children.
 * @return array{adults: int, children: int}|WP_Error
 */
function tourfront_booking_read( $input ) {
	$input    = is_object( $input ) ? get_object_vars( $input ) : $input;
	$input    = is_array( $input ) ? $input : array();
	$adults   = array_key_exists( 'adults', $input ) ? tourfront_booking_whole( $input['adults'] ) : null;
	$children = ! array_key_exists( 'children', $input ) || '' === $input['children'] ? 0 : tourfront_booking_whole( $input['children'] );
	if ( null === $adults || null === $children || $adults < 1 ) {
		return new WP_Error( 'tourfront_booking_invalid_travellers', __( 'A booking needs at least one adult, and whole numbers of travellers.', 'tourfront' ), array( 'status' => 400 ) );
	}
	$max = tourfront_booking_max_travellers();
	if ( $adults + $children > $max ) {
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
	return array( 'adults' => $adults, 'children' => $children );
}

/**
 * The one rule of a booking, whichever way it comes in (Store API add-item, cart/extensions, the wc-ajax add,
 * the form post, order-again, the admin): the departure is a published, future departure of the tour, the party
 * is whole numbers with at least one adult within the booking limit, and it fits the seats left (beside the
 * cart's other lines of that departure). The quantity of the line is always adults + children.
 *
 * @param WC_Product|null $product Departure variation.
 * @param mixed           $input   `{ adults, children }` as received.
 * @param array           $args    tour_id: the tour the departure must belong to (0 = any); except_key: the cart
 *                                 line being changed; cart: count the cart's other lines (default true).
 * @return array{adults: int, children: int, quantity: int}|WP_Error
 */
function tourfront_booking_validate( $product, $input, $args = array() ) {
	$args = wp_parse_args( $args, array( 'tour_id' => 0, 'except_key' => '', 'cart' => true ) );
	$open = tourfront_booking_check_departure( $product, (int) $args['tour_id'] );
	if ( is_wp_error( $open ) ) {
		return $open;
	}
	$booking = tourfront_booking_read( $input );
	if ( is_wp_error( $booking ) ) {
		return $booking;
	}
	$quantity = $booking['adults'] + $booking['children'];
	$seats    = $args['cart']
		? tourfront_booking_check_seats( $product, $quantity, (string) $args['except_key'] )
		: tourfront_booking_check_seats_left( $product, $quantity );
	if ( is_wp_error( $seats ) ) {
		return $seats;
	}
	return $booking + array( 'quantity' => $quantity );
}

/**
 * Refuses what is not a bookable departure: not a departure, not published (nor its tour), another tour's, or
 * one that has left.
 *
 * @param WC_Product|null $product Departure variation.
 * @param int             $tour_id The tour it must belong to (0 = any).
 * @return true|WP_Error
 */
function tourfront_booking_check_departure( $product, $tour_id = 0 ) {
	$date = tourfront_booking_departure( $product );
	if ( '' === $date ) {
		return new WP_Error( 'tourfront_booking_unknown_departure', __( 'This departure does not exist. Please choose another date.', 'tourfront' ), array( 'status' => 400 ) );
	}
	if ( $tour_id && $product->get_parent_id() !== $tour_id ) {
		return new WP_Error( 'tourfront_booking_other_tour', __( 'This departure belongs to another tour. Please choose a date of this tour.', 'tourfront' ), array( 'status' => 400 ) );
	}
	if ( 'publish' !== get_post_status( $product->get_id() ) || 'publish' !== get_post_status( $product->get_parent_id() ) ) {
		return new WP_Error( 'tourfront_booking_unknown_departure', __( 'This departure does not exist. Please choose another date.', 'tourfront' ), array( 'status' => 400 ) );
	}
	if ( tourfront_booking_has_departed( $date ) ) {
		return new WP_Error(
			'tourfront_booking_departed',
			/* translators: %s: departure date (dd/mm/yyyy). */
			sprintf( __( 'The departure on %s has already left. Please choose another date.', 'tourfront' ), tourfront_booking_departure_label( $date ) ),
			array( 'status' => 400 )
		);
	}
	return tourfront_booking_check_open( $product, $date );
}

/**
 * Refuses a departure the shop closed to new bookings (its bookings stay).
 *
 * @param WC_Product $product Departure.
 * @param string     $date    Its date (Y-m-d).
 * @return true|WP_Error
 */
function tourfront_booking_check_open( $product, $date ) {
	if ( ! tourfront_booking_is_closed( $product ) ) {
		return true;
	}
	/* translators: %s: departure date (dd/mm/yyyy). */
	return new WP_Error( 'tourfront_booking_closed', sprintf( __( 'The departure on %s takes no more bookings. Please choose another date.', 'tourfront' ), tourfront_booking_departure_label( $date ) ), array( 'status' => 400 ) );
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
	$open = tourfront_booking_check_open( $product, $date );
	if ( is_wp_error( $open ) ) {
		return $open;
	}
	if ( ! $product->managing_stock() || $product->backorders_allowed() ) {
		return true;
	}
	$stock = (int) $product->get_stock_quantity();
	if ( $stock <= 0 ) {
		/* translators: %s: departure date (dd/mm/yyyy). */
		return new WP_Error( 'tourfront_booking_sold_out', sprintf( __( 'The departure on %s is sold out. Please choose another date.', 'tourfront' ), $label ), array( 'status' => 400, 'seats_left' => 0 ) );
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

/**
 * Seats of a departure nobody else holds now: its stock as the database has it, less what other shoppers' checkouts
 * hold at this moment (WooCommerce's stock reservation, this shopper's own draft order apart).
 *
 * @param WC_Product $product Departure.
 * @return int
 */
function tourfront_booking_seats_free( $product ) {
	$stock = tourfront_booking_stored_stock( $product->get_id() );
	$own   = 0;
	if ( WC()->session ) {
		$own = (int) WC()->session->get( 'store_api_draft_order', 0 );
		$own = $own ? $own : (int) WC()->session->get( 'order_awaiting_payment', 0 );
	}
	$held = function_exists( 'wc_get_held_stock_quantity' ) ? (int) wc_get_held_stock_quantity( $product, $own ) : 0;
	return max( 0, $stock - $held );
}

/**
 * Refuses a booking of `$seats` when the departure has fewer seats free now (the check made again at checkout,
 * where the line's own seats are part of the cart).
 *
 * @param WC_Product $product Departure.
 * @param int        $seats   Seats wanted.
 * @return true|WP_Error
 */
function tourfront_booking_check_seats_left( $product, $seats ) {
	if ( ! $product->managing_stock() || $product->backorders_allowed() ) {
		return true;
	}
	$left = tourfront_booking_seats_free( $product );
	return $seats <= $left ? true : tourfront_booking_seats_refusal( $product, $left );
}

/**
 * The keys older order lines stored their travellers under: the label in the language of the checkout, English or
 * Vietnamese, whatever the site speaks now.
 *
 * @return array{adults: string[], children: string[]}
 */
function tourfront_booking_meta_labels() {
	return array(
		'adults'   => array_values( array_unique( array( 'Adults', 'Người lớn', __( 'Adults', 'tourfront' ) ) ) ),
		'children' => array_values( array_unique( array( 'Children', 'Trẻ em', __( 'Children', 'tourfront' ) ) ) ),
	);
}

/**
 * The travellers of an order line: its hidden meta, else the labels older lines used, in step with the line's
 * quantity (a count that does not add up keeps the children, the rest adults; none at all = every seat an adult).
 *
 * @param WC_Order_Item_Product $item Line.
 * @return array{adults: int, children: int}
 */
function tourfront_booking_line_party( $item ) {
	$stored = array(
		'adults'   => $item->get_meta( TOURFRONT_ADULTS_META, true ),
		'children' => $item->get_meta( TOURFRONT_CHILDREN_META, true ),
	);
	if ( '' === (string) $stored['adults'] ) {
		foreach ( tourfront_booking_meta_labels() as $who => $labels ) {
			foreach ( $labels as $label ) {
				$value = $item->get_meta( $label, true );
				if ( '' !== (string) $value ) {
					$stored[ $who ] = $value;
					break;
				}
			}
		}
	}
	$booking = array();
	foreach ( $stored as $who => $value ) {
		$booking[ $who ] = is_scalar( $value ) ? tourfront_booking_whole( (string) $value ) : null;
	}
	return tourfront_booking_normalise( null === $booking['adults'] ? null : array( 'adults' => $booking['adults'], 'children' => (int) $booking['children'] ), $item->get_quantity() );
}
