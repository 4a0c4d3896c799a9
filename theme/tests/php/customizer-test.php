<?php
/**
 * The Customizer section: every theme option is a setting with a sanitizer and a control.
 *
 * @package tourfront
 */

/** Customizer tests. */
class Tourfront_Customizer_Test extends Tourfront_Test_Case {
	public function test_every_option_is_registered_with_its_default_and_sanitizer() {
		require_once ABSPATH . WPINC . '/class-wp-customize-manager.php';
		wp_set_current_user( 1 );
		$manager = new WP_Customize_Manager();
		do_action( 'customize_register', $manager );
		$this->assertNotNull( $manager->get_section( 'tourfront' ) );
		foreach ( tourfront_option_defaults() as $key => $default ) {
			$setting = $manager->get_setting( 'tourfront_' . $key );
			$this->assertNotNull( $setting, $key );
			$this->assertSame( $default, $setting->default, $key );
			$this->assertNotEmpty( $setting->sanitize_callback, $key );
			$this->assertNotNull( $manager->get_control( 'tourfront_' . $key ), $key );
		}
		$this->assertSame( 'hide-on-scroll', $manager->get_setting( 'tourfront_sticky_header' )->sanitize( 'hide-on-scroll' ) );
		$this->assertSame( 'sticky', $manager->get_setting( 'tourfront_sticky_header' )->sanitize( '<script>' ) );
		$this->assertSame( '', $manager->get_setting( 'tourfront_chat_provider' )->sanitize( 'skype' ) );
		$this->assertSame( '123', $manager->get_setting( 'tourfront_chat_id' )->sanitize( '1"2<3>' ) );
		$this->assertSame( 4, $manager->get_setting( 'tourfront_min_password_strength' )->sanitize( '77' ) );
		$this->assertSame( 0, $manager->get_setting( 'tourfront_min_password_strength' )->sanitize( '-3' ) );
		$this->assertSame( 'Yếu quá', $manager->get_setting( 'tourfront_password_error_text' )->sanitize( '<b>Yếu quá</b>' ) );
		$this->assertSame( '', tourfront_sanitize_chat_id( array( '1' ) ) );
	}

	public function test_each_select_offers_exactly_what_its_sanitizer_keeps() {
		require_once ABSPATH . WPINC . '/class-wp-customize-manager.php';
		wp_set_current_user( 1 );
		$manager = new WP_Customize_Manager();
		do_action( 'customize_register', $manager );
		foreach ( array( 'sticky_header', 'chat_provider' ) as $key ) {
			$choices = $manager->get_control( 'tourfront_' . $key )->choices;
			$this->assertGreaterThan( 1, count( $choices ), $key );
			foreach ( array_keys( $choices ) as $value ) {
				$this->assertSame( (string) $value, $manager->get_setting( 'tourfront_' . $key )->sanitize( (string) $value ), $key );
			}
			$this->assertContains( $manager->get_setting( 'tourfront_' . $key )->sanitize( 'not-a-choice' ), array_map( 'strval', array_keys( $choices ) ), $key );
			$this->assertSame( $manager->get_setting( 'tourfront_' . $key )->sanitize( 'not-a-choice' ), $manager->get_setting( 'tourfront_' . $key )->sanitize( array( 'zalo' ) ), $key );
		}
	}
}
