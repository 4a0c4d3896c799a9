<?php
/**
 * WooCommerce → "Departures": every upcoming departure of every tour with its seats offered / sold / left, a
 * fill bar, bookings, revenue and status, filtered by tour and month, sortable; bulk actions close, reopen and
 * edit seats and prices. The same page serves a departure's passenger manifest (`departure=ID`) and takes the
 * schedule and bulk forms of the product edit screen.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/** The page slug of the departures screen. */
const TOURFRONT_DEPARTURES_PAGE = 'tourfront-departures';

/**
 * The departures screen's URL.
 *
 * @param array $args Query arguments.
 * @return string
 */
function tourfront_departures_url( $args = array() ) {
	return add_query_arg( array_merge( array( 'page' => TOURFRONT_DEPARTURES_PAGE ), $args ), admin_url( 'admin.php' ) );
}

/**
 * Adds the screen under WooCommerce.
 *
 * @return void
 */
function tourfront_departures_menu() {
	$hook = add_submenu_page(
		'woocommerce',
		__( 'Departures', 'tourfront' ),
		__( 'Departures', 'tourfront' ),
		'manage_woocommerce',
		TOURFRONT_DEPARTURES_PAGE,
		'tourfront_departures_render'
	);
	if ( $hook ) {
		add_action( 'load-' . $hook, 'tourfront_departures_load' );
	}
}
add_action( 'admin_menu', 'tourfront_departures_menu', 60 );

/**
 * The admin stylesheet, on this screen and the product edit screen only.
 *
 * @return void
 */
function tourfront_departures_enqueue() {
	wp_enqueue_style( 'tourfront-admin-departures', get_stylesheet_directory_uri() . '/assets/admin/departures.css', array(), TOURFRONT_VERSION );
}

/**
 * Before the screen prints: runs a posted action (then redirects), sends the print view or the CSV (then
 * exits), or sets up screen options.
 *
 * @return void
 */
function tourfront_departures_load() {
	tourfront_departures_catch_up();
	// phpcs:disable WordPress.Security.NonceVerification.Recommended -- each branch checks its own nonce before acting.
	$view = isset( $_GET['view'] ) ? sanitize_key( wp_unslash( $_GET['view'] ) ) : '';
	// phpcs:enable WordPress.Security.NonceVerification.Recommended
	if ( 'csv' === $view ) {
		tourfront_manifest_csv_send();
		exit;
	}
	if ( 'print' === $view ) {
		tourfront_manifest_print_send();
		exit;
	}
	$bulk = tourfront_departures_handle_bulk();
	if ( $bulk ) {
		tourfront_departures_redirect( $bulk );
	}
	add_screen_option(
		'per_page',
		array(
			'label'   => __( 'Departures per page', 'tourfront' ),
			'default' => 50,
			'option'  => 'tourfront_departures_per_page',
		)
	);
	add_action( 'admin_enqueue_scripts', 'tourfront_departures_enqueue' );
}

/**
 * Indexes a few more batches of the bookings made before the index existed, when some are left.
 *
 * @return void
 */
function tourfront_departures_catch_up() {
	if ( tourfront_departure_lines_ready() && ! tourfront_departure_lines_backfill_state()['done'] ) {
		tourfront_departure_lines_backfill( 2.0 );
		tourfront_departure_lines_schedule_backfill();
	}
}

/**
 * Says so while the figures do not hold every earlier booking yet.
 *
 * @return void
 */
function tourfront_departures_catch_up_notice() {
	if ( ! tourfront_departure_lines_ready() ) {
		return;
	}
	$state = tourfront_departure_lines_backfill_state();
	if ( ! $state['done'] ) {
		$percent = $state['last'] > 0 ? (int) floor( 100 * ( $state['next'] - 1 ) / $state['last'] ) : 0;
		/* translators: %d: percent done. */
		tourfront_departures_print_notice( 'warning', sprintf( __( 'Earlier bookings are still being counted (%d%% done): seats sold and bookings may be missing some until then.', 'tourfront' ), $percent ), false, 'inline' );
	}
}

