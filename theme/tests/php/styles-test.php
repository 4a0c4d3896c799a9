<?php
/**
 * Style ownership (inc/styles.php): Storefront's and WooCommerce's general stylesheets leave the page,
 * yet one another stylesheet depends on still loads; core's block styles stay.
 *
 * @package tourfront
 */

/** Style ownership tests. */
class Tourfront_Styles_Test extends Tourfront_Test_Case {
	/** Registers and enqueues what Storefront, WooCommerce and WordPress core put on a shop page. */
	private function enqueue_stack() {
		$parent = get_template_directory_uri();
		$wc     = 'http://example.org/wp-content/plugins/woocommerce';
		$styles = array(
			'storefront-style'                   => array( $parent . '/style.css', array() ),
			'storefront-icons'                   => array( $parent . '/assets/css/base/icons.css', array() ),
			'storefront-fonts'                   => array( 'https://fonts.googleapis.com/css?family=Source+Sans+Pro', array() ),
			'storefront-gutenberg-blocks'        => array( $parent . '/assets/css/base/gutenberg-blocks.css', array() ),
			'storefront-woocommerce-style'       => array( $parent . '/assets/css/woocommerce/woocommerce.css', array( 'storefront-style', 'storefront-icons' ) ),
			'storefront-woocommerce-brands-style' => array( $parent . '/assets/css/woocommerce/extensions/brands.css', array( 'storefront-woocommerce-style' ) ),
			'storefront-child-style'             => array( get_stylesheet_uri(), array() ),
			'woocommerce-general'                => array( $wc . '/assets/css/woocommerce.css', array() ),
			'wc-blocks-style'                    => array( $wc . '/assets/client/blocks/wc-blocks.css', array() ),
			'select2'                            => array( $wc . '/assets/css/select2.css', array() ),
			'tourfront-10-base'                  => array( get_stylesheet_directory_uri() . '/assets/css/10-base.css', array() ),
			'classic-theme-styles'               => array( '/wp-includes/css/classic-themes.min.css', array() ),
		);
		foreach ( $styles as $handle => list( $src, $deps ) ) {
			wp_enqueue_style( $handle, $src, $deps, '1' );
		}
		wp_add_inline_style( 'storefront-style', '.site-header { background-color: #ffffff; }' );
	}

	/** Runs the head's `wp_print_styles` hooks (WordPress's own print emoji styles: not wanted here). */
	private function print_styles_hooks() {
		ob_start();
		do_action( 'wp_print_styles' );
		ob_end_clean();
	}

	/** @return string The stylesheets WordPress prints now. */
	private function printed() {
		ob_start();
		wp_styles()->do_items();
		return (string) ob_get_clean();
	}

	public function test_the_parent_and_woocommerce_general_styles_leave_the_page() {
		$this->enqueue_stack();
		$this->print_styles_hooks();
		$html = $this->printed();

		foreach ( array( 'storefront-style', 'storefront-icons', 'storefront-fonts', 'storefront-gutenberg-blocks', 'storefront-woocommerce-style', 'storefront-woocommerce-brands-style', 'storefront-child-style', 'woocommerce-general', 'wc-blocks-style', 'select2' ) as $handle ) {
			$this->assertStringNotContainsString( "id='" . $handle . "-css'", $html, $handle );
		}
		$this->assertStringNotContainsString( '.site-header { background-color', $html, "Storefront's Customizer CSS leaves with its stylesheet." );
		$this->assertStringContainsString( "id='tourfront-10-base-css'", $html );
		$this->assertStringContainsString( "id='classic-theme-styles-css'", $html );
		$this->assertTrue( wp_style_is( 'storefront-style', 'registered' ), 'Dequeued, never deregistered.' );
	}

	public function test_a_stylesheet_another_plugin_depends_on_still_loads() {
		$this->enqueue_stack();
		wp_enqueue_style( 'some-plugin', 'http://example.org/wp-content/plugins/some-plugin/style.css', array( 'storefront-woocommerce-style' ), '1' );
		$this->print_styles_hooks();
		$html = $this->printed();

		$this->assertStringContainsString( "id='some-plugin-css'", $html );
		foreach ( array( 'storefront-woocommerce-style', 'storefront-style', 'storefront-icons' ) as $handle ) {
			$this->assertStringContainsString( "id='" . $handle . "-css'", $html, $handle . ' is a dependency of what stays queued.' );
		}
		$this->assertLessThan( strpos( $html, "id='some-plugin-css'" ), strpos( $html, "id='storefront-woocommerce-style-css'" ), 'The dependency prints first.' );
		$this->assertStringNotContainsString( "id='storefront-gutenberg-blocks-css'", $html );
	}

	public function test_styles_enqueued_after_the_head_are_dequeued_before_the_footer_prints_them() {
		$this->assertSame( 1000, has_action( 'wp_enqueue_scripts', 'tourfront_dequeue_replaced_styles' ) );
		$this->assertSame( 1, has_action( 'wp_print_styles', 'tourfront_dequeue_replaced_styles' ) );
		$this->assertSame( 1, has_action( 'wp_print_footer_scripts', 'tourfront_dequeue_replaced_styles' ) );

		// WooCommerce enqueues its block notices' sheet on wp_head, after the head's styles printed.
		wp_enqueue_style( 'wc-blocks-style', 'http://example.org/wc-blocks.css', array(), '1' );
		tourfront_dequeue_replaced_styles();
		tourfront_keep_woocommerce_block_base_style();
		$this->assertFalse( wp_style_is( 'wc-blocks-style', 'enqueued' ) );
	}

	public function test_a_woocommerce_block_in_the_content_keeps_its_shared_sheet() {
		wp_register_style( 'wc-blocks-style', 'http://example.org/wc-blocks.css', array(), '1' );
		wp_enqueue_style( 'wc-blocks-style' );
		wp_enqueue_style( 'wc-blocks-style-featured-product', 'http://example.org/featured-product.css', array(), '1' );
		tourfront_dequeue_replaced_styles();
		$this->assertFalse( wp_style_is( 'wc-blocks-style', 'enqueued' ) );
		tourfront_keep_woocommerce_block_base_style();
		$this->assertTrue( wp_style_is( 'wc-blocks-style', 'enqueued' ) );
	}
}
