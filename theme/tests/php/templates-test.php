<?php
/**
 * The theme's template functions: a child theme's definition wins (it is declared first, as a child
 * theme's functions.php runs before the parent's), and every value comes out escaped where it is printed,
 * whatever a setting, a translation, a product or a link filter holds.
 *
 * @package tourfront
 */

/** Template function tests. */
class Tourfront_Templates_Test extends Tourfront_Test_Case {
	/** Markup that must come out as text: a broken-out attribute and an element. */
	const HOSTILE = '"><b data-hostile>x</b>';

	/** The printing functions a child theme can replace. */
	const PLUGGABLE = array(
		'tourfront_page_block_template',
		'tourfront_quickview_template',
		'tourfront_quickview_gallery_template',
		'tourfront_quickview_error_template',
		'tourfront_vietqr_template',
		'tourfront_chat_template',
		'tourfront_toc_template',
		'tourfront_store_notice_template',
		'tourfront_cancellation_policy_template',
		'tourfront_header_contact_template',
		'tourfront_footer_trust_template',
		'tourfront_copyright_badge_template',
		'tourfront_filter_select_template',
		'tourfront_filter_price_template',
		'tourfront_filter_destinations_template',
		'tourfront_listing_filters_template',
		'tourfront_edit_links_template',
		'tourfront_password_hint',
		'tourfront_travellers_fields',
		'tourfront_cart_link',
		'tourfront_handheld_footer_bar_cart_link',
	);

	/**
	 * Every translation the theme asks for answers hostile markup.
	 *
	 * @param string $translation Translation.
	 * @param string $text        Original.
	 * @param string $domain      Text domain.
	 * @return string
	 */
	public function hostile_translation( $translation, $text, $domain ) {
		return 'tourfront' === $domain ? self::HOSTILE : $translation;
	}

	/** Stops translating into markup. */
	protected function tearDown(): void {
		remove_filter( 'gettext', array( $this, 'hostile_translation' ), 10 );
		remove_all_filters( 'tourfront_vietqr_transfer_content' );
		remove_all_filters( 'page_link' );
		remove_all_filters( 'post_type_link' );
		remove_all_filters( 'get_edit_post_link' );
		parent::tearDown();
	}

	/**
	 * Asserts a hostile value came out as text: no element made of it, no attribute broken by it.
	 *
	 * @param string $html    Output.
	 * @param string $message Which output.
	 */
	private function assertInert( $html, $message ) {
		$this->assertNotSame( '', $html, $message . ' printed nothing.' );
		$this->assertStringNotContainsString( '<b data-hostile', $html, $message );
		$this->assertStringNotContainsString( '<script', $html, $message );
		$this->assertStringNotContainsString( '<img src=x', $html, $message );
		$this->assertStringNotContainsString( '="javascript:', $html, $message );
	}

