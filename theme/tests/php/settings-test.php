<?php
/**
 * `window.tourfrontSettings`: key for key with common/settings/types.ts, per page.
 *
 * @package tourfront
 */

/** Settings tests. */
class Tourfront_Settings_Test extends Tourfront_Test_Case {
	/**
	 * The keys of a TypeScript interface in common/settings/types.ts.
	 *
	 * @param string $name     Interface.
	 * @param bool   $optional Optional keys (true) or required keys (false).
	 * @return string[]
	 */
	private function ts_keys( $name, $optional ) {
		$source = file_get_contents( dirname( __DIR__, 3 ) . '/common/settings/types.ts' ); // phpcs:ignore
		$this->assertMatchesRegularExpression( '/export interface ' . $name . '\b/', $source );
		preg_match( '/export interface ' . $name . '(?: extends \w+)? \{\n(.*?)\n\}/s', $source, $match );
		preg_match_all( '/^\t(\w+)(\??):/m', $match[1], $keys, PREG_SET_ORDER );
		$out = array();
		foreach ( $keys as $key ) {
			if ( ( '?' === $key[2] ) === $optional ) {
				$out[] = $key[1];
			}
		}
		sort( $out );
		return $out;
	}

	/**
	 * Every required key of an interface is printed, and nothing the interface does not declare.
	 *
	 * @param string $name  Interface.
	 * @param array  $value Printed object.
	 */
	private function assertKeys( $name, $value ) {
		$keys = $this->keys( $value );
		$this->assertSame( array(), array_values( array_diff( $this->ts_keys( $name, false ), $keys ) ), "$name: required keys missing." );
		$this->assertSame( array(), array_values( array_diff( $keys, $this->ts_keys( $name, false ), $this->ts_keys( $name, true ) ) ), "$name: keys the type does not declare." );
	}

	/**
	 * Sorted keys of an array.
	 *
	 * @param array $value Array.
	 * @return string[]
	 */
	private function keys( $value ) {
		$keys = array_keys( (array) $value );
		sort( $keys );
		return $keys;
	}

	/** @return array<string,int> Cart and checkout pages set up as WooCommerce's. */
	private function store_pages() {
		$pages = array(
			'cart'     => $this->page( 'Giỏ hàng', '<!-- wp:woocommerce/cart /-->' ),
			'checkout' => $this->page( 'Thanh toán', '[woocommerce_checkout]' ),
			'shop'     => $this->page( 'Cửa hàng' ),
		);
		foreach ( $pages as $name => $id ) {
			update_option( 'woocommerce_' . $name . '_page_id', $id );
		}
		return $pages;
	}

	public function test_listing_pages_get_exactly_the_required_keys() {
		$this->visit( $this->page( 'Giới thiệu' ) );
		$settings = tourfront_get_settings();
		$this->assertSame( $this->ts_keys( 'TourfrontSettings', false ), $this->keys( $settings ) );
		$this->assertKeys( 'ThemeSettings', $settings['theme'] );
		$this->assertSame( 'http://example.org/wp-includes/js/zxcvbn.min.js', $settings['theme']['zxcvbn_src'] );
		$this->assertSame( $this->ts_keys( 'ChatSettings', false ), $this->keys( $settings['theme']['chat'] ) );
		$this->assertSame( $this->ts_keys( 'CurrencySettings', false ), $this->keys( $settings['currency'] ) );
		$this->assertSame( $this->ts_keys( 'LocaleSettings', false ), $this->keys( $settings['locale'] ) );
		$this->assertSame( $this->ts_keys( 'ShopSettings', false ), $this->keys( $settings['shop'] ) );
		$this->assertSame( $this->ts_keys( 'AttributionSettings', false ), $this->keys( $settings['attribution'] ) );
		$this->assertSame( $this->ts_keys( 'StoreApiSettings', false ), $this->keys( $settings['storeApi'] ) );
		$this->assertSame( array( 'cart', 'checkout', 'myaccount', 'privacy', 'shop', 'terms' ), $this->keys( $settings['storePages'] ) );
		foreach ( $settings['storePages'] as $page ) {
			$this->assertSame( $this->ts_keys( 'StorePage', false ), $this->keys( $page ) );
		}
		$this->assertSame( array( 'module', 'scripts', 'styles' ), $this->keys( $settings['theme']['mini_cart_assets'] ) );
	}

