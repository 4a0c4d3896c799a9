<?php
/**
 * Blocks (mount points, preloaded cart, page replacement, header mini-cart) and assets (modules,
 * page-specific bundles, dequeued classic scripts, mini-cart lazy assets).
 *
 * @package tourfront
 */

/** Blocks and assets tests. */
class Tourfront_Blocks_Assets_Test extends Tourfront_Test_Case {
	/** Uses the fixture build. */
	protected function setUp(): void {
		parent::setUp();
		add_filter( 'tourfront_build_path', array( $this, 'fixture_build' ) );
	}

	/** Restores the build path. */
	protected function tearDown(): void {
		remove_filter( 'tourfront_build_path', array( $this, 'fixture_build' ) );
		parent::tearDown();
	}

	/** @return string */
	public function fixture_build() {
		return dirname( __DIR__ ) . '/fixtures/build';
	}

	/** @return array<string,int> */
	private function store_pages() {
		$pages = array(
			'cart'     => $this->page( 'Giỏ hàng', '<!-- wp:woocommerce/cart --><div class="wp-block-woocommerce-cart"></div><!-- /wp:woocommerce/cart -->' ),
			'checkout' => $this->page( 'Thanh toán', '[woocommerce_checkout]' ),
		);
		foreach ( $pages as $name => $id ) {
			update_option( 'woocommerce_' . $name . '_page_id', $id );
		}
		return $pages;
	}

	public function test_blocks_are_registered_from_block_json() {
		foreach ( array( 'cart', 'checkout', 'mini-cart' ) as $name ) {
			$type = WP_Block_Type_Registry::get_instance()->get_registered( 'tourfront/' . $name );
			$this->assertNotNull( $type, $name );
			$this->assertStringEndsWith( '(Tourfront)', $type->title );
			$this->assertTrue( is_callable( $type->render_callback ) );
		}
	}

	public function test_an_empty_cart_reserves_no_screen_height() {
		WC()->cart->items = array();
		do_action( 'wp_enqueue_scripts' );
		$html = do_blocks( '<!-- wp:tourfront/cart /-->' );
		$this->assertMatchesRegularExpression( '/^<div class="wp-block-tourfront-cart is-loading alignwide" data-block-name="tourfront\/cart">/', trim( $html ) );
	}

	public function test_cart_block_prints_its_mount_point_and_preloads_the_cart() {
		WC()->cart->items = array( array( $this->product( array( 'title' => 'Tour Hạ Long' ) ), 2 ) );
		do_action( 'wp_enqueue_scripts' );
		$html = do_blocks( '<!-- wp:tourfront/cart /-->' );
		$this->assertMatchesRegularExpression( '/^<div class="wp-block-tourfront-cart is-loading has-items alignwide" data-block-name="tourfront\/cart">/', trim( $html ) );
		$this->assertStringContainsString( 'tourfront-skeleton', $html );
		$this->assertStringNotContainsString( 'Tour Hạ Long', $html, 'No per-visitor data in the HTML.' );
		$this->assertTrue( wp_script_is( 'tourfront-cart', 'enqueued' ) );
		$this->assertTrue( wp_style_is( 'tourfront-cart', 'enqueued' ) );
		$this->assertTrue( wp_script_is( 'wp-api-fetch', 'enqueued' ) );
		$this->assertTrue( defined( 'DONOTCACHEPAGE' ) && DONOTCACHEPAGE );

		$after = implode( "\n", (array) wp_scripts()->get_data( 'wp-api-fetch', 'after' ) );
		$this->assertSame( 1, preg_match( '/wp\.apiFetch\.use\( wp\.apiFetch\.createPreloadingMiddleware\( (\{.*\}) \) \);/', $after, $match ) );
		$preload = json_decode( $match[1], true );
		$this->assertSame( array( '/wc/store/v1/cart' ), array_keys( $preload ) );
		$this->assertSame( 2, $preload['/wc/store/v1/cart']['body']['items_count'] );
		$this->assertSame( 'test-token', $preload['/wc/store/v1/cart']['headers']['Cart-Token'] );

		// A second block on the page does not preload twice.
		do_blocks( '<!-- wp:tourfront/cart /-->' );
		$this->assertSame( 1, substr_count( implode( "\n", (array) wp_scripts()->get_data( 'wp-api-fetch', 'after' ) ), 'createPreloadingMiddleware' ) );
	}

