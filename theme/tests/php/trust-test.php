<?php
/**
 * Trust elements (inc/trust.php): nothing while the Customizer options are empty, escaped links when
 * they are filled, only online.gov.vn behind the Ministry's badge, only a published policy page.
 *
 * @package tourfront
 */

/** Trust element tests. */
class Tourfront_Trust_Test extends Tourfront_Test_Case {
	/**
	 * What a hook prints.
	 *
	 * @param string $hook Action.
	 * @return string
	 */
	private function printed( $hook ) {
		ob_start();
		do_action( $hook );
		return (string) ob_get_clean();
	}

	/** Fills every option with the seed's values. */
	private function fill() {
		$policy = $this->page( 'Chính sách hủy tour', '<p>Hủy trước 15 ngày: hoàn 100%.</p>' );
		set_theme_mod( 'tourfront_hotline', '1900 1234' );
		set_theme_mod( 'tourfront_zalo_number', '0901234567' );
		set_theme_mod( 'tourfront_business_registration', 'Giấy chứng nhận đăng ký doanh nghiệp số 0312345678 do Sở KH&ĐT TP.HCM cấp ngày 15/03/2015' );
		set_theme_mod( 'tourfront_tour_operator_license', 'Giấy phép kinh doanh lữ hành quốc tế số 79-123/2019/TCDL-GP LHQT' );
		set_theme_mod( 'tourfront_moit_notification_url', 'http://online.gov.vn/Home/WebDetails/12345' );
		set_theme_mod( 'tourfront_cancellation_policy_page', $policy );
		return $policy;
	}

	public function test_empty_options_print_nothing() {
		$this->visit( $this->product( array( 'title' => 'Tour Hạ Long' ) ) );
		$this->assertSame( '', tourfront_capture( 'tourfront_header_contact_template' ) );
		$this->assertSame( '', tourfront_capture( 'tourfront_footer_trust_template' ) );
		$this->assertStringNotContainsString( 'tourfront-contact', $this->printed( 'storefront_header' ) );
		$this->assertStringNotContainsString( 'tourfront-trust', $this->printed( 'storefront_footer' ) );
		$GLOBALS['product'] = wc_get_product( get_the_ID() );
		$this->assertStringNotContainsString( 'tourfront-policy-link', $this->printed( 'woocommerce_single_product_summary' ) );
		$this->assertSame(
			array(
				'id'        => 0,
				'title'     => '',
				'permalink' => false,
			),
			tourfront_get_settings()['cancellationPolicyPage']
		);
	}

	public function test_filled_options_print_the_links_in_the_header_footer_and_product() {
		$policy = $this->fill();
		$this->visit( $this->product( array( 'title' => 'Tour Hạ Long' ) ) );

		$header = $this->printed( 'storefront_header' );
		$this->assertStringContainsString( '<a class="tourfront-contact__link tourfront-contact__hotline" href="tel:19001234"><span class="tourfront-contact__label">Hotline</span> <span class="tourfront-contact__value">1900 1234</span></a>', $header );
		$this->assertStringContainsString( '<a class="tourfront-contact__link tourfront-contact__zalo" href="https://zalo.me/0901234567" target="_blank" rel="noopener">Chat on Zalo<span class="screen-reader-text"> (opens in a new tab)</span></a>', $header );

		$footer = $this->printed( 'storefront_footer' );
		$this->assertStringContainsString( '<p class="tourfront-trust__registration">Giấy chứng nhận đăng ký doanh nghiệp số 0312345678 do Sở KH&amp;ĐT TP.HCM cấp ngày 15/03/2015</p>', $footer );
		$this->assertStringContainsString( '<p class="tourfront-trust__license">Giấy phép kinh doanh lữ hành quốc tế số 79-123/2019/TCDL-GP LHQT</p>', $footer );
		$this->assertStringContainsString( '<p class="tourfront-trust__policy"><a href="' . esc_url( get_permalink( $policy ) ) . '">Chính sách hủy tour</a></p>', $footer );
		$this->assertStringContainsString( '<a class="tourfront-trust__moit" href="http://online.gov.vn/Home/WebDetails/12345" target="_blank" rel="noopener"><img src="' . esc_url( tourfront_url( 'assets/images/moit-notified.svg' ) ) . '" width="150" height="57" alt="Notified to the Ministry of Industry and Trade"', $footer );
		$this->assertFileExists( tourfront_path( 'assets/images/moit-notified.svg' ), 'The badge is drawn in the theme.' );

		$GLOBALS['product'] = wc_get_product( get_the_ID() );
		$this->assertSame( '<p class="tourfront-policy-link"><a href="' . esc_url( get_permalink( $policy ) ) . '">Chính sách hủy tour</a></p>', $this->printed( 'woocommerce_single_product_summary' ) );
		$this->assertSame(
			array(
				'id'        => $policy,
				'title'     => 'Chính sách hủy tour',
				'permalink' => get_permalink( $policy ),
			),
			tourfront_get_settings()['cancellationPolicyPage']
		);
	}

