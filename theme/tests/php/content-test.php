<?php
/**
 * Site-wide and content features: TOC, store notice, chat, copyright badge, edit links, sticky header,
 * attribution inputs, account hooks and the missing-dependency notice.
 *
 * @package tourfront
 */

/** Content tests. */
class Tourfront_Content_Test extends Tourfront_Test_Case {
	/** @var string */
	private $article = '<p>Mở đầu</p><h2>Lịch trình ngày 1</h2><p>a</p><h3>Buổi sáng: Vịnh Hạ Long</h3><p>b</p><h3 class="x">Đồ ăn &amp; thức uống</h3><h2 id="giu-nguyen">Giữ id</h2><h2>Lịch trình ngày 1</h2><h4>Không vào mục lục</h4>';

	public function test_article_headings_get_vietnamese_safe_unique_ids_and_a_toc() {
		$post = (int) wp_insert_post( array( 'post_title' => 'Kinh nghiệm', 'post_status' => 'publish', 'post_content' => $this->article ) );
		$this->visit( $post );
		$html = apply_filters( 'the_content', $this->article );
		$this->assertStringContainsString( '<h2 id="lich-trinh-ngay-1">Lịch trình ngày 1</h2>', $html );
		$this->assertStringContainsString( '<h3 id="buoi-sang-vinh-ha-long">Buổi sáng: Vịnh Hạ Long</h3>', $html );
		$this->assertStringContainsString( '<h3 id="do-an-thuc-uong" class="x">', $html );
		$this->assertStringContainsString( '<h2 id="giu-nguyen">Giữ id</h2>', $html );
		$this->assertStringContainsString( '<h2 id="lich-trinh-ngay-1-2">Lịch trình ngày 1</h2>', $html );
		$this->assertStringContainsString( '<h4>Không vào mục lục</h4>', $html );

		$this->assertStringStartsWith( '<nav class="tourfront-toc" aria-label="Table of contents">', $html );
		$doc = new DOMDocument();
		libxml_use_internal_errors( true );
		$doc->loadHTML( '<?xml encoding="utf-8"?>' . $html );
		$xpath = new DOMXPath( $doc );
		$links = array();
		foreach ( $xpath->query( '//nav[@class="tourfront-toc"]//a' ) as $a ) {
			$links[] = $a->getAttribute( 'href' ) . ' ' . $a->textContent;
		}
		$this->assertSame( array( '#lich-trinh-ngay-1 Lịch trình ngày 1', '#buoi-sang-vinh-ha-long Buổi sáng: Vịnh Hạ Long', '#do-an-thuc-uong Đồ ăn & thức uống', '#giu-nguyen Giữ id', '#lich-trinh-ngay-1-2 Lịch trình ngày 1' ), $links );
		$this->assertSame( 2, $xpath->query( '//li[contains(@class,"tourfront-toc__item--h2")][1]//li[contains(@class,"tourfront-toc__item--h3")]' )->length, 'h3 nest under their h2.' );
		$toggle = $xpath->query( '//button[@class="tourfront-toc__toggle"]' )->item( 0 );
		$this->assertSame( 'true', $toggle->getAttribute( 'aria-expanded' ) );
		$this->assertSame( 'tourfront-toc-list', $toggle->getAttribute( 'aria-controls' ) );
		$this->assertSame( 'Show', $toggle->getAttribute( 'data-label-show' ) );
		$this->assertSame( 'Hide', $toggle->getAttribute( 'data-label-hide' ) );
	}

	public function test_pages_and_short_articles_get_no_toc() {
		$page = $this->page( 'Trang', $this->article );
		$this->visit( $page );
		$this->assertStringNotContainsString( 'tourfront-toc', apply_filters( 'the_content', $this->article ) );

		$post = (int) wp_insert_post( array( 'post_title' => 'Ngắn', 'post_status' => 'publish' ) );
		$this->visit( $post );
		$html = apply_filters( 'the_content', '<h2>Một mục</h2><p>x</p>' );
		$this->assertStringNotContainsString( 'tourfront-toc', $html );
		$this->assertStringContainsString( '<h2 id="mot-muc">', $html );
	}

