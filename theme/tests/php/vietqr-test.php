<?php
/**
 * VietQR for bank-transfer orders (theme/inc/vietqr.php): what order received and View order print,
 * when they print nothing, escaping, and the BACS settings for a Vietnamese store.
 *
 * @package tourfront
 */

/** VietQR tests. */
class Tourfront_Vietqr_Test extends Tourfront_Test_Case {
	/** The seeded account (wp-env/seed.php). */
	const VIETCOMBANK = array(
		'account_name'   => 'CONG TY TNHH DU LICH VIET',
		'account_number' => '0123456789',
		'bank_name'      => 'Vietcombank',
		'sort_code'      => '970436',
		'iban'           => '',
		'bic'            => 'BFTVVNVX',
	);

	/** A Vietnamese store with the seeded account. */
	protected function setUp(): void {
		parent::setUp();
		WC()->countries->base_country = 'VN';
		WC_Order::$saved              = array();
		WC_Admin_Settings::$errors    = array();
		update_option( 'woocommerce_bacs_accounts', array( self::VIETCOMBANK ) );
	}

	/** Back to the default store. */
	protected function tearDown(): void {
		WC()->countries->base_country = 'VN';
		remove_all_filters( 'tourfront_test_wc_endpoint' );
		remove_all_filters( 'woocommerce_bacs_accounts' );
		remove_all_filters( 'tourfront_vietqr_transfer_content' );
		parent::tearDown();
	}

	/**
	 * What an action prints for an order.
	 *
	 * @param string $action Action.
	 * @param array  $order  WC_Order double data.
	 * @return string
	 */
	private function printed( $action, $order = array() ) {
		$order = new WC_Order(
			array_merge(
				array(
					'id'    => 102,
					'total' => '2771400',
				),
				$order
			)
		);
		ob_start();
		do_action( $action, $order->get_id() );
		return (string) ob_get_clean();
	}

	/**
	 * The transfer data of each account (null where the account has none).
	 *
	 * @param string $html Markup.
	 * @return array
	 */
	private function transfers( $html ) {
		$doc = new DOMDocument();
		$doc->loadHTML( '<?xml encoding="utf-8"?>' . $html, LIBXML_NOERROR );
		$out = array();
		foreach ( ( new DOMXPath( $doc ) )->query( '//div[contains(@class,"tourfront-vietqr__account")]' ) as $account ) {
			$out[] = $account->hasAttribute( 'data-tourfront-vietqr' ) ? json_decode( $account->getAttribute( 'data-tourfront-vietqr' ), true ) : null;
		}
		return $out;
	}

	public function test_order_received_prints_what_the_real_store_printed() {
		$recorded = file_get_contents( dirname( __DIR__ ) . '/fixtures/vietqr/order-received.html' ); // phpcs:ignore
		$this->assertSame( trim( $recorded ), $this->printed( 'woocommerce_thankyou_bacs' ) );
	}

	public function test_order_received_prints_the_codes_first_and_the_accounts_once() {
		$recorded = file_get_contents( dirname( __DIR__ ) . '/fixtures/vietqr/order-received.html' ); // phpcs:ignore
		// Before the thank-you notice and the overview: the code and the amount on a phone's first screen.
		$this->assertSame( trim( $recorded ), $this->printed( 'woocommerce_before_thankyou' ) );
		// WooCommerce's bank details (read through its filter) and the later hook list no account again.
		$this->assertSame( array(), apply_filters( 'woocommerce_bacs_accounts', array( self::VIETCOMBANK ), 102 ) );
		$this->assertSame( '', $this->printed( 'woocommerce_thankyou_bacs' ) );
	}

	public function test_order_received_leaves_woocommerce_s_bank_details_when_there_is_no_code() {
		WC()->countries->base_country = 'US';
		$this->assertSame( '', $this->printed( 'woocommerce_before_thankyou' ) );
		$this->assertSame( array( self::VIETCOMBANK ), apply_filters( 'woocommerce_bacs_accounts', array( self::VIETCOMBANK ), 102 ) );
	}

	public function test_view_order_prints_the_same_block() {
		$html = $this->printed( 'woocommerce_view_order' );
		$this->assertSame( array( array( 'bin' => '970436', 'account' => '0123456789', 'amount' => 2771400, 'content' => 'DH102' ) ), $this->transfers( $html ) );
		$this->assertStringContainsString( '<figure class="tourfront-vietqr__figure" hidden>', $html );
	}

	public function test_the_amount_is_the_order_total_in_whole_dong_and_the_content_its_number() {
		$html = $this->printed( 'woocommerce_view_order', array( 'id' => 7, 'number' => 'DL-2026-7', 'total' => '4590000.4' ) );
		$this->assertSame( array( 'bin' => '970436', 'account' => '0123456789', 'amount' => 4590000, 'content' => 'DHDL-2026-7' ), $this->transfers( $html )[0] );
	}