	public function test_values_come_from_wordpress_and_woocommerce() {
		$pages = $this->store_pages();
		$this->visit( $pages['shop'] );
		$settings = tourfront_get_settings();
		$this->assertSame( 'VND', $settings['currency']['code'] );
		$this->assertSame( 0, $settings['currency']['precision'] );
		$this->assertSame( '₫', $settings['currency']['symbol'] );
		$this->assertSame( "%2\$s\u{a0}%1\$s", $settings['currency']['priceFormat'] );
		$this->assertSame( $pages['cart'], $settings['storePages']['cart']['id'] );
		$this->assertSame( get_permalink( $pages['cart'] ), $settings['storePages']['cart']['permalink'] );
		$this->assertSame( 'Giỏ hàng', $settings['storePages']['cart']['title'] );
		$this->assertFalse( $settings['storePages']['terms']['permalink'] );
		$this->assertSame( wp_login_url(), $settings['storePages']['myaccount']['permalink'], 'No account page: the login address.' );
		$this->assertSame( array( 'pending' => 'Pending payment', 'processing' => 'Processing', 'checkout-draft' => 'Draft' ), $settings['orderStatuses'] );
		$this->assertSame( 0, $settings['currentUserId'] );
		$this->assertFalse( $settings['currentUserIsAdmin'] );
		$this->assertFalse( $settings['theme']['can_edit_pages'] );
		$this->assertSame( '/?wc-ajax=%%endpoint%%', $settings['shop']['wc_ajax_url'] );
		$this->assertFalse( $settings['shop']['is_cart'] );
		$this->assertSame( '/wp-admin/admin-ajax.php', $settings['theme']['ajax_url'] );
		$this->assertTrue( wp_verify_nonce( $settings['storeApi']['nonce'], 'wc_store_api' ) > 0 );
		$this->assertSame( 'http://example.org/wp-json/', $settings['storeApi']['root'] );
		$this->assertSame( array( 'allowTracking' => true, 'prefix' => 'wc_order_attribution_', 'lifetime' => 6, 'session' => 30 ), $settings['attribution'] );

		wp_set_current_user( 1 );
		$admin = tourfront_get_settings();
		$this->assertSame( 1, $admin['currentUserId'] );
		$this->assertTrue( $admin['currentUserIsAdmin'] );
		$this->assertTrue( $admin['theme']['can_edit_pages'] );
	}

	public function test_theme_group_follows_the_customizer_and_sanitizes() {
		$this->visit( $this->page( 'Trang' ) );
		$defaults = tourfront_get_settings()['theme'];
		$this->assertSame( 300, $defaults['search_result_latency'] );
		$this->assertTrue( $defaults['mini_cart_reveal'] );
		$this->assertTrue( $defaults['search_client_index'] );
		$this->assertSame( 3, $defaults['min_password_strength'] );
		$this->assertFalse( $defaults['stop_checkout'] );
		$this->assertSame( 'sticky', $defaults['sticky_header'] );
		$this->assertSame( array( 'provider' => '', 'id' => '' ), $defaults['chat'] );

		set_theme_mod( 'tourfront_search_result_latency', '450' );
		set_theme_mod( 'tourfront_mini_cart_reveal', false );
		set_theme_mod( 'tourfront_min_password_strength', 9 );
		set_theme_mod( 'tourfront_stop_checkout', true );
		set_theme_mod( 'tourfront_password_error_text', 'Mật khẩu quá yếu.' );
		set_theme_mod( 'tourfront_sticky_header', 'hide-on-scroll' );
		set_theme_mod( 'tourfront_chat_provider', 'zalo' );
		set_theme_mod( 'tourfront_chat_id', '12345abc' );
		set_theme_mod( 'tourfront_toc_scroll_offset', 80 );
		$theme = tourfront_get_settings()['theme'];
		$this->assertSame( 450, $theme['search_result_latency'] );
		$this->assertFalse( $theme['mini_cart_reveal'] );
		$this->assertSame( 4, $theme['min_password_strength'] );
		$this->assertTrue( $theme['stop_checkout'] );
		$this->assertSame( 'Mật khẩu quá yếu.', $theme['password_error_text'] );
		$this->assertSame( 'hide-on-scroll', $theme['sticky_header'] );
		$this->assertSame( array( 'provider' => 'zalo', 'id' => '12345' ), $theme['chat'] );
		$this->assertSame( 80, $theme['toc_scroll_offset'] );

		set_theme_mod( 'tourfront_sticky_header', 'sideways' );
		set_theme_mod( 'tourfront_chat_provider', 'icq' );
		$theme = tourfront_get_settings()['theme'];
		$this->assertSame( 'sticky', $theme['sticky_header'] );
		$this->assertSame( array( 'provider' => '', 'id' => '' ), $theme['chat'] );
	}