	public function test_heading_text_with_markup_is_escaped_in_the_toc() {
		list( , $headings ) = tourfront_toc_headings( '<h2>A <em>b</em> &lt;script&gt;</h2><h2>"><img src=x onerror=alert(1)></h2>' );
		$toc                = tourfront_toc_markup( $headings );
		$this->assertStringNotContainsString( '<img', $toc );
		$this->assertStringNotContainsString( '<em>', $toc );
		$this->assertStringContainsString( '&lt;script&gt;', $toc );
	}

	public function test_store_notice_keeps_woocommerce_markup_and_honours_the_dismiss_cookie() {
		$text = 'Giảm 10% cho tour <strong>Hạ Long</strong> <script>x</script>';
		$id   = md5( $text );
		$html = apply_filters( 'woocommerce_demo_store', '<p>wc</p>', $text );
		$this->assertSame( '<p role="complementary" aria-label="Store notice" class="woocommerce-store-notice demo_store" data-notice-id="' . $id . '">Giảm 10% cho tour <strong>Hạ Long</strong> x <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Dismiss</a></p>', $html );

		$_COOKIE[ 'store_notice' . $id ] = 'hidden';
		$this->assertSame( '', apply_filters( 'woocommerce_demo_store', '<p>wc</p>', $text ) );
		$_COOKIE[ 'store_notice' . $id ] = array( 'hidden' );
		$this->assertNotSame( '', apply_filters( 'woocommerce_demo_store', '<p>wc</p>', $text ) );
		$this->assertSame( '', apply_filters( 'woocommerce_demo_store', '<p>wc</p>', '   ' ) );
	}

	public function test_chat_prints_nothing_when_unset_and_the_provider_embed_when_set() {
		$this->assertSame( '', tourfront_capture( 'tourfront_print_chat' ) );
		set_theme_mod( 'tourfront_chat_provider', 'zalo' );
		$this->assertSame( '', tourfront_capture( 'tourfront_print_chat' ), 'A provider without an id prints nothing.' );

		set_theme_mod( 'tourfront_chat_id', '"><script>1234</script>' );
		$zalo = tourfront_capture( 'tourfront_chat_template', tourfront_chat_settings() );
		$this->assertStringContainsString( 'class="tourfront-chat tourfront-chat--zalo zalo-chat-widget" data-oaid="1234"', $zalo );
		$this->assertStringContainsString( 'data-tourfront-src="https://sp.zalo.me/plugins/sdk.js"', $zalo );
		$this->assertStringNotContainsString( '<script', $zalo, 'The SDK is not loaded up front.' );
		ob_start();
		tourfront_print_chat();
		$printed = ob_get_clean();
		$this->assertStringContainsString( 'pointerdown', $printed, 'The loader waits for interaction.' );
		$this->assertStringContainsString( 'wp_has_consent', $printed );

		set_theme_mod( 'tourfront_chat_provider', 'messenger' );
		$this->assertSame( '<a class="tourfront-chat tourfront-chat--messenger" href="https://m.me/1234" target="_blank" rel="noopener">Chat with us on Messenger</a>', tourfront_capture( 'tourfront_print_chat' ), 'Messenger needs no loader.' );
	}

	public function test_copyright_badge_carries_the_canonical_address_without_query_as_refurl() {
		$this->assertSame( '', tourfront_capture( 'tourfront_print_copyright_badge' ) );
		set_theme_mod( 'tourfront_copyright_badge_id', 'abc-123' );
		$_SERVER['REQUEST_URI'] = '/kinh-nghiem/?a=1&b="><script>';
		$badge                  = tourfront_capture( 'tourfront_print_copyright_badge' );
		$this->assertStringStartsWith( '<div class="tourfront-copyright-badge-wrap"><a href="https://www.dmca.com/Protection/Status.aspx?', $badge );
		$this->assertStringContainsString( 'class="dmca-badge tourfront-copyright-badge"', $badge );
		$this->assertStringNotContainsString( '<script', $badge );
		preg_match( '/href="([^"]+)"/', $badge, $match );
		parse_str( (string) wp_parse_url( html_entity_decode( $match[1] ), PHP_URL_QUERY ), $query );
		$this->assertSame( 'abc-123', $query['ID'] );
		$this->assertSame( 'http://example.org/kinh-nghiem/', $query['refurl'] );
		$_SERVER['REQUEST_URI'] = '/thanh-toan/order-received/12/?key=wc_order_abc&email=an%40example.vn';
		preg_match( '/href="([^"]+)"/', tourfront_capture( 'tourfront_print_copyright_badge' ), $match );
		parse_str( (string) wp_parse_url( html_entity_decode( $match[1] ), PHP_URL_QUERY ), $query );
		$this->assertSame( 'http://example.org/thanh-toan/order-received/12/', $query['refurl'] );
		$_SERVER['REQUEST_URI'] = '/';
	}

