<?php
/**
 * Script diet: jQuery, its WooCommerce plugins, woocommerce.js, selectWoo and the emoji script leave the
 * page, unless a plugin still needs them (WooCommerce's handles come from the double's registrations).
 *
 * @package tourfront
 */

/** Script diet tests. */
class Tourfront_Script_Diet_Test extends Tourfront_Test_Case {
	/** Scripts a fake plugin enqueues in the test: handle => dependencies. */
	private $plugin_scripts = array();

	/** Uses the fixture build. */
	protected function setUp(): void {
		parent::setUp();
		add_filter( 'tourfront_build_path', array( $this, 'fixture_build' ) );
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue_plugin_scripts' ), 50 );
	}

	/** Removes the fake plugin. */
	protected function tearDown(): void {
		remove_filter( 'tourfront_build_path', array( $this, 'fixture_build' ) );
		remove_action( 'wp_enqueue_scripts', array( $this, 'enqueue_plugin_scripts' ), 50 );
		remove_all_filters( 'tourfront_emoji_script' );
		$this->plugin_scripts = array();
		parent::tearDown();
	}

	/** @return string */
	public function fixture_build() {
		return dirname( __DIR__ ) . '/fixtures/build';
	}

	/** The fake plugin's enqueues. */
	public function enqueue_plugin_scripts() {
		foreach ( $this->plugin_scripts as $handle => $deps ) {
			wp_enqueue_script( $handle, '/wp-content/plugins/fake/' . $handle . '.js', $deps, '1', true );
		}
	}

	/**
	 * Renders the head and the footer of a page as WordPress does, and returns the printed HTML.
	 *
	 * @param callable|null $while_rendering Runs between the head and the footer, as a template would.
	 * @return string
	 */
	private function render_page( $while_rendering = null, $post_id = 0 ) {
		$this->visit( $post_id ? $post_id : $this->page( 'Trang' ) );
		do_action( 'template_redirect' );
		ob_start();
		wp_head();
		if ( $while_rendering ) {
			$while_rendering();
		}
		wp_footer();
		return (string) ob_get_clean();
	}

	/**
	 * The script handles printed on the page, from their `id="<handle>-js"`.
	 *
	 * @param string $html Page HTML.
	 * @return string[]
	 */
	private function printed_scripts( $html ) {
		preg_match_all( '/<script\b[^>]*>/', $html, $tags );
		$handles = array();
		foreach ( $tags[0] as $tag ) {
			if ( preg_match( '/\bsrc=/', $tag ) && preg_match( '/\bid=[\'"]([^\'"]+)-js[\'"]/', $tag, $id ) ) {
				$handles[] = $id[1];
			}
		}
		return $handles;
	}

	public function test_every_page_classic_scripts_leave_when_nothing_needs_them() {
		$printed = $this->printed_scripts( $this->render_page() );
		$this->assertContains( 'tourfront-storefront', $printed );
		foreach ( array( 'jquery-core', 'jquery-migrate', 'woocommerce', 'wc-jquery-blockui', 'wc-js-cookie', 'wc-order-attribution', 'sourcebuster-js' ) as $handle ) {
			$this->assertNotContains( $handle, $printed, $handle );
		}
	}

	public function test_a_plugin_script_depending_on_jquery_gets_jquery_and_nothing_more() {
		$this->plugin_scripts = array( 'fake-slider' => array( 'jquery' ) );
		$printed              = $this->printed_scripts( $this->render_page() );
		$this->assertContains( 'fake-slider', $printed );
		$this->assertContains( 'jquery-core', $printed );
		$this->assertContains( 'jquery-migrate', $printed );
		$this->assertLessThan( array_search( 'fake-slider', $printed, true ), array_search( 'jquery-core', $printed, true ) );
		foreach ( array( 'woocommerce', 'wc-jquery-blockui', 'wc-js-cookie' ) as $handle ) {
			$this->assertNotContains( $handle, $printed, $handle );
		}
	}

