<?php
/**
 * A tour shop's words (inc/wording.php): the search looks for tours, Poland keeps its own name, quoted codes get
 * typographic quotes, the dashboard names the addresses a tours-only customer has, an order's tax rows carry
 * their rate, My account → Orders counts travellers.
 *
 * @package tourfront
 */

/** Wording tests. */
class Tourfront_Wording_Test extends Tourfront_Test_Case {
	/** @var string WooCommerce's dashboard sentence when shipping is enabled. */
	const SHIPPING_SENTENCE = 'From your account dashboard you can view your <a href="%1$s">recent orders</a>, manage your <a href="%2$s">shipping and billing addresses</a>, and <a href="%3$s">edit your password and account details</a>.';

	/** Resets the tax double. */
	protected function tearDown(): void {
		WC_Tax::$percents = array();
		parent::tearDown();
	}

	public function test_the_product_search_looks_for_tours() {
		// phpcs:ignore WordPress.WP.I18n.TextDomainMismatch -- WooCommerce's msgid, as its search form asks for it.
		$this->assertSame( 'Search tours&hellip;', __( 'Search products&hellip;', 'woocommerce' ) );
		// Another WooCommerce text is left alone.
		$this->assertSame( 'Search for:', __( 'Search for:', 'woocommerce' ) ); // phpcs:ignore WordPress.WP.I18n.TextDomainMismatch
	}

	public function test_quoted_placeholders_get_typographic_quotes_and_attributes_stay() {
		$this->assertSame( "Coupon \u{201C}%s\u{201D} has expired.", tourfront_curly_quotes( 'Coupon "%s" has expired.' ) );
		$this->assertSame( "Mã giảm giá \u{201C}%1\$s\u{201D} là %2\$s.", tourfront_curly_quotes( 'Mã giảm giá "%1$s" là %2$s.' ) );
		$this->assertSame( "Bạn không thể thêm quá số lượng của \u{201C}%1\$s\u{201D} (%2\$s còn lại).", tourfront_curly_quotes( 'Bạn không thể thêm quá số lượng của &quot;%1$s&quot; (%2$s còn lại).' ) );
		$this->assertSame(
			'Vui lòng chọn <a href="%1$s" title="%2$s">%2$s</a>.',
			tourfront_curly_quotes( 'Vui lòng chọn <a href="%1$s" title="%2$s">%2$s</a>.' )
		);
		// Through WooCommerce's text domain, as its coupon errors are translated.
		// phpcs:ignore WordPress.WP.I18n.TextDomainMismatch, WordPress.WP.I18n.MissingTranslatorsComment
		$this->assertSame( "Coupon \u{201C}giam10\u{201D} has expired.", sprintf( __( 'Coupon "%s" has expired.', 'woocommerce' ), 'giam10' ) );
	}

	public function test_poland_is_not_a_second_finland() {
		$names = apply_filters(
			'woocommerce_countries',
			array(
				'FI' => 'Phần Lan',
				'PL' => 'Phần Lan',
				'VN' => 'Việt Nam',
			)
		);
		$this->assertSame( 'Poland', $names['PL'] );
		$this->assertSame( 'Phần Lan', $names['FI'] );
		$this->assertSame( $names, array_unique( $names ) );
		// A pack that names them apart is left as it is.
		$this->assertSame(
			array(
				'FI' => 'Finland',
				'PL' => 'Polska',
			),
			apply_filters(
				'woocommerce_countries',
				array(
					'FI' => 'Finland',
					'PL' => 'Polska',
				)
			)
		);
	}

	public function test_the_dashboard_names_the_billing_address_until_a_shipping_one_is_saved() {
		$user = wp_insert_user(
			array(
				'user_login' => 'lan.nguyen',
				'user_pass'  => wp_generate_password(),
				'user_email' => 'lan@example.vn',
			)
		);
		wp_set_current_user( $user );
		// phpcs:ignore WordPress.WP.I18n.TextDomainMismatch -- WooCommerce's msgid, as its dashboard template asks for it.
		$sentence = __( self::SHIPPING_SENTENCE, 'woocommerce' ); // phpcs:ignore WordPress.WP.I18n.NonSingularStringLiteralText
		$this->assertStringContainsString( 'manage your <a href="%2$s">billing address</a>', $sentence );
		$this->assertStringNotContainsString( 'shipping', $sentence );

		update_user_meta( $user, 'shipping_address_1', '12 Lý Thường Kiệt' );
		// phpcs:ignore WordPress.WP.I18n.TextDomainMismatch, WordPress.WP.I18n.NonSingularStringLiteralText
		$this->assertSame( self::SHIPPING_SENTENCE, __( self::SHIPPING_SENTENCE, 'woocommerce' ) );
	}

	public function test_an_order_tax_row_names_its_rate_as_the_cart_does() {
		WC_Tax::$percents = array(
			1 => '8%',
			2 => '2%',
		);
		$order            = new WC_Order(
			array(
				'id'         => 501,
				'tax_totals' => array(
					'VN-VAT-1'         => (object) array(
						'rate_id' => 1,
						'label'   => 'VAT',
					),
					'VN-PHI DU LICH-2' => (object) array(
						'rate_id' => 2,
						'label'   => 'Phí du lịch',
					),
				),
			)
		);
		$rows             = apply_filters(
			'woocommerce_get_order_item_totals',
			array(
				'cart_subtotal'    => array(
					'label' => 'Tạm tính:',
					'value' => '2.490.000 ₫',
				),
				'vn-vat-1'         => array(
					'label' => 'VAT:',
					'value' => '199.200 ₫',
				),
				'vn-phi-du-lich-2' => array(
					'label' => 'Phí du lịch:',
					'value' => '49.800 ₫',
				),
			),
			$order,
			''
		);
		$this->assertSame( 'VAT 8%:', $rows['vn-vat-1']['label'] );
		$this->assertSame( 'Phí du lịch 2%:', $rows['vn-phi-du-lich-2']['label'] );
		$this->assertSame( 'Tạm tính:', $rows['cart_subtotal']['label'] );
	}

	public function test_my_orders_count_a_tours_travellers_and_other_items() {
		$order = new WC_Order(
			array(
				'id'    => 502,
				'total' => '2739000',
			)
		);
		$tour  = new WC_Order_Item_Product();
		$tour->set_quantity( 3 );
		$tour->add_meta_data( TOURFRONT_ADULTS_META, 2 );
		$tour->add_meta_data( TOURFRONT_CHILDREN_META, 1 );
		$order->add_item( $tour );
		$this->assertTrue( has_action( 'woocommerce_my_account_my_orders_column_order-total' ) );
		$printed = tourfront_capture( 'tourfront_orders_total_column', $order );
		$this->assertStringContainsString( '2.739.000', $printed );
		$this->assertStringEndsWith( ' for 3 travellers', $printed );
		$this->assertStringNotContainsString( 'item', $printed );

		$book = new WC_Order_Item_Product();
		$book->set_quantity( 1 );
		$order->add_item( $book );
		$this->assertStringEndsWith( ' for 3 travellers, 1 item', tourfront_capture( 'tourfront_orders_total_column', $order ) );
	}
}
