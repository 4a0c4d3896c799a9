<?php
/**
 * The list of departures (WP_List_Table): date, tour, seats offered / sold / left with a fill bar, bookings,
 * revenue, status.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

if ( ! class_exists( 'WP_List_Table' ) ) {
	require_once ABSPATH . 'wp-admin/includes/class-wp-list-table.php';
}

/** Departures list table. */
class Tourfront_Departures_Table extends WP_List_Table {
	/** @var array{tour: int, month: string, show: string} */
	private $filters;

	/** Sets up the table. */
	public function __construct() {
		parent::__construct(
			array(
				'singular' => 'departure',
				'plural'   => 'departures',
				'ajax'     => false,
			)
		);
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- read-only filters of a list.
		$this->filters = array(
			'tour'  => isset( $_REQUEST['tour'] ) ? absint( $_REQUEST['tour'] ) : 0,
			'month' => isset( $_REQUEST['month'] ) && preg_match( '/^\d{4}-\d{2}$/', sanitize_text_field( wp_unslash( $_REQUEST['month'] ) ) ) ? sanitize_text_field( wp_unslash( $_REQUEST['month'] ) ) : '',
			'show'  => isset( $_REQUEST['show'] ) && 'all' === $_REQUEST['show'] ? 'all' : 'upcoming',
		);
		// phpcs:enable WordPress.Security.NonceVerification.Recommended
	}

	/** @return array */
	public function get_columns() {
		return array(
			'cb'       => '<input type="checkbox" />',
			'date'     => __( 'Departure date', 'tourfront' ),
			'tour'     => __( 'Tour', 'tourfront' ),
			'fill'     => __( 'Seats sold / offered', 'tourfront' ),
			'left'     => __( 'Seats left', 'tourfront' ),
			'bookings' => __( 'Bookings', 'tourfront' ),
			'revenue'  => __( 'Revenue', 'tourfront' ),
			'status'   => __( 'Status', 'tourfront' ),
		);
	}

	/** @return array */
	protected function get_sortable_columns() {
		return array(
			'date'     => array( 'date', false ),
			'tour'     => array( 'tour', false ),
			'fill'     => array( 'fill', true ),
			'left'     => array( 'left', false ),
			'bookings' => array( 'bookings', true ),
			'revenue'  => array( 'revenue', true ),
		);
	}

	/** @return array */
	protected function get_bulk_actions() {
		return array(
			'edit'   => __( 'Edit seats and prices', 'tourfront' ),
			'close'  => __( 'Close to new bookings', 'tourfront' ),
			'reopen' => __( 'Open for bookings', 'tourfront' ),
		);
	}

	/** @return array */
	protected function get_views() {
		$views = array();
		foreach ( array( 'upcoming' => __( 'Upcoming', 'tourfront' ), 'all' => __( 'All', 'tourfront' ) ) as $show => $label ) {
			$current        = $show === $this->filters['show'] && '' === $this->filters['month'];
			$views[ $show ] = sprintf(
				'<a href="%s"%s>%s</a>',
				esc_url( tourfront_departures_url( array_filter( array( 'show' => 'all' === $show ? 'all' : '', 'tour' => $this->filters['tour'] ) ) ) ),
				$current ? ' class="current" aria-current="page"' : '',
				esc_html( $label )
			);
		}
		return $views;
	}

	/** @var array<string, string> Names of the page's dates. */
	private $labels = array();

	/** Loads one page of departures, sorted by the database. */
	public function prepare_items() {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- sorting a list.
		$orderby = isset( $_GET['orderby'] ) ? sanitize_key( wp_unslash( $_GET['orderby'] ) ) : 'date';
		$desc    = isset( $_GET['order'] ) && 'desc' === strtolower( sanitize_key( wp_unslash( $_GET['order'] ) ) );
		// phpcs:enable WordPress.Security.NonceVerification.Recommended
		$orderby      = in_array( $orderby, array( 'date', 'tour', 'fill', 'left', 'bookings', 'revenue' ), true ) ? $orderby : 'date';
		$per_page     = $this->get_items_per_page( 'tourfront_departures_per_page', 50 );
		$found        = tourfront_departures_query( $this->filters, $orderby, $desc, $per_page, $this->get_pagenum() );
		$this->items  = array_values( tourfront_departures_rows( $found['ids'] ) );
		$this->labels = tourfront_departures_labels( wp_list_pluck( $this->items, 'date' ) );
		$this->set_pagination_args(
			array(
				'total_items' => $found['total'],
				'per_page'    => $per_page,
			)
		);
		$this->_column_headers = array( $this->get_columns(), array(), $this->get_sortable_columns(), 'date' );
	}

	/**
	 * A date as the shop prints it.
	 *
	 * @param string $date YYYY-MM-DD.
	 * @return string
	 */
	private function label( $date ) {
		return isset( $this->labels[ $date ] ) ? $this->labels[ $date ] : $date;
	}

