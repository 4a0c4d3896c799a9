<?php
/**
 * Live search: `tourfront_ajax_search_products` through the real AJAX hooks.
 *
 * @package tourfront
 */

/** Search tests. */
class Tourfront_Ajax_Search_Test extends Tourfront_Test_Case {
	/** @var array<string, int> */
	private $ids = array();

	/** A small catalogue with hidden, draft and private products. */
	protected function setUp(): void {
		parent::setUp();
		$this->ids = array(
			'halong'   => $this->product(
				array(
					'title'    => 'Tour Hạ Long 2 ngày 1 đêm trên du thuyền',
					'sku'      => 'HL-2N1D',
					'price'    => 2490000,
					'category' => 'tour-mien-bac',
				)
			),
			'danang'   => $this->product(
				array(
					'title'    => 'Tour Đà Nẵng – Hội An – Bà Nà 4 ngày 3 đêm',
					'sku'      => 'DN-4N3D',
					'category' => 'tour-mien-trung',
				)
			),
			'draft'    => $this->product(
				array(
					'title'  => 'Tour Hạ Long bản nháp',
					'status' => 'draft',
				)
			),
			'private'  => $this->product(
				array(
					'title'  => 'Tour Hạ Long riêng tư',
					'status' => 'private',
				)
			),
			'hidden'   => $this->product(
				array(
					'title'      => 'Tour Hạ Long ẩn',
					'visibility' => array( 'exclude-from-search', 'exclude-from-catalog' ),
				)
			),
			'password' => $this->product(
				array(
					'title'    => 'Tour Hạ Long có mật khẩu',
					'password' => 'secret',
				)
			),
			'shop'     => $this->product(
				array(
					'title'      => 'Tour Hạ Long chỉ trong cửa hàng',
					'visibility' => array( 'exclude-from-search' ),
				)
			),
		);
	}

	/**
	 * Runs the client index action and decodes the JSON.
	 *
	 * @param bool $logged_in Logged-in visitor.
	 * @return array
	 */
	private function catalogue( $logged_in = false ) {
		$result = $this->ajax( 'tourfront_search_catalogue', $logged_in );
		$json   = json_decode( $result['output'], true );
		$this->assertIsArray( $json, 'The answer is JSON: ' . substr( $result['output'], 0, 200 ) );
		return $json;
	}

	/**
	 * Runs the action with GET parameters and decodes the JSON.
	 *
	 * @param array $get       Query parameters.
	 * @param bool  $logged_in Logged-in visitor.
	 * @return array
	 */
	private function search( $get, $logged_in = false ) {
		$_GET     = $get;
		$_REQUEST = $get;
		$result   = $this->ajax( 'tourfront_ajax_search_products', $logged_in );
		$json     = json_decode( $result['output'], true );
		$this->assertIsArray( $json, 'The answer is JSON: ' . substr( $result['output'], 0, 200 ) );
		$this->assertArrayHasKey( 'suggestions', $json );
		return $json['suggestions'];
	}

	/** @return array The "no results" entry. */
	private function no_results() {
		return array(
			array(
				'id'    => -1,
				'value' => 'No products found.',
				'url'   => '#',
				'img'   => '',
				'price' => '',
				'data'  => null,
			),
		);
	}

	public function test_query_without_diacritics_finds_vietnamese_name() {
		$suggestions = $this->search( array( 'query' => 'ha long' ) );
		$this->assertSame( array( $this->ids['halong'] ), wp_list_pluck( $suggestions, 'id' ) );
		$first = $suggestions[0];
		$this->assertSame( 'Tour Hạ Long 2 ngày 1 đêm trên du thuyền', $first['value'] );
		$this->assertSame( get_permalink( $this->ids['halong'] ), $first['url'] );
		$this->assertStringContainsString( 'woocommerce-Price-amount', $first['price'] );
		$this->assertStringContainsString( '2.490.000', $first['price'] );
		$this->assertSame( 'HL-2N1D', $first['data']['sku'] );
		$this->assertSame( 'Tour Mien Bac', $first['data']['category'] );
		$this->assertSame( wc_placeholder_img_src(), $first['img'] );
	}