	public function test_edit_links_on_content_blocks_only_for_users_who_can_edit_pages() {
		$ref     = (int) wp_insert_post( array( 'post_type' => 'wp_block', 'post_title' => 'Khối', 'post_status' => 'publish', 'post_content' => '<p>Khối nội dung</p>' ) );
		$content = '<!-- wp:block {"ref":' . $ref . '} /-->';
		$this->assertStringNotContainsString( 'tourfront-edit-link', do_blocks( $content ) );
		wp_set_current_user( 1 );
		$html = do_blocks( $content );
		$this->assertStringContainsString( 'Khối nội dung', $html );
		$this->assertStringContainsString( '<a class="tourfront-edit-link post-edit-link" href="http://example.org/wp-admin/post.php?post=' . $ref . '&#038;action=edit">Edit content block</a>', $html );
		$this->assertStringContainsString( '<a class="tourfront-edit-link tourfront-edit-link--builder" href="http://example.org/wp-admin/site-editor.php?p=/wp_block/' . $ref . '&#038;canvas=edit">Edit in the Site Editor</a>', $html );
		// WordPress 6.8+ (the real store's 7.0) passes the pattern block through render_block twice, nested.
		$block = array( 'blockName' => 'core/block', 'attrs' => array( 'ref' => $ref ) );
		$twice = tourfront_block_edit_link( tourfront_block_edit_link( '<p>Khối nội dung</p>', $block ), $block );
		$this->assertSame( 1, substr_count( $twice, 'tourfront-content-block' ), 'One set of links, however many times the pattern block renders.' );
		$subscriber = wp_insert_user( array( 'user_login' => 'khach', 'user_pass' => 'x', 'role' => 'subscriber' ) );
		wp_set_current_user( $subscriber );
		$this->assertStringNotContainsString( 'tourfront-edit-link', do_blocks( $content ) );
	}

	public function test_a_content_block_inside_a_menu_item_gets_menu_id_on_its_page_builder_link() {
		$ref   = (int) wp_insert_post( array( 'post_type' => 'wp_block', 'post_title' => 'Ưu đãi tháng 12', 'post_status' => 'publish', 'post_content' => '<p>Giảm 10% tour Hạ Long</p>' ) );
		$menu  = wp_create_nav_menu( 'Menu có khối' );
		$item  = wp_update_nav_menu_item( $menu, 0, array( 'menu-item-title' => 'Ưu đãi', 'menu-item-url' => 'http://example.org/uu-dai/', 'menu-item-status' => 'publish' ) );
		$plain = wp_update_nav_menu_item( $menu, 0, array( 'menu-item-title' => 'Liên hệ', 'menu-item-url' => 'http://example.org/lien-he/', 'menu-item-status' => 'publish' ) );
		// What a mega-menu plugin does: the item's output gets the pattern.
		$mega = static function ( $output, $menu_item ) use ( $ref, $item ) {
			return (int) $menu_item->ID === (int) $item ? $output . do_blocks( '<!-- wp:block {"ref":' . $ref . '} /-->' ) : $output;
		};
		add_filter( 'walker_nav_menu_start_el', $mega, 10, 2 );
		wp_set_current_user( 1 );
		$html = wp_nav_menu( array( 'menu' => $menu, 'echo' => false ) );
		remove_filter( 'walker_nav_menu_start_el', $mega, 10 );
		$this->assertStringContainsString( 'Giảm 10% tour Hạ Long', $html );
		$this->assertStringContainsString( 'site-editor.php?p=/wp_block/' . $ref . '&#038;canvas=edit&#038;menu_id=' . $item . '"', $html );
		$this->assertStringContainsString( 'post.php?post=' . $ref . '&#038;action=edit', $html );
		// Once the menu is printed, a pattern in the page is in no menu item.
		$this->assertStringNotContainsString( 'menu_id', do_blocks( '<!-- wp:block {"ref":' . $ref . '} /-->' ) );
		$this->assertGreaterThan( 0, $plain );
	}

