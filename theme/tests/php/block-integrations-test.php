<?php
/**
 * Extensions of WooCommerce's Cart, Checkout and Mini-cart blocks on the theme's cart, checkout and mini-cart:
 * registries initialised once, scripts and `wcSettings` data where the block is drawn, WooCommerce's actions
 * in WooCommerce's order, nothing for a shop without an extension.
 *
 * @package tourfront
 */

use Automattic\WooCommerce\Blocks\Assets\AssetDataRegistry;
use Automattic\WooCommerce\Blocks\Integrations\IntegrationInterface;
use Automattic\WooCommerce\Blocks\Integrations\IntegrationRegistry;
use Automattic\WooCommerce\Blocks\Package;

/** An extension written the way WooCommerce's documentation teaches. */
class Tourfront_Test_Blocks_Integration implements IntegrationInterface {
	/** @var int How many times WooCommerce (or the theme) initialised it. */
	public static $initialized = 0;

	/** @var string[] Dependencies of its script. */
	public $deps = array( 'wc-blocks-checkout', 'wc-blocks-data-store', 'wc-settings' );

	/** @return string */
	public function get_name() {
		return 'tourfront-test-integration';
	}

	/** Registers its scripts. */
	public function initialize() {
		++self::$initialized;
		wp_register_script( 'tourfront-test-integration', '/wp-content/plugins/test/index.js', $this->deps, '1.0.0', true );
		wp_register_script( 'tourfront-test-integration-editor', '/wp-content/plugins/test/editor.js', array(), '1.0.0', true );
		wp_localize_script( 'tourfront-test-integration', 'tourfrontTestL10n', array( 'title' => 'Ưu đãi' ) );
		wp_add_inline_script( 'tourfront-test-integration', 'window.tourfrontTestStarted = true;' );
	}

	/** @return string[] */
	public function get_script_handles() {
		return array( 'tourfront-test-integration' );
	}

	/** @return string[] */
	public function get_editor_script_handles() {
		return array( 'tourfront-test-integration-editor' );
	}

	/** @return array */
	public function get_script_data() {
		return array( 'optInLabel' => 'Nhận tin ưu đãi qua email' );
	}
}

/** Tests. */
class Tourfront_Block_Integrations_Test extends Tourfront_Test_Case {
	/** @var array<string, callable> Registration callbacks added by the test, by hook. */
	private $registrations = array();

	/** @var string[] WooCommerce's actions as they fired, with what was on the page then. */
	private $fired = array();

	/** Uses the fixture build, forgets registries, served blocks and settings. */
	protected function setUp(): void {
		parent::setUp();
		add_filter( 'tourfront_build_path', array( $this, 'fixture_build' ) );
		$GLOBALS['tourfront_integration_registries']    = array();
		$GLOBALS['tourfront_integrations_served']       = array();
		Tourfront_Test_Blocks_Integration::$initialized = 0;
		$this->settings()->reset();
		foreach ( $this->actions() as $action ) {
			add_action( $action, array( $this, 'record' ) );
		}
	}

	/** Removes what the test added. */
	protected function tearDown(): void {
		remove_filter( 'tourfront_build_path', array( $this, 'fixture_build' ) );
		remove_filter( 'tourfront_mini_cart_inline_scripts', '__return_true' );
		foreach ( $this->registrations as $hook => $callback ) {
			remove_action( $hook, $callback );
		}
		foreach ( $this->actions() as $action ) {
			remove_action( $action, array( $this, 'record' ) );
		}
		parent::tearDown();
	}

	/** @return string */
	public function fixture_build() {
		return dirname( __DIR__ ) . '/fixtures/build';
	}

	/** @return string[] The actions WooCommerce fires around its Cart and Checkout blocks' assets. */
	private function actions() {
		return array(
			'woocommerce_blocks_enqueue_checkout_block_scripts_before',
			'woocommerce_blocks_checkout_enqueue_data',
			'woocommerce_blocks_enqueue_checkout_block_scripts_after',
			'woocommerce_blocks_enqueue_cart_block_scripts_before',
			'woocommerce_blocks_cart_enqueue_data',
			'woocommerce_blocks_enqueue_cart_block_scripts_after',
		);
	}

	/** Notes an action, whether the extension's data and script were on the page when it fired. */
	public function record() {
		$this->fired[] = current_action()
			. ( $this->settings()->exists( 'tourfront-test-integration_data' ) ? ' +data' : '' )
			. ( wp_script_is( 'tourfront-test-integration', 'enqueued' ) ? ' +script' : '' );
	}

