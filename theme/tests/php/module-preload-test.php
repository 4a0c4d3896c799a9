<?php
/**
 * Module preloads: the chunks the enqueued bundles import statically are announced before the footer
 * scripts, so the browser fetches them with their entry instead of after it.
 *
 * @package tourfront
 */

/** Module preload tests. */
class Tourfront_Module_Preload_Test extends Tourfront_Test_Case {
	/** @var string A build folder made for the test. */
	private $build;

	/** Writes a build whose entries share chunks and import lazily too. */
	protected function setUp(): void {
		parent::setUp();
		$this->build = get_temp_dir() . 'tourfront-preload-' . wp_generate_password( 8, false );
		wp_mkdir_p( $this->build . '/chunks' );
		$files = array(
			'storefront.js'         => 'import{E as e}from"./chunks/index-a.js";import"./chunks/data-b.js";export{e as initFeatures};',
			'checkout.js'           => 'import"./chunks/cart-c.js";import{m as a}from"./chunks/index-d.js";import"./chunks/data-b.js";export{a as mount};',
			'chunks/index-a.js'     => 'import{d}from"./data-b.js";const l=()=>import("./lazy-e.js");export{d as E};',
			'chunks/data-b.js'      => 'export const d=1;',
			'chunks/cart-c.js'      => 'export*from"./data-b.js";',
			'chunks/index-d.js'     => 'import{x}from"../chunks/shared-f.js";export const m=x;',
			'chunks/shared-f.js'    => 'export const x=2;',
			'chunks/lazy-e.js'      => 'export default 3;',
			'storefront.asset.php'  => "<?php return array('dependencies' => array(), 'version' => 'sf1');",
			'checkout.asset.php'    => "<?php return array('dependencies' => array(), 'version' => 'co1');",
		);
		foreach ( $files as $name => $code ) {
			file_put_contents( $this->build . '/' . $name, $code ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		}
		add_filter( 'tourfront_build_path', array( $this, 'build_path' ) );
		add_filter( 'tourfront_build_url', array( $this, 'build_url' ) );
	}

	/** Removes the build. */
	protected function tearDown(): void {
		remove_filter( 'tourfront_build_path', array( $this, 'build_path' ) );
		remove_filter( 'tourfront_build_url', array( $this, 'build_url' ) );
		foreach ( array_merge( glob( $this->build . '/chunks/*' ), glob( $this->build . '/*.*' ) ) as $file ) {
			unlink( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink
		}
		rmdir( $this->build . '/chunks' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir
		rmdir( $this->build ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir
		parent::tearDown();
	}

	/** @return string */
	public function build_path() {
		return $this->build;
	}

	/** @return string */
	public function build_url() {
		return 'http://example.org/wp-content/themes/tourfront/build';
	}

	public function test_static_imports_are_followed_to_closure_without_lazy_chunks() {
		$this->assertSame( array( 'chunks/index-a.js', 'chunks/data-b.js' ), tourfront_static_imports( 'storefront.js' ) );
		$this->assertSame( array( 'chunks/cart-c.js', 'chunks/data-b.js', 'chunks/index-d.js', 'chunks/shared-f.js' ), tourfront_static_imports( 'checkout.js' ) );
		$this->assertSame( array(), tourfront_static_imports( 'missing.js' ) );
	}

	public function test_the_enqueued_bundles_chunks_are_preloaded_once_before_the_footer_scripts() {
		$checkout = $this->page( 'Thanh toán' );
		update_option( 'woocommerce_checkout_page_id', $checkout );
		$this->visit( $checkout );
		do_action( 'wp_enqueue_scripts' );
		ob_start();
		wp_footer();
		$footer = (string) ob_get_clean();

		preg_match_all( '/<link rel="modulepreload" href="([^"]+)" \/>/', $footer, $links );
		$base = 'http://example.org/wp-content/themes/tourfront/build/chunks/';
		$this->assertSame( array( $base . 'index-a.js', $base . 'data-b.js', $base . 'cart-c.js', $base . 'index-d.js', $base . 'shared-f.js' ), $links[1] );
		$this->assertSame( 1, preg_match( '/id=[\'"]tourfront-checkout-js[\'"]/', $footer, $script, PREG_OFFSET_CAPTURE ) );
		$this->assertLessThan( $script[0][1], strpos( $footer, 'modulepreload' ) );
		$this->assertStringNotContainsString( 'lazy-e.js', $footer );
	}
}