	public function test_d_with_stroke_and_upper_case_match() {
		$this->assertSame( array( $this->ids['danang'] ), wp_list_pluck( $this->search( array( 'query' => 'da nang' ) ), 'id' ) );
		$this->assertSame( array( $this->ids['danang'] ), wp_list_pluck( $this->search( array( 'query' => 'ĐÀ NẴNG' ) ), 'id' ) );
		$this->assertSame( array( $this->ids['halong'] ), wp_list_pluck( $this->search( array( 'query' => 'HẠ LONG' ) ), 'id' ) );
		$this->assertSame( array( $this->ids['danang'] ), wp_list_pluck( $this->search( array( 'query' => 'hoi an ba na' ) ), 'id' ) );
	}

	public function test_sku_matches() {
		$this->assertSame( array( $this->ids['halong'] ), wp_list_pluck( $this->search( array( 'query' => 'hl-2n1d' ) ), 'id' ) );
	}

	public function test_logged_in_visitors_get_the_same_answer() {
		$this->assertSame( $this->search( array( 'query' => 'ha long' ) ), $this->search( array( 'query' => 'ha long' ), true ) );
	}

	public function test_draft_private_hidden_shop_only_and_password_products_never_appear() {
		$ids = wp_list_pluck( $this->search( array( 'query' => 'tour' ) ), 'id' );
		$this->assertEqualsCanonicalizing( array( $this->ids['halong'], $this->ids['danang'] ), $ids );
	}

	public function test_search_results_only_products_appear() {
		$search_only = $this->product(
			array(
				'title'      => 'Tour Hạ Long chỉ trong kết quả tìm kiếm',
				'visibility' => array( 'exclude-from-catalog' ),
			)
		);
		$this->assertContains( $search_only, wp_list_pluck( $this->search( array( 'query' => 'ha long' ) ), 'id' ) );
		$this->assertContains( $search_only, wp_list_pluck( $this->catalogue()['records'], 'id' ) );
	}

	public function test_the_client_index_holds_what_a_search_may_show_and_nothing_else() {
		$catalogue = $this->catalogue();
		$this->assertSame( tourfront_search_generation(), $catalogue['generation'] );
		$this->assertEqualsCanonicalizing( array( $this->ids['halong'], $this->ids['danang'] ), wp_list_pluck( $catalogue['records'], 'id' ) );
		$halong = wp_list_filter( $catalogue['records'], array( 'id' => $this->ids['halong'] ) );
		$this->assertSame(
			array( 'id', 'name', 'sku', 'url', 'img', 'price', 'categories', 'date', 'tour' ),
			array_keys( reset( $halong ) )
		);
		$halong = reset( $halong );
		$this->assertSame( 'Tour Hạ Long 2 ngày 1 đêm trên du thuyền', $halong['name'] );
		$this->assertSame( 'HL-2N1D', $halong['sku'] );
		$this->assertSame( array( 'tour-mien-bac' ), $halong['categories'] );
		$this->assertStringContainsString( '2.490.000', $halong['price'] );
		$this->assertSame( get_post( $this->ids['halong'] )->post_date_gmt, $halong['date'] );
		$this->assertFalse( $halong['tour'], 'No departure attribute: not a tour.' );
	}

	public function test_the_client_index_is_kept_per_generation_and_rebuilt_after_a_change() {
		$first = $this->catalogue();
		wp_cache_flush();
		$this->assertSame( $first, $this->catalogue(), 'Served from the transient.' );
		wp_update_post(
			array(
				'ID'         => $this->ids['danang'],
				'post_title' => 'Tour Đà Nẵng mới',
			)
		);
		$names = wp_list_pluck( $this->catalogue()['records'], 'name' );
		$this->assertContains( 'Tour Đà Nẵng mới', $names );
	}