/**
 * The product edit screen's schedule and bulk forms, posted here with the whole product form: that form also
 * posts `post_type=product`, under which admin.php would look for this page under Products and not find it,
 * so they are taken on admin_init, before that lookup.
 *
 * @return void
 */
function tourfront_departures_admin_init() {
	// phpcs:disable WordPress.Security.NonceVerification.Recommended -- tourfront_schedule_handle() checks the form's nonce.
	$page   = isset( $_GET['page'] ) ? sanitize_key( wp_unslash( $_GET['page'] ) ) : '';
	$action = isset( $_GET['tourfront_action'] ) ? sanitize_key( wp_unslash( $_GET['tourfront_action'] ) ) : '';
	// phpcs:enable WordPress.Security.NonceVerification.Recommended
	if ( TOURFRONT_DEPARTURES_PAGE === $page && in_array( $action, array( 'schedule', 'product_bulk' ), true ) ) {
		tourfront_departures_redirect( tourfront_schedule_handle( $action ) );
	}
}
add_action( 'admin_init', 'tourfront_departures_admin_init' );

/**
 * Keeps the "departures per page" screen option.
 *
 * @param mixed  $keep   Value to keep, false to drop.
 * @param string $option Option.
 * @param mixed  $value  Value.
 * @return mixed
 */
function tourfront_departures_screen_option( $keep, $option, $value ) {
	return 'tourfront_departures_per_page' === $option ? max( 1, min( 999, (int) $value ) ) : $keep;
}
add_filter( 'set_screen_option_tourfront_departures_per_page', 'tourfront_departures_screen_option', 10, 3 );

/**
 * Keeps a notice for the next screen this user sees and goes there.
 *
 * @param array{url: string, type: string, message: string} $result Where to go and what to say.
 * @return void
 */
function tourfront_departures_redirect( $result ) {
	set_transient( 'tourfront_departures_notice_' . get_current_user_id(), array( $result['type'], $result['message'] ), MINUTE_IN_SECONDS );
	wp_safe_redirect( $result['url'] );
	exit;
}

/**
 * Prints (once) the notice an action left for this user, on the departures screen and the product edit screen.
 *
 * @return void
 */
function tourfront_departures_notice() {
	$key    = 'tourfront_departures_notice_' . get_current_user_id();
	$notice = get_transient( $key );
	if ( ! is_array( $notice ) ) {
		return;
	}
	delete_transient( $key );
	tourfront_departures_print_notice( $notice[0], $notice[1], true );
}

/**
 * Prints a notice as WordPress's admin screens do.
 *
 * @param string $type        success|error|warning|info.
 * @param string $message     Text.
 * @param bool   $dismissible Dismissible.
 * @param string $extra       More classes.
 * @return void
 */
function tourfront_departures_print_notice( $type, $message, $dismissible = false, $extra = '' ) {
	$type = in_array( $type, array( 'success', 'error', 'warning', 'info' ), true ) ? $type : 'info';
	printf( '<div class="notice notice-%1$s%2$s%3$s"><p>%4$s</p></div>', esc_attr( $type ), $dismissible ? ' is-dismissible' : '', $extra ? ' ' . esc_attr( $extra ) : '', esc_html( $message ) );
}
add_action( 'admin_notices', 'tourfront_departures_notice' );

/**
 * The departures screen's bulk actions (close, reopen, edit seats and prices), posted with the list's nonce.
 *
 * @return array{url: string, type: string, message: string}|null
 */
