<?php
/**
 * Quick view: `tourfront_quickview` through the real AJAX hooks.
 *
 * @package tourfront
 */

/** Quick-view tests. */
class Tourfront_Quick_View_Test extends Tourfront_Test_Case {
	/**
	 * Posts a product id and returns the output and the status wp_die() was given.
	 *
	 * @param mixed $product The `product` field.
	 * @param bool  $logged_in Logged-in visitor.
	 * @return array{0: string, 1: int}
	 */
	private function quickview( $product, $logged_in = false ) {
		$_POST    = array(
			'action'  => 'tourfront_quickview',
			'product' => $product,
		);
		$_REQUEST = $_POST;
		$result   = $this->ajax( 'tourfront_quickview', $logged_in );
		return array( $result['output'], isset( $result['args']['response'] ) ? (int) $result['args']['response'] : 0 );
	}

	/**
	 * Asserts the not-found answer, leaking nothing of the product.
	 *
	 * @param mixed  $product Field sent.
	 * @param string $secret  Text that must not appear.
	 */
	private function assertNotFound( $product, $secret = 'Bí mật' ) {
		list( $html, $status ) = $this->quickview( $product );
		$this->assertSame( 404, $status, 'Status for ' . wp_json_encode( $product ) );
		$this->assertSame( '<p class="tourfront-quickview__error woocommerce-error">Product not found.</p>', trim( $html ) );
		$this->assertStringNotContainsString( $secret, $html );
	}

	public function test_simple_product_answers_the_quick_view_markup() {
		$image = $this->image( '2026/11/halong.png' );
		$extra = $this->image( '2026/11/halong-2.png' );
		$id    = $this->product(
			array(
				'title'   => 'Tour Hạ Long 2 ngày 1 đêm',
				'price'   => 2490000,
				'excerpt' => 'Ngủ đêm trên du thuyền <strong>4 sao</strong>.',
			)
		);
		update_post_meta( $id, '_thumbnail_id', $image );
		update_post_meta( $id, '_product_image_gallery', (string) $extra );
		update_post_meta( $id, '_wc_rating_count', 3 );
		update_post_meta( $id, '_wc_average_rating', '4.67' );

		list( $html, $status ) = $this->quickview( (string) $id );
		$this->assertSame( 200, $status );
		$this->assertStringStartsWith( '<div class="tourfront-quickview product" data-product_id="' . $id . '"><div class="woocommerce-product-gallery tourfront-quickview__gallery" data-columns="4"><div class="woocommerce-product-gallery__wrapper"><div class="woocommerce-product-gallery__image" data-thumb="', preg_replace( '/>\s+</', '><', trim( $html ) ) );

		$doc = new DOMDocument();
		libxml_use_internal_errors( true );
		$doc->loadHTML( '<?xml encoding="utf-8"?>' . $html );
		$xpath = new DOMXPath( $doc );
		$this->assertSame( 2, $xpath->query( '//div[@class="woocommerce-product-gallery__image"]/a/img' )->length );
		$this->assertStringEndsWith( '2026/11/halong.png', $xpath->query( '//div[@class="woocommerce-product-gallery__image"]/a' )->item( 0 )->getAttribute( 'href' ) );
		$title = $xpath->query( '//div[@class="summary entry-summary"]/h2[@class="product_title entry-title"]/a' )->item( 0 );
		$this->assertSame( 'Tour Hạ Long 2 ngày 1 đêm', $title->textContent );
		$this->assertSame( get_permalink( $id ), $title->getAttribute( 'href' ) );
		$this->assertSame( 1, $xpath->query( '//div[@class="woocommerce-product-rating"]/div[contains(@class,"star-rating")]' )->length );
		$this->assertStringContainsString( '2.490.000', $xpath->query( '//p[@class="price"]' )->item( 0 )->textContent );
		$this->assertSame( 1, $xpath->query( '//div[@class="woocommerce-product-details__short-description"]//strong' )->length );
		$this->assertSame( 1, $xpath->query( '//form[@class="cart"]//button[@name="add-to-cart"][@value="' . $id . '"]' )->length );
	}

	public function test_variable_product_carries_the_variations_form() {
		$id                    = $this->product(
			array(
				'title' => 'Tour Đà Nẵng 4 ngày',
				'type'  => 'variable',
			)
		);
		list( $html, $status ) = $this->quickview( $id, true );
		$this->assertSame( 200, $status );
		$this->assertMatchesRegularExpression( '/<form class="variations_form cart"[^>]*data-product_id="' . $id . '"[^>]*data-product_variations="/', $html );
		$this->assertStringContainsString( 'woocommerce-product-gallery__image--placeholder', $html );
		$this->assertStringNotContainsString( 'woocommerce-product-rating', $html );
	}