	public function test_fewer_than_three_characters_after_trimming_answer_nothing() {
		$this->assertSame( array(), $this->search( array( 'query' => 'ha' ) ) );
		$this->assertSame( array(), $this->search( array( 'query' => 'ha ' ) ), '"ha " is "ha".' );
		$this->assertSame( array(), $this->search( array( 'query' => '   ha   ' ) ) );
		$this->assertSame( array(), $this->search( array( 'query' => "ha\u{00a0}" ) ), 'A no-break space is a space.' );
		$this->assertSame( array(), $this->search( array( 'query' => "ha\u{0323}" ) ), 'Hạ typed with a combining dot is two characters.' );
		$this->assertSame( array(), $this->search( array( 'query' => 'ha!' ) ) );
		$this->assertSame( array(), $this->search( array() ) );
		$this->assertSame( array(), $this->search( array( 'query' => '' ) ) );
	}

	public function test_no_match_answers_the_single_minus_one_entry() {
		$this->assertSame( $this->no_results(), $this->search( array( 'query' => 'paris' ) ) );
	}

	public function test_category_narrows_the_search() {
		$this->assertSame( array( $this->ids['danang'] ), wp_list_pluck( $this->search( array( 'query' => 'tour', 'product_cat' => 'tour-mien-trung' ) ), 'id' ) );
		$this->assertSame( $this->no_results(), $this->search( array( 'query' => 'ha long', 'product_cat' => 'tour-mien-trung' ) ) );
		$this->assertSame( $this->no_results(), $this->search( array( 'query' => 'tour', 'product_cat' => 'no-such-category' ) ) );
	}

	public function test_at_most_ten_suggestions() {
		for ( $i = 1; $i <= 12; $i++ ) {
			$this->product( array( 'title' => "Tour Sa Pa số $i" ) );
		}
		$this->assertCount( 10, $this->search( array( 'query' => 'sa pa' ) ) );
	}

	public function test_names_starting_with_the_query_come_first_then_phrases_then_descriptions() {
		$old_title = $this->product( array( 'title' => 'Hạ Long city tour' ) );
		wp_update_post( array( 'ID' => $old_title, 'post_date' => '2020-01-01 00:00:00', 'post_date_gmt' => '2020-01-01 00:00:00' ) );
		$described = $this->product( array( 'title' => 'Combo miền Bắc', 'excerpt' => 'Gồm một đêm ở Hạ Long.' ) );
		wp_update_post( array( 'ID' => $described, 'post_date' => '2025-01-01 00:00:00', 'post_date_gmt' => '2025-01-01 00:00:00' ) );
		$ids = wp_list_pluck( $this->search( array( 'query' => 'ha long' ) ), 'id' );
		$this->assertSame( array( $old_title, $this->ids['halong'], $described ), $ids );
	}

	/**
	 * Marks a product as a tour: its attributes hold the departure date, as the departures screen saves them.
	 *
	 * @param int $id Product.
	 * @return void
	 */
	private function make_tour( $id ) {
		update_post_meta(
			$id,
			'_product_attributes',
			array(
				'pa_ngay-khoi-hanh' => array(
					'name'         => 'pa_ngay-khoi-hanh',
					'value'        => '',
					'position'     => 0,
					'is_visible'   => 1,
					'is_variation' => 1,
					'is_taxonomy'  => 1,
				),
			)
		);
		tourfront_search_flush();
	}

