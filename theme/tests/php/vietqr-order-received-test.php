<?php
/**
 * Order received and order pay, where the VietQR block is printed: WooCommerce's checkout block is not
 * swapped for the theme's there, so WooCommerce prints its classic thank-you template.
 *
 * @package tourfront
 */

/** Order-received tests. */
class Tourfront_Vietqr_Order_Received_Test extends Tourfront_Test_Case {
	/** Leaves the request off WooCommerce's endpoints. */
	protected function tearDown(): void {
		remove_all_filters( 'tourfront_test_wc_endpoint' );
		parent::tearDown();
	}

	/**
	 * Puts the request on a WooCommerce endpoint.
	 *
	 * @param string $page Endpoint.
	 */
	private function on_endpoint( $page ) {
		add_filter(
			'tourfront_test_wc_endpoint',
			static function ( $is, $endpoint ) use ( $page ) {
				return $endpoint === $page;
			},
			10,
			2
		);
	}

	public function test_the_checkout_block_stays_woocommerce_s_on_order_received_and_order_pay() {
		$block = array(
			'blockName' => 'woocommerce/checkout',
			'attrs'     => array(),
		);
		$this->assertStringContainsString( 'data-block-name="tourfront/checkout"', (string) apply_filters( 'pre_render_block', null, $block, null ) );
		foreach ( array( 'order-received', 'order-pay' ) as $page ) {
			$this->on_endpoint( $page );
			$this->assertNull( apply_filters( 'pre_render_block', null, $block, null ), $page );
			remove_all_filters( 'tourfront_test_wc_endpoint' );
		}
	}

	public function test_the_cart_and_mini_cart_blocks_are_still_the_theme_s_there() {
		$this->on_endpoint( 'order-received' );
		$html = (string) apply_filters(
			'pre_render_block',
			null,
			array(
				'blockName' => 'woocommerce/mini-cart',
				'attrs'     => array(),
			),
			null
		);
		$this->assertStringContainsString( 'tourfront', $html );
	}
}