	public function test_cart_page_footer_prints_settings_and_preloaded_cart_before_the_module() {
		$pages = $this->store_pages();
		$this->visit( $pages['cart'] );
		do_action( 'wp_enqueue_scripts' );
		$content = apply_filters( 'the_content', get_post_field( 'post_content', $pages['cart'] ) );
		$this->assertStringContainsString( 'data-block-name="tourfront/cart"', $content );
		ob_start();
		wp_footer();
		$footer   = ob_get_clean();
		$settings = strpos( $footer, 'window.tourfrontSettings = ' );
		$preload  = strpos( $footer, 'wp.apiFetch.createPreloadingMiddleware(' );
		$this->assertSame( 1, preg_match( '/<script type="module" [^>]*id=[\'"]tourfront-cart-js[\'"]/', $footer, $m, PREG_OFFSET_CAPTURE ) );
		$module = $m[0][1];
		$this->assertNotFalse( $settings );
		$this->assertNotFalse( $preload );
		$this->assertLessThan( $module, $settings );
		$this->assertLessThan( $module, $preload );
		$this->assertStringContainsString( '"defaultFields":', $footer, 'The cart groups are printed on the cart page.' );
		$this->assertStringNotContainsString( '"paymentMethodData":', $footer );
		$this->assertStringNotContainsString( 'tourfront-checkout-js', $footer );
		$this->assertStringNotContainsString( 'tourfront-mini-cart-js', $footer, 'The mini-cart loads lazily.' );
	}

	public function test_checkout_block_prints_its_mount_point() {
		do_action( 'wp_enqueue_scripts' );
		$html = do_blocks( '<!-- wp:tourfront/checkout /-->' );
		$this->assertStringContainsString( '<div class="wp-block-tourfront-checkout is-loading has-items alignwide" data-block-name="tourfront/checkout">', $html );
		$this->assertTrue( wp_script_is( 'tourfront-checkout', 'enqueued' ) );
		$this->assertTrue( tourfront_page_block_on_page( 'checkout' ) );
		$this->assertArrayHasKey( 'paymentMethodData', tourfront_get_settings(), 'The checkout groups follow the block.' );
	}

	public function test_cart_and_checkout_pages_show_the_theme_blocks_instead_of_woocommerce() {
		$pages = $this->store_pages();
		$this->visit( $pages['cart'] );
		$html = apply_filters( 'the_content', get_post_field( 'post_content', $pages['cart'] ) );
		$this->assertStringContainsString( 'data-block-name="tourfront/cart"', $html );
		$this->assertStringNotContainsString( 'wp-block-woocommerce-cart', $html );

		$this->visit( $pages['checkout'] );
		$html = apply_filters( 'the_content', get_post_field( 'post_content', $pages['checkout'] ) );
		$this->assertStringContainsString( 'data-block-name="tourfront/checkout"', $html );
		$this->assertStringNotContainsString( 'woocommerce_checkout', $html );
	}

	public function test_woocommerce_blocks_elsewhere_render_as_the_theme_blocks() {
		$html = do_blocks( '<!-- wp:woocommerce/cart --><div class="wp-block-woocommerce-cart">inner</div><!-- /wp:woocommerce/cart -->' );
		$this->assertStringContainsString( 'data-block-name="tourfront/cart"', $html );
		$this->assertStringNotContainsString( 'inner', $html );
	}

	public function test_other_pages_keep_their_content() {
		$this->store_pages();
		$page = $this->page( 'Giới thiệu', '<p>Xin chào</p>' );
		$this->visit( $page );
		$this->assertSame( "<p>Xin chào</p>\n", apply_filters( 'the_content', '<p>Xin chào</p>' ) );
	}

