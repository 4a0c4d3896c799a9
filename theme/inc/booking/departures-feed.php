<?php
/**
 * A tour's departures as the booking box reads them, whatever their number: one query over the variations'
 * meta (never a WC_Product per departure), cached in the object cache (shared between web nodes behind Redis)
 * under a version that every change of seats, prices or the departures themselves moves on. The product page
 * prints the first month into the form, so the box draws it without a request; other months come from
 * `GET /wp-json/tourfront/v1/tours/<id>/departures?month=YYYY-MM`. WooCommerce stops printing a form's
 * variations past `woocommerce_ajax_variation_threshold` (30), so the box never depends on them.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/** Object cache group of the feed. */
const TOURFRONT_FEED_GROUP = 'tourfront_departures';

/** Up to this many departures ahead, the box lists them all as chips; more, and it shows a month calendar. */
const TOURFRONT_FEED_ALL_LIMIT = 12;

/**
 * The variation meta the feed reads; a change of any of them moves the tour's feed version on.
 *
 * @return string[]
 */
function tourfront_feed_meta_keys() {
	return array( '_stock', '_manage_stock', '_stock_status', '_backorders', '_price', '_regular_price', '_sale_price', '_tourfront_child_price', '_tourfront_closed', '_tourfront_seats' );
}

/**
 * Whether the feed is kept in the options table: without a persistent object cache (Redis, Memcached) the object
 * cache lasts one request, and the daily tour's feed query (10 ms of the database's time on the scale store) ran
 * on every view of its page. With one, the object cache holds it, shared by every web node.
 *
 * @return bool
 */
function tourfront_feed_in_options() {
	return ! wp_using_ext_object_cache();
}

/**
 * The version of a tour's feed (a new one when none is there, so an evicted version is a miss, never a stale hit).
 * It moves on after every change the feed shows; without a persistent object cache it is also kept in an option,
 * so the next request knows it.
 *
 * @param int  $tour_id Tour.
 * @param bool $renew   Start a new version (the feed changed).
 * @return string
 */
function tourfront_feed_version( $tour_id, $renew = false ) {
	$key     = 'v' . (int) $tour_id;
	$option  = '_tourfront_feed_version_' . (int) $tour_id;
	$version = $renew ? false : wp_cache_get( $key, TOURFRONT_FEED_GROUP );
	if ( is_string( $version ) && '' !== $version ) {
		return $version;
	}
	if ( ! $renew && tourfront_feed_in_options() ) {
		$version = get_option( $option );
	}
	if ( ! is_string( $version ) || '' === $version ) {
		$version = str_replace( '.', '', uniqid( '', true ) );
		if ( tourfront_feed_in_options() ) {
			update_option( $option, $version, false );
		}
	}
	wp_cache_set( $key, $version, TOURFRONT_FEED_GROUP );
	return $version;
}

/**
 * Forgets the feed of the tour a product or variation belongs to.
 *
 * @param int $post_id Product or variation id.
 * @return void
 */
function tourfront_feed_forget( $post_id ) {
	$post = get_post( (int) $post_id );
	if ( ! $post ) {
		return;
	}
	if ( 'product_variation' === $post->post_type && $post->post_parent ) {
		// A tour being deleted with its departures keeps no version behind.
		if ( get_post_status( (int) $post->post_parent ) ) {
			tourfront_feed_version( (int) $post->post_parent, true );
		}
	} elseif ( 'product' === $post->post_type ) {
		tourfront_feed_version( (int) $post->ID, true );
	}
}

/**
 * A stock change (a checkout's seats, a restock, the admin) forgets the feed.
 *
 * @param WC_Product $product Product or variation.
 * @return void
 */
function tourfront_feed_forget_product( $product ) {
	if ( $product instanceof WC_Product ) {
		tourfront_feed_forget( $product->get_id() );
	}
}
add_action( 'woocommerce_variation_set_stock', 'tourfront_feed_forget_product' );
add_action( 'woocommerce_product_set_stock', 'tourfront_feed_forget_product' );
add_action( 'woocommerce_variation_set_stock_status', 'tourfront_feed_forget' );
add_action( 'woocommerce_product_set_stock_status', 'tourfront_feed_forget' );
add_action( 'clean_post_cache', 'tourfront_feed_forget' );

