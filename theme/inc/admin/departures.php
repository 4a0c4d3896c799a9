<?php
/**
 * A tour's departures as data, for the operator's screens: the dates a schedule yields, creating the missing
 * departures (a variation with managed stock, prices and child price, exactly what the storefront books, its
 * date an option of the tour's pa_ngay-khoi-hanh and its month of pa_thang-khoi-hanh), editing seats and prices
 * of many at once, closing one to new bookings (variation meta `_tourfront_closed`, refused by the booking
 * checks; its bookings stay).
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/** Variation meta: "yes" while a departure takes no new bookings. */
const TOURFRONT_DEPARTURE_CLOSED_META = '_tourfront_closed';

/** The listing attribute of the months a tour leaves in (the shop's month filter). */
const TOURFRONT_DEPARTURE_MONTH_TAXONOMY = 'pa_thang-khoi-hanh';

/**
 * The dates (YYYY-MM-DD, sorted, unique) of a schedule: every chosen weekday from `$from` to `$to`, plus the
 * listed dates. Invalid dates are left out; a range is capped at two years.
 *
 * @param string   $from     First day (YYYY-MM-DD) or ''.
 * @param string   $to       Last day (YYYY-MM-DD) or ''.
 * @param int[]    $weekdays ISO weekdays (1 = Monday … 7 = Sunday); none = every day.
 * @param string[] $listed   Further dates (YYYY-MM-DD or dd/mm/yyyy).
 * @return string[]
 */
function tourfront_departures_schedule_dates( $from, $to, $weekdays = array(), $listed = array() ) {
	$dates    = array();
	$weekdays = array_values( array_intersect( array_map( 'intval', (array) $weekdays ), range( 1, 7 ) ) );
	$first    = tourfront_departures_parse_date( $from );
	$last     = tourfront_departures_parse_date( $to );
	if ( $first && $last && $first <= $last ) {
		$day = new DateTimeImmutable( $first . ' 00:00:00', new DateTimeZone( 'UTC' ) );
		$end = new DateTimeImmutable( $last . ' 00:00:00', new DateTimeZone( 'UTC' ) );
		$end = min( $end, $day->modify( '+2 years' ) );
		for ( ; $day <= $end; $day = $day->modify( '+1 day' ) ) {
			if ( ! $weekdays || in_array( (int) $day->format( 'N' ), $weekdays, true ) ) {
				$dates[] = $day->format( 'Y-m-d' );
			}
		}
	}
	foreach ( (array) $listed as $entry ) {
		$date = tourfront_departures_parse_date( $entry );
		if ( $date ) {
			$dates[] = $date;
		}
	}
	$dates = array_values( array_unique( $dates ) );
	sort( $dates );
	return $dates;
}

/**
 * A real calendar day from YYYY-MM-DD or dd/mm/yyyy, as YYYY-MM-DD; '' otherwise.
 *
 * @param mixed $value Input.
 * @return string
 */
function tourfront_departures_parse_date( $value ) {
	$value = trim( (string) $value );
	if ( preg_match( '/^(\d{4})-(\d{1,2})-(\d{1,2})$/', $value, $m ) ) {
		list( , $year, $month, $day ) = $m;
	} elseif ( preg_match( '#^(\d{1,2})/(\d{1,2})/(\d{4})$#', $value, $m ) ) {
		list( , $day, $month, $year ) = $m;
	} else {
		return '';
	}
	return checkdate( (int) $month, (int) $day, (int) $year ) ? sprintf( '%04d-%02d-%02d', $year, $month, $day ) : '';
}

/**
 * The departures of a tour: date => variation id (every status but trash).
 *
 * @param int $product_id Tour.
 * @return array<string, int>
 */
