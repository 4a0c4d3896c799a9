<?php
/**
 * Storefront's handheld footer bar on a Vietnamese store: its cart link says "Giỏ hàng" (Storefront's vi pack has no
 * "Cart"), printed by the theme through `storefront_handheld_footer_bar_links` and in the wc-ajax fragment.
 *
 * @package tourfront
 */

/** Handheld footer bar tests. */
class Tourfront_Handheld_Bar_Test extends Tourfront_Test_Case {
	/** A Vietnamese site with a cart page and a traveller plus a guidebook in the cart. */
	protected function setUp(): void {
		parent::setUp();
		$this->use_locale( 'vi' );
		update_option( 'woocommerce_cart_page_id', $this->page( 'Giỏ hàng' ) );
		WC()->cart->items = array(
			array( $this->product( array( 'title' => 'Tour Hạ Long' ) ), 2 ),
			array( $this->product( array( 'title' => 'Sách hướng dẫn' ) ), 1 ),
		);
	}

	/** Back to English. */
	protected function tearDown(): void {
		$this->use_locale( '' );
		parent::tearDown();
	}

	/** Storefront's links as storefront_handheld_footer_bar() builds them before its filter. */
	private function storefront_links() {
		return array(
			'my-account' => array(
				'priority' => 10,
				'callback' => 'storefront_handheld_footer_bar_account_link',
			),
			'search'     => array(
				'priority' => 20,
				'callback' => 'storefront_handheld_footer_bar_search',
			),
			'cart'       => array(
				'priority' => 30,
				'callback' => 'storefront_handheld_footer_bar_cart_link',
			),
		);
	}

	public function test_the_bar_prints_the_cart_link_in_vietnamese() {
		$links = apply_filters( 'storefront_handheld_footer_bar_links', $this->storefront_links() );
		$this->assertSame( array( 'my-account', 'search', 'cart' ), array_keys( $links ) );
		$this->assertSame( 'storefront_handheld_footer_bar_account_link', $links['my-account']['callback'] );
		$this->assertSame( 30, $links['cart']['priority'] );
		ob_start();
		call_user_func( $links['cart']['callback'], 'cart', $links['cart'] );
		$html = ob_get_clean();
		$cart = get_permalink( (int) get_option( 'woocommerce_cart_page_id' ) );
		$this->assertSame( '<a class="footer-cart-contents" href="' . esc_url( $cart ) . '">Giỏ hàng <span class="count">3</span></a>', $html );
	}

	public function test_a_store_without_a_cart_page_keeps_the_bar_without_it() {
		$links = $this->storefront_links();
		unset( $links['cart'] );
		$this->assertSame( array( 'my-account', 'search' ), array_keys( apply_filters( 'storefront_handheld_footer_bar_links', $links ) ) );
	}

	public function test_the_fragment_after_an_add_says_the_same() {
		// Storefront's own fragment (storefront_cart_link_fragment) prints its English "Cart".
		$fragments = apply_filters( 'woocommerce_add_to_cart_fragments', array( 'a.footer-cart-contents' => '<a class="footer-cart-contents" href="/cart/">Cart <span class="count">3</span></a>' ) );
		$this->assertStringContainsString( '>Giỏ hàng <span class="count">3</span></a>', $fragments['a.footer-cart-contents'] );
		// Without Storefront's bar there is no such fragment to add.
		$this->assertArrayNotHasKey( 'a.footer-cart-contents', apply_filters( 'woocommerce_add_to_cart_fragments', array() ) );
	}
}