	public function test_sticky_header_class_and_sentinel_follow_the_mode() {
		$this->assertContains( 'tourfront-sticky-header-sticky', apply_filters( 'body_class', array() ) );
		ob_start();
		do_action( 'storefront_before_header' );
		$this->assertSame( '<div class="tourfront-sticky-header-sentinel" aria-hidden="true"></div>', ob_get_clean() );
		set_theme_mod( 'tourfront_sticky_header', 'off' );
		$this->assertContains( 'tourfront-sticky-header-off', apply_filters( 'body_class', array() ) );
		ob_start();
		do_action( 'storefront_before_header' );
		$this->assertSame( '', ob_get_clean() );
	}

	public function test_registration_form_gets_the_attribution_inputs_unless_woocommerce_prints_them() {
		ob_start();
		do_action( 'woocommerce_register_form' );
		$html = ob_get_clean();
		$this->assertStringContainsString( '<wc-order-attribution-inputs><input type="hidden" name="wc_order_attribution_source_type" value="" />', $html );
		$this->assertSame( 16, substr_count( $html, 'type="hidden" name="wc_order_attribution_' ) );

		$controller = new Tourfront_Test_Attribution_Controller();
		add_action( 'woocommerce_register_form', array( $controller, 'stamp_html_element' ) );
		ob_start();
		do_action( 'woocommerce_register_form' );
		$html = ob_get_clean();
		remove_action( 'woocommerce_register_form', array( $controller, 'stamp_html_element' ) );
		$this->assertSame( 1, substr_count( $html, '<wc-order-attribution-inputs>' ), 'Only WooCommerce’s element.' );
		$this->assertStringNotContainsString( 'type="hidden"', $html );

		update_option( 'woocommerce_feature_order_attribution_enabled', 'no' );
		ob_start();
		do_action( 'woocommerce_register_form' );
		$this->assertStringNotContainsString( 'wc_order_attribution_', ob_get_clean() );
	}

	public function test_password_strength_minimum_reaches_woocommerce() {
		$this->assertSame( 3, apply_filters( 'woocommerce_min_password_strength', 3 ) );
		set_theme_mod( 'tourfront_min_password_strength', 4 );
		$this->assertSame( 4, apply_filters( 'woocommerce_min_password_strength', 3 ) );
		ob_start();
		do_action( 'woocommerce_edit_account_form' );
		$this->assertStringContainsString( 'class="tourfront-password-hint description"', ob_get_clean() );
	}

	public function test_admin_notice_names_what_is_missing_and_the_front_end_survives() {
		wp_set_current_user( 1 );
		ob_start();
		tourfront_dependencies_admin_notice();
		$this->assertSame( '', ob_get_clean(), 'Nothing missing, nothing said.' );

		add_filter( 'tourfront_is_woocommerce_active', '__return_false' );
		ob_start();
		tourfront_dependencies_admin_notice();
		$notice = ob_get_clean();
		$this->assertStringContainsString( 'notice-error', $notice );
		$this->assertStringContainsString( 'Tourfront needs the WooCommerce plugin.', $notice );

		// Without WooCommerce every front-end piece stays quiet instead of failing.
		$this->assertSame( array( 'suggestions' => array() ), tourfront_search_products( 'ha long' ) );
		$this->assertSame( 404, tourfront_quickview_response( '11' )['status'] );
		$this->assertSame( '', do_blocks( '<!-- wp:tourfront/mini-cart /-->' ) );
		$settings = tourfront_get_settings();
		$this->assertSame( 'USD', $settings['currency']['code'] );
		$this->assertFalse( $settings['attribution']['allowTracking'] );
		do_action( 'wp_enqueue_scripts' );
		remove_filter( 'tourfront_is_woocommerce_active', '__return_false' );

		wp_set_current_user( 0 );
		add_filter( 'tourfront_is_woocommerce_active', '__return_false' );
		ob_start();
		tourfront_dependencies_admin_notice();
		$this->assertSame( '', ob_get_clean(), 'Visitors never see it.' );
		remove_filter( 'tourfront_is_woocommerce_active', '__return_false' );
	}
}

/** Stands in for WooCommerce's OrderAttributionController. */
class Tourfront_Test_Attribution_Controller {
	/** Prints WooCommerce's empty element. */
	public function stamp_html_element() {
		echo '<wc-order-attribution-inputs></wc-order-attribution-inputs>';
	}
}