/**
 * A change of a meta the feed reads forgets it (prices, closing, seats: however they are written).
 *
 * @param int|int[] $meta_id  Meta id(s).
 * @param int       $post_id  Post.
 * @param string    $meta_key Key.
 * @return void
 */
function tourfront_feed_forget_meta( $meta_id, $post_id, $meta_key ) {
	if ( in_array( $meta_key, tourfront_feed_meta_keys(), true ) ) {
		tourfront_feed_forget( $post_id );
	}
}
add_action( 'added_post_meta', 'tourfront_feed_forget_meta', 10, 3 );
add_action( 'updated_post_meta', 'tourfront_feed_forget_meta', 10, 3 );
add_action( 'deleted_post_meta', 'tourfront_feed_forget_meta', 10, 3 );

/**
 * The price of a meta value in minor units, or null when it holds none.
 *
 * @param mixed $value Meta value.
 * @return int|null
 */
function tourfront_feed_minor( $value ) {
	return is_numeric( $value ) ? (int) round( (float) $value * ( 10 ** wc_get_price_decimals() ) ) : null;
}

/**
 * Every published departure of a tour from today on, by date: id, date, seats left (null when not counted),
 * adult, child and regular price (minor units), closed, sold out, and the other attributes of the variation
 * (a departure city).
 *
 * @param int $tour_id Tour.
 * @return array<int, array<string, mixed>>
 */
