<?php
/**
 * A departure's passenger manifest (theme/inc/admin/manifest*.php) and the booking in the order's messages
 * (theme/inc/admin/booking-emails.php): only users who manage WooCommerce, with the departure's nonce; the
 * bookings that hold seats with their travellers, the cancelled and refunded ones named apart; the CSV in
 * UTF-8 with a byte order mark, formulas neutralised; the departure and travellers in emails and order pages.
 *
 * @package tourfront
 */

require_once TOURFRONT_DIR . '/inc/admin/departures-screen.php';
require_once TOURFRONT_DIR . '/inc/admin/departures-schedule.php';
require_once TOURFRONT_DIR . '/inc/admin/manifest.php';
require_once TOURFRONT_DIR . '/inc/admin/manifest-csv.php';

/** Manifest and messages tests. */
class Tourfront_Manifest_Test extends Tourfront_Test_Case {
	/** @var int Next order id. */
	private static $order_id = 8000;

	/** @var int The departure of 05/12/2099. */
	private $departure;

	/** The booking index's table (DDL ends a transaction: created before the tests' own). */
	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		tourfront_departure_lines_install();
	}

	/** A tour with one departure, and its bookings. */
	protected function setUp(): void {
		parent::setUp();
		$tour = $this->product( array( 'title' => 'Tour Hạ Long 3N2Đ', 'type' => 'variable', 'price' => '' ) );
		tourfront_departures_create( $tour, array( '2099-12-05' ), tourfront_departures_read_fields( array( 'seats' => 20, 'adult_price' => 2490000, 'child_price' => 1500000 ) ) );
		$this->departure = tourfront_departures_of( $tour )['2099-12-05'];
	}

	/** Back to English. */
	protected function tearDown(): void {
		$this->use_locale( '' );
		parent::tearDown();
	}

	/**
	 * A saved order of the departure.
	 *
	 * @param string $status   Status.
	 * @param int    $adults   Adults.
	 * @param int    $children Children.
	 * @param array  $data     Order data.
	 * @param array  $meta     Order meta.
	 * @return WC_Order
	 */
	private function order( $status, $adults, $children, $data = array(), $meta = array() ) {
		$order = new WC_Order(
			array_merge(
				array(
					'id'                 => ++self::$order_id,
					'status'             => $status,
					'billing_first_name' => 'Mai',
					'billing_last_name'  => 'Trần Thị',
					'billing_phone'      => '0912 345 678',
					'billing_email'      => 'mai@example.vn',
					'billing_address_1'  => '25 Hàng Bài',
					'billing_city'       => 'Hà Nội',
					'billing_country'    => 'VN',
				),
				$data
			)
		);
		foreach ( $meta as $key => $value ) {
			$order->update_meta_data( $key, $value );
		}
		$item = new WC_Order_Item_Product();
		$item->set_name( 'Tour Hạ Long 3N2Đ - 05/12/2099' );
		$item->set_variation_id( $this->departure );
		$item->set_quantity( $adults + $children );
		$item->set_total( (string) ( $adults * 2490000 + $children * 1500000 ) );
		$item->add_meta_data( 'pa_ngay-khoi-hanh', '2099-12-05', true );
		$item->add_meta_data( 'Adults', $adults, true );
		if ( $children ) {
			$item->add_meta_data( 'Children', $children, true );
		}
		$order->add_item( $item );
		$order->save();
		return $order;
	}

	/** A user who manages WooCommerce, logged in. */
	private function shop_manager() {
		$id   = wp_insert_user( array( 'user_login' => 'quanly' . wp_rand(), 'user_pass' => 'x', 'role' => 'editor' ) );
		$user = new WP_User( $id );
		$user->add_cap( 'manage_woocommerce' );
		wp_set_current_user( $id );
	}

	/** The request of a manifest link (its nonce and departure). */
	private function request_manifest() {
		$query = array();
		wp_parse_str( (string) wp_parse_url( html_entity_decode( tourfront_manifest_url( $this->departure, 'csv' ) ), PHP_URL_QUERY ), $query );
		$_GET     = $query;
		$_REQUEST = $query;
	}

	public function test_the_manifest_is_refused_without_the_capability_or_the_nonce() {
		$editor = wp_insert_user( array( 'user_login' => 'bientap', 'user_pass' => 'x', 'role' => 'editor' ) );
		wp_set_current_user( $editor );
		$this->request_manifest();
		try {
			tourfront_manifest_csv_response();
			$this->fail( 'An editor who does not manage WooCommerce got the manifest.' );
		} catch ( Tourfront_Test_Die $die ) {
			$this->assertSame( 403, $die->args['response'] );
		}

		$this->shop_manager();
		$_GET['departure']    = $this->departure;
		$_REQUEST['_wpnonce'] = wp_create_nonce( 'tourfront_manifest_' . ( $this->departure + 1 ) );
		try {
			tourfront_manifest_csv_response();
			$this->fail( 'A nonce of another departure opened this one.' );
		} catch ( Tourfront_Test_Die $die ) {
			$this->assertSame( 403, $die->args['response'] );
		}
		unset( $_REQUEST['_wpnonce'] );
		$this->expectException( Tourfront_Test_Die::class );
		tourfront_manifest_csv_response();
	}

	public function test_the_manifest_lists_bookings_with_travellers_and_leaves_out_cancelled_and_refunded() {
		$kept = $this->order(
			'processing',
			2,
			1,
			array( 'customer_note' => 'Ăn chay' ),
			array(
				'_wc_other/tourfront/traveller-2-name'       => 'Trần Văn Nam',
				'_wc_other/tourfront/traveller-2-birth-year' => '1958',
				'_wc_other/tourfront/traveller-3-name'       => 'Trần Bảo Anh',
				'_wc_other/tourfront/traveller-3-birth-year' => '2017',
				'_wc_other/tourfront/pickup-point'           => 'Khách sạn Mường Thanh, Bãi Cháy',
			)
		);
		$this->order( 'pending', 1, 0, array( 'billing_first_name' => 'Hùng', 'billing_last_name' => 'Lê' ) );
		$this->order( 'cancelled', 4, 0, array( 'number' => 'HUY-1' ) );
		$this->order( 'refunded', 2, 0, array( 'number' => 'HOAN-2' ) );

		$data = tourfront_manifest_data( wc_get_product( $this->departure ) );
		$this->assertSame( 'Tour Hạ Long 3N2Đ', $data['tour'] );
		$this->assertSame( '05/12/2099', $data['label'] );
		$this->assertCount( 2, $data['rows'] );
		$row = $data['rows'][0];
		$this->assertSame( (string) $kept->get_id(), $row['number'] );
		$this->assertSame( array( 'Trần Thị Mai', '0912 345 678', 'mai@example.vn', 2, 1 ), array( $row['buyer'], $row['phone'], $row['email'], $row['adults'], $row['children'] ) );
		$this->assertSame( 'Khách sạn Mường Thanh, Bãi Cháy', $row['pickup'] );
		$this->assertSame( 'Ăn chay', $row['note'] );
		$this->assertSame( '1. Trần Thị Mai (buyer); 2. Trần Văn Nam, born 1958; 3. Trần Bảo Anh, born 2017', tourfront_manifest_travellers_text( $row['travellers'] ) );
		$this->assertSame( '25 Hàng Bài, Hà Nội', $data['rows'][1]['pickup'], 'No pickup point: the address.' );
		$this->assertSame( array( 3, 1 ), array( $data['stats']['adults'], $data['stats']['children'] ) );
		$this->assertSame( '2 cancelled, refunded or failed orders are left out: #HUY-1 (Cancelled), #HOAN-2 (Refunded).', tourfront_manifest_left_out_text( $data['left_out'] ) );

		$html = tourfront_manifest_table( $data, true );
		$this->assertStringContainsString( 'Trần Bảo Anh, born 2017', $html );
		$this->assertStringNotContainsString( 'HUY-1', $html );
		$this->assertStringNotContainsString( '<a ', $html, 'The print view has no links.' );
	}

	public function test_the_csv_is_utf8_with_a_bom_and_neutralises_formulas() {
		$this->order(
			'on-hold',
			1,
			0,
			array( 'billing_first_name' => '=HYPERLINK("http://x","Mở")', 'billing_last_name' => '', 'billing_phone' => '+84 912 345 678', 'customer_note' => "-2+3\nđón sớm" ),
			array(
				'_wc_other/tourfront/pickup-point' => '@SUM(A1)',
			)
		);
		$this->shop_manager();
		$this->request_manifest();
		$response = tourfront_manifest_csv_response();
		$this->assertSame( 'text/csv; charset=utf-8', $response['headers']['Content-Type'] );
		$this->assertStringContainsString( 'manifest-', $response['headers']['Content-Disposition'] );
		$this->assertSame( "\xEF\xBB\xBF", substr( $response['body'], 0, 3 ), 'Byte order mark first.' );
		$lines = array_map( 'str_getcsv', explode( "\n", trim( substr( $response['body'], 3 ) ) ) );
		$this->assertSame( array( 'Tour', 'Departure date', 'Order', 'Status', 'Buyer', 'Phone', 'Email', 'Adults', 'Children', 'Travellers (year of birth)', 'Pickup point / address', 'Customer note' ), $lines[0] );
		$csv = substr( $response['body'], 3 );
		$this->assertStringContainsString( '"\'=HYPERLINK(""http://x"",""Mở"")"', $csv );
		$this->assertStringContainsString( "'+84 912 345 678", $csv );
		$this->assertStringContainsString( "'@SUM(A1)", $csv );
		$this->assertStringContainsString( "\"'-2+3\nđón sớm\"", $csv );
		$this->assertStringContainsString( '"Tour Hạ Long 3N2Đ",05/12/2099', $csv, 'Vietnamese as UTF-8.' );
		$this->assertSame( "'\tx", tourfront_manifest_csv_cell( "\tx" ) );
		$this->assertSame( "'\rx", tourfront_manifest_csv_cell( "\rx" ) );
		$this->assertSame( 'Hà Nội', tourfront_manifest_csv_cell( 'Hà Nội' ) );
		$this->assertSame( '', tourfront_manifest_csv_cell( '' ) );
	}

	public function test_a_booking_line_shows_its_departure_and_travellers_in_vietnamese() {
		$this->assertTrue( $this->use_locale( 'vi' ) );
		$order = $this->order(
			'processing',
			2,
			1,
			array(),
			array(
				'_wc_other/tourfront/traveller-2-name'       => 'Trần Văn Nam',
				'_wc_other/tourfront/traveller-2-birth-year' => '1958',
			)
		);
		$item  = current( $order->get_items() );
		// WooCommerce leaves the departure out of the meta when the variation's name already holds the date.
		$meta = apply_filters( 'woocommerce_order_item_get_formatted_meta_data', array(), $item );
		$this->assertSame( 'Ngày khởi hành', $meta['tourfront_departure']->display_key );
		$this->assertSame( '05/12/2099', $meta['tourfront_departure']->display_value );
		$this->assertSame( 'Người lớn', apply_filters( 'woocommerce_order_item_display_meta_key', 'Adults', null, $item ) );
		$this->assertSame( 'Trẻ em', apply_filters( 'woocommerce_order_item_display_meta_key', 'Children', null, $item ) );
		$this->assertSame( 'Trẻ em', apply_filters( 'woocommerce_order_item_display_meta_key', 'Trẻ em', null, $item ) );

		foreach ( array( 'woocommerce_email_after_order_table', 'woocommerce_order_details_after_order_table', 'woocommerce_admin_order_data_after_shipping_address' ) as $hook ) {
			ob_start();
			do_action( $hook, $order, false, false, null );
			$html = (string) ob_get_clean();
			$this->assertStringContainsString( 'Hành khách', $html, $hook );
			$this->assertStringContainsString( '<li>Trần Thị Mai (người đặt)</li><li>Trần Văn Nam, sinh năm 1958</li>', $html, $hook );
		}
		ob_start();
		do_action( 'woocommerce_email_after_order_table', $order, true, true, null );
		$this->assertSame( "\nHành khách\n1. Trần Thị Mai (người đặt)\n2. Trần Văn Nam, sinh năm 1958\n\n", ob_get_clean(), 'Plain text emails.' );
	}

	public function test_an_order_without_a_tour_gets_no_travellers_block() {
		$order = new WC_Order( array( 'id' => ++self::$order_id, 'billing_first_name' => 'An' ) );
		$item  = new WC_Order_Item_Product();
		$item->set_name( 'Sách' );
		$order->add_item( $item );
		$order->save();
		$this->assertSame( '', tourfront_booking_travellers_block( $order ) );
	}
}