	/** @return AssetDataRegistry */
	private function settings() {
		return Package::container()->get( AssetDataRegistry::class );
	}

	/**
	 * Registers the test extension with some blocks, as a plugin does.
	 *
	 * @param string[] $blocks `cart`, `checkout`, `mini-cart`.
	 * @param string[] $deps   Its script's dependencies.
	 */
	private function extend( $blocks, $deps = null ) {
		foreach ( $blocks as $block ) {
			$hook                         = 'woocommerce_blocks_' . $block . '_block_registration';
			$this->registrations[ $hook ] = static function ( $registry ) use ( $deps ) {
				$integration = new Tourfront_Test_Blocks_Integration();
				if ( null !== $deps ) {
					$integration->deps = $deps;
				}
				$registry->register( $integration );
			};
			add_action( $hook, $this->registrations[ $hook ] );
		}
	}

	/**
	 * Opens a store page with WooCommerce's page setting pointing at it.
	 *
	 * @param string $name `cart`, `checkout` or any other.
	 */
	private function open( $name ) {
		$id = $this->page( $name );
		if ( in_array( $name, array( 'cart', 'checkout' ), true ) ) {
			update_option( 'woocommerce_' . $name . '_page_id', $id );
		}
		$this->visit( $id );
		do_action( 'wp_enqueue_scripts' );
	}

	public function test_the_checkout_serves_its_integrations_in_woocommerce_order() {
		$this->extend( array( 'checkout', 'cart' ) );
		$this->open( 'checkout' );
		$this->assertSame(
			array(
				'woocommerce_blocks_enqueue_checkout_block_scripts_before',
				'woocommerce_blocks_checkout_enqueue_data +data',
				'woocommerce_blocks_enqueue_checkout_block_scripts_after +data +script',
			),
			$this->fired,
			'Only the checkout\'s actions: before, data, scripts, after.'
		);
		$this->assertSame( 1, Tourfront_Test_Blocks_Integration::$initialized, 'The cart\'s registry is not built on the checkout.' );
		$this->assertTrue( wp_script_is( 'tourfront-test-integration', 'enqueued' ) );
		$this->assertFalse( wp_script_is( 'tourfront-test-integration-editor', 'enqueued' ), 'Editor scripts never on the front.' );
		$this->assertSame( array( 'optInLabel' => 'Nhận tin ưu đãi qua email' ), $this->settings()->get_data()['tourfront-test-integration_data'] );

		ob_start();
		wp_footer();
		$footer = ob_get_clean();
		$this->assertCount( 3, $this->fired, 'Served once: the footer pass adds nothing.' );
		$settings = strpos( $footer, '"tourfront-test-integration_data":{"optInLabel":"Nh\u1eadn tin \u01b0u \u0111\u00e3i qua email"}' );
		$script   = strpos( $footer, "id='tourfront-test-integration-js'" );
		$this->assertNotFalse( $settings, 'wcSettings carries the data.' );
		$this->assertNotFalse( $script );
		$this->assertLessThan( $script, $settings, 'The data prints before the script reads it.' );
	}

	public function test_the_cart_serves_the_cart_integrations_and_fires_the_cart_actions() {
		$this->extend( array( 'cart' ) );
		$this->open( 'cart' );
		$this->assertSame(
			array(
				'woocommerce_blocks_enqueue_cart_block_scripts_before',
				'woocommerce_blocks_cart_enqueue_data +data',
				'woocommerce_blocks_enqueue_cart_block_scripts_after +data +script',
			),
			$this->fired
		);
		$this->assertTrue( wp_script_is( 'tourfront-test-integration', 'enqueued' ) );
		$this->assertFalse( in_array( 'tourfront-test-integration', wp_scripts()->registered['tourfront-mini-cart']->deps, true ), 'No mini-cart integration on the cart page.' );
	}

	public function test_a_checkout_integration_stays_off_the_cart_and_other_pages() {
		$this->extend( array( 'checkout' ) );
		$this->open( 'cart' );
		$this->assertFalse( wp_script_is( 'tourfront-test-integration', 'enqueued' ) );
		$this->assertFalse( $this->settings()->exists( 'tourfront-test-integration_data' ) );
		$this->assertSame( array(), $this->fired );
	}

	public function test_a_checkout_block_in_the_content_is_served_before_the_footer() {
		$this->extend( array( 'checkout' ) );
		$this->open( 'Tour Sa Pa' );
		$this->assertFalse( wp_script_is( 'tourfront-test-integration', 'enqueued' ) );
		do_blocks( '<!-- wp:tourfront/checkout /-->' );
		ob_start();
		wp_footer();
		ob_end_clean();
		$this->assertTrue( wp_script_is( 'tourfront-test-integration', 'enqueued' ) );
		$this->assertCount( 3, $this->fired );
	}

