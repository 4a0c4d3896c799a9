<?php
/**
 * The blocks' editor assets: registered from the build under the handles block.json names, ES modules,
 * never printed on the front end; the settings the previews read are printed in the editor.
 *
 * @package tourfront
 */

/** Block editor assets tests. */
class Tourfront_Block_Editor_Test extends Tourfront_Test_Case {
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

	public function test_each_block_names_its_editor_script_and_style() {
		foreach ( array( 'cart', 'checkout', 'mini-cart' ) as $name ) {
			$type = WP_Block_Type_Registry::get_instance()->get_registered( 'tourfront/' . $name );
			$this->assertSame( array( 'tourfront-' . $name . '-editor' ), $type->editor_script_handles, $name );
			$this->assertSame( array( 'tourfront-' . $name . '-editor' ), $type->editor_style_handles, $name );
		}
	}

	public function test_editor_bundles_are_registered_as_translated_modules_after_the_settings() {
		tourfront_register_editor_assets();
		$script = wp_scripts()->registered['tourfront-checkout-editor'];
		$this->assertStringEndsWith( '/checkout-editor.js', $script->src );
		$this->assertSame( 'che01', $script->ver );
		$this->assertSame( 'tourfront-settings', $script->deps[0] );
		$this->assertContains( 'wp-blocks', $script->deps );
		$this->assertTrue( (bool) wp_scripts()->get_data( 'tourfront-checkout-editor', 'tourfront-module' ) );
		$this->assertSame( 'tourfront', $script->textdomain );
		$this->assertTrue( wp_style_is( 'tourfront-mini-cart-editor', 'registered' ) );
	}

	public function test_the_front_end_never_enqueues_an_editor_bundle() {
		tourfront_register_editor_assets();
		do_action( 'wp_enqueue_scripts' );
		do_blocks( '<!-- wp:tourfront/cart /--><!-- wp:tourfront/checkout /--><!-- wp:tourfront/mini-cart /-->' );
		$this->assertTrue( wp_script_is( 'tourfront-cart', 'enqueued' ) );
		foreach ( tourfront_editor_entries() as $handle ) {
			$this->assertFalse( wp_script_is( $handle, 'enqueued' ), $handle );
			$this->assertFalse( wp_style_is( $handle, 'enqueued' ), $handle );
		}
	}

	public function test_the_editor_gets_the_settings_with_the_checkout_groups_but_not_the_editors_own_data() {
		tourfront_register_editor_assets();
		wp_enqueue_script( 'tourfront-checkout-editor' );
		do_action( 'enqueue_block_editor_assets' );
		$before = implode( "\n", (array) wp_scripts()->get_data( 'tourfront-settings', 'before' ) );
		$this->assertSame( 1, preg_match( '/window\.tourfrontSettings = (\{.*\});/', $before, $match ) );
		$settings = json_decode( $match[1], true );
		$this->assertArrayHasKey( 'currency', $settings );
		$this->assertArrayHasKey( 'paymentMethodData', $settings );
		$this->assertArrayHasKey( 'defaultFields', $settings );
		$this->assertArrayNotHasKey( 'checkoutData', $settings );
		$this->assertArrayNotHasKey( 'customerPaymentMethods', $settings );

		// Printed once, however often the hook runs.
		do_action( 'enqueue_block_editor_assets' );
		$this->assertSame( 1, substr_count( implode( "\n", (array) wp_scripts()->get_data( 'tourfront-settings', 'before' ) ), 'window.tourfrontSettings = ' ) );
	}

	public function test_no_settings_are_printed_in_an_editor_without_the_blocks() {
		tourfront_register_editor_assets();
		do_action( 'enqueue_block_editor_assets' );
		$this->assertFalse( wp_scripts()->get_data( 'tourfront-settings', 'before' ) );
	}
}