function tourfront_feed_departures( $tour_id ) {
	global $wpdb;
	$tour_id = (int) $tour_id;
	$today   = wp_date( 'Y-m-d' );
	$key     = 'd' . $tour_id . ':' . tourfront_feed_version( $tour_id ) . ':' . $today;
	$cached  = wp_cache_get( $key, TOURFRONT_FEED_GROUP );
	if ( is_array( $cached ) ) {
		return $cached;
	}
	// Kept with the key it was read under: a version moved on (seats taken meanwhile) or another day is a miss.
	$stored = tourfront_feed_in_options() ? get_option( '_tourfront_feed_' . $tour_id ) : false;
	if ( is_array( $stored ) && isset( $stored['key'], $stored['departures'] ) && $key === $stored['key'] && is_array( $stored['departures'] ) ) {
		wp_cache_set( $key, $stored['departures'], TOURFRONT_FEED_GROUP, DAY_IN_SECONDS );
		return $stored['departures'];
	}
	$keys         = tourfront_feed_meta_keys();
	$placeholders = implode( ',', array_fill( 0, count( $keys ), '%s' ) );
	// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- $placeholders is one %s per key.
	$rows = $wpdb->get_results( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- one read of every departure's meta, cached above.
		$wpdb->prepare(
			"SELECT meta.post_id, meta.meta_key, meta.meta_value
			FROM {$wpdb->posts} AS posts
			INNER JOIN {$wpdb->postmeta} AS meta ON meta.post_id = posts.ID
			WHERE posts.post_parent = %d AND posts.post_type = 'product_variation' AND posts.post_status = 'publish'
			AND ( meta.meta_key IN ($placeholders) OR meta.meta_key LIKE 'attribute\\_%' )",
			array_merge( array( $tour_id ), $keys )
		),
		ARRAY_A
	);
	// phpcs:enable
	$meta = array();
	foreach ( (array) $rows as $row ) {
		$meta[ (int) $row['post_id'] ][ $row['meta_key'] ] = $row['meta_value'];
	}
	$parent_seats = null;
	$parent       = wc_get_product( $tour_id );
	if ( $parent && $parent->managing_stock() ) {
		$parent_seats = (int) $parent->get_stock_quantity();
	}
	$date_key   = 'attribute_' . TOURFRONT_DEPARTURE_TAXONOMY;
	$departures = array();
	foreach ( $meta as $id => $values ) {
		$date = isset( $values[ $date_key ] ) ? (string) $values[ $date_key ] : '';
		if ( ! preg_match( '/^\d{4}-\d{2}-\d{2}$/', $date ) || $date < $today ) {
			continue;
		}
		$managed = isset( $values['_manage_stock'] ) && 'yes' === $values['_manage_stock'];
		$seats   = $managed ? max( 0, (int) floor( (float) ( isset( $values['_stock'] ) ? $values['_stock'] : 0 ) ) ) : $parent_seats;
		$backors = isset( $values['_backorders'] ) && 'no' !== $values['_backorders'];
		$adult   = tourfront_feed_minor( isset( $values['_price'] ) ? $values['_price'] : null );
		$child   = tourfront_feed_minor( isset( $values['_tourfront_child_price'] ) ? $values['_tourfront_child_price'] : null );
		$regular = tourfront_feed_minor( isset( $values['_regular_price'] ) ? $values['_regular_price'] : null );
		$attrs   = array();
		foreach ( $values as $meta_key => $value ) {
			if ( 0 === strpos( $meta_key, 'attribute_' ) && $date_key !== $meta_key && '' !== (string) $value ) {
				$attrs[ $meta_key ] = (string) $value;
			}
		}
		if ( null === $adult ) {
			continue;
		}
		$departures[] = array(
			'id'      => (int) $id,
			'date'    => $date,
			'seats'   => $backors ? null : $seats,
			'adult'   => $adult,
			'child'   => null === $child ? $adult : $child,
			'regular' => null === $regular ? $adult : $regular,
			'closed'  => isset( $values['_tourfront_closed'] ) && 'yes' === $values['_tourfront_closed'],
			'soldOut' => ( isset( $values['_stock_status'] ) && 'outofstock' === $values['_stock_status'] ) || ( ! $backors && 0 === $seats ),
			'attrs'   => (object) $attrs,
		);
	}
	usort(
		$departures,
		static function ( $a, $b ) {
			return strcmp( $a['date'], $b['date'] ) ?: $a['id'] - $b['id'];
		}
	);
	wp_cache_set( $key, $departures, TOURFRONT_FEED_GROUP, DAY_IN_SECONDS );
	if ( tourfront_feed_in_options() ) {
		update_option(
			'_tourfront_feed_' . $tour_id,
			array(
				'key'        => $key,
				'departures' => $departures,
			),
			false
		);
	}
	return $departures;
}

/**
 * A deleted tour's kept feed and version go with it.
 *
 * @param int     $post_id Post deleted.
 * @param WP_Post $post    The post as it was.
 * @return void
 */
function tourfront_feed_delete_stored( $post_id, $post ) {
	if ( $post instanceof WP_Post && 'product' === $post->post_type ) {
		delete_option( '_tourfront_feed_' . (int) $post_id );
		delete_option( '_tourfront_feed_version_' . (int) $post_id );
	}
}
add_action( 'deleted_post', 'tourfront_feed_delete_stored', 10, 2 );

/**
 * True while a departure of the feed takes bookings.
 *
 * @param array $departure Feed row.
 * @return bool
 */
function tourfront_feed_is_open( $departure ) {
	return ! $departure['closed'] && ! $departure['soldOut'];
}

/**
 * The months of a tour's departures ahead: month (YYYY-MM), departures open and the lowest adult price of those.
 *
 * @param array $departures Feed rows.
 * @return array<int, array{month: string, open: int, from: int|null}>
 */
function tourfront_feed_months( $departures ) {
	$months = array();
	foreach ( $departures as $departure ) {
		$month = substr( $departure['date'], 0, 7 );
		if ( ! isset( $months[ $month ] ) ) {
			$months[ $month ] = array( 'month' => $month, 'open' => 0, 'from' => null );
		}
		if ( tourfront_feed_is_open( $departure ) ) {
			++$months[ $month ]['open'];
			$from                     = $months[ $month ]['from'];
			$months[ $month ]['from'] = null === $from ? $departure['adult'] : min( $from, $departure['adult'] );
		}
	}
	return array_values( $months );
}