	public function test_a_plugin_script_depending_on_wc_add_to_cart_gets_it_with_its_dependencies_and_params() {
		$this->plugin_scripts = array( 'fake-side-cart' => array( 'wc-add-to-cart' ) );
		$html                 = $this->render_page();
		$printed              = $this->printed_scripts( $html );
		foreach ( array( 'jquery-core', 'wc-jquery-blockui', 'wc-add-to-cart', 'fake-side-cart' ) as $handle ) {
			$this->assertContains( $handle, $printed, $handle );
		}
		$this->assertLessThan( array_search( 'fake-side-cart', $printed, true ), array_search( 'wc-add-to-cart', $printed, true ) );
		$this->assertStringContainsString( 'var wc_add_to_cart_params', $html );
		$this->assertNotContains( 'woocommerce', $printed, 'woocommerce.js is still not needed.' );
	}

	public function test_a_plugin_depending_on_a_legacy_alias_gets_the_script_behind_it() {
		$this->plugin_scripts = array( 'fake-overlay' => array( 'jquery-blockui' ) );
		$printed              = $this->printed_scripts( $this->render_page() );
		$this->assertContains( 'wc-jquery-blockui', $printed );
		$this->assertContains( 'jquery-core', $printed );
	}

	public function test_scripts_enqueued_while_the_page_renders_are_checked_too() {
		$printed = $this->printed_scripts(
			$this->render_page(
				static function () {
					// WooCommerce's variable product template enqueues its script mid-page; a shortcode of a plugin too.
					wp_enqueue_script( 'wc-add-to-cart-variation' );
					wp_enqueue_script( 'fake-shortcode', '/wp-content/plugins/fake/shortcode.js', array( 'woocommerce' ), '1', true );
				}
			)
		);
		$this->assertNotContains( 'wc-add-to-cart-variation', $printed );
		$this->assertContains( 'fake-shortcode', $printed );
		$this->assertContains( 'woocommerce', $printed, 'The late plugin script depends on woocommerce.js.' );
		$this->assertContains( 'jquery-core', $printed );
	}

	public function test_inline_code_attached_to_jquery_keeps_jquery() {
		add_action( 'wp_enqueue_scripts', array( $this, 'add_jquery_inline_code' ), 60 );
		$html = $this->render_page();
		remove_action( 'wp_enqueue_scripts', array( $this, 'add_jquery_inline_code' ), 60 );
		$this->assertContains( 'jquery-core', $this->printed_scripts( $html ) );
		$this->assertStringContainsString( 'window.fakeTracker', $html );
	}

	/** A plugin's inline code that expects jQuery, without a dependency of its own. */
	public function add_jquery_inline_code() {
		wp_add_inline_script( 'jquery', 'jQuery( function () { window.fakeTracker = 1; } );' );
	}

	public function test_the_account_page_sends_no_jquery_unless_a_plugin_asks() {
		$account = $this->page( 'Tài khoản' );
		update_option( 'woocommerce_myaccount_page_id', $account );
		$printed = $this->printed_scripts( $this->render_page( null, $account ) );
		$this->assertContains( 'tourfront-storefront', $printed );
		foreach ( array( 'wc-account-i18n', 'jquery-core', 'jquery-migrate' ) as $handle ) {
			$this->assertNotContains( $handle, $printed, $handle );
		}

		$this->plugin_scripts = array( 'fake-account-tabs' => array( 'wc-account-i18n' ) );
		$printed              = $this->printed_scripts( $this->render_page( null, $account ) );
		foreach ( array( 'fake-account-tabs', 'wc-account-i18n', 'jquery-core' ) as $handle ) {
			$this->assertContains( $handle, $printed, $handle );
		}
	}

