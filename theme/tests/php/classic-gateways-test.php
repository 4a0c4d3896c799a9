<?php
/**
 * Classic gateways in the checkout's payment settings: icons, simple fields, the redirect line, the Place
 * order label; gateways with a blocks integration left to their own scripts.
 *
 * @package tourfront
 */

/** A classic redirect gateway with a bank select (what Vietnamese gateway plugins look like). */
class Tourfront_Test_Redirect_Gateway extends WC_Payment_Gateway {
	/** @var string Fields HTML the test sets. */
	public $fields_html = '';

	/** Sets the gateway up. */
	public function __construct() {
		$this->id                = 'tourfront_test_redirect';
		$this->title             = 'TestPay';
		$this->description       = 'Thanh toán qua ngân hàng của bạn.';
		$this->icon              = 'https://shop.example/testpay.svg';
		$this->has_fields        = true;
		$this->order_button_text = 'Tiếp tục đến TestPay';
		$this->fields_html       = '<p><label for="bank">Ngân hàng</label><select name="tourfront_test_bank" id="bank" onchange="steal()"><option value="vcb">Vietcombank</option></select></p>';
	}

	/** Prints the test's fields. */
	public function payment_fields() {
		echo $this->fields_html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- raw on purpose: what the theme must clean.
	}
}

/** Tests. */
class Tourfront_Classic_Gateways_Test extends Tourfront_Test_Case {
	/** Forgets the gateways. */
	protected function tearDown(): void {
		WC()->test_gateways = array();
		remove_all_filters( 'woocommerce_gateway_icon' );
		remove_all_filters( 'tourfront_classic_gateway_redirects' );
		parent::tearDown();
	}

	/** @return WC_Payment_Gateway The offline bank transfer gateway. */
	private function bacs() {
		$gateway              = new WC_Payment_Gateway();
		$gateway->id          = 'bacs';
		$gateway->title       = 'Chuyển khoản ngân hàng';
		$gateway->description = 'Chuyển khoản trực tiếp.';
		return $gateway;
	}

	public function test_a_classic_gateway_is_described_with_icon_fields_redirect_line_and_button_label() {
		$data = tourfront_classic_gateway_data( new Tourfront_Test_Redirect_Gateway(), array() );
		$this->assertTrue( $data['classic'] );
		$this->assertSame(
			array(
				array(
					'id'  => 'tourfront_test_redirect-0',
					'src' => 'https://shop.example/testpay.svg',
					'alt' => 'TestPay',
				),
			),
			$data['icons']
		);
		$this->assertStringContainsString( '<select name="tourfront_test_bank" id="bank">', $data['fields'] );
		$this->assertStringContainsString( '<option value="vcb">Vietcombank</option>', $data['fields'] );
		$this->assertStringNotContainsString( 'onchange', $data['fields'] );
		$this->assertSame( 'You will be redirected to TestPay to pay.', $data['redirectNotice'] );
		$this->assertSame( 'Tiếp tục đến TestPay', $data['placeOrderButtonLabel'] );
	}

	public function test_fields_that_need_a_script_or_have_no_control_are_not_offered() {
		$gateway              = new Tourfront_Test_Redirect_Gateway();
		$gateway->fields_html = '<fieldset id="wc-tourfront_test_redirect-cc-form" class="wc-credit-card-form wc-payment-form"><input id="card" name="card"></fieldset>';
		$this->assertSame( '', tourfront_classic_gateway_fields( $gateway ) );
		$gateway->fields_html = '<div><input name="card"></div><script>mount()</script>';
		$this->assertSame( '', tourfront_classic_gateway_fields( $gateway ) );
		$gateway->fields_html = '<p>Chỉ có mô tả.</p>';
		$this->assertSame( '', tourfront_classic_gateway_fields( $gateway ) );
		$gateway->has_fields = false;
		$this->assertSame( '', tourfront_classic_gateway_fields( $gateway ) );
	}

	public function test_a_gateway_with_a_blocks_integration_is_left_to_its_script_but_offline_ones_stay() {
		$this->assertSame( array(), tourfront_classic_gateway_data( new Tourfront_Test_Redirect_Gateway(), array( 'tourfront_test_redirect' ) ) );
		$bacs = tourfront_classic_gateway_data( $this->bacs(), array( 'bacs' ) );
		$this->assertTrue( $bacs['classic'] );
		$this->assertSame( '', $bacs['fields'] );
		$this->assertArrayNotHasKey( 'redirectNotice', $bacs );
	}

	public function test_icons_keep_only_http_images_and_the_redirect_line_can_be_turned_off() {
		add_filter(
			'woocommerce_gateway_icon',
			static function () {
				return '<img src="javascript:alert(1)" alt="x"><img src="https://shop.example/a.png" alt="A &amp; B" onerror="x()"><span>VNPay</span>';
			}
		);
		add_filter( 'tourfront_classic_gateway_redirects', '__return_false' );
		$data = tourfront_classic_gateway_data( new Tourfront_Test_Redirect_Gateway(), array() );
		$this->assertSame(
			array(
				array(
					'id'  => 'tourfront_test_redirect-1',
					'src' => 'https://shop.example/a.png',
					'alt' => 'A &amp; B',
				),
			),
			$data['icons']
		);
		$this->assertArrayNotHasKey( 'redirectNotice', $data );
	}

	public function test_payment_settings_carry_the_classic_data_of_each_available_gateway() {
		WC()->test_gateways = array(
			'bacs'                    => $this->bacs(),
			'tourfront_test_redirect' => new Tourfront_Test_Redirect_Gateway(),
		);
		$settings           = tourfront_payment_settings();
		$data               = (array) $settings['paymentMethodData'];
		$this->assertSame( array( 'bacs', 'tourfront_test_redirect' ), array_keys( $data ) );
		$this->assertSame( 'TestPay', $data['tourfront_test_redirect']['title'] );
		$this->assertTrue( $data['tourfront_test_redirect']['classic'] );
		$this->assertSame( 'You will be redirected to TestPay to pay.', $data['tourfront_test_redirect']['redirectNotice'] );
		$this->assertSame( array( 'bacs', 'tourfront_test_redirect' ), $settings['paymentMethodSortOrder'] );
	}
}