	public function test_stored_values_are_sanitized_and_escaped_on_the_way_out() {
		set_theme_mod( 'tourfront_hotline', '<b>1900</b> "1234" onclick=' );
		set_theme_mod( 'tourfront_zalo_number', '090"><script>1234567' );
		set_theme_mod( 'tourfront_business_registration', '<script>alert(1)</script>Số "0312345678" & <b>đậm</b>' );
		$header = tourfront_capture( 'tourfront_header_contact_template' );
		$this->assertStringContainsString( 'href="tel:19001234"', $header );
		$this->assertStringContainsString( '<span class="tourfront-contact__value">1900 1234</span>', $header );
		$this->assertStringContainsString( 'href="https://zalo.me/0901234567"', $header );
		$this->assertStringNotContainsString( '<script', $header );
		$footer = tourfront_capture( 'tourfront_footer_trust_template' );
		$this->assertStringContainsString( '<p class="tourfront-trust__registration">Số &quot;0312345678&quot; &amp; đậm</p>', $footer );
		$this->assertStringNotContainsString( '<script', $footer );
		$this->assertStringNotContainsString( 'tourfront-trust__moit', $footer, 'No badge without its page.' );
	}

	public function test_the_badge_links_only_to_online_gov_vn() {
		$this->assertSame( 'http://online.gov.vn/Home/WebDetails/12345', tourfront_sanitize_moit_url( ' http://online.gov.vn/Home/WebDetails/12345 ' ) );
		$this->assertSame( 'https://www.online.gov.vn/Home/WebDetails/7?a=1&b=2', tourfront_sanitize_moit_url( 'https://www.online.gov.vn/Home/WebDetails/7?a=1&b=2' ) );
		foreach ( array( 'https://online.gov.vn.example.com/x', 'https://notonline.gov.vn/x', 'javascript:alert(1)//online.gov.vn', 'ftp://online.gov.vn/x', array( 'x' ), '' ) as $bad ) {
			$this->assertSame( '', tourfront_sanitize_moit_url( $bad ), wp_json_encode( $bad ) );
		}
		set_theme_mod( 'tourfront_moit_notification_url', 'https://phishing.example.com/online.gov.vn' );
		$this->assertSame( '', tourfront_capture( 'tourfront_footer_trust_template' ), 'A stored address elsewhere prints nothing.' );
		set_theme_mod( 'tourfront_moit_notification_url', 'https://online.gov.vn/Home/WebDetails/7?a=1&b=2' );
		$this->assertStringContainsString( 'href="https://online.gov.vn/Home/WebDetails/7?a=1&#038;b=2"', tourfront_capture( 'tourfront_footer_trust_template' ) );
	}

	public function test_phone_numbers_keep_what_a_number_is_written_with() {
		$this->assertSame( '+84 28 3822 1234', tourfront_sanitize_phone( '+84 28  3822 1234' ) );
		$this->assertSame( '(028) 3822-1234', tourfront_sanitize_phone( '(028) 3822-1234 ext' ) );
		$this->assertSame( '', tourfront_sanitize_phone( 'gọi ngay' ) );
		$this->assertSame( '', tourfront_sanitize_phone( array( '1900' ) ) );
		$this->assertSame( '', tourfront_zalo_chat_url( 'không có' ) );
	}

	public function test_only_a_published_page_is_linked() {
		$draft = (int) wp_insert_post( array( 'post_type' => 'page', 'post_title' => 'Nháp', 'post_status' => 'draft' ) );
		set_theme_mod( 'tourfront_cancellation_policy_page', $draft );
		$this->assertSame( '', tourfront_capture( 'tourfront_footer_trust_template' ) );
		$post = (int) wp_insert_post( array( 'post_type' => 'post', 'post_title' => 'Bài viết', 'post_status' => 'publish' ) );
		set_theme_mod( 'tourfront_cancellation_policy_page', $post );
		$this->assertSame( '', tourfront_capture( 'tourfront_footer_trust_template' ), 'A post is not a page.' );
		$locked = (int) wp_insert_post( array( 'post_type' => 'page', 'post_title' => 'Khóa', 'post_status' => 'publish', 'post_password' => 'x' ) );
		set_theme_mod( 'tourfront_cancellation_policy_page', $locked );
		$this->assertFalse( tourfront_cancellation_policy_page()['permalink'] );
	}

	public function test_the_customizer_registers_the_trust_controls() {
		require_once ABSPATH . WPINC . '/class-wp-customize-manager.php';
		wp_set_current_user( 1 );
		$manager = new WP_Customize_Manager();
		do_action( 'customize_register', $manager );
		$this->assertSame( 'dropdown-pages', $manager->get_control( 'tourfront_cancellation_policy_page' )->type );
		$this->assertSame( 'url', $manager->get_control( 'tourfront_moit_notification_url' )->type );
		$this->assertSame( '', $manager->get_setting( 'tourfront_moit_notification_url' )->sanitize( 'https://example.com/' ) );
		$this->assertSame( '0901234567', $manager->get_setting( 'tourfront_zalo_number' )->sanitize( '090 123 4567' ) );
		$this->assertSame( '1900 1234', $manager->get_setting( 'tourfront_hotline' )->sanitize( '1900 1234' ) );
		$this->assertSame( 12, $manager->get_setting( 'tourfront_cancellation_policy_page' )->sanitize( '12abc' ) );
	}
}