function tourfront_departures_handle_bulk() {
	// phpcs:disable WordPress.Security.NonceVerification.Missing -- checked below before anything changes.
	$action = isset( $_POST['action'] ) && '-1' !== $_POST['action'] ? sanitize_key( wp_unslash( $_POST['action'] ) ) : '';
	if ( '' === $action && isset( $_POST['action2'] ) && '-1' !== $_POST['action2'] ) {
		$action = sanitize_key( wp_unslash( $_POST['action2'] ) );
	}
	if ( ! in_array( $action, array( 'close', 'reopen', 'edit' ), true ) ) {
		return null;
	}
	check_admin_referer( 'bulk-departures' );
	if ( ! current_user_can( 'manage_woocommerce' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to manage departures.', 'tourfront' ), 403 );
	}
	$ids    = isset( $_POST['departures'] ) ? array_map( 'absint', (array) wp_unslash( $_POST['departures'] ) ) : array();
	$fields = tourfront_departures_read_fields( isset( $_POST['tourfront_bulk'] ) ? wp_unslash( $_POST['tourfront_bulk'] ) : array() ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- each field sanitised by tourfront_departures_read_fields().
	// phpcs:enable WordPress.Security.NonceVerification.Missing
	$back = wp_get_referer() ? wp_get_referer() : tourfront_departures_url();
	return array( 'url' => $back ) + tourfront_departures_apply( $action, $ids, $fields );
}

/**
 * Runs close, reopen or edit on departures and says what happened.
 *
 * @param string $action close|reopen|edit.
 * @param int[]  $ids    Departures.
 * @param array  $fields tourfront_departures_read_fields() (edit).
 * @return array{type: string, message: string}
 */
function tourfront_departures_apply( $action, $ids, $fields ) {
	if ( ! $ids ) {
		return array( 'type' => 'warning', 'message' => __( 'Select the departures first.', 'tourfront' ) );
	}
	if ( 'edit' === $action ) {
		if ( array() === array_filter( $fields, 'is_scalar' ) ) {
			return array( 'type' => 'warning', 'message' => __( 'Give seats or a price to set.', 'tourfront' ) );
		}
		$count = tourfront_departures_update( $ids, $fields );
		/* translators: %d: number of departures. */
		return array( 'type' => 'success', 'message' => sprintf( _n( '%d departure updated.', '%d departures updated.', $count, 'tourfront' ), $count ) );
	}
	$count = tourfront_departures_set_closed( $ids, 'close' === $action );
	return array(
		'type'    => 'success',
		'message' => 'close' === $action
			/* translators: %d: number of departures. */
			? sprintf( _n( '%d departure closed to new bookings; its bookings stay.', '%d departures closed to new bookings; their bookings stay.', $count, 'tourfront' ), $count )
			/* translators: %d: number of departures. */
			: sprintf( _n( '%d departure open for bookings again.', '%d departures open for bookings again.', $count, 'tourfront' ), $count ),
	);
}

/**
 * A fill bar: seats sold of seats offered.
 *
 * @param int    $sold    Seats sold.
 * @param int    $offered Seats offered.
 * @param string $status  Departure status.
 * @return string
 */
function tourfront_departures_fill_bar( $sold, $offered, $status ) {
	$percent = $offered > 0 ? (int) round( 100 * $sold / $offered ) : 0;
	$level   = $percent >= 100 ? 'full' : ( $percent >= 75 ? 'high' : ( $percent > 0 ? 'some' : 'none' ) );
	/* translators: 1: seats sold, 2: seats offered. */
	$label = sprintf( __( '%1$d of %2$d seats sold', 'tourfront' ), $sold, $offered );
	return sprintf(
		'<span class="tourfront-fill tourfront-fill--%1$s tourfront-fill--status-%2$s" role="img" aria-label="%3$s" title="%3$s"><span class="tourfront-fill__bar" style="width:%4$d%%"></span></span>',
		esc_attr( $level ),
		esc_attr( $status ),
		esc_attr( $label ),
		min( 100, $percent )
	);
}

/**
 * The departures matching the screen's filters, sorted and paged in SQL: tour (product id), month (YYYY-MM),
 * upcoming only unless a month or "all" is chosen. Sorting by bookings, revenue or fill groups the booking index;
 * the others read only the departures' posts and meta.
 *
 * @param array  $filters  tour, month, show (upcoming|all).
 * @param string $orderby  date|tour|fill|left|bookings|revenue.
 * @param bool   $desc     Descending.
 * @param int    $per_page Departures per page (0 = all).
 * @param int    $page     Page (from 1).
 * @return array{ids: int[], total: int}
 */
function tourfront_departures_query( $filters, $orderby = 'date', $desc = false, $per_page = 0, $page = 1 ) {
	global $wpdb;
	$where = array( "p.post_type = 'product_variation'", "p.post_status IN ('publish','private')" );
	$args  = array( 'attribute_' . TOURFRONT_DEPARTURE_TAXONOMY );
	$month = isset( $filters['month'] ) ? (string) $filters['month'] : '';
	if ( preg_match( '/^\d{4}-\d{2}$/', $month ) ) {
		$where[] = 'd.meta_value LIKE %s';
		$args[]  = $wpdb->esc_like( $month . '-' ) . '%';
	} elseif ( empty( $filters['show'] ) || 'all' !== $filters['show'] ) {
		$where[] = 'd.meta_value >= %s';
		$args[]  = wp_date( 'Y-m-d' );
	}
	$where[] = "d.meta_value REGEXP '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'";
	if ( ! empty( $filters['tour'] ) ) {
		$where[] = 'p.post_parent = %d';
		$args[]  = (int) $filters['tour'];
	}
	$from  = "{$wpdb->posts} p INNER JOIN {$wpdb->postmeta} d ON d.post_id = p.ID AND d.meta_key = %s";
	$where = implode( ' AND ', $where );
	// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- built from fixed SQL and placeholders above.
	$total = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$from} WHERE {$where}", $args ) );
	$dir   = $desc ? 'DESC' : 'ASC';
	$join  = '';
	switch ( $orderby ) {
		case 'tour':
			$join  = "INNER JOIN {$wpdb->posts} t ON t.ID = p.post_parent";
			$order = "t.post_title {$dir}, d.meta_value ASC";
			break;
		case 'left':
			$join  = "LEFT JOIN {$wpdb->postmeta} s ON s.post_id = p.ID AND s.meta_key = '_stock'";
			$order = "GREATEST(0, CAST(COALESCE(s.meta_value, 0) AS SIGNED)) {$dir}, d.meta_value ASC";
			break;
		case 'bookings':
		case 'revenue':
			$join  = 'LEFT JOIN ' . tourfront_departures_figures_sql() . ' ON a.variation_id = p.ID';
			$order = "COALESCE(a.{$orderby}, 0) {$dir}, d.meta_value ASC";
			break;
		case 'fill':
			// Seats offered as the rows say: the stored seats, else sold + left.
			$join  = 'LEFT JOIN ' . tourfront_departures_figures_sql() . " ON a.variation_id = p.ID LEFT JOIN {$wpdb->postmeta} s ON s.post_id = p.ID AND s.meta_key = '_stock' LEFT JOIN {$wpdb->postmeta} o ON o.post_id = p.ID AND o.meta_key = '_tourfront_seats'";
			$order = "COALESCE(a.sold, 0) / NULLIF(COALESCE(CAST(NULLIF(o.meta_value, '') AS SIGNED), COALESCE(a.sold, 0) + GREATEST(0, CAST(COALESCE(s.meta_value, 0) AS SIGNED))), 0) {$dir}, d.meta_value ASC";
			break;
		default:
			$order = "d.meta_value {$dir}";
	}
	$limit = $per_page > 0 ? $wpdb->prepare( ' LIMIT %d OFFSET %d', $per_page, max( 0, $page - 1 ) * $per_page ) : '';
	$ids   = $wpdb->get_col( $wpdb->prepare( "SELECT p.ID FROM {$from} {$join} WHERE {$where} ORDER BY {$order}, p.ID ASC{$limit}", $args ) );
	// phpcs:enable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery
	return array( 'ids' => array_map( 'intval', $ids ), 'total' => $total );
}

/**
 * The tours that have departures: id => name, by name.
 *
 * @return array<int, string>
 */
function tourfront_departures_tours() {
	global $wpdb;
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- one grouped read of the parents of departure variations.
	$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT t.ID, t.post_title FROM {$wpdb->posts} t WHERE t.ID IN (SELECT p.post_parent FROM {$wpdb->posts} p INNER JOIN {$wpdb->postmeta} m ON m.post_id = p.ID AND m.meta_key = %s WHERE p.post_type = 'product_variation') ORDER BY t.post_title ASC", 'attribute_' . TOURFRONT_DEPARTURE_TAXONOMY ) );
	$tours = array();
	foreach ( (array) $rows as $row ) {
		$tours[ (int) $row->ID ] = '' === $row->post_title ? __( '(no title)', 'tourfront' ) : $row->post_title;
	}
	return $tours;
}

/**
 * The names of departure dates as the shop prints them (their terms' names), in one query.
 *
 * @param string[] $dates YYYY-MM-DD.
 * @return array<string, string>
 */
function tourfront_departures_labels( $dates ) {
	$dates  = array_values( array_unique( array_filter( (array) $dates ) ) );
	$labels = array();
	foreach ( $dates as $date ) {
		$parts           = explode( '-', $date );
		$labels[ $date ] = 3 === count( $parts ) ? $parts[2] . '/' . $parts[1] . '/' . $parts[0] : $date;
	}
	if ( $dates && taxonomy_exists( TOURFRONT_DEPARTURE_TAXONOMY ) ) {
		$terms = get_terms( array( 'taxonomy' => TOURFRONT_DEPARTURE_TAXONOMY, 'slug' => $dates, 'hide_empty' => false ) );
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			$labels[ $term->slug ] = $term->name;
		}
	}
	return $labels;
}