	public function test_a_tour_whose_name_holds_every_word_comes_before_a_guidebook_and_description_matches() {
		$this->make_tour( $this->ids['halong'] );
		$guide  = $this->product( array( 'title' => 'Sách hướng dẫn du lịch Hạ Long (bản in)', 'sku' => 'SACH-HA-LONG' ) );
		$nam_du = $this->product( array( 'title' => 'Tour quần đảo Nam Du 3 ngày 2 đêm', 'excerpt' => 'Vịnh Hạ Long của phương Nam.' ) );
		$this->make_tour( $nam_du );
		$thanh_long = $this->product( array( 'title' => 'Tour Phan Thiết – vườn thanh long' ) );
		$this->make_tour( $thanh_long );
		// The tour is the oldest: newer products of other kinds still come after it.
		wp_update_post( array( 'ID' => $this->ids['halong'], 'post_date' => '2020-01-01 00:00:00', 'post_date_gmt' => '2020-01-01 00:00:00' ) );

		$this->assertSame( array( $this->ids['halong'], $guide, $nam_du ), wp_list_pluck( $this->search( array( 'query' => 'ha long' ) ), 'id' ), 'The newer guidebook after the tour, the description match last, "thanh" is not "ha".' );
		$this->assertSame( array( $this->ids['halong'], $guide, $nam_du ), wp_list_pluck( $this->search( array( 'query' => ' ha long ' ) ), 'id' ) );
		$tours = wp_list_pluck( $this->catalogue()['records'], 'tour', 'id' );
		$this->assertTrue( $tours[ $this->ids['halong'] ] );
		$this->assertFalse( $tours[ $guide ] );

		add_filter( 'tourfront_search_is_tour', '__return_true' );
		tourfront_search_flush();
		$this->assertSame( array( $guide, $this->ids['halong'], $nam_du ), wp_list_pluck( $this->search( array( 'query' => 'ha long' ) ), 'id' ), 'All tours: the newer first.' );
		remove_filter( 'tourfront_search_is_tour', '__return_true' );
	}

	public function test_a_theme_update_with_new_rules_serves_nothing_ranked_by_the_old_ones() {
		// A store's generation from before the rules' version was part of it, with an answer cached under it.
		update_option( 'tourfront_search_generation', 'oldgeneration', true );
		$context = tourfront_search_price_context();
		wp_cache_set( 'q:' . md5( 'ha long||' . $context ) . ':oldgeneration', array( 'suggestions' => array( array( 'id' => 999 ) ) ), 'tourfront_search' );
		set_transient(
			'tourfront_search_catalogue_' . $context,
			array(
				'generation' => 'oldgeneration',
				'records'    => array( array( 'id' => 999 ) ),
			)
		);
		$this->assertSame( array( $this->ids['halong'] ), wp_list_pluck( $this->search( array( 'query' => 'ha long' ) ), 'id' ) );
		$this->assertNotContains( 999, wp_list_pluck( $this->catalogue()['records'], 'id' ) );
		$this->assertStringEndsWith( '-v' . TOURFRONT_SEARCH_INDEX_VERSION, tourfront_search_generation() );
	}

	public function test_descriptions_match_up_to_their_cap() {
		$short = $this->product( array( 'title' => 'Tour khám phá', 'excerpt' => 'Lặn ngắm san hô ở Côn Đảo.' ) );
		$long  = (int) wp_insert_post(
			array(
				'post_type'    => 'product',
				'post_status'  => 'publish',
				'post_title'   => 'Tour dài ngày',
				'post_content' => str_repeat( 'ạ ', 2500 ) . 'Phú Quốc',
			)
		);
		$this->assertSame( array( $short ), wp_list_pluck( $this->search( array( 'query' => 'con dao' ) ), 'id' ) );
		$this->assertSame( $this->no_results(), $this->search( array( 'query' => 'phu quoc' ) ), 'Past the cap.' );
		$this->assertSame( array( $long ), wp_list_pluck( $this->search( array( 'query' => 'dai ngay' ) ), 'id' ), 'A cut inside a multibyte text keeps the index valid.' );
	}