function tourfront_departures_of( $product_id ) {
	global $wpdb;
	// One query, not a meta read per departure: a tour may have hundreds.
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the dates of a tour's variations.
	$rows = $wpdb->get_results( $wpdb->prepare( "SELECT p.ID, m.meta_value FROM {$wpdb->posts} p INNER JOIN {$wpdb->postmeta} m ON m.post_id = p.ID AND m.meta_key = %s WHERE p.post_parent = %d AND p.post_type = 'product_variation' AND p.post_status IN ('publish','private') ORDER BY p.ID ASC", 'attribute_' . TOURFRONT_DEPARTURE_TAXONOMY, (int) $product_id ) );
	$out  = array();
	foreach ( (array) $rows as $row ) {
		$date = (string) $row->meta_value;
		if ( preg_match( '/^\d{4}-\d{2}-\d{2}$/', $date ) && ! isset( $out[ $date ] ) ) {
			$out[ $date ] = (int) $row->ID;
		}
	}
	ksort( $out );
	return $out;
}

/**
 * The terms of dates (or months) in an attribute taxonomy, the missing ones created (named as the shop prints
 * them, ordered by their slug, which the attribute sorts by): one query for those that exist.
 *
 * @param string                $taxonomy Taxonomy.
 * @param array<string, string> $names    Slug => name.
 * @return array<string, int> Slug => term id (a term that could not be created is left out).
 */
function tourfront_departures_terms( $taxonomy, $names ) {
	$ids = array();
	if ( ! $names ) {
		return $ids;
	}
	$found = get_terms( array( 'taxonomy' => $taxonomy, 'slug' => array_map( 'strval', array_keys( $names ) ), 'hide_empty' => false ) );
	foreach ( is_array( $found ) ? $found : array() as $term ) {
		$ids[ $term->slug ] = (int) $term->term_id;
	}
	foreach ( $names as $slug => $name ) {
		$slug = (string) $slug;
		if ( isset( $ids[ $slug ] ) ) {
			continue;
		}
		$created = wp_insert_term( $name, $taxonomy, array( 'slug' => $slug ) );
		if ( is_wp_error( $created ) ) {
			continue;
		}
		$ids[ $slug ] = (int) $created['term_id'];
		update_term_meta( $ids[ $slug ], 'order', (int) str_replace( '-', '', $slug ) );
	}
	return $ids;
}

/**
 * The name of a departure month's term in the shop's language ("Tháng 12/2026"), whoever runs the schedule.
 *
 * @param string $month YYYY-MM.
 * @return string
 */
function tourfront_departures_month_name( $month ) {
	$parts    = explode( '-', $month );
	$switched = switch_to_locale( get_locale() );
	/* translators: 1: month number, 2: year. */
	$name = sprintf( __( 'Month %1$d/%2$d', 'tourfront' ), (int) $parts[1], (int) $parts[0] );
	if ( $switched ) {
		restore_previous_locale();
	}
	return $name;
}

/**
 * Keeps a tour's attributes in step with its departures, as WooCommerce reads them (a taxonomy attribute's
 * options are the product's terms): the date of every departure is an option of `pa_ngay-khoi-hanh`, so
 * WooCommerce's own date select and the Store API offer what the schedule created; the months ahead are options
 * of `pa_thang-khoi-hanh`, the shop's month filter. Terms are added in one call per attribute; an attribute the
 * tour lacks is created with one product save. Dates that have departed and whose departure is gone are taken
 * out (orders keep their date: the term itself stays), and so are months that are over; nothing ahead is taken
 * out, even without a departure, since the operator may be adding it by hand.
 *
 * @param int $product_id Tour.
 * @return void
 */