/**
 * Prints the screen: the manifest of one departure, or the list.
 *
 * @return void
 */
function tourfront_departures_render() {
	if ( ! current_user_can( 'manage_woocommerce' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to manage departures.', 'tourfront' ), 403 );
	}
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- tourfront_manifest_render() checks the manifest's nonce.
	if ( isset( $_GET['departure'] ) ) {
		tourfront_manifest_render();
		return;
	}
	require_once __DIR__ . '/class-tourfront-departures-table.php';
	$table = new Tourfront_Departures_Table();
	$table->prepare_items();
	echo '<div class="wrap tourfront-departures">';
	echo '<h1 class="wp-heading-inline">' . esc_html__( 'Departures', 'tourfront' ) . '</h1>';
	echo '<hr class="wp-header-end">';
	tourfront_departures_catch_up_notice();
	$table->views();
	echo '<form method="post" action="' . esc_url( tourfront_departures_url() ) . '">';
	echo '<input type="hidden" name="page" value="' . esc_attr( TOURFRONT_DEPARTURES_PAGE ) . '">';
	tourfront_departures_bulk_fields( 'tourfront_bulk' );
	$table->display();
	echo '</form></div>';
}

/**
 * The seats and price fields a bulk edit sets (empty = unchanged).
 *
 * @param string $name Field array name.
 * @return void
 */
function tourfront_departures_bulk_fields( $name ) {
	$fields = array(
		'seats'       => __( 'Seats', 'tourfront' ),
		'adult_price' => __( 'Adult price', 'tourfront' ),
		'child_price' => __( 'Child price', 'tourfront' ),
		'sale_price'  => __( 'Sale price (0 = none)', 'tourfront' ),
	);
	echo '<fieldset class="tourfront-bulk-edit"><legend>' . esc_html__( 'Edit seats and prices of the selected departures (empty = unchanged)', 'tourfront' ) . '</legend>';
	foreach ( $fields as $key => $label ) {
		$id = $name . '-' . $key;
		printf(
			'<label for="%1$s">%2$s</label> <input type="number" min="0" step="%5$s" id="%1$s" name="%3$s[%4$s]" class="small-text tourfront-bulk-edit__%4$s" inputmode="numeric"> ',
			esc_attr( $id ),
			esc_html( $label ),
			esc_attr( $name ),
			esc_attr( $key ),
			'seats' === $key ? '1' : 'any'
		);
	}
	echo '</fieldset>';
}