	public function test_the_transfer_content_starts_with_the_shops_prefix() {
		$text = static function ( $html ) {
			preg_match( '/tourfront-vietqr__row--content.*?tourfront-vietqr__value">([^<]*)</', $html, $m );
			return $m[1] ?? '';
		};
		update_option( 'woocommerce_bacs_settings', array( 'tourfront_transfer_prefix' => ' dl-26 ' ) );
		$html = $this->printed( 'woocommerce_view_order' );
		$this->assertSame( 'DL26102', $this->transfers( $html )[0]['content'] );
		$this->assertSame( 'DL26102', $text( $html ) );
		// An empty prefix: the bare order number, as a shop whose numbers carry their own prefix wants.
		update_option( 'woocommerce_bacs_settings', array( 'tourfront_transfer_prefix' => '' ) );
		$this->assertSame( '102', $this->transfers( $this->printed( 'woocommerce_view_order' ) )[0]['content'] );
		delete_option( 'woocommerce_bacs_settings' );
		$this->assertSame( 'DH102', $text( $this->printed( 'woocommerce_view_order' ) ) );
		$this->assertSame( 'ABCDEFGHIJ', tourfront_sanitize_transfer_prefix( 'abc<def>ghij-klm' ) );
		$this->assertSame( '', tourfront_sanitize_transfer_prefix( array( 'DH' ) ) );
		$fields = apply_filters( 'woocommerce_settings_api_form_fields_bacs', array() );
		$this->assertSame( 'DH', $fields['tourfront_transfer_prefix']['default'] );
		$this->assertSame( 'tourfront_sanitize_transfer_prefix', $fields['tourfront_transfer_prefix']['sanitize_callback'] );
	}

	public function test_the_bank_transfer_email_says_the_transfer_content_to_the_customer_only() {
		$email = static function ( $order, $sent_to_admin, $plain ) {
			ob_start();
			do_action( 'woocommerce_email_before_order_table', $order, $sent_to_admin, $plain, null );
			return (string) ob_get_clean();
		};
		$order = new WC_Order(
			array(
				'id'    => 102,
				'total' => '2771400',
			)
		);
		$this->assertStringContainsString( '<strong>DH102</strong>', $email( $order, false, false ) );
		$this->assertStringContainsString( 'Transfer content: DH102', $email( $order, false, true ) );
		$this->assertSame( '', $email( $order, true, false ) );
		$order->set_status( 'processing' );
		$this->assertSame( '', $email( $order, false, false ) );
	}

	public function test_nothing_for_other_gateways_or_once_the_order_is_paid_or_cancelled() {
		$this->assertSame( '', $this->printed( 'woocommerce_view_order', array( 'payment_method' => 'cod' ) ) );
		foreach ( array( 'processing', 'completed', 'cancelled', 'refunded', 'failed' ) as $status ) {
			$this->assertSame( '', $this->printed( 'woocommerce_view_order', array( 'status' => $status ) ), $status );
			$this->assertSame( '', $this->printed( 'woocommerce_thankyou_bacs', array( 'status' => $status ) ), $status );
		}
		$this->assertNotSame( '', $this->printed( 'woocommerce_view_order', array( 'status' => 'pending' ) ) );
	}

	public function test_nothing_without_accounts() {
		update_option( 'woocommerce_bacs_accounts', array( array_merge( self::VIETCOMBANK, array( 'account_number' => ' ' ) ) ) );
		$this->assertSame( '', $this->printed( 'woocommerce_view_order' ) );
		$this->assertSame( '', $this->printed( 'woocommerce_thankyou_bacs' ) );
	}

	public function test_no_code_outside_vietnam_or_in_another_currency_but_view_order_keeps_the_accounts() {
		foreach ( array( array( 'US', 'VND' ), array( 'VN', 'USD' ) ) as $case ) {
			WC()->countries->base_country = $case[0];
			$this->assertSame( '', $this->printed( 'woocommerce_thankyou_bacs', array( 'currency' => $case[1] ) ), implode( ' ', $case ) );
			$html = $this->printed( 'woocommerce_view_order', array( 'currency' => $case[1] ) );
			$this->assertSame( array( null ), $this->transfers( $html ), implode( ' ', $case ) );
			$this->assertStringNotContainsString( 'tourfront-vietqr__figure', $html );
			$this->assertStringContainsString( '0123456789', $html );
		}
	}

