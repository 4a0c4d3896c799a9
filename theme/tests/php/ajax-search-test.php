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
		);
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

	public function test_draft_private_hidden_and_password_products_never_appear() {
		$ids = wp_list_pluck( $this->search( array( 'query' => 'tour' ) ), 'id' );
		$this->assertEqualsCanonicalizing( array( $this->ids['halong'], $this->ids['danang'] ), $ids );
	}

	public function test_fewer_than_three_characters_after_trimming_answer_nothing() {
		$this->assertSame( array(), $this->search( array( 'query' => 'ha' ) ) );
		$this->assertSame( array(), $this->search( array( 'query' => '   ha   ' ) ) );
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

	public function test_names_containing_the_query_come_first_then_newest() {
		$old_title = $this->product( array( 'title' => 'Hạ Long city tour' ) );
		wp_update_post( array( 'ID' => $old_title, 'post_date' => '2020-01-01 00:00:00', 'post_date_gmt' => '2020-01-01 00:00:00' ) );
		$described = $this->product( array( 'title' => 'Combo miền Bắc', 'excerpt' => 'Gồm một đêm ở Hạ Long.' ) );
		wp_update_post( array( 'ID' => $described, 'post_date' => '2025-01-01 00:00:00', 'post_date_gmt' => '2025-01-01 00:00:00' ) );
		$ids = wp_list_pluck( $this->search( array( 'query' => 'ha long' ) ), 'id' );
		$this->assertSame( array( $this->ids['halong'], $old_title, $described ), $ids );
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
		$key        = 'q:' . md5( 'ha long|' ) . ':' . $generation;
		$this->assertIsArray( wp_cache_get( $key, 'tourfront_search' ) );
		$this->assertFalse( wp_cache_get( 'q:' . md5( 'ha long|tour-mien-bac' ) . ':' . $generation, 'tourfront_search' ) );

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

	public function test_search_changes_nothing() {
		global $wpdb;
		$before = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts}" ) . '/' . (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->options}" );
		$this->search( array( 'query' => 'ha long' ) );
		$this->search( array( 'query' => 'paris' ) );
		$after = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts}" ) . '/' . (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->options}" );
		$this->assertSame( $before, $after );
	}
}
