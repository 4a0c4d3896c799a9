<?php
/**
 * What a departure holds: its bookings (the order lines of that variation, read from the booking index), seats
 * sold (lines of pending, on-hold, processing and completed orders), seats left (the variation's stock), revenue
 * and status. Lines of cancelled, refunded and failed orders are counted apart, as left out.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/departures-index.php';

/**
 * Order statuses whose lines hold seats.
 *
 * @return string[]
 */
function tourfront_departures_counted_statuses() {
	/**
	 * Filters the order statuses (without `wc-`) whose lines count as seats sold.
	 *
	 * @param string[] $statuses Statuses.
	 */
	return (array) apply_filters( 'tourfront_departures_counted_statuses', array( 'pending', 'on-hold', 'processing', 'completed' ) );
}

/**
 * Order statuses whose lines are left out of a manifest, and said so.
 *
 * @return string[]
 */
function tourfront_departures_left_out_statuses() {
	return array( 'cancelled', 'refunded', 'failed' );
}

/**
 * Seats sold per departure: the seats of its lines in orders that hold seats.
 *
 * @param int[] $variation_ids Departures.
 * @return array<int, int>
 */
function tourfront_departures_sold( $variation_ids ) {
	return array_map(
		static function ( $figures ) {
			return $figures['sold'];
		},
		tourfront_departures_figures( $variation_ids )
	);
}

/**
 * Status of a departure: departed (its day has begun), closed (to new bookings), full (no seat left) or open.
 *
 * @param WC_Product $variation Departure.
 * @return string departed|closed|full|open
 */
function tourfront_departures_status( $variation ) {
	$date = tourfront_booking_departure( $variation );
	if ( '' !== $date && tourfront_booking_has_departed( $date ) ) {
		return 'departed';
	}
	if ( tourfront_booking_is_closed( $variation ) ) {
		return 'closed';
	}
	if ( $variation->managing_stock() && ! $variation->backorders_allowed() && (int) $variation->get_stock_quantity() <= 0 ) {
		return 'full';
	}
	return 'open';
}

/**
 * The label of a departure status.
 *
 * @param string $status departed|closed|full|open.
 * @return string
 */
function tourfront_departures_status_label( $status ) {
	$labels = array(
		'open'     => __( 'Open', 'tourfront' ),
		'full'     => __( 'Full', 'tourfront' ),
		'closed'   => __( 'Closed', 'tourfront' ),
		'departed' => __( 'Departed', 'tourfront' ),
	);
	return isset( $labels[ $status ] ) ? $labels[ $status ] : $status;
}

/**
 * Status of a departure from its stored fields: departed (its day has begun), closed (to new bookings), full (no
 * seat left) or open; as tourfront_departures_status() says of the product.
 *
 * @param string          $date       YYYY-MM-DD.
 * @param bool            $closed     Closed to new bookings.
 * @param bool            $managed    Stock managed.
 * @param int|null        $stock      Stock.
 * @param string          $backorders no|notify|yes.
 * @return string departed|closed|full|open
 */
function tourfront_departures_status_of( $date, $closed, $managed, $stock, $backorders ) {
	if ( '' !== $date && tourfront_booking_has_departed( $date ) ) {
		return 'departed';
	}
	if ( $closed ) {
		return 'closed';
	}
	if ( $managed && in_array( $backorders, array( '', 'no' ), true ) && (int) $stock <= 0 ) {
		return 'full';
	}
	return 'open';
}

/**
 * Everything the operator's screens show of departures, read in a few queries whatever their number (the posts
 * and their meta primed at once, the bookings grouped by the index): tour, date, prices, seats offered (the
 * stored `_tourfront_seats`, else sold + left), sold, left (the stock), bookings, adults, children, revenue and
 * status. Departures that are not a tour's variation are left out.
 *
 * @param int[] $variation_ids Departures.
 * @return array<int, array{id: int, tour_id: int, tour: string, date: string, regular_price: string, sale_price: string, adult_price: float, child_price: float, offered: int, sold: int, left: int, bookings: int, adults: int, children: int, revenue: float, status: string}> In the order given.
 */
function tourfront_departures_rows( $variation_ids ) {
	$ids = array_values( array_unique( array_filter( array_map( 'intval', (array) $variation_ids ) ) ) );
	if ( ! $ids ) {
		return array();
	}
	_prime_post_caches( $ids, false, true );
	$parents = array();
	foreach ( $ids as $id ) {
		$post = get_post( $id );
		if ( $post && 'product_variation' === $post->post_type ) {
			$parents[] = (int) $post->post_parent;
		}
	}
	_prime_post_caches( array_unique( $parents ), false, false );
	$figures = tourfront_departures_figures( $ids );
	$rows    = array();
	foreach ( $ids as $id ) {
		$post = get_post( $id );
		$date = $post && 'product_variation' === $post->post_type ? (string) get_post_meta( $id, 'attribute_' . TOURFRONT_DEPARTURE_TAXONOMY, true ) : '';
		if ( ! preg_match( '/^\d{4}-\d{2}-\d{2}$/', $date ) ) {
			continue;
		}
		$managed     = 'yes' === get_post_meta( $id, '_manage_stock', true );
		$stock       = $managed ? (int) get_post_meta( $id, '_stock', true ) : null;
		$left        = $managed ? max( 0, (int) $stock ) : 0;
		$sold        = $figures[ $id ]['sold'];
		$seats       = get_post_meta( $id, '_tourfront_seats', true );
		$price       = (float) get_post_meta( $id, '_price', true );
		$child       = get_post_meta( $id, '_tourfront_child_price', true );
		$rows[ $id ] = array(
			'id'            => $id,
			'tour_id'       => (int) $post->post_parent,
			'tour'          => get_the_title( (int) $post->post_parent ),
			'date'          => $date,
			'regular_price' => (string) get_post_meta( $id, '_regular_price', true ),
			'sale_price'    => (string) get_post_meta( $id, '_sale_price', true ),
			'adult_price'   => $price,
			'child_price'   => '' === $child || ! is_numeric( $child ) ? $price : (float) $child,
			'offered'       => is_numeric( $seats ) ? max( 0, (int) $seats ) : $sold + $left,
			'sold'          => $sold,
			'left'          => $left,
			'bookings'      => $figures[ $id ]['bookings'],
			'adults'        => $sold - $figures[ $id ]['children'],
			'children'      => $figures[ $id ]['children'],
			'revenue'       => $figures[ $id ]['revenue'],
			'status'        => tourfront_departures_status_of( $date, 'yes' === get_post_meta( $id, TOURFRONT_DEPARTURE_CLOSED_META, true ), $managed, $stock, (string) get_post_meta( $id, '_backorders', true ) ),
		);
	}
	return $rows;
}

/**
 * The figures of departures (tourfront_departures_rows()) by id.
 *
 * @param Array<WC_Product|int> $variations Departures or their ids.
 * @return array<int, array>
 */
function tourfront_departures_stats( $variations ) {
	$ids = array();
	foreach ( (array) $variations as $variation ) {
		$ids[] = $variation instanceof WC_Product ? $variation->get_id() : (int) $variation;
	}
	return tourfront_departures_rows( $ids );
}