	public function test_header_mini_cart_replaces_storefront_and_matches_the_contract() {
		$cart = $this->page( 'Giỏ hàng' );
		update_option( 'woocommerce_cart_page_id', $cart );
		$departure = $this->product( array( 'title' => 'Tour Hạ Long', 'price' => 2490000, 'type' => 'variation' ) );
		update_post_meta( $departure, 'attribute_pa_ngay-khoi-hanh', '2099-12-05' );
		WC()->cart->items = array( array( $departure, 1 ) );
		ob_start();
		do_action( 'storefront_header' );
		$html = ob_get_clean();
		$this->assertStringNotContainsString( 'site-header-cart menu', $html, "Storefront's own header cart is gone." );
		$this->assertStringContainsString( '<div id="site-header-cart" class="site-header-cart tourfront-mini-cart" data-block-name="tourfront/mini-cart">', $html );
		$this->assertStringContainsString( '<a class="cart-contents" href="' . get_permalink( $cart ) . '" title="View your shopping cart"><span class="woocommerce-Price-amount amount"><bdi>2.490.000&nbsp;<span class="woocommerce-Price-currencySymbol">&#8363;</span></bdi></span> <span class="count">1 traveller</span></a>', $html );
		$this->assertStringContainsString( '<div class="widget woocommerce widget_shopping_cart"><div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart', $html );

		WC()->cart->items[] = WC()->cart->items[0];
		WC()->cart->items[] = array( $this->product( array( 'title' => 'Sách hướng dẫn', 'price' => 149000 ) ), 1 );
		$fragments          = apply_filters( 'woocommerce_add_to_cart_fragments', array() );
		$this->assertStringContainsString( '<span class="count">2 travellers, 1 item</span></a>', $fragments['a.cart-contents'] );
		$this->assertStringStartsWith( '<a class="cart-contents"', $fragments['a.cart-contents'] );
	}

	public function test_bundles_are_modules_registered_from_asset_files_and_enqueued_only_where_needed() {
		$this->visit( $this->page( 'Trang' ) );
		do_action( 'wp_enqueue_scripts' );
		$scripts = wp_scripts();
		$this->assertSame( array( 'tourfront-settings', 'wp-dom-ready', 'wp-i18n' ), $scripts->registered['tourfront-storefront']->deps );
		$this->assertSame( 'sf123', $scripts->registered['tourfront-storefront']->ver );
		$this->assertSame( 1, $scripts->get_data( 'tourfront-storefront', 'group' ), 'In the footer.' );
		$this->assertSame( 'tourfront', $scripts->registered['tourfront-storefront']->textdomain );
		$this->assertSame( get_stylesheet_directory() . '/languages', $scripts->registered['tourfront-storefront']->translations_path );
		$this->assertTrue( wp_script_is( 'tourfront-storefront', 'enqueued' ) );
		foreach ( array( 'tourfront-cart', 'tourfront-checkout', 'tourfront-mini-cart' ) as $handle ) {
			$this->assertTrue( wp_script_is( $handle, 'registered' ) );
			$this->assertFalse( wp_script_is( $handle, 'enqueued' ), $handle );
		}

		$tag = tourfront_module_script_tag( "<script type='text/javascript' src='x.js' id='tourfront-storefront-js'></script>\n", 'tourfront-storefront' );
		$this->assertSame( "<script type=\"module\" src='x.js' id='tourfront-storefront-js'></script>\n", $tag );
		$before = "<script id='tourfront-storefront-js-translations'>x</script>\n";
		$this->assertSame( $before, tourfront_module_script_tag( $before, 'tourfront-storefront' ), 'Inline translations stay classic.' );
		$classic = "<script src='d.js' id='wp-dom-ready-js'></script>";
		$this->assertSame( $classic, tourfront_module_script_tag( $classic, 'wp-dom-ready' ) );
	}

	public function test_chunks_reading_woocommerce_globals_are_registered_with_their_woocommerce_dependency() {
		$this->visit( $this->page( 'Trang' ) );
		do_action( 'wp_enqueue_scripts' );
		$chunk = wp_scripts()->registered['tourfront-chunk-woocommerce-registry'] ?? null;
		$this->assertNotNull( $chunk, 'The chunk that reads wc.wcBlocksRegistry is a registered script.' );
		$this->assertSame( array( 'wc-blocks-registry' ), $chunk->deps );
		$this->assertStringEndsWith( '/build/chunks/woocommerce-registry-D9XcTkhP.js', $chunk->src );
		$this->assertNull( $chunk->ver, 'The hashed file name is its version: the URL matches the one the bundle imports.' );
		$this->assertFalse( wp_script_is( 'tourfront-chunk-woocommerce-registry', 'enqueued' ), 'Loaded by the bundle, only when WooCommerce’s registry is on the page.' );
		$this->assertNotContains( 'wc-blocks-registry', wp_scripts()->registered['tourfront-checkout']->deps, 'The checkout itself does not load WooCommerce’s registry.' );
	}