function tourfront_departures_sync_attributes( $product_id ) {
	$product_id = (int) $product_id;
	$today      = wp_date( 'Y-m-d' );
	$names      = array();
	$months     = array();
	foreach ( array_keys( tourfront_departures_of( $product_id ) ) as $date ) {
		list( $year, $month, $day ) = explode( '-', $date );

		$names[ $date ] = $day . '/' . $month . '/' . $year;
		if ( $date >= $today ) {
			$months[ $year . '-' . $month ] = tourfront_departures_month_name( $year . '-' . $month );
		}
	}
	$wanted = array( TOURFRONT_DEPARTURE_TAXONOMY => tourfront_departures_terms( TOURFRONT_DEPARTURE_TAXONOMY, $names ) );
	if ( taxonomy_exists( TOURFRONT_DEPARTURE_MONTH_TAXONOMY ) ) {
		$wanted[ TOURFRONT_DEPARTURE_MONTH_TAXONOMY ] = tourfront_departures_terms( TOURFRONT_DEPARTURE_MONTH_TAXONOMY, $months );
	}
	$product    = wc_get_product( $product_id );
	$attributes = $product->get_attributes();
	$missing    = array();
	foreach ( $wanted as $taxonomy => $terms ) {
		if ( $terms && ! isset( $attributes[ $taxonomy ] ) ) {
			$attribute = new WC_Product_Attribute();
			$attribute->set_id( (int) wc_attribute_taxonomy_id_by_name( $taxonomy ) );
			$attribute->set_name( $taxonomy );
			$attribute->set_options( array_values( $terms ) );
			$attribute->set_position( count( $attributes ) + count( $missing ) );
			$attribute->set_visible( true );
			$attribute->set_variation( TOURFRONT_DEPARTURE_TAXONOMY === $taxonomy );
			$missing[ $taxonomy ] = $attribute;
		}
	}
	if ( $missing ) {
		// A new key is a change WooCommerce saves (the options of an attribute it already holds, changed in place,
		// would not be: it compares the attribute objects, which stay the same).
		$product->set_attributes( array_merge( $attributes, $missing ) );
		$product->save();
	}
	$last_month = substr( $today, 0, 7 );
	foreach ( $wanted as $taxonomy => $terms ) {
		if ( ! isset( $attributes[ $taxonomy ] ) ) {
			continue;
		}
		$has  = wp_get_object_terms( $product_id, $taxonomy, array( 'fields' => 'id=>slug' ) );
		$has  = is_array( $has ) ? $has : array();
		$add  = array_values( array_diff( $terms, array_keys( $has ) ) );
		$over = TOURFRONT_DEPARTURE_TAXONOMY === $taxonomy ? $today : $last_month;
		$gone = array();
		foreach ( $has as $term_id => $slug ) {
			if ( $slug < $over && ! isset( $terms[ $slug ] ) ) {
				$gone[] = (int) $term_id;
			}
		}
		if ( $add ) {
			wp_set_object_terms( $product_id, $add, $taxonomy, true );
		}
		if ( $gone ) {
			wp_remove_object_terms( $product_id, $gone, $taxonomy );
		}
	}
}

/**
 * Sanitised departure fields from a form: seats (int ≥ 0), adult, child and sale prices (decimal or '').
 * A field left empty is `null` (not changed / not given).
 *
 * @param array $input seats, adult_price, child_price, sale_price.
 * @return array{seats: int|null, adult_price: string|null, child_price: string|null, sale_price: string|null}
 */
function tourfront_departures_read_fields( $input ) {
	$input = is_array( $input ) ? $input : array();
	$price = static function ( $key ) use ( $input ) {
		if ( ! isset( $input[ $key ] ) || '' === trim( (string) $input[ $key ] ) ) {
			return null;
		}
		$value = wc_format_decimal( sanitize_text_field( (string) $input[ $key ] ) );
		return is_numeric( $value ) && (float) $value >= 0 ? (string) $value : null;
	};
	$seats = isset( $input['seats'] ) && '' !== trim( (string) $input['seats'] ) && is_numeric( $input['seats'] ) ? max( 0, (int) $input['seats'] ) : null;
	return array(
		'seats'       => $seats,
		'adult_price' => $price( 'adult_price' ),
		'child_price' => $price( 'child_price' ),
		'sale_price'  => $price( 'sale_price' ),
	);
}

