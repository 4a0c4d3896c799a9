<?php
/**
 * A tour's departures as data, for the operator's screens: the dates a schedule yields, creating the missing
 * departures (attribute term of pa_ngay-khoi-hanh + a variation with managed stock, prices and child price,
 * exactly what the storefront books), editing seats and prices of many at once, closing one to new bookings
 * (variation meta `_tourfront_closed`, refused by the booking checks; its bookings stay).
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
	$ids = get_posts(
		array(
			'post_type'        => 'product_variation',
			'post_parent'      => (int) $product_id,
			'post_status'      => array( 'publish', 'private' ),
			'numberposts'      => -1,
			'fields'           => 'ids',
			'suppress_filters' => true,
		)
	);
	$out = array();
	foreach ( $ids as $id ) {
		$date = (string) get_post_meta( $id, 'attribute_' . TOURFRONT_DEPARTURE_TAXONOMY, true );
		if ( preg_match( '/^\d{4}-\d{2}-\d{2}$/', $date ) && ! isset( $out[ $date ] ) ) {
			$out[ $date ] = (int) $id;
		}
	}
	ksort( $out );
	return $out;
}

/**
 * The term of a date in an attribute taxonomy, created when missing (name as the shop prints it).
 *
 * @param string $taxonomy Taxonomy.
 * @param string $slug     Slug.
 * @param string $name     Name.
 * @param int    $order    Term order (the attribute sorts its terms by it).
 * @return int Term id, 0 on failure.
 */
function tourfront_departures_term( $taxonomy, $slug, $name, $order ) {
	$term = get_term_by( 'slug', $slug, $taxonomy );
	if ( ! $term ) {
		$created = wp_insert_term( $name, $taxonomy, array( 'slug' => $slug ) );
		if ( is_wp_error( $created ) ) {
			return 0;
		}
		$term = get_term( (int) $created['term_id'], $taxonomy );
		update_term_meta( $term->term_id, 'order', $order );
	}
	return (int) $term->term_id;
}

/**
 * Adds terms to a taxonomy attribute of the product (creating the attribute, `$variation` as given).
 *
 * @param WC_Product $product   Tour.
 * @param string     $taxonomy  Attribute taxonomy.
 * @param int[]      $term_ids  Terms to add.
 * @param bool       $variation Used for variations.
 * @return void
 */
function tourfront_departures_add_attribute_terms( $product, $taxonomy, $term_ids, $variation ) {
	$attributes = $product->get_attributes();
	if ( isset( $attributes[ $taxonomy ] ) ) {
		$attribute = $attributes[ $taxonomy ];
		$attribute->set_options( array_values( array_unique( array_merge( array_map( 'intval', $attribute->get_options() ), $term_ids ) ) ) );
	} else {
		$attribute = new WC_Product_Attribute();
		$attribute->set_id( (int) wc_attribute_taxonomy_id_by_name( $taxonomy ) );
		$attribute->set_name( $taxonomy );
		$attribute->set_options( $term_ids );
		$attribute->set_position( count( $attributes ) );
		$attribute->set_visible( true );
		$attribute->set_variation( $variation );
	}
	$attributes[ $taxonomy ] = $attribute;
	$product->set_attributes( $attributes );
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
	$terms      = array();
	$months     = array();
	foreach ( $dates as $date ) {
		if ( isset( $existing[ $date ] ) ) {
			$skipped[] = $date;
			continue;
		}
		list( $year, $month, $day ) = explode( '-', $date );

		$term = tourfront_departures_term( TOURFRONT_DEPARTURE_TAXONOMY, $date, $day . '/' . $month . '/' . $year, (int) str_replace( '-', '', $date ) );
		if ( ! $term ) {
			continue;
		}
		$terms[]                        = $term;
		$months[ $year . '-' . $month ] = true;

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
	if ( $terms ) {
		tourfront_departures_add_attribute_terms( $product, TOURFRONT_DEPARTURE_TAXONOMY, $terms, true );
		if ( isset( $product->get_attributes()[ TOURFRONT_DEPARTURE_MONTH_TAXONOMY ] ) && taxonomy_exists( TOURFRONT_DEPARTURE_MONTH_TAXONOMY ) ) {
			$month_terms = array();
			foreach ( array_keys( $months ) as $month ) {
				$parts = explode( '-', $month );
				/* translators: 1: month number, 2: year. */
				$month_terms[] = tourfront_departures_term( TOURFRONT_DEPARTURE_MONTH_TAXONOMY, $month, sprintf( __( 'Month %1$d/%2$d', 'tourfront' ), (int) $parts[1], (int) $parts[0] ), (int) str_replace( '-', '', $month ) );
			}
			tourfront_departures_add_attribute_terms( $product, TOURFRONT_DEPARTURE_MONTH_TAXONOMY, array_filter( $month_terms ), false );
		}
		$product->save();
		WC_Product_Variable::sync( (int) $product_id );
		wc_delete_product_transients( (int) $product_id );
	}
	return array( 'created' => $created, 'skipped' => $skipped );
}

/**
 * Sets seats and prices of departures; a field given as null stays as it is. Seats are the departure's seats
 * offered: its stock becomes seats − seats sold (never below 0).
 *
 * @param int[] $variation_ids Departures.
 * @param array $fields        tourfront_departures_read_fields().
 * @return int Departures changed.
 */
function tourfront_departures_update( $variation_ids, $fields ) {
	$changed = 0;
	$parents = array();
	$sold    = null === $fields['seats'] ? array() : tourfront_departures_sold( $variation_ids );
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
				$variation->set_manage_stock( true );
				$variation->save();
			}
			wc_update_product_stock( $variation, max( 0, $fields['seats'] - ( isset( $sold[ $id ] ) ? $sold[ $id ] : 0 ) ), 'set' );
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