	public function test_cart_page_enqueues_the_cart_bundle_and_checkout_the_checkout_bundle() {
		$pages = $this->store_pages();
		$this->visit( $pages['cart'] );
		do_action( 'wp_enqueue_scripts' );
		$this->assertTrue( wp_script_is( 'tourfront-cart', 'enqueued' ) );
		$this->assertFalse( wp_script_is( 'tourfront-checkout', 'enqueued' ) );

		$GLOBALS['wp_scripts'] = null;
		$this->visit( $pages['checkout'] );
		do_action( 'wp_enqueue_scripts' );
		$this->assertTrue( wp_script_is( 'tourfront-checkout', 'enqueued' ) );
		$this->assertFalse( wp_script_is( 'tourfront-cart', 'enqueued' ) );
	}

	public function test_replaced_classic_scripts_are_dequeued() {
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue_classic' ), 50 );
		do_action( 'wp_enqueue_scripts' );
		remove_action( 'wp_enqueue_scripts', array( $this, 'enqueue_classic' ), 50 );
		foreach ( array( 'wc-add-to-cart', 'wc-cart-fragments', 'wc-single-product', 'sourcebuster-js', 'wc-order-attribution', 'storefront-header-cart' ) as $handle ) {
			$this->assertFalse( wp_script_is( $handle, 'enqueued' ), $handle );
		}
		$this->assertTrue( wp_script_is( 'some-plugin', 'enqueued' ) );
	}

	/** Enqueues what WooCommerce and Storefront would. */
	public function enqueue_classic() {
		foreach ( array( 'wc-add-to-cart', 'wc-cart-fragments', 'wc-single-product', 'sourcebuster-js', 'wc-order-attribution', 'storefront-header-cart', 'some-plugin' ) as $handle ) {
			wp_enqueue_script( $handle, '/' . $handle . '.js', array(), '1', true );
		}
	}

	public function test_mini_cart_assets_are_the_missing_closure_in_order_then_the_module() {
		$this->visit( $this->page( 'Trang' ) );
		do_action( 'wp_enqueue_scripts' );
		$assets  = tourfront_mini_cart_assets();
		$scripts = wp_scripts();
		$handles = array();
		foreach ( $assets['scripts'] as $url ) {
			foreach ( $scripts->registered as $handle => $item ) {
				if ( $item->src && false !== strpos( $url, (string) $item->src ) ) {
					$handles[] = $handle;
				}
			}
		}
		$this->assertCount( count( $assets['scripts'] ), $handles, 'Every URL is a registered script.' );
		$this->assertContains( 'wp-element', $handles );
		$this->assertContains( 'wp-data', $handles );
		$this->assertContains( 'react', $handles );
		$this->assertLessThan( array_search( 'wp-element', $handles, true ), array_search( 'react', $handles, true ), 'Dependencies first.' );
		foreach ( array( 'wp-i18n', 'wp-hooks', 'wp-dom-ready', 'tourfront-settings', 'tourfront-mini-cart' ) as $on_page ) {
			$this->assertNotContains( $on_page, $handles, "$on_page is already on the page." );
		}
		$this->assertSame( count( $handles ), count( array_unique( $handles ) ) );
		$this->assertStringEndsWith( '/build/mini-cart.js?ver=mc123', $assets['module'] );
		$this->assertCount( 1, $assets['styles'] );
		$this->assertStringEndsWith( '/build/mini-cart.css?ver=mc123', $assets['styles'][0] );
		foreach ( $assets['scripts'] as $url ) {
			$this->assertStringStartsWith( 'http://example.org/', $url );
		}
	}

	public function test_mini_cart_assets_are_empty_without_a_build() {
		remove_filter( 'tourfront_build_path', array( $this, 'fixture_build' ) );
		add_filter( 'tourfront_build_path', array( $this, 'missing_build' ) );
		do_action( 'wp_enqueue_scripts' );
		remove_filter( 'tourfront_build_path', array( $this, 'missing_build' ) );
		$this->assertSame( array( 'scripts' => array(), 'module' => '', 'styles' => array() ), tourfront_mini_cart_assets() );
		$this->assertFalse( wp_script_is( 'tourfront-storefront', 'registered' ) );
	}

	/** @return string */
	public function missing_build() {
		return '/nonexistent-tourfront-build';
	}
}