	/**
	 * Filters by tour and month.
	 *
	 * @param string $which top|bottom.
	 */
	protected function extra_tablenav( $which ) {
		if ( 'top' !== $which ) {
			return;
		}
		echo '<div class="alignleft actions">';
		echo '<label class="screen-reader-text" for="tourfront-filter-tour">' . esc_html__( 'Filter by tour', 'tourfront' ) . '</label>';
		echo '<select name="tour" id="tourfront-filter-tour"><option value="0">' . esc_html__( 'All tours', 'tourfront' ) . '</option>';
		foreach ( tourfront_departures_tours() as $id => $name ) {
			printf( '<option value="%d"%s>%s</option>', (int) $id, selected( $id, $this->filters['tour'], false ), esc_html( $name ) );
		}
		echo '</select>';
		echo '<label class="screen-reader-text" for="tourfront-filter-month">' . esc_html__( 'Filter by month', 'tourfront' ) . '</label>';
		echo '<select name="month" id="tourfront-filter-month"><option value="">' . esc_html__( 'All months', 'tourfront' ) . '</option>';
		$start = new DateTimeImmutable( wp_date( 'Y-m-01' ) );
		for ( $i = -3; $i <= 12; $i++ ) {
			$month = $start->modify( ( $i < 0 ? '' : '+' ) . $i . ' months' );
			/* translators: 1: month number, 2: year. */
			$label = sprintf( __( 'Month %1$d/%2$d', 'tourfront' ), (int) $month->format( 'n' ), (int) $month->format( 'Y' ) );
			printf( '<option value="%s"%s>%s</option>', esc_attr( $month->format( 'Y-m' ) ), selected( $month->format( 'Y-m' ), $this->filters['month'], false ), esc_html( $label ) );
		}
		echo '</select>';
		printf( '<button type="submit" class="button" formmethod="get" formaction="%s">%s</button>', esc_url( admin_url( 'admin.php' ) ), esc_html__( 'Filter', 'tourfront' ) );
		echo '</div>';
	}

	/** Says there is nothing. */
	public function no_items() {
		esc_html_e( 'No departure matches. Create departures from a schedule on a tour’s edit screen.', 'tourfront' );
	}

	/**
	 * @param array $item Row.
	 * @return string
	 */
	protected function column_cb( $item ) {
		return sprintf(
			'<label class="screen-reader-text" for="departure-%1$d">%2$s</label><input type="checkbox" id="departure-%1$d" name="departures[]" value="%1$d" />',
			(int) $item['id'],
			/* translators: 1: tour, 2: departure date. */
			esc_html( sprintf( __( 'Select %1$s, %2$s', 'tourfront' ), $item['tour'], $this->label( $item['date'] ) ) )
		);
	}

	/**
	 * The date, with the row's links: passenger manifest, edit tour.
	 *
	 * @param array $item Row.
	 * @return string
	 */
	protected function column_date( $item ) {
		$id       = (int) $item['id'];
		$manifest = tourfront_manifest_url( $id );
		$weekday  = wp_date( 'l', ( new DateTimeImmutable( $item['date'] . ' 12:00:00', wp_timezone() ) )->getTimestamp() );
		$out      = sprintf( '<strong><a class="row-title" href="%s">%s</a></strong> <span class="tourfront-weekday">%s</span>', esc_url( $manifest ), esc_html( $this->label( $item['date'] ) ), esc_html( $weekday ) );
		return $out . $this->row_actions(
			array(
				'manifest' => sprintf( '<a href="%s">%s</a>', esc_url( $manifest ), esc_html__( 'Passenger manifest', 'tourfront' ) ),
				'print'    => sprintf( '<a href="%s" target="_blank" rel="noopener">%s</a>', esc_url( tourfront_manifest_url( $id, 'print' ) ), esc_html__( 'Print', 'tourfront' ) ),
				'csv'      => sprintf( '<a href="%s">%s</a>', esc_url( tourfront_manifest_url( $id, 'csv' ) ), esc_html__( 'CSV', 'tourfront' ) ),
			)
		);
	}

	/**
	 * @param array $item Row.
	 * @return string
	 */
	protected function column_tour( $item ) {
		return sprintf( '<a href="%s">%s</a>', esc_url( (string) get_edit_post_link( $item['tour_id'] ) ), esc_html( $item['tour'] ) );
	}

	/**
	 * @param array $item Row.
	 * @return string
	 */
	protected function column_fill( $item ) {
		return tourfront_departures_fill_bar( $item['sold'], $item['offered'], $item['status'] ) . sprintf( ' <span class="tourfront-fill__text">%d / %d</span>', (int) $item['sold'], (int) $item['offered'] );
	}

	/**
	 * @param array  $item        Row.
	 * @param string $column_name Column.
	 * @return string
	 */
	protected function column_default( $item, $column_name ) {
		switch ( $column_name ) {
			case 'left':
			case 'bookings':
				return esc_html( (string) (int) $item[ $column_name ] );
			case 'revenue':
				return wp_kses_post( wc_price( $item['revenue'] ) );
			case 'status':
				return sprintf( '<mark class="tourfront-status tourfront-status--%s">%s</mark>', esc_attr( $item['status'] ), esc_html( tourfront_departures_status_label( $item['status'] ) ) );
		}
		return '';
	}
}