	public function test_sql_in_the_query_is_only_text() {
		global $wpdb;
		$this->assertSame( $this->no_results(), $this->search( array( 'query' => "' OR 1=1 --" ) ) );
		$this->assertSame( $this->no_results(), $this->search( array( 'query' => "x'; DROP TABLE {$wpdb->posts}; --" ) ) );
		$this->assertSame( $this->no_results(), $this->search( array( 'query' => '" UNION SELECT user_pass FROM wp_users --' ) ) );
		$this->assertNotNull( get_post( $this->ids['halong'] ) );
		$this->assertSame( $wpdb->posts, $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->posts ) ) );
	}

	public function test_html_in_the_query_is_stripped_and_never_echoed() {
		$_GET   = array( 'query' => '<script>alert(1)</script>ha long' );
		$output = $this->ajax( 'tourfront_ajax_search_products' )['output'];
		$this->assertStringNotContainsString( '<script', $output );
		$this->assertStringNotContainsString( 'alert', $output );
		$this->assertSame( array( $this->ids['halong'] ), wp_list_pluck( json_decode( $output, true )['suggestions'], 'id' ) );
		$this->assertSame( array(), $this->search( array( 'query' => '<b></b>' ) ) );
	}

	public function test_product_names_with_markup_come_back_as_text() {
		$id          = $this->product( array( 'title' => 'Tour Huế <img src=x onerror=alert(1)> cổ kính' ) );
		$suggestions = $this->search( array( 'query' => 'hue co kinh' ) );
		$this->assertSame( array( $id ), wp_list_pluck( $suggestions, 'id' ) );
		$this->assertStringNotContainsString( '<img', $suggestions[0]['value'] );
	}

	public function test_huge_strings_are_cut_not_fatal() {
		$this->assertSame( $this->no_results(), $this->search( array( 'query' => str_repeat( 'a', 200000 ) ) ) );
		$suggestions = $this->search( array( 'query' => 'ha long ' . str_repeat( 'ă', 50000 ) ) );
		$this->assertSame( $this->no_results(), $suggestions );
	}

	public function test_arrays_instead_of_strings_are_ignored() {
		$this->assertSame( array(), $this->search( array( 'query' => array( 'ha long' ) ) ) );
		$this->assertSame( array(), $this->search( array( 'query' => array( 'a' => array( 'b' ) ) ) ) );
		$ids = wp_list_pluck( $this->search( array( 'query' => 'tour', 'product_cat' => array( 'tour-mien-trung' ) ) ), 'id' );
		$this->assertEqualsCanonicalizing( array( $this->ids['halong'], $this->ids['danang'] ), $ids );
	}

	public function test_results_are_cached_per_query_and_category_and_flushed_on_product_save() {
		$this->search( array( 'query' => 'ha long' ) );
		$generation = tourfront_search_generation();
		$context    = tourfront_search_price_context();
		$key        = 'q:' . md5( 'ha long||' . $context ) . ':' . $generation;
		$this->assertIsArray( wp_cache_get( $key, 'tourfront_search' ) );
		$this->assertFalse( wp_cache_get( 'q:' . md5( 'ha long|tour-mien-bac|' . $context ) . ':' . $generation, 'tourfront_search' ) );

		// A cached answer is served as is (proves the cache is read).
		wp_cache_set( $key, array( 'suggestions' => array( array( 'id' => 999 ) ) ), 'tourfront_search' );
		$this->assertSame( array( 999 ), wp_list_pluck( $this->search( array( 'query' => 'ha long' ) ), 'id' ) );

		// Renaming the product flushes: the new name is found, the cached answer is gone.
		wp_update_post(
			array(
				'ID'         => $this->ids['danang'],
				'post_title' => 'Tour Hạ Long bay mới',
			)
		);
		$this->assertNotSame( $generation, tourfront_search_generation() );
		$this->assertEqualsCanonicalizing( array( $this->ids['halong'], $this->ids['danang'] ), wp_list_pluck( $this->search( array( 'query' => 'ha long' ) ), 'id' ) );
	}

	public function test_search_changes_nothing_but_its_stored_index() {
		global $wpdb;
		$count  = static function () use ( $wpdb ) {
			return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts}" ) . '/' . (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name <> 'tourfront_search_index'" );
		};
		$before = $count();
		$this->search( array( 'query' => 'ha long' ) );
		$this->search( array( 'query' => 'paris' ) );
		$this->assertSame( $before, $count() );
	}

	public function test_the_index_is_built_once_per_catalogue_change_and_kept_in_an_option() {
		$this->search( array( 'query' => 'ha long' ) );
		$stored = get_option( 'tourfront_search_index' );
		$this->assertSame( tourfront_search_generation(), $stored['generation'] );
		$this->assertEqualsCanonicalizing( array( $this->ids['halong'], $this->ids['danang'] ), wp_list_pluck( $stored['entries'], 'id' ) );

		// A later request on a host without a persistent object cache: no product query, a few reads.
		wp_cache_flush();
		$product_queries = 0;
		$count           = static function ( $query ) use ( &$product_queries ) {
			if ( 'product' === $query->get( 'post_type' ) ) {
				++$product_queries;
			}
		};
		add_action( 'pre_get_posts', $count );
		global $wpdb;
		$queries = $wpdb->num_queries;
		$this->assertSame( array( $this->ids['halong'] ), wp_list_pluck( $this->search( array( 'query' => 'du thuyen' ) ), 'id' ) );
		remove_action( 'pre_get_posts', $count );
		$this->assertSame( 0, $product_queries );
		$this->assertLessThan( 25, $wpdb->num_queries - $queries, 'One option and one product, not the catalogue.' );

		// A change to a product makes it stale: the next search sees the new name.
		wp_update_post(
			array(
				'ID'         => $this->ids['danang'],
				'post_title' => 'Tour Đà Nẵng trên du thuyền',
			)
		);
		$this->assertNotSame( $stored['generation'], tourfront_search_generation() );
		$this->assertEqualsCanonicalizing( array( $this->ids['halong'], $this->ids['danang'] ), wp_list_pluck( $this->search( array( 'query' => 'du thuyen' ) ), 'id' ) );
	}

	public function test_a_stock_change_rebuilds_the_index_only_when_the_shop_hides_out_of_stock_products() {
		$generation = tourfront_search_generation();
		do_action( 'woocommerce_product_set_stock_status', $this->ids['halong'], 'outofstock', wc_get_product( $this->ids['halong'] ) );
		$this->assertSame( $generation, tourfront_search_generation(), 'An order selling the last place costs the next search nothing.' );
		update_option( 'woocommerce_hide_out_of_stock_items', 'yes' );
		$generation = tourfront_search_generation();
		do_action( 'woocommerce_product_set_stock_status', $this->ids['halong'], 'outofstock', wc_get_product( $this->ids['halong'] ) );
		$this->assertNotSame( $generation, tourfront_search_generation() );
	}

	public function test_cached_answers_are_kept_apart_by_locale_currency_tax_display_and_role() {
		$this->search( array( 'query' => 'ha long' ) );
		$anonymous = 'q:' . md5( 'ha long||' . tourfront_search_price_context() ) . ':' . tourfront_search_generation();
		// The first visitor's answer (another price, another language) must reach nobody else.
		wp_cache_set( $anonymous, array( 'suggestions' => array( array( 'id' => 999 ) ) ), 'tourfront_search' );
		$this->assertSame( array( 999 ), wp_list_pluck( $this->search( array( 'query' => 'ha long' ) ), 'id' ), 'Same context: cached.' );

		$others = array(
			'locale'   => static function () {
				add_filter(
					'pre_determine_locale',
					static function () {
						return 'en_US' === get_locale() ? 'vi' : 'en_US';
					}
				);
			},
			'currency' => static function () {
				update_option( 'woocommerce_currency', 'USD' );
			},
			'tax'      => static function () {
				update_option( 'woocommerce_tax_display_shop', 'incl' === get_option( 'woocommerce_tax_display_shop' ) ? 'excl' : 'incl' );
			},
			'role'     => function () {
				wp_set_current_user( self::factory_user( 'customer' ) );
			},
		);
		foreach ( $others as $name => $change ) {
			$change();
			$this->assertNotSame( array( 999 ), wp_list_pluck( $this->search( array( 'query' => 'ha long' ), 'role' === $name ), 'id' ), $name );
			remove_all_filters( 'pre_determine_locale' );
			delete_option( 'woocommerce_currency' );
			delete_option( 'woocommerce_tax_display_shop' );
			wp_set_current_user( 0 );
		}
	}

	/**
	 * A user with a role.
	 *
	 * @param string $role Role.
	 * @return int
	 */
	private static function factory_user( $role ) {
		if ( ! get_role( $role ) ) {
			add_role( $role, ucfirst( $role ), array( 'read' => true ) );
		}
		return (int) wp_insert_user(
			array(
				'user_login' => 'search-' . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
				'role'       => $role,
			)
		);
	}
}