	public function test_the_registry_woocommerce_initialised_is_used_not_initialised_again() {
		$this->extend( array( 'checkout' ) );
		// What WooCommerce does when it registers its block types.
		( new IntegrationRegistry() )->initialize( 'checkout_block' );
		$this->assertSame( 1, Tourfront_Test_Blocks_Integration::$initialized );
		$this->open( 'checkout' );
		$this->assertSame( 1, Tourfront_Test_Blocks_Integration::$initialized );
		$this->assertTrue( wp_script_is( 'tourfront-test-integration', 'enqueued' ) );
	}

	public function test_a_script_with_a_missing_dependency_is_left_out_not_the_page() {
		$this->extend( array( 'checkout' ), array( 'wc-settings', 'some-missing-handle' ) );
		$this->open( 'checkout' );
		$this->assertFalse( wp_script_is( 'tourfront-test-integration', 'enqueued' ) );
		$this->assertTrue( wp_script_is( 'tourfront-checkout', 'enqueued' ) );
	}

	public function test_mini_cart_integrations_load_with_the_lazy_mini_cart() {
		$this->extend( array( 'mini-cart' ) );
		$this->open( 'Tour Hạ Long' );
		$this->assertFalse( wp_script_is( 'tourfront-test-integration', 'enqueued' ), 'Not before the mini-cart opens.' );
		$this->assertContains( 'tourfront-test-integration', wp_scripts()->registered['tourfront-mini-cart']->deps );
		$urls = implode( "\n", array_filter( tourfront_mini_cart_assets()['scripts'], 'is_string' ) );
		$this->assertStringContainsString( '/wp-content/plugins/test/index.js', $urls );
		$this->assertStringContainsString( '/build/compat/wc-blocks-checkout.js', $urls, 'Its dependencies come with it: the theme\'s stand-in for wc-blocks-checkout.' );
		$this->assertStringNotContainsString( '/blocks-checkout.js', $urls, 'WooCommerce\'s own bundle never.' );
		$this->assertStringNotContainsString( '/wc-settings.js', $urls, 'wc-settings is on the page, with the data.' );
		$this->assertTrue( wp_script_is( 'wc-settings', 'enqueued' ) );
		$this->assertTrue( $this->settings()->exists( 'tourfront-test-integration_data' ) );
		$this->assertSame( array( 'woocommerce_blocks_cart_enqueue_data +data' ), $this->fired );
		$scripts = tourfront_mini_cart_assets()['scripts'];
		$at      = array_search( 'http://example.org/wp-content/plugins/test/index.js?ver=1.0.0', $scripts, true );
		$this->assertStringContainsString( 'var tourfrontTestL10n = {"title":"\\u01afu \\u0111\\u00e3i"};', $scripts[ $at - 1 ]['code'], 'Its localized data runs before it.' );
		$this->assertSame( array( 'code' => 'window.tourfrontTestStarted = true;' ), $scripts[ $at + 1 ] );
	}

	public function test_mini_cart_integrations_stay_off_the_checkout() {
		$this->extend( array( 'mini-cart' ) );
		$this->open( 'checkout' );
		$this->assertNotContains( 'tourfront-test-integration', wp_scripts()->registered['tourfront-mini-cart']->deps );
		$this->assertFalse( $this->settings()->exists( 'tourfront-test-integration_data' ) );
		$this->assertSame( array(), $this->fired );
	}

	public function test_a_shop_without_integrations_pays_nothing() {
		foreach ( array( 'checkout', 'cart', 'Tour Đà Lạt' ) as $page ) {
			$this->open( $page );
			$queue = wp_scripts()->queue;
			ob_start();
			wp_footer();
			$footer = ob_get_clean();
			$this->assertSame( array(), $this->fired, $page );
			$this->assertSame( array(), $this->settings()->get_data(), $page );
			$this->assertFalse( wp_script_is( 'wc-settings', 'enqueued' ), $page );
			$this->assertStringNotContainsString( 'wcSettings', $footer, $page );
			$this->assertSame( $queue, wp_scripts()->queue, $page );
			$this->assertSame( array(), array_filter( tourfront_mini_cart_assets()['scripts'], 'is_array' ), $page );
			$GLOBALS['wp_scripts'] = null;
		}
	}
}