/**
 * Creates the departures of `$dates` a tour does not have yet; the dates it has are left alone, so running a
 * schedule twice changes nothing.
 *
 * @param int      $product_id Variable product (the tour).
 * @param string[] $dates      YYYY-MM-DD.
 * @param array    $fields     tourfront_departures_read_fields(): seats and adult price required.
 * @return array{created: string[], skipped: string[]}|WP_Error
 */
function tourfront_departures_create( $product_id, $dates, $fields ) {
	$product = wc_get_product( $product_id );
	if ( ! $product || ! $product->is_type( 'variable' ) ) {
		return new WP_Error( 'tourfront_departures_not_variable', __( 'Departures belong to a variable product (a tour).', 'tourfront' ) );
	}
	if ( null === $fields['seats'] || null === $fields['adult_price'] ) {
		return new WP_Error( 'tourfront_departures_fields', __( 'Give the seats and the adult price of the new departures.', 'tourfront' ) );
	}
	if ( ! $dates ) {
		return new WP_Error( 'tourfront_departures_no_dates', __( 'The schedule gives no date: choose a range and weekdays, or list dates.', 'tourfront' ) );
	}
	// One schedule at a time per tour: a second submit while the first is still saving would see the same
	// dates as missing and create them twice. add_option() inserts or fails atomically.
	$lock = 'tourfront_departures_lock_' . (int) $product_id;
	$busy = new WP_Error( 'tourfront_departures_busy', __( 'Departures of this tour are being created right now. Reload the page in a moment to see them.', 'tourfront' ) );
	if ( ! add_option( $lock, time(), '', false ) ) {
		// A lock older than any request can live was left by one that died: take it over.
		if ( time() - (int) get_option( $lock ) < 10 * MINUTE_IN_SECONDS ) {
			return $busy;
		}
		delete_option( $lock );
		if ( ! add_option( $lock, time(), '', false ) ) {
			return $busy;
		}
	}
	try {
		return tourfront_departures_create_locked( $product, $dates, $fields );
	} finally {
		delete_option( $lock );
	}
}

/**
 * Creates the missing departures (the tour's schedule lock held).
 *
 * @param WC_Product $product Tour.
 * @param string[]   $dates   YYYY-MM-DD.
 * @param array      $fields  Seats and prices.
 * @return array{created: string[], skipped: string[]}
 */
function tourfront_departures_create_locked( $product, $dates, $fields ) {
	$product_id = $product->get_id();
	$existing   = tourfront_departures_of( $product_id );
	$created    = array();
	$skipped    = array();
	$names      = array();
	foreach ( $dates as $date ) {
		if ( isset( $existing[ $date ] ) ) {
			$skipped[] = $date;
			continue;
		}
		list( $year, $month, $day ) = explode( '-', $date );

		$names[ $date ] = $day . '/' . $month . '/' . $year;
	}
	$terms = tourfront_departures_terms( TOURFRONT_DEPARTURE_TAXONOMY, $names );
	foreach ( array_keys( $names ) as $date ) {
		if ( ! isset( $terms[ $date ] ) ) {
			continue;
		}
		$variation = new WC_Product_Variation();
		$variation->set_parent_id( (int) $product_id );
		$variation->set_status( 'publish' );
		$variation->set_attributes( array( TOURFRONT_DEPARTURE_TAXONOMY => $date ) );
		$variation->set_virtual( true );
		$variation->set_regular_price( $fields['adult_price'] );
		$variation->set_sale_price( null === $fields['sale_price'] ? '' : $fields['sale_price'] );
		$variation->set_manage_stock( true );
		$variation->set_stock_quantity( $fields['seats'] );
		$variation->set_backorders( 'no' );
		$id = $variation->save();
		update_post_meta( $id, '_tourfront_child_price', null === $fields['child_price'] ? '' : $fields['child_price'] );
		$created[] = $date;
	}
	// Also when every date was there already: a tour whose departures were created without their terms gets them.
	tourfront_departures_sync_attributes( $product_id );
	if ( $created ) {
		WC_Product_Variable::sync( (int) $product_id );
	}
	wc_delete_product_transients( (int) $product_id );
	return array( 'created' => $created, 'skipped' => $skipped );
}

