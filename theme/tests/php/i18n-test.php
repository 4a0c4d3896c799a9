<?php
/**
 * The generated languages files load in WordPress: PHP strings from vi.mo, script strings from the
 * handle-named JSON.
 *
 * @package tourfront
 */

/** Translation tests. */
class Tourfront_I18n_Test extends Tourfront_Test_Case {
	/** Back to English. */
	protected function tearDown(): void {
		$this->use_locale( '' );
		parent::tearDown();
	}

	public function test_php_strings_are_vietnamese_on_a_vietnamese_site() {
		$this->assertTrue( $this->use_locale( 'vi' ) );
		$this->assertSame( 'Không tìm thấy tour.', __( 'Product not found.', 'tourfront' ) );
		$this->assertSame( '3 khách, 1 sản phẩm', tourfront_cart_count_label( 3, 1 ) );
		$this->assertSame( '0 khách', tourfront_cart_count_label( 0, 0 ) );
		$this->assertSame( '1 sản phẩm', tourfront_cart_count_label( 0, 1 ) );
		$departure = $this->product( array( 'title' => 'Tour Hạ Long', 'type' => 'variation' ) );
		update_post_meta( $departure, 'attribute_pa_ngay-khoi-hanh', '2099-12-05' );
		update_post_meta( $departure, '_manage_stock', 'yes' );
		update_post_meta( $departure, '_stock', 4 );
		$this->assertSame( 'Chỉ còn 4 chỗ cho ngày khởi hành 05/12/2099.', tourfront_booking_check_seats( wc_get_product( $departure ), 5 )->get_error_message() );
		$this->assertSame( 'Giỏ hàng (Tourfront)', _x( 'Cart (Tourfront)', 'block title', 'tourfront' ) );
		$this->assertSame( 404, tourfront_quickview_response( 'abc' )['status'] );
		$this->assertStringContainsString( 'Không tìm thấy tour.', tourfront_quickview_response( 'abc' )['html'] );
	}

	public function test_script_translations_are_found_by_handle() {
		$this->use_locale( 'vi' );
		wp_register_script( 'tourfront-storefront', 'http://example.org/s.js', array(), '1', true );
		$json = load_script_textdomain( 'tourfront-storefront', 'tourfront', get_stylesheet_directory() . '/languages' );
		$this->assertIsString( $json );
		$data = json_decode( $json, true );
		$this->assertSame( 'nplurals=1; plural=0;', $data['locale_data']['messages']['']['plural-forms'] );
	}
}
