<?php
/**
 * The theme loads on real WordPress core.
 *
 * @package tourfront
 */

/** Smoke test. */
class Tourfront_Smoke_Test extends Tourfront_Test_Case {
	/** WordPress runs the theme with its parent. */
	public function test_theme_is_active_on_real_wordpress() {
		$this->assertSame( 'tourfront', get_stylesheet() );
		$this->assertSame( 'storefront', get_template() );
		$this->assertTrue( tourfront_is_woocommerce_active() );
		$this->assertTrue( tourfront_is_storefront_active() );
		$this->assertNotEmpty( $GLOBALS['wp_version'] );
	}
}