	public function test_selectwoo_and_its_stylesheet_leave_the_cart_unless_a_plugin_needs_them() {
		$cart = $this->page( 'Giỏ hàng' );
		update_option( 'woocommerce_cart_page_id', $cart );
		$this->visit( $cart );
		do_action( 'wp_enqueue_scripts' );
		do_action( 'wp_print_scripts' );
		$this->assertFalse( wp_script_is( 'selectWoo' ) );
		$this->assertFalse( wp_style_is( 'select2' ) );

		$GLOBALS['wp_scripts'] = null;
		$GLOBALS['wp_styles']  = null;
		$this->plugin_scripts  = array( 'fake-fields' => array( 'selectWoo' ) );
		do_action( 'wp_enqueue_scripts' );
		do_action( 'wp_print_scripts' );
		$this->assertTrue( wp_script_is( 'selectWoo' ) );
		$this->assertTrue( wp_style_is( 'select2' ) );
	}

	public function test_the_emoji_script_leaves_unless_a_plugin_asks_for_it() {
		$html = $this->render_page();
		$this->assertStringNotContainsString( 'wpemojiSettings', $html );
		$this->assertStringNotContainsString( 'img.emoji', $html );

		add_filter( 'tourfront_emoji_script', '__return_true' );
		add_action( 'wp_head', 'print_emoji_detection_script', 7 );
		add_action( 'wp_print_styles', 'print_emoji_styles' );
		// As core's default-filters.php does: since WordPress 6.4 the styles are enqueued (and the printing
		// hook above, deprecated, only says they are wanted); calling print_emoji_styles() is deprecated.
		if ( function_exists( 'wp_enqueue_emoji_styles' ) ) {
			add_action( 'wp_enqueue_scripts', 'wp_enqueue_emoji_styles' );
		}
		$html = $this->render_page();
		$this->assertMatchesRegularExpression( '/wpemojiSettings|wp-emoji-settings/', $html );
		$this->assertStringContainsString( 'img.emoji', $html );
	}

	public function test_storefront_brands_script_stays_only_where_the_brands_index_renders() {
		$this->plugin_scripts = array( 'storefront-woocommerce-brands' => array() );
		$this->assertNotContains( 'storefront-woocommerce-brands', $this->printed_scripts( $this->render_page() ) );

		$GLOBALS['wp_scripts'] = null;
		$brands_index          = static function () {
			do_action( 'woocommerce_before_template_part', 'brands/shortcodes/brands-a-z.php', '', '', array() );
		};
		$this->assertContains( 'storefront-woocommerce-brands', $this->printed_scripts( $this->render_page( $brands_index ) ) );
	}

	public function test_comment_reply_leaves_product_pages_only() {
		$this->plugin_scripts = array( 'comment-reply' => array() );
		$product              = $this->product( array( 'title' => 'Tour Hạ Long' ) );
		$this->assertNotContains( 'comment-reply', $this->printed_scripts( $this->render_page( null, $product ) ), 'WooCommerce reviews have no reply link.' );

		$GLOBALS['wp_scripts'] = null;
		$post                  = (int) wp_insert_post(
			array(
				'post_title'  => 'Kinh nghiệm du lịch',
				'post_status' => 'publish',
			)
		);
		$this->assertContains( 'comment-reply', $this->printed_scripts( $this->render_page( null, $post ) ) );
	}

	public function test_woocommerce_block_script_prefetches_leave_other_hints_stay() {
		$site  = 'http://example.org';
		$hints = array(
			array(
				'href' => $site . '/wp-content/plugins/woocommerce/assets/client/blocks/cart-frontend.js?ver=1',
				'as'   => 'script',
			),
			array(
				'href' => $site . '/wp-includes/js/dist/vendor/wp-polyfill.min.js?ver=3.15.0',
				'as'   => 'script',
			),
			array(
				'href' => $site . '/wp-content/plugins/fake/next-page.js',
				'as'   => 'script',
			),
			$site . '/checkout/',
		);
		$this->assertSame( array( $hints[2], $hints[3] ), apply_filters( 'wp_resource_hints', $hints, 'prefetch' ) );
		$this->assertSame( $hints, apply_filters( 'wp_resource_hints', $hints, 'preconnect' ) );
	}
}