	public function test_title_markup_is_escaped() {
		$id            = $this->product( array( 'title' => 'Tour <script>alert(1)</script> Huế' ) );
		list( $html, ) = $this->quickview( $id );
		$this->assertStringNotContainsString( '<script', $html );
	}

	public function test_draft_private_hidden_and_password_products_are_not_found() {
		$this->assertNotFound( $this->product( array( 'title' => 'Bí mật nháp', 'status' => 'draft' ) ) );
		$this->assertNotFound( $this->product( array( 'title' => 'Bí mật riêng', 'status' => 'private' ) ) );
		$this->assertNotFound( $this->product( array( 'title' => 'Bí mật chờ', 'status' => 'pending' ) ) );
		$this->assertNotFound( $this->product( array( 'title' => 'Bí mật ẩn', 'visibility' => array( 'exclude-from-search', 'exclude-from-catalog' ) ) ) );
		$this->assertNotFound( $this->product( array( 'title' => 'Bí mật mật khẩu', 'password' => 'x' ) ) );
		$trashed = $this->product( array( 'title' => 'Bí mật thùng rác' ) );
		wp_trash_post( $trashed );
		$this->assertNotFound( $trashed );
	}

	public function test_shop_only_and_search_only_products_have_a_quick_view() {
		foreach ( array( 'exclude-from-search', 'exclude-from-catalog' ) as $excluded ) {
			$id                    = $this->product( array( 'title' => 'Tour ' . $excluded, 'visibility' => array( $excluded ) ) );
			list( $html, $status ) = $this->quickview( $id );
			$this->assertSame( 200, $status, $excluded );
			$this->assertStringContainsString( 'data-product_id="' . $id . '"', $html );
		}
	}

	public function test_the_printing_functions_can_be_replaced_by_a_child_theme_and_escape_as_they_print() {
		$source = (string) file_get_contents( get_stylesheet_directory() . '/inc/quick-view.php' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- reads the theme's own source.
		preg_match_all( '/^(\s*)function (tourfront_quickview_\w+_template|tourfront_quickview_template)\(/m', $source, $printers, PREG_SET_ORDER );
		$this->assertCount( 3, $printers );
		foreach ( $printers as $printer ) {
			$this->assertStringContainsString( "if ( ! function_exists( '{$printer[2]}' ) ) {", $source, $printer[2] );
			$this->assertNotSame( '', $printer[1], "{$printer[2]} sits inside its function_exists() guard." );
		}
		$this->assertStringNotContainsString( 'EscapeOutput', $source, 'Nothing is printed unescaped.' );
		$this->assertDoesNotMatchRegularExpression( '/sprintf\(\s*\'</', $source, 'No markup built in sprintf() to be echoed later.' );
	}

	public function test_a_logged_in_editor_gets_no_more_than_a_visitor() {
		wp_set_current_user( 1 );
		$draft                 = $this->product( array( 'title' => 'Bí mật nháp', 'status' => 'draft' ) );
		list( $html, $status ) = $this->quickview( $draft, true );
		$this->assertSame( 404, $status );
		$this->assertStringNotContainsString( 'Bí mật', $html );
	}

	public function test_other_post_types_are_not_found() {
		$this->assertNotFound( $this->page( 'Bí mật trang' ) );
		$this->assertNotFound( (int) wp_insert_post( array( 'post_title' => 'Bí mật bài viết', 'post_status' => 'publish' ) ) );
	}

	public function test_malformed_ids_are_not_found() {
		$id = $this->product( array( 'title' => 'Bí mật công khai' ) );
		foreach ( array( '', 'abc', '0', '-' . $id, $id . ' OR 1=1', $id . 'abc', '1e3', '0x1F', $id . '.5', '99999999999999999999999', str_repeat( '9', 100000 ), array( $id ), array( 'product' => $id ), "<script>$id</script>", "$id;DROP TABLE wp_posts" ) as $bad ) {
			$this->assertNotFound( $bad, 'Bí mật công khai' );
		}
		$this->assertNotFound( 987654 );
	}

	public function test_missing_field_is_not_found() {
		$_POST  = array( 'action' => 'tourfront_quickview' );
		$result = $this->ajax( 'tourfront_quickview' );
		$this->assertSame( 404, $result['args']['response'] );
	}

	public function test_quick_view_changes_nothing() {
		global $wpdb;
		$id     = $this->product( array( 'title' => 'Tour Sa Pa' ) );
		$before = $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->postmeta}" ) . '/' . $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->options}" );
		$this->quickview( $id );
		$this->quickview( 'abc' );
		$this->assertSame( $before, $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->postmeta}" ) . '/' . $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->options}" ) );
	}
}