/**
 * Sets seats and prices of departures; a field given as null stays as it is. Seats are the departure's seats
 * offered (`_tourfront_seats`): the stock moves by the difference through the guarded UPDATE a checkout uses
 * (tourfront_booking_set_seats_offered()), so a checkout landing during the edit is never overwritten; fewer seats
 * than are sold cannot be offered, the seats offered then stop at the seats sold.
 *
 * @param int[] $variation_ids Departures.
 * @param array $fields        tourfront_departures_read_fields().
 * @return int Departures changed.
 */
function tourfront_departures_update( $variation_ids, $fields ) {
	$changed = 0;
	$parents = array();
	foreach ( array_map( 'intval', (array) $variation_ids ) as $id ) {
		$variation = wc_get_product( $id );
		if ( ! tourfront_booking_is_tour( $variation ) ) {
			continue;
		}
		if ( null !== $fields['adult_price'] ) {
			$variation->set_regular_price( $fields['adult_price'] );
		}
		if ( null !== $fields['sale_price'] ) {
			$variation->set_sale_price( '0' === $fields['sale_price'] ? '' : $fields['sale_price'] );
		}
		$variation->save();
		if ( null !== $fields['child_price'] ) {
			update_post_meta( $id, '_tourfront_child_price', $fields['child_price'] );
		}
		if ( null !== $fields['seats'] ) {
			if ( ! $variation->managing_stock() ) {
				// Its bookings took no seats: what they sold is what it offered so far, and none is left.
				$sold = tourfront_departures_sold( array( $id ) );
				$variation->set_manage_stock( true );
				$variation->set_stock_quantity( 0 );
				$variation->save();
				update_post_meta( $id, TOURFRONT_SEATS_META, isset( $sold[ $id ] ) ? (int) $sold[ $id ] : 0 );
				$variation = wc_get_product( $id );
			}
			tourfront_booking_set_seats_offered( $variation, $fields['seats'] );
		}
		$parents[ $variation->get_parent_id() ] = true;
		++$changed;
	}
	foreach ( array_keys( $parents ) as $parent ) {
		WC_Product_Variable::sync( $parent );
		wc_delete_product_transients( $parent );
	}
	return $changed;
}

/**
 * Closes departures to new bookings, or opens them again; their bookings stay.
 *
 * @param int[] $variation_ids Departures.
 * @param bool  $closed        Close (true) or reopen.
 * @return int Departures changed.
 */
function tourfront_departures_set_closed( $variation_ids, $closed ) {
	$changed = 0;
	foreach ( array_map( 'intval', (array) $variation_ids ) as $id ) {
		$variation = wc_get_product( $id );
		if ( ! tourfront_booking_is_tour( $variation ) ) {
			continue;
		}
		if ( $closed ) {
			update_post_meta( $id, TOURFRONT_DEPARTURE_CLOSED_META, 'yes' );
		} else {
			delete_post_meta( $id, TOURFRONT_DEPARTURE_CLOSED_META );
		}
		wc_delete_product_transients( $variation->get_parent_id() );
		++$changed;
	}
	return $changed;
}

/**
 * A closed departure is not offered in the variations form, nor purchasable (the Store API refuses it and
 * WooCommerce takes it out of carts that still hold it).
 *
 * @param bool       $active  Active / purchasable.
 * @param WC_Product $product Variation.
 * @return bool
 */
function tourfront_departures_closed_not_bookable( $active, $product ) {
	return $active && ! ( function_exists( 'tourfront_booking_is_closed' ) && tourfront_booking_is_closed( $product ) );
}
add_filter( 'woocommerce_variation_is_active', 'tourfront_departures_closed_not_bookable', 20, 2 );
add_filter( 'woocommerce_variation_is_purchasable', 'tourfront_departures_closed_not_bookable', 20, 2 );
