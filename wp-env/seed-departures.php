<?php
/**
 * A tour's departures as WooCommerce holds them, dated from the day the seed runs (the rules of
 * mocks/fixtures/departures.ts, which the demo follows): one variation per departure of the global attribute
 * pa_ngay-khoi-hanh (term slug YYYY-MM-DD, name dd/mm/yyyy), with the departure city where it is part of the
 * departure, seats as the variation's stock, the child price as `_tourfront_child_price`; the months of the
 * departures not yet gone, the destinations and the duration as listing attributes.
 *
 * @package tourfront
 */

/**
 * The calendar day (YYYY-MM-DD) `$days` days after `$day`.
 *
 * @param string $day  YYYY-MM-DD.
 * @param int    $days Days to add (may be negative).
 * @return string
 */
function tourfront_seed_add_days( $day, $days ) {
	return gmdate( 'Y-m-d', strtotime( $day . ' 00:00:00 UTC' ) + $days * DAY_IN_SECONDS );
}

/**
 * A global attribute fixture with its terms.
 *
 * @param array $global   Global attribute (id, name, taxonomy).
 * @param array $terms    Terms (name, slug).
 * @param bool  $variation Used for variations.
 * @return array
 */
function tourfront_seed_attribute_fixture( $global, $terms, $variation ) {
	return array(
		'id'        => $global['id'],
		'name'      => $global['name'],
		'taxonomy'  => $global['taxonomy'],
		'terms'     => array_values( $terms ),
		'variation' => $variation,
	);
}

/**
 * The terms of `$all` whose slug is in `$slugs`, in the order of `$all`.
 *
 * @param array $all   Terms.
 * @param array $slugs Slugs.
 * @return array
 */
function tourfront_seed_pick_terms( $all, $slugs ) {
	return array_values(
		array_filter(
			$all,
			static function ( $term ) use ( $slugs ) {
				return in_array( $term['slug'], $slugs, true );
			}
		)
	);
}

/**
 * The product a tour fixture becomes on `$build_day`: attributes and variations from its departures.
 *
 * @param array  $tour       Tour fixture (mocks/fixtures/types.ts TourFixture).
 * @param array  $attributes The export's `attributes` (globals, cities, destinations, durations).
 * @param string $build_day  YYYY-MM-DD in the store's time zone.
 * @return array
 */
function tourfront_seed_expand_tour( $tour, $attributes, $build_day ) {
	$globals = array();
	foreach ( $attributes['globals'] as $global ) {
		$globals[ $global['taxonomy'] ] = $global;
	}
	$listing = array();
	if ( ! empty( $tour['destinations'] ) ) {
		$listing[] = tourfront_seed_attribute_fixture( $globals['pa_diem-den'], tourfront_seed_pick_terms( $attributes['destinations'], $tour['destinations'] ), false );
	}
	if ( ! empty( $tour['duration'] ) ) {
		$listing[] = tourfront_seed_attribute_fixture( $globals['pa_thoi-luong'], tourfront_seed_pick_terms( $attributes['durations'], array( $tour['duration'] ) ), false );
	}
	if ( empty( $tour['departures'] ) ) {
		$tour['attributes'] = array_merge( isset( $tour['attributes'] ) ? $tour['attributes'] : array(), $listing );
		return $tour;
	}
	$dates      = array();
	$months     = array();
	$cities     = array();
	$variations = array();
	foreach ( $tour['departures'] as $index => $departure ) {
		$date  = tourfront_seed_add_days( $build_day, (int) $departure['day'] );
		$parts = explode( '-', $date );

		$dates[ $date ] = array( 'name' => $parts[2] . '/' . $parts[1] . '/' . $parts[0], 'slug' => $date );
		if ( $departure['day'] >= 0 ) {
			$months[ substr( $date, 0, 7 ) ] = array( 'name' => sprintf( 'Tháng %d/%d', (int) $parts[1], (int) $parts[0] ), 'slug' => substr( $date, 0, 7 ) );
		}
		$variation_attributes = array();
		if ( ! empty( $departure['city'] ) ) {
			$cities[]                             = $departure['city'];
			$variation_attributes['pa_khoi-hanh'] = $departure['city'];
		}
		$variation_attributes['pa_ngay-khoi-hanh'] = $date;

		$sale  = array_key_exists( 'adultSalePrice', $departure ) ? $departure['adultSalePrice'] : ( isset( $tour['salePrice'] ) ? $tour['salePrice'] : null );
		$child = array_key_exists( 'childPrice', $departure ) ? $departure['childPrice'] : ( isset( $tour['childPrice'] ) ? $tour['childPrice'] : null );

		$variation = array(
			'id'           => $departure['id'],
			'sku'          => sprintf( '%s-%02d', $tour['sku'], $index + 1 ),
			'attributes'   => $variation_attributes,
			'regularPrice' => isset( $departure['adultPrice'] ) ? $departure['adultPrice'] : $tour['regularPrice'],
			'childPrice'   => $child,
			'stock'        => (int) $departure['seats'],
		);
		if ( null !== $sale ) {
			$variation['salePrice'] = $sale;
		}
		if ( isset( $departure['lowStockThreshold'] ) ) {
			$variation['lowStockThreshold'] = $departure['lowStockThreshold'];
		}
		if ( isset( $departure['imageId'] ) ) {
			$variation['imageId'] = $departure['imageId'];
		}
		$variations[] = $variation;
	}
	ksort( $dates );
	ksort( $months );
	$variation_attributes = array();
	if ( $cities ) {
		$variation_attributes[] = tourfront_seed_attribute_fixture( $globals['pa_khoi-hanh'], tourfront_seed_pick_terms( $attributes['cities'], array_unique( $cities ) ), true );
	}
	$variation_attributes[] = tourfront_seed_attribute_fixture( $globals['pa_ngay-khoi-hanh'], $dates, true );
	if ( $months ) {
		$listing[] = tourfront_seed_attribute_fixture( $globals['pa_thang-khoi-hanh'], $months, false );
	}
	$tour['virtual']    = true;
	$tour['stock']      = null;
	$tour['attributes'] = array_merge( $variation_attributes, $listing );
	$tour['variations'] = $variations;
	unset( $tour['weightKg'] );
	return $tour;
}