	/**
	 * Loads the theme's functions.php in a separate PHP process after a "child theme" that defines
	 * the given functions (WordPress's hooks stubbed), and answers which file each function came from.
	 *
	 * @param string[] $functions Functions the child theme defines.
	 * @return array{output: string, status: int}
	 */
	private function load_after_child_theme( $functions ) {
		$child = '';
		foreach ( $functions as $function ) {
			$child .= "function {$function}() { echo 'child'; }\n";
		}
		$script = tempnam( sys_get_temp_dir(), 'tourfront-child' );
		file_put_contents( // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a throw-away script.
			$script,
			"<?php\ndefine( 'ABSPATH', '/' );\nfunction add_action() {}\nfunction add_filter() {}\nfunction did_action() {\n\treturn 0;\n}\n" . $child
			. 'require ' . var_export( get_stylesheet_directory() . '/functions.php', true ) . ";\n" // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_var_export -- writes a PHP literal.
			. 'foreach ( ' . var_export( $functions, true ) . " as \$f ) { echo \$f, '=', ( new ReflectionFunction( \$f ) )->getFileName() === __FILE__ ? 'child' : 'theme', \"\\n\"; }\n" // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_var_export -- writes a PHP literal.
		);
		exec( escapeshellarg( PHP_BINARY ) . ' -d display_errors=1 ' . escapeshellarg( $script ) . ' 2>&1', $lines, $status ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_exec -- a fresh PHP process, as a child theme loads before the parent.
		wp_delete_file( $script );
		return array(
			'output' => implode( "\n", $lines ),
			'status' => $status,
		);
	}

	public function test_a_child_theme_defining_the_template_functions_first_replaces_them() {
		$result = $this->load_after_child_theme( self::PLUGGABLE );
		$this->assertSame( 0, $result['status'], $result['output'] );
		foreach ( self::PLUGGABLE as $function ) {
			$this->assertStringContainsString( $function . '=child', $result['output'] );
		}
	}

	public function test_every_guarded_function_is_a_template_the_test_above_replaces() {
		$guarded = array();
		foreach ( glob( get_stylesheet_directory() . '/inc/{,booking/}*.php', GLOB_BRACE ) as $file ) {
			preg_match_all( "/^if \\( ! function_exists\\( '(\\w+)' \\) \\) \\{/m", (string) file_get_contents( $file ), $found ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- reads the theme's own source.
			$guarded = array_merge( $guarded, $found[1] );
		}
		$this->assertEqualsCanonicalizing( array_merge( self::PLUGGABLE, array( 'tourfront_is_woocommerce_active', 'tourfront_is_storefront_active' ) ), $guarded );
	}

	public function test_the_theme_prints_nothing_unescaped() {
		$echoes = array();
		foreach ( array_merge( glob( get_stylesheet_directory() . '/inc/{,booking/}*.php', GLOB_BRACE ), glob( get_stylesheet_directory() . '/blocks/*/render.php' ) ) as $file ) {
			foreach ( file( $file ) as $line ) {
				if ( preg_match( '/EscapeOutput(?!\.ExceptionNotEscaped)|sprintf\(\s*\'</', $line ) ) {
					$echoes[] = basename( $file ) . ': ' . trim( $line );
				}
			}
		}
		$this->assertCount( 2, $echoes, implode( "\n", $echoes ) );
		$this->assertStringStartsWith( 'header-cart.php: echo render_block(', $echoes[0], 'The mini-cart block, rendered by WordPress.' );
		$this->assertStringStartsWith( 'template.php: echo $part;', $echoes[1], 'A template file\'s static HTML.' );
	}

	public function test_the_page_blocks_escape_their_texts() {
		add_filter( 'gettext', array( $this, 'hostile_translation' ), 10, 3 );
		foreach ( array( 'cart', 'checkout' ) as $name ) {
			$html = tourfront_capture( 'tourfront_page_block_template', $name, array( 'align' => 'wide"><b data-hostile>' ) );
			$this->assertInert( $html, $name );
			$this->assertStringContainsString( '<noscript><p class="woocommerce-info">&quot;&gt;&lt;b data-hostile&gt;x&lt;/b&gt;</p></noscript>', $html );
			$this->assertStringStartsWith( '<div class="wp-block-tourfront-' . $name . ' is-loading', $html, 'An unknown alignment is dropped.' );
		}
	}

	public function test_the_page_blocks_print_the_markup_the_recorded_pages_hold() {
		WC()->cart->items = array();
		$this->assertSame(
			'<div class="wp-block-tourfront-cart is-loading alignwide" data-block-name="tourfront/cart"><div class="tourfront-skeleton tourfront-skeleton--cart" aria-hidden="true"><div class="tourfront-skeleton__items"><span class="tourfront-skeleton__line"></span><span class="tourfront-skeleton__line"></span><span class="tourfront-skeleton__line"></span></div><div class="tourfront-skeleton__sidebar"><span class="tourfront-skeleton__line"></span><span class="tourfront-skeleton__button"></span></div></div><noscript><p class="woocommerce-info">Your cart needs JavaScript. Please enable it in your browser to see and change your cart.</p></noscript><span class="screen-reader-text">Loading your cart…</span></div>',
			tourfront_capture( 'tourfront_page_block_template', 'cart', array( 'align' => 'wide' ) )
		);
	}

	public function test_the_quick_view_escapes_a_hostile_name_and_link() {
		$id = $this->product( array( 'title' => self::HOSTILE . '<script>alert(1)</script>' ) );
		add_filter(
			'post_type_link',
			static function () {
				return 'javascript:alert(1)';
			}
		);
		$html = tourfront_capture( 'tourfront_quickview_template', wc_get_product( $id ) );
		$this->assertInert( $html, 'quick view' );
		$this->assertStringContainsString( '<h2 class="product_title entry-title"><a href="">&#8220;&gt;xalert(1)</a></h2>', $html, 'The name loses its tags, the link its javascript: address.' );
	}

	public function test_the_quick_view_error_escapes_its_message() {
		add_filter( 'gettext', array( $this, 'hostile_translation' ), 10, 3 );
		$this->assertInert( tourfront_capture( 'tourfront_quickview_error_template' ), 'quick view error' );
	}

	public function test_vietqr_escapes_the_bank_account_and_the_transfer_content() {
		WC()->countries->base_country = 'VN';
		update_option(
			'woocommerce_bacs_accounts',
			array(
				array(
					'account_name'   => self::HOSTILE,
					'account_number' => '0123"><script>alert(1)</script>',
					'bank_name'      => 'Vietcombank <img src=x onerror=alert(1)>',
					'sort_code'      => '970436',
				),
			)
		);
		add_filter(
			'tourfront_vietqr_transfer_content',
			static function () {
				return Tourfront_Templates_Test::HOSTILE;
			}
		);
		$html = tourfront_capture(
			'tourfront_vietqr_template',
			new WC_Order(
				array(
					'id'    => 301,
					'total' => '2490000',
				)
			)
		);
		$this->assertInert( $html, 'VietQR' );
		$this->assertStringContainsString( 'data-tourfront-copy="&quot;&gt;&lt;b data-hostile&gt;x&lt;/b&gt;"', $html );
		$this->assertStringContainsString( '<span class="tourfront-vietqr__value">Vietcombank &lt;img src=x onerror=alert(1)&gt;</span>', $html, 'The bank name is text.' );
		$this->assertStringContainsString( '&quot;content&quot;:&quot;\&quot;&gt;&lt;b data-hostile&gt;x&lt;\/b&gt;&quot;', $html, 'The QR data is JSON in an attribute.' );
	}

	public function test_chat_escapes_its_texts() {
		add_filter( 'gettext', array( $this, 'hostile_translation' ), 10, 3 );
		foreach ( array( 'zalo', 'messenger' ) as $provider ) {
			$this->assertInert(
				tourfront_capture(
					'tourfront_chat_template',
					array(
						'provider' => $provider,
						'id'       => self::HOSTILE,
					)
				),
				$provider
			);
		}
	}

	public function test_the_toc_escapes_heading_texts() {
		list( , $headings ) = tourfront_toc_headings( '<h2 id="plan">"&gt;&lt;b data-hostile&gt;</h2><h3>A <b data-hostile>b</b></h3>' );
		$html               = tourfront_capture( 'tourfront_toc_template', $headings );
		$this->assertInert( $html, 'TOC' );
		$this->assertStringContainsString( '<li class="tourfront-toc__item tourfront-toc__item--h2"><a href="#plan">&quot;&gt;&lt;b data-hostile&gt;</a><ol class="tourfront-toc__sublist"><li class="tourfront-toc__item tourfront-toc__item--h3"><a href="#a-b">A b</a></li></ol></li>', $html );
	}

	public function test_the_store_notice_keeps_the_owners_markup_but_no_script_or_javascript_link() {
		$html = tourfront_capture( 'tourfront_store_notice_template', 'Giảm <strong>10%</strong> <a href="javascript:alert(1)" onclick="x()">xem</a><script>alert(1)</script>', self::HOSTILE );
		$this->assertInert( $html, 'store notice' );
		$this->assertStringContainsString( 'data-notice-id="&quot;&gt;&lt;b data-hostile&gt;x&lt;/b&gt;">Giảm <strong>10%</strong> <a href="alert(1)">xem</a>alert(1) <a role="button"', $html );
	}

	public function test_trust_elements_escape_the_policy_page_and_drop_a_javascript_badge_link() {
		$policy = $this->page( self::HOSTILE );
		set_theme_mod( 'tourfront_cancellation_policy_page', $policy );
		set_theme_mod( 'tourfront_business_registration', self::HOSTILE );
		set_theme_mod( 'tourfront_hotline', '1900 "><script>' );
		set_theme_mod( 'tourfront_moit_notification_url', 'javascript://online.gov.vn/%0Aalert(1)' );
		$footer = tourfront_capture( 'tourfront_footer_trust_template' );
		$this->assertInert( $footer, 'footer' );
		$this->assertStringContainsString( '<p class="tourfront-trust__policy"><a href="' . esc_url( get_permalink( $policy ) ) . '">&#8220;&gt;&lt;b&gt;x&lt;/b&gt;</a></p>', $footer );
		$this->assertStringNotContainsString( 'tourfront-trust__moit', $footer, 'A javascript: address is no badge link.' );
		$this->assertInert( tourfront_capture( 'tourfront_header_contact_template' ), 'header' );

		add_filter(
			'page_link',
			static function () {
				return 'javascript:alert(1)';
			}
		);
		add_filter( 'gettext', array( $this, 'hostile_translation' ), 10, 3 );
		$this->assertInert( tourfront_capture( 'tourfront_cancellation_policy_template', 'x"><b data-hostile>' ), 'policy link' );
		$this->assertInert( tourfront_capture( 'tourfront_header_contact_template' ), 'header, hostile translations' );
	}

	public function test_the_copyright_badge_escapes_a_javascript_link() {
		add_filter( 'gettext', array( $this, 'hostile_translation' ), 10, 3 );
		$html = tourfront_capture( 'tourfront_copyright_badge_template', 'javascript:alert(1)' );
		$this->assertInert( $html, 'badge' );
		$this->assertStringStartsWith( '<div class="tourfront-copyright-badge-wrap"><a href=""', $html );
	}

	public function test_the_filter_fields_escape_names_labels_options_and_the_request() {
		add_filter( 'gettext', array( $this, 'hostile_translation' ), 10, 3 );
		$select = tourfront_capture( 'tourfront_filter_select_template', self::HOSTILE, self::HOSTILE, self::HOSTILE, array( self::HOSTILE => self::HOSTILE ), self::HOSTILE );
		$this->assertInert( $select, 'select' );
		$this->assertStringContainsString( '<option value="&quot;&gt;&lt;b data-hostile&gt;x&lt;/b&gt;" selected=\'selected\'>&quot;&gt;&lt;b data-hostile&gt;x&lt;/b&gt;</option>', $select );
		$price = tourfront_capture( 'tourfront_filter_price_template', 'min_price', self::HOSTILE, '"><script>' );
		$this->assertInert( $price, 'price' );
		$this->assertStringContainsString( 'value="" /></p>', $price );
	}

	public function test_edit_links_drop_a_javascript_address() {
		wp_set_current_user( 1 );
		add_filter(
			'get_edit_post_link',
			static function () {
				return 'javascript:alert(1)';
			}
		);
		add_filter( 'gettext', array( $this, 'hostile_translation' ), 10, 3 );
		$ref  = (int) wp_insert_post(
			array(
				'post_type'   => 'wp_block',
				'post_title'  => 'Khối',
				'post_status' => 'publish',
			)
		);
		$html = tourfront_capture( 'tourfront_edit_links_template', $ref );
		$this->assertInert( $html, 'edit links' );
		$this->assertStringContainsString( '<a class="tourfront-edit-link post-edit-link" href="">', $html );
	}

	public function test_the_password_hint_and_the_traveller_fields_escape_what_they_print() {
		set_theme_mod( 'tourfront_password_hint_text', self::HOSTILE );
		$this->assertSame( '<p class="tourfront-password-hint description">&quot;&gt;&lt;b data-hostile&gt;x&lt;/b&gt;</p>', tourfront_capture( 'tourfront_password_hint' ) );

		$tour                      = $this->product(
			array(
				'title' => 'Tour Hạ Long',
				'type'  => 'variable',
			)
		);
		$GLOBALS['product']        = new class( get_post( $tour ) ) extends WC_Product {
			/**
			 * A tour's attributes: its departures.
			 *
			 * @param bool $with_prefix Unused.
			 * @return array
			 */
			public function get_variation_attributes( $with_prefix = true ) {
				return array( 'pa_ngay-khoi-hanh' => array( '2099-12-05' ) );
			}
		};
		$_POST['tourfront_adults'] = '"><script>';
		add_filter( 'gettext', array( $this, 'hostile_translation' ), 10, 3 );
		$html = tourfront_capture( 'tourfront_travellers_fields' );
		$this->assertInert( $html, 'travellers' );
		$this->assertStringContainsString( '<label for="tourfront_adults-' . $tour . '">&quot;&gt;&lt;b data-hostile&gt;x&lt;/b&gt;</label> <input type="number" id="tourfront_adults-' . $tour . '" class="input-text" name="tourfront_adults" value="1" min="1"', $html );
		unset( $GLOBALS['product'] );
	}
}
