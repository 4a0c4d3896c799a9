<?php
/**
 * WooCommerce's script handles for Cart and Checkout extensions point at the theme's stand-ins
 * (theme/inc/compat-scripts.php), and load only when a plugin's script depends on them.
 *
 * @package tourfront
 */

/** Compatibility scripts tests. */
class Tourfront_Compat_Scripts_Test extends Tourfront_Test_Case {
	/** WooCommerce's own files for the handles, as WooCommerce registers them on `init`. */
	const WOOCOMMERCE_SRC = 'https://shop.example/wp-content/plugins/woocommerce/assets/client/blocks/';

	/** Uses the fixture build and registers WooCommerce's handles. */
	protected function setUp(): void {
		parent::setUp();
		add_filter( 'tourfront_build_path', array( $this, 'fixture_build' ) );
		// WordPress 6.6+ registers React's JSX runtime; the tests' WordPress may be older.
		if ( ! wp_script_is( 'react-jsx-runtime', 'registered' ) ) {
			wp_register_script( 'react-jsx-runtime', 'https://shop.example/react-jsx-runtime.js', array( 'react' ), '18', true );
		}
		foreach ( array_keys( tourfront_compat_script_entries() ) as $handle ) {
			wp_register_script( $handle, self::WOOCOMMERCE_SRC . $handle . '.js', array( 'wc-blocks-middleware' ), '11.0.1', true );
		}
	}

	/** Restores the build path. */
	protected function tearDown(): void {
		remove_filter( 'tourfront_build_path', array( $this, 'fixture_build' ) );
		remove_filter( 'tourfront_build_path', array( $this, 'missing_build' ) );
		remove_all_filters( 'tourfront_compat_scripts' );
		parent::tearDown();
	}

	/** @return string */
	public function fixture_build() {
		return dirname( __DIR__ ) . '/fixtures/build';
	}

	/** @return string A build folder with nothing in it. */
	public function missing_build() {
		return sys_get_temp_dir() . '/tourfront-no-build';
	}

	/** @return string What the footer prints. */
	private function footer() {
		ob_start();
		wp_footer();
		return (string) ob_get_clean();
	}

	public function test_each_handle_points_at_the_theme_stand_in_with_its_dependencies_and_version() {
		do_action( 'wp_enqueue_scripts' );
		$registered = wp_scripts()->registered;
		$expected   = array(
			'wc-blocks-data-store' => array( array( 'tourfront-settings', 'wp-api-fetch', 'wp-data', 'wp-i18n' ), 'cd123' ),
			'wc-blocks-components' => array( array( 'tourfront-settings', 'react-jsx-runtime', 'wp-data', 'wp-element', 'wp-i18n' ), 'cc123' ),
			'wc-blocks-checkout'   => array( array( 'tourfront-settings', 'wc-blocks-components', 'wp-element', 'wp-i18n' ), 'ck123' ),
			'wc-price-format'      => array( array( 'tourfront-settings', 'wp-i18n' ), 'cp123' ),
		);
		foreach ( $expected as $handle => list( $deps, $version ) ) {
			$this->assertStringEndsWith( '/build/compat/' . $handle . '.js', $registered[ $handle ]->src, $handle );
			$this->assertSame( $deps, $registered[ $handle ]->deps, $handle );
			$this->assertSame( $version, $registered[ $handle ]->ver, $handle );
			$this->assertSame( 1, wp_scripts()->get_data( $handle, 'group' ), $handle . ' prints in the footer' );
		}
	}

	public function test_a_page_with_no_extension_loads_none_of_them() {
		do_action( 'wp_enqueue_scripts' );
		$footer = $this->footer();
		foreach ( array_keys( tourfront_compat_script_entries() ) as $handle ) {
			$this->assertFalse( wp_script_is( $handle, 'enqueued' ), $handle );
			$this->assertStringNotContainsString( '/compat/' . $handle . '.js', $footer, $handle );
		}
		$this->assertStringNotContainsString( self::WOOCOMMERCE_SRC, $footer );
	}

	public function test_an_extension_gets_the_stand_ins_before_it_and_never_woocommerce_bundles() {
		add_action(
			'wp_enqueue_scripts',
			static function () {
				wp_enqueue_script( 'test-extension', 'https://shop.example/extension.js', array( 'wc-blocks-checkout', 'wc-blocks-data-store' ), '1', true );
			},
			20
		);
		do_action( 'wp_enqueue_scripts' );
		$footer = $this->footer();
		$this->assertStringNotContainsString( self::WOOCOMMERCE_SRC, $footer );
		$positions = array();
		foreach ( array( 'wc-blocks-components', 'wc-blocks-checkout', 'wc-blocks-data-store' ) as $handle ) {
			$positions[ $handle ] = strpos( $footer, '/compat/' . $handle . '.js' );
			$this->assertNotFalse( $positions[ $handle ], $handle );
			$this->assertDoesNotMatchRegularExpression( '/<script type="module"[^>]*compat\/' . $handle . '/', $footer, $handle . ' is a classic script' );
		}
		$extension = strpos( $footer, 'extension.js' );
		$this->assertLessThan( $positions['wc-blocks-checkout'], $positions['wc-blocks-components'] );
		$this->assertLessThan( $extension, $positions['wc-blocks-checkout'] );
		$this->assertLessThan( $extension, $positions['wc-blocks-data-store'] );
		$this->assertStringNotContainsString( '/compat/wc-price-format.js', $footer );
	}

	public function test_a_handle_enqueued_before_stays_enqueued() {
		wp_enqueue_script( 'wc-blocks-checkout' );
		do_action( 'wp_enqueue_scripts' );
		$this->assertTrue( wp_script_is( 'wc-blocks-checkout', 'enqueued' ) );
		$this->assertStringEndsWith( '/build/compat/wc-blocks-checkout.js', wp_scripts()->registered['wc-blocks-checkout']->src );
	}

	public function test_the_filter_keeps_woocommerce_handles() {
		add_filter( 'tourfront_compat_scripts', '__return_false' );
		do_action( 'wp_enqueue_scripts' );
		$this->assertSame( self::WOOCOMMERCE_SRC . 'wc-blocks-checkout.js', wp_scripts()->registered['wc-blocks-checkout']->src );
	}

	public function test_a_missing_build_keeps_woocommerce_handle() {
		remove_filter( 'tourfront_build_path', array( $this, 'fixture_build' ) );
		add_filter( 'tourfront_build_path', array( $this, 'missing_build' ) );
		do_action( 'wp_enqueue_scripts' );
		$this->assertSame( self::WOOCOMMERCE_SRC . 'wc-price-format.js', wp_scripts()->registered['wc-price-format']->src );
	}
}
