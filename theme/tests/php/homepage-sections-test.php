<?php
/**
 * Storefront's homepage sections show each product once (inc/homepage-sections.php). Each section is run
 * as WooCommerce's `[products]` shortcode runs its query: the query filter, a real WP_Query for ids, the
 * results filter — hooked into the `homepage` action at Storefront's priorities.
 *
 * @package tourfront
 */

/** Homepage sections tests. */
class Tourfront_Homepage_Sections_Test extends Tourfront_Test_Case {
	/** @var int[] Product ids, oldest first. */
	private $ids = array();

	/** @var array<string, int[]> What each section printed. */
	private $printed = array();

	/** @var array<int, callable> The sections hooked, by priority. */
	private $hooked = array();

	protected function setUp(): void {
		parent::setUp();
		$this->ids     = array();
		$this->printed = array();
		$this->hooked  = array();
		for ( $i = 1; $i <= 8; $i++ ) {
			$this->ids[] = $this->product( array( 'title' => 'Tour ' . $i ) );
		}
	}

	protected function tearDown(): void {
		foreach ( $this->hooked as $priority => $callback ) {
			remove_action( 'homepage', $callback, $priority );
		}
		parent::tearDown();
	}

	/**
	 * The ids one `[products]` shortcode prints, newest first, as WC_Shortcode_Products gets them.
	 *
	 * @param string $type  Shortcode type ('products', 'sale_products').
	 * @param array  $extra Type-specific query arguments.
	 * @return int[]
	 */
	private function shortcode_ids( $type, $extra = array() ) {
		$args           = array_merge(
			array(
				'post_type'      => 'product',
				'post_status'    => 'publish',
				'posts_per_page' => 2,
				'orderby'        => 'ID',
				'order'          => 'DESC',
			),
			$extra
		);
		$args           = apply_filters( 'woocommerce_shortcode_products_query', $args, array(), $type );
		$args['fields'] = 'ids';
		$query          = new WP_Query( $args );
		$results        = (object) array( 'ids' => wp_parse_id_list( $query->posts ) );
		return apply_filters( 'woocommerce_shortcode_products_query_results', $results, null )->ids;
	}

	/** Hooks three sections into `homepage` at Storefront's priorities: newest, newest again, on sale. */
	private function hook_sections( $on_sale ) {
		$this->hooked = array(
			30 => function () {
				$this->printed['recent'] = $this->shortcode_ids( 'products' );
			},
			40 => function () {
				$this->printed['featured'] = $this->shortcode_ids( 'products' );
			},
			60 => function () use ( $on_sale ) {
				// WooCommerce lists the on-sale ids in post__in, after a 0.
				$this->printed['on_sale'] = $this->shortcode_ids( 'sale_products', array( 'post__in' => array_merge( array( 0 ), $on_sale ) ) );
			},
		);
		foreach ( $this->hooked as $priority => $callback ) {
			add_action( 'homepage', $callback, $priority );
		}
	}

	public function test_a_later_section_leaves_out_what_an_earlier_one_printed() {
		list( $p1, $p2, $p3, $p4, $p5, $p6, $p7, $p8 ) = $this->ids;
		$this->hook_sections( array( $p8, $p6, $p2 ) );
		do_action( 'homepage' );
		$this->assertSame( array( $p8, $p7 ), $this->printed['recent'] );
		$this->assertSame( array( $p6, $p5 ), $this->printed['featured'] );
		// post__in wins over post__not_in in WP_Query: the shown ids leave post__in itself.
		$this->assertSame( array( $p2 ), $this->printed['on_sale'] );
	}

	public function test_a_section_whose_products_were_all_shown_finds_none() {
		list( , , , , $p5, $p6, $p7, $p8 ) = $this->ids;
		$this->hook_sections( array( $p8, $p7, $p6, $p5 ) );
		do_action( 'homepage' );
		$this->assertSame( array(), $this->printed['on_sale'] );
	}

	public function test_shortcodes_outside_the_homepage_query_as_usual() {
		list( , , , , , , $p7, $p8 ) = $this->ids;
		$this->assertSame( array( $p8, $p7 ), $this->shortcode_ids( 'products' ) );
		$this->assertSame( array( $p8, $p7 ), $this->shortcode_ids( 'products' ) );
		$this->hook_sections( array() );
		do_action( 'homepage' );
		// After the homepage action (a footer widget, the next page) nothing is left out any more.
		$this->assertSame( array( $p8, $p7 ), $this->shortcode_ids( 'products' ) );
		$this->assertNull( tourfront_homepage_shown_products() );
	}

	public function test_the_categories_section_lists_the_tour_categories_without_the_accessories() {
		register_taxonomy( 'pa_ngay-khoi-hanh', 'product' );
		$tour = function ( $category ) {
			$id = $this->product( array( 'title' => 'Tour', 'category' => $category ) );
			wp_set_object_terms( $id, array( '2099-12-05' ), 'pa_ngay-khoi-hanh' );
			return $id;
		};
		$this->product( array( 'title' => 'Sách hướng dẫn', 'category' => 'phu-kien-du-lich' ) );
		$tour( 'tour-mien-bac' );
		$tour( 'tour-mien-nam' );
		$tour( 'tour-mien-trung' );
		$tour( 'tour-nuoc-ngoai' );
		$storefront = array( 'number' => 3, 'columns' => 3, 'orderby' => 'menu_order', 'parent' => '0' );
		$args       = apply_filters( 'storefront_product_categories_shortcode_args', $storefront );
		$slugs      = array_map(
			static function ( $id ) {
				return get_term( (int) $id, 'product_cat' )->slug;
			},
			explode( ',', $args['ids'] )
		);
		sort( $slugs );
		$this->assertSame( array( 'tour-mien-bac', 'tour-mien-nam', 'tour-mien-trung', 'tour-nuoc-ngoai' ), $slugs );
		$this->assertSame( 4, $args['number'], 'Every tour category, in one row.' );
		$this->assertSame( 4, $args['columns'] );
		$this->assertSame( 'menu_order', $args['orderby'] );
	}
}
