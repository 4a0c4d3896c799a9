<?php
/**
 * The checkout page's endpoints (order received, order pay) show WooCommerce's pages, not the theme's
 * checkout: after an order the cart is empty, so the checkout block there would say "Your cart is empty".
 *
 * @package tourfront
 */

/** Checkout endpoint tests. */
class Tourfront_Checkout_Endpoints_Test extends Tourfront_Test_Case {
	/** Uses the fixture build. */
	protected function setUp(): void {
		parent::setUp();
		add_filter( 'tourfront_build_path', array( $this, 'fixture_build' ) );
	}

	/** Leaves the endpoint and the build path. */
	protected function tearDown(): void {
		unset( $GLOBALS['wp']->query_vars['order-received'], $GLOBALS['wp']->query_vars['order-pay'] );
		remove_filter( 'tourfront_build_path', array( $this, 'fixture_build' ) );
		parent::tearDown();
	}

	/** @return string */
	public function fixture_build() {
		return dirname( __DIR__ ) . '/fixtures/build';
	}

	/**
	 * Opens the checkout page (WooCommerce's checkout block in it, as WooCommerce installs it) on an endpoint.
	 *
	 * @param string $endpoint `order-received`, `order-pay` or '' for the page itself.
	 * @return string The page's content as the theme prints it.
	 */
	private function checkout_content( $endpoint ) {
		$checkout = $this->page( 'Thanh toán', '<!-- wp:woocommerce/checkout --><div class="wp-block-woocommerce-checkout wc-block-checkout is-loading"></div><!-- /wp:woocommerce/checkout -->' );
		update_option( 'woocommerce_checkout_page_id', $checkout );
		$this->visit( $checkout );
		if ( $endpoint ) {
			$GLOBALS['wp']->query_vars[ $endpoint ] = '102';
		}
		do_action( 'wp_enqueue_scripts' );
		return apply_filters( 'the_content', get_post_field( 'post_content', $checkout ) );
	}

	public function test_order_received_shows_woocommerce_thank_you_page() {
		$html = $this->checkout_content( 'order-received' );
		$this->assertStringContainsString( 'woocommerce-thankyou-order-received', $html );
		$this->assertStringNotContainsString( 'tourfront/checkout', $html );
		$this->assertStringNotContainsString( 'wp-block-woocommerce-checkout', $html, "WooCommerce's block does not render either." );
		$this->assertFalse( wp_script_is( 'tourfront-checkout', 'enqueued' ), 'No checkout bundle on the thank-you page.' );
		$this->assertFalse( tourfront_is_checkout_page() );
	}

	public function test_order_pay_shows_woocommerce_pay_page() {
		$html = $this->checkout_content( 'order-pay' );
		$this->assertStringContainsString( 'woocommerce-checkout', $html );
		$this->assertStringNotContainsString( 'tourfront/checkout', $html );
		$this->assertFalse( wp_script_is( 'tourfront-checkout', 'enqueued' ) );
		$this->assertFalse( tourfront_is_checkout_page() );
	}

	public function test_checkout_page_itself_shows_the_theme_checkout() {
		$html = $this->checkout_content( '' );
		$this->assertStringContainsString( 'data-block-name="tourfront/checkout"', $html );
		$this->assertTrue( wp_script_is( 'tourfront-checkout', 'enqueued' ) );
	}

	public function test_woocommerce_checkout_block_elsewhere_still_renders_as_the_theme_block() {
		$html = do_blocks( '<!-- wp:woocommerce/checkout --><div class="wp-block-woocommerce-checkout"></div><!-- /wp:woocommerce/checkout -->' );
		$this->assertStringContainsString( 'data-block-name="tourfront/checkout"', $html );
	}
}