/**
 * The feed of a tour for one month (or its first month with an open departure): the months ahead, that month's
 * departures, and whether those are all the tour's departures (few enough to list as chips).
 *
 * @param int    $tour_id Tour.
 * @param string $month   YYYY-MM, or '' for the first month with an open departure.
 * @return array
 */
function tourfront_feed( $tour_id, $month = '' ) {
	$departures = tourfront_feed_departures( $tour_id );
	$months     = tourfront_feed_months( $departures );
	$all        = count( $departures ) <= TOURFRONT_FEED_ALL_LIMIT;
	if ( '' === $month ) {
		foreach ( $months as $candidate ) {
			if ( $candidate['open'] ) {
				$month = $candidate['month'];
				break;
			}
		}
		if ( '' === $month && $months ) {
			$month = $months[0]['month'];
		}
	}
	$chosen = $all ? $departures : array_values(
		array_filter(
			$departures,
			static function ( $departure ) use ( $month ) {
				return 0 === strpos( $departure['date'], $month . '-' );
			}
		)
	);
	return array(
		'tour'       => (int) $tour_id,
		'endpoint'   => rest_url( 'tourfront/v1/tours/' . (int) $tour_id . '/departures' ),
		'all'        => $all,
		'month'      => $month,
		'months'     => $months,
		'departures' => $chosen,
	);
}

/**
 * Prints the first month of a tour's departures into its variations form (read by storefront/booking), on the
 * product page and in the quick view alike, with the tour's price terms (booking/price-terms.php).
 *
 * @return void
 */
function tourfront_feed_print() {
	global $product;
	if ( ! $product instanceof WC_Product || ! $product->is_type( 'variable' ) || ! array_key_exists( TOURFRONT_DEPARTURE_TAXONOMY, $product->get_attributes() ) ) {
		return;
	}
	$feed = tourfront_feed( $product->get_id() );
	// The tax terms ride with the printed feed only: the months' answers need none, and the feed's cache must not keep them past a change of the tax settings.
	$terms = tourfront_booking_price_terms( $product );
	if ( $terms ) {
		$feed['tax'] = $terms;
	}
	echo '<script type="application/json" class="tourfront-departures">' . wp_json_encode( $feed, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ) . '</script>';
}
add_action( 'woocommerce_before_variations_form', 'tourfront_feed_print' );

/**
 * `GET tourfront/v1/tours/<id>/departures?month=YYYY-MM`: a month of a tour a shopper may see.
 *
 * @param WP_REST_Request $request Request.
 * @return WP_REST_Response|WP_Error
 */
function tourfront_feed_rest( $request ) {
	$product = tourfront_quickview_product( $request['id'] );
	if ( ! $product || ! $product->is_type( 'variable' ) ) {
		return new WP_Error( 'tourfront_feed_unknown_tour', __( 'This tour does not exist.', 'tourfront' ), array( 'status' => 404 ) );
	}
	$month = (string) $request->get_param( 'month' );
	return rest_ensure_response( tourfront_feed( $product->get_id(), $month ) );
}

/**
 * Registers the feed's route.
 *
 * @return void
 */
function tourfront_feed_register_route() {
	register_rest_route(
		'tourfront/v1',
		'/tours/(?P<id>\d+)/departures',
		array(
			'methods'             => WP_REST_Server::READABLE,
			'callback'            => 'tourfront_feed_rest',
			'permission_callback' => '__return_true',
			'args'                => array(
				'month' => array(
					'type'              => 'string',
					'default'           => '',
					'pattern'           => '^(\d{4}-(0[1-9]|1[0-2]))?$',
					'validate_callback' => 'rest_validate_request_arg',
					'sanitize_callback' => 'sanitize_text_field',
				),
			),
		)
	);
}
add_action( 'rest_api_init', 'tourfront_feed_register_route' );
