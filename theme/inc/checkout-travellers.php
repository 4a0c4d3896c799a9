<?php
/**
 * Traveller details at checkout, as WooCommerce's additional checkout fields (location "order"), so
 * WooCommerce's own checkout block shows, validates and saves them too, and prints them on order
 * received, in emails and on the admin order screen:
 *
 * - `tourfront/traveller-{n}-name` and `tourfront/traveller-{n}-birth-year` for each traveller beyond
 *   the buyer (n = 2…max party), shown and required only while the cart's booking extension data
 *   (`cart.extensions["tourfront-booking"].extra_travellers`) counts at least n - 1 of them;
 * - `tourfront/pickup-point`, optional, shown while the cart holds a tour.
 *
 * The conditions are WooCommerce's JSON-schema rules over the checkout document; WooCommerce checks them
 * on the server, our checkout evaluates the same rules in the browser.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/** First year of birth the form accepts. */
const TOURFRONT_BIRTH_YEAR_MIN = 1900;

/**
 * The largest party the booking box takes (adults + children), hence the traveller fields registered.
 *
 * @return int
 */
function tourfront_max_travellers() {
	$max = function_exists( 'tourfront_booking_max_travellers' ) ? (int) tourfront_booking_max_travellers() : 10;
	/**
	 * The largest party a booking takes: traveller fields are registered for travellers 2 to this.
	 *
	 * @param int $max Travellers.
	 */
	return max( 1, (int) apply_filters( 'tourfront_max_travellers', $max ) );
}

/**
 * A rule over the booking data of the cart: `$property` of `cart.extensions["tourfront-booking"]`
 * matches `$schema` (true too when the cart has no booking data: JSON schema's `properties` only
 * checks what is there).
 *
 * @param string               $property Property of the booking extension data.
 * @param array<string, mixed> $schema   JSON schema of its value.
 * @return array<string, mixed>
 */
function tourfront_booking_rule( $property, $schema ) {
	return array(
		'cart' => array(
			'properties' => array(
				'extensions' => array(
					'properties' => array(
						'tourfront-booking' => array(
							'properties' => array( $property => $schema ),
						),
					),
				),
			),
		),
	);
}

/**
 * A regular expression (no delimiters, no anchors) matching the four-digit years from `$min` to `$max`:
 * blocks of 1, 10 or 100 years, e.g. 1900–2026 → (19[0-9][0-9]|20[0-1][0-9]|202[0-6]).
 *
 * @param int $min First year (1000…9999).
 * @param int $max Last year.
 * @return string
 */
function tourfront_year_range_pattern( $min, $max ) {
	$parts = array();
	for ( $year = $min; $year <= $max; ) {
		// The largest aligned block (10^k years) starting here that ends by $max.
		$size = 1;
		while ( $size < 1000 && 0 === $year % ( $size * 10 ) && $year + $size * 10 - 1 <= $max ) {
			$size *= 10;
		}
		$tail  = (int) log10( $size );
		$first = intdiv( $year, $size ) % 10;
		// As many such blocks as follow under the same leading digits.
		$last = $first;
		while ( $last < 9 && $year + ( $last - $first + 2 ) * $size - 1 <= $max ) {
			++$last;
		}
		$digit   = $first === $last ? (string) $first : '[' . $first . '-' . $last . ']';
		$parts[] = substr( (string) $year, 0, 3 - $tail ) . $digit . str_repeat( '[0-9]', $tail );
		$year   += ( $last - $first + 1 ) * $size;
	}
	return '(' . implode( '|', $parts ) . ')';
}

add_action( 'woocommerce_init', 'tourfront_register_traveller_fields_when_used' );
/**
 * Registers the traveller and pickup fields where a checkout or an order may need them. WooCommerce
 * validating the ~20 fields' schemas costs 15-18 ms of CPU: 11 % of a tour's product page on the scale
 * bench's store, which shows none. So:
 *
 * - the wc-ajax cart answers never register them (no checkout or order there);
 * - a plain page view (GET, not REST, admin, AJAX, cron or a wc-api callback) registers them once the
 *   query is known, on the pages that show a checkout or an order (checkout, order received, cart,
 *   My account; filter `tourfront_traveller_fields_on_page`);
 * - anything else (the Store API, the classic checkout, admin, emails sent from cron) at once.
 *
 * @return void
 */
function tourfront_register_traveller_fields_when_used() {
	if ( tourfront_is_cart_fragments_request() ) {
		return;
	}
	if ( tourfront_is_plain_page_view() ) {
		add_action( 'wp', 'tourfront_register_traveller_fields_on_page', 0 );
		return;
	}
	tourfront_register_traveller_fields();
}

/**
 * Whether this request only views a front-end page: a GET or HEAD that is not REST (WooCommerce's own test, and
 * `?rest_route=`, which it does not see: plain permalinks), admin, AJAX, cron or a WooCommerce API callback (a gateway's return, which may send an order's emails before
 * the query is parsed).
 *
 * @return bool
 */