	public function test_cart_page_adds_the_cart_groups_but_not_payment() {
		$pages = $this->store_pages();
		$this->visit( $pages['cart'] );
		$settings = tourfront_get_settings();
		$cart     = array( 'countries', 'defaultFields', 'addressFieldsLocations', 'countryData', 'checkoutAllowsGuest', 'checkoutAllowsSignup', 'generatePassword', 'couponsEnabled', 'collectableMethodIds', 'localPickupEnabled', 'localPickupText', 'shippingMethodsExist', 'shippingEnabled' );
		$expected = array_merge( $this->ts_keys( 'TourfrontSettings', false ), $cart );
		sort( $expected );
		$this->assertSame( $expected, $this->keys( $settings ) );
		$this->assertTrue( $settings['shop']['is_cart'] );
		$this->assertSame( array( 'address', 'contact', 'order', 'additional' ), array_keys( $settings['addressFieldsLocations'] ) );
		$this->assertSame( array( 'email', 'country', 'first_name', 'last_name', 'company', 'address_1', 'address_2', 'city', 'state', 'postcode', 'phone' ), array_keys( $settings['defaultFields'] ) );
		foreach ( $settings['defaultFields'] as $field ) {
			$this->assertEmpty( array_diff( $this->keys( $field ), array_merge( $this->ts_keys( 'AddressFieldConfig', false ), $this->ts_keys( 'AddressFieldConfig', true ) ) ) );
		}
		$this->assertSame( 'Company (optional)', $settings['defaultFields']['company']['optionalLabel'] );
		$this->assertFalse( $settings['countryData']['VN']['locale']->state['required'] );
		$this->assertSame( 65, $settings['countryData']['VN']['locale']->postcode['index'] );
		$this->assertSame( array( 'CA' => 'California' ), $settings['countryData']['US']['states'] );
		$this->assertFalse( $settings['countryData']['US']['allowShipping'] );
		$this->assertArrayNotHasKey( 'format', $settings['countryData']['VN'] );
	}

	public function test_checkout_page_gets_every_key() {
		$pages = $this->store_pages();
		$this->visit( $pages['checkout'] );
		$settings = tourfront_get_settings();
		$this->assertKeys( 'TourfrontSettings', $settings );
		foreach ( array( 'paymentMethodData', 'customerPaymentMethods', 'globalPaymentMethods', 'paymentMethodSortOrder', 'checkoutData', 'countries', 'defaultFields', 'countryData', 'localPickupText' ) as $key ) {
			$this->assertArrayHasKey( $key, $settings );
		}
		$this->assertSame( $this->ts_keys( 'CheckoutData', false ), array_values( array_intersect( $this->keys( $settings['checkoutData'] ), $this->ts_keys( 'CheckoutData', false ) ) ) );
		$this->assertSame( array_merge( $this->ts_keys( 'CheckoutAddress', false ), array( 'email' ) ), array_merge( array_diff( $this->keys( $settings['checkoutData']['billing_address'] ), array( 'email' ) ), array( 'email' ) ) );
		$this->assertArrayHasKey( 'format', $settings['countryData']['VN'] );
	}

	public function test_printed_script_is_json_that_cannot_break_out_of_its_tag() {
		update_option( 'blogname', '</script><script>alert(1)</script> & Du lịch' );
		$this->visit( $this->page( 'Trang' ) );
		$script = tourfront_settings_script( tourfront_get_settings() );
		$this->assertStringStartsWith( 'window.tourfrontSettings = {', $script );
		$this->assertStringNotContainsString( '</script', $script );
		$this->assertStringNotContainsString( '<script', $script );
		$json = json_decode( substr( $script, strlen( 'window.tourfrontSettings = ' ), -1 ), true );
		$this->assertSame( '</script><script>alert(1)</script> & Du lịch', $json['siteTitle'] );
	}

	public function test_settings_print_before_the_bundles_in_the_footer() {
		add_filter( 'tourfront_build_path', array( $this, 'fixture_build' ) );
		$this->visit( $this->page( 'Trang' ) );
		do_action( 'wp_enqueue_scripts' );
		tourfront_print_settings();
		ob_start();
		wp_print_footer_scripts();
		$html = ob_get_clean();
		remove_filter( 'tourfront_build_path', array( $this, 'fixture_build' ) );
		$settings = strpos( $html, 'window.tourfrontSettings = ' );
		$bundle   = preg_match( '/<script type="module" [^>]*id=[\'"]tourfront-storefront-js[\'"]/', $html, $m, PREG_OFFSET_CAPTURE ) ? $m[0][1] : false;
		$this->assertNotFalse( $settings );
		$this->assertNotFalse( $bundle );
		$this->assertLessThan( $bundle, $settings );
	}

	/** @return string The fixture build folder. */
	public function fixture_build() {
		return dirname( __DIR__ ) . '/fixtures/build';
	}
}