	public function test_an_account_without_a_valid_bin_gets_no_code() {
		$accounts = array(
			array_merge( self::VIETCOMBANK, array( 'sort_code' => '' ) ),
			array_merge( self::VIETCOMBANK, array( 'sort_code' => '97043' ) ),
			array_merge( self::VIETCOMBANK, array( 'sort_code' => 'BFTVVNVX' ) ),
		);
		update_option( 'woocommerce_bacs_accounts', $accounts );
		$this->assertSame( '', $this->printed( 'woocommerce_thankyou_bacs' ) );
		$this->assertSame( array( null, null, null ), $this->transfers( $this->printed( 'woocommerce_view_order' ) ) );

		$accounts[] = array_merge( self::VIETCOMBANK, array( 'account_number' => '2222', 'sort_code' => ' 970 418 ' ) );
		update_option( 'woocommerce_bacs_accounts', $accounts );
		$html = $this->printed( 'woocommerce_thankyou_bacs' );
		$this->assertSame( array( null, null, null, array( 'bin' => '970418', 'account' => '2222', 'amount' => 2771400, 'content' => 'DH102' ) ), $this->transfers( $html ) );
		$this->assertSame( 1, substr_count( $html, 'id="tourfront-vietqr-details-4"' ) );
		$this->assertSame( 1, substr_count( $html, 'aria-describedby="tourfront-vietqr-details-4"' ) );
	}

	public function test_woocommerce_filter_on_the_accounts_applies() {
		add_filter(
			'woocommerce_bacs_accounts',
			static function ( $accounts, $order_id ) {
				return 102 === $order_id ? array() : $accounts;
			},
			10,
			2
		);
		$this->assertSame( '', $this->printed( 'woocommerce_view_order' ) );
		$this->assertNotSame( '', $this->printed( 'woocommerce_view_order', array( 'id' => 103 ) ) );
	}

	public function test_everything_printed_is_escaped() {
		update_option(
			'woocommerce_bacs_accounts',
			array(
				array_merge(
					self::VIETCOMBANK,
					array(
						'account_name' => 'A <script>alert(1)</script> & "B"',
						'bank_name'    => '<img src=x onerror=alert(1)>',
					)
				),
			)
		);
		add_filter(
			'tourfront_vietqr_transfer_content',
			static function () {
				return '"><svg onload=alert(1)>';
			}
		);
		$html = $this->printed( 'woocommerce_view_order' );
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringNotContainsString( '<img', $html );
		$this->assertStringNotContainsString( '<svg', $html );
		$this->assertStringContainsString( 'A &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;B&quot;', $html );
		$this->assertSame( '"><svg onload=alert(1)>', $this->transfers( $html )[0]['content'] );
	}

	public function test_vietnam_labels_the_sort_code_as_the_napas_bin() {
		$locale = apply_filters( 'woocommerce_get_bacs_locale', array( 'US' => array( 'sortcode' => array( 'label' => 'Routing number' ) ) ) );
		$this->assertSame( 'Bank BIN (NAPAS)', $locale['VN']['sortcode']['label'] );
		$this->assertSame( 'Routing number', $locale['US']['sortcode']['label'] );
	}

	public function test_a_vietnamese_store_keeps_the_classic_bacs_settings_where_the_bin_column_shows() {
		$sections = array( 'cod', 'bacs', 'cheque' );
		$this->assertSame( array( 'cod', 'cheque' ), apply_filters( 'experimental_woocommerce_admin_payment_reactify_render_sections', $sections ) );
		WC()->countries->base_country = 'US';
		$this->assertSame( $sections, apply_filters( 'experimental_woocommerce_admin_payment_reactify_render_sections', $sections ) );
	}

	public function test_the_settings_explain_the_bin_column() {
		$fields = apply_filters( 'woocommerce_settings_api_form_fields_bacs', array( 'account_details' => array( 'type' => 'account_details' ) ) );
		$this->assertSame( 'title', $fields['tourfront_vietqr']['type'] );
		$this->assertStringContainsString( '970436 Vietcombank', $fields['tourfront_vietqr']['description'] );
	}

	public function test_saving_accounts_trims_bins_and_reports_the_ones_that_are_not_six_digits() {
		update_option(
			'woocommerce_bacs_accounts',
			array(
				array_merge( self::VIETCOMBANK, array( 'sort_code' => '970 436' ) ),
				array_merge( self::VIETCOMBANK, array( 'account_number' => '555', 'sort_code' => '9704' ) ),
				array_merge( self::VIETCOMBANK, array( 'sort_code' => '' ) ),
			)
		);
		$this->assertSame( array( '970436', '9704', '' ), wp_list_pluck( get_option( 'woocommerce_bacs_accounts' ), 'sort_code' ) );
		$this->assertCount( 1, WC_Admin_Settings::$errors );
		$this->assertStringContainsString( '"9704" of account 555', WC_Admin_Settings::$errors[0] );
	}

	public function test_the_stylesheet_loads_only_on_order_received_and_view_order() {
		$enqueued = function () {
			$GLOBALS['wp_styles'] = null;
			do_action( 'wp_enqueue_scripts' );
			return wp_style_is( 'tourfront-site-order', 'enqueued' );
		};
		$this->assertFalse( $enqueued() );
		foreach ( array( 'order-received', 'view-order' ) as $page ) {
			add_filter(
				'tourfront_test_wc_endpoint',
				static function ( $is, $endpoint ) use ( $page ) {
					return $endpoint === $page;
				},
				10,
				2
			);
			$this->assertTrue( $enqueued(), $page );
			remove_all_filters( 'tourfront_test_wc_endpoint' );
		}
	}
}