function tourfront_is_plain_page_view() {
	$method = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : 'GET';
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- which kind of request this is, nothing is changed here.
	$callback = isset( $_GET['wc-api'] ) || isset( $_GET['wc-ajax'] ) || isset( $_GET['rest_route'] );
	$uri      = isset( $_SERVER['REQUEST_URI'] ) ? esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '';
	return in_array( $method, array( 'GET', 'HEAD' ), true )
		&& ! $callback
		&& false === strpos( $uri, '/wc-api/' )
		&& ! WC()->is_rest_api_request()
		&& ! is_admin()
		&& ! wp_doing_ajax()
		&& ! wp_doing_cron()
		&& ! ( defined( 'WP_CLI' ) && WP_CLI );
}

/**
 * On a page view, once the query is known: registers the fields where the page shows a checkout or an order.
 *
 * @return void
 */
function tourfront_register_traveller_fields_on_page() {
	$shows = false;
	foreach ( array( 'is_checkout', 'is_cart', 'is_account_page', 'is_order_received_page' ) as $conditional ) {
		$shows = $shows || ( function_exists( $conditional ) && $conditional() );
	}
	/**
	 * Whether this page view shows a checkout or an order, and so needs the traveller and pickup fields.
	 *
	 * @param bool $shows True on the checkout, order received, the cart and My account.
	 */
	if ( apply_filters( 'tourfront_traveller_fields_on_page', $shows ) ) {
		tourfront_register_traveller_fields();
	}
}

/**
 * Registers the traveller and pickup fields.
 *
 * @return void
 */
function tourfront_register_traveller_fields() {
	if ( ! function_exists( 'woocommerce_register_additional_checkout_field' ) ) {
		return;
	}
	$this_year = (int) wp_date( 'Y' );
	$pattern   = tourfront_year_range_pattern( TOURFRONT_BIRTH_YEAR_MIN, $this_year );
	/* translators: 1: first accepted year, 2: this year. */
	$year_hint = sprintf( __( 'Four digits, from %1$d to %2$d.', 'tourfront' ), TOURFRONT_BIRTH_YEAR_MIN, $this_year );
	for ( $n = 2; $n <= tourfront_max_travellers(); $n++ ) {
		$shown_from = tourfront_booking_rule( 'extra_travellers', array( 'maximum' => $n - 2 ) );
		woocommerce_register_additional_checkout_field(
			array(
				'id'         => "tourfront/traveller-{$n}-name",
				/* translators: %d: the traveller's number in the party (2 for the first after the buyer). */
				'label'      => sprintf( __( 'Traveller %d: full name', 'tourfront' ), $n ),
				'location'   => 'order',
				'type'       => 'text',
				'required'   => true,
				'hidden'     => $shown_from,
				'attributes' => array(
					'autocomplete'   => 'off',
					'autocapitalize' => 'words',
					'maxLength'      => 100,
				),
			)
		);
		woocommerce_register_additional_checkout_field(
			array(
				'id'         => "tourfront/traveller-{$n}-birth-year",
				/* translators: %d: the traveller's number in the party (2 for the first after the buyer). */
				'label'      => sprintf( __( 'Traveller %d: year of birth', 'tourfront' ), $n ),
				'location'   => 'order',
				'type'       => 'text',
				'required'   => true,
				'hidden'     => $shown_from,
				'validation' => array(
					'type'    => 'string',
					'pattern' => '^' . $pattern . '$',
				),
				'attributes' => array(
					'autocomplete' => 'off',
					'maxLength'    => 4,
					'pattern'      => $pattern,
					'title'        => $year_hint,
				),
			)
		);
	}
	$label = __( 'Pickup point', 'tourfront' );
	woocommerce_register_additional_checkout_field(
		array(
			'id'            => 'tourfront/pickup-point',
			'label'         => $label,
			/* translators: %s: field label */
			'optionalLabel' => sprintf( __( '%s (optional)', 'tourfront' ), $label ),
			'location'      => 'order',
			'type'          => 'text',
			'required'      => false,
			'hidden'        => tourfront_booking_rule( 'items_count_tours', array( 'maximum' => 0 ) ),
			'attributes'    => array(
				'autocomplete' => 'off',
				'maxLength'    => 200,
			),
		)
	);
}

add_filter( 'woocommerce_customer_allowed_session_meta_keys', 'tourfront_keep_order_fields_in_session', 10, 2 );
/**
 * Keeps the travellers and the pickup point a shopper typed (`PUT /wc/store/v1/checkout` saves them on the session's
 * customer) in the session on every request. WooCommerce keeps a customer meta key in the session only while the
 * field is registered, and a page view registers these fields late (at `wp`) or not at all: the customer saved
 * before that dropped them, so the next checkout showed empty travellers.
 *
 * @param mixed $keys     Meta keys WooCommerce keeps in the session.
 * @param mixed $customer WC_Customer being saved to the session.
 * @return mixed
 */
function tourfront_keep_order_fields_in_session( $keys, $customer ) {
	if ( ! is_array( $keys ) || ! is_object( $customer ) || ! method_exists( $customer, 'get_meta_data' ) ) {
		return $keys;
	}
	foreach ( (array) $customer->get_meta_data() as $meta ) {
		$key = is_object( $meta ) && isset( $meta->key ) ? (string) $meta->key : '';
		if ( preg_match( '#^_wc_other/tourfront/(traveller-\d+-(name|birth-year)|pickup-point)$#', $key ) ) {
			$keys[] = $key;
		}
	}
	return array_values( array_unique( $keys ) );
}
