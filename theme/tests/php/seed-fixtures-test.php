<?php
/**
 * wp-env/fixtures.json, the seed's input: every reference the seed resolves exists, so the seed never
 * meets a dangling category, image, product or attribute.
 *
 * @package tourfront
 */

/** Seed input tests. */
class Tourfront_Seed_Fixtures_Test extends Tourfront_Test_Case {
	/** @return array */
	private function data() {
		$data = json_decode( (string) file_get_contents( dirname( __DIR__, 3 ) . '/wp-env/fixtures.json' ), true ); // phpcs:ignore
		$this->assertIsArray( $data );
		return $data;
	}

	public function test_the_shop_page_is_named_as_the_menu_names_it() {
		$site  = $this->data()['site'];
		$label = '';
		foreach ( $site['menu']['items'] as $item ) {
			if ( 'shop' === $item['link'] ) {
				$label = $item['label'];
			}
		}
		$this->assertSame( 'Tour du lịch', $label );
		// The seed titles WooCommerce's shop page with it: the shop's heading and breadcrumb say "Tour du lịch".
		$this->assertSame( $label, $site['shopPage']['title'] );
		$this->assertStringContainsString( "'shop' => \$tourfront_data['site']['shopPage']['title']", (string) file_get_contents( dirname( __DIR__, 3 ) . '/wp-env/seed.php' ) ); // phpcs:ignore
	}

	public function test_references_resolve() {
		$data       = $this->data();
		$categories = wp_list_pluck( $data['categories'], 'id' );
		$images     = wp_list_pluck( $data['images'], 'id' );
		$tours      = wp_list_pluck( $data['tours'], 'id' );
		$this->assertGreaterThanOrEqual( 24, count( $tours ) );
		$skus = array();
		foreach ( $data['tours'] as $tour ) {
			$this->assertContains( $tour['categoryId'], $categories, $tour['sku'] );
			$this->assertContains( $tour['imageId'], $images, $tour['sku'] );
			foreach ( array_merge( isset( $tour['galleryImageIds'] ) ? $tour['galleryImageIds'] : array() ) as $image ) {
				$this->assertContains( $image, $images, $tour['sku'] );
			}
			foreach ( array_merge( isset( $tour['crossSells'] ) ? $tour['crossSells'] : array(), isset( $tour['upsells'] ) ? $tour['upsells'] : array() ) as $linked ) {
				$this->assertContains( $linked, $tours, $tour['sku'] );
			}
			$skus[] = $tour['sku'];
			$keys   = array();
			foreach ( isset( $tour['attributes'] ) ? $tour['attributes'] : array() as $attribute ) {
				$key          = $attribute['taxonomy'] ? $attribute['taxonomy'] : sanitize_title( $attribute['name'] );
				$keys[ $key ] = $attribute['taxonomy'] ? wp_list_pluck( $attribute['terms'], 'slug' ) : wp_list_pluck( $attribute['terms'], 'name' );
				if ( $attribute['taxonomy'] ) {
					$this->assertStringStartsWith( 'pa_', $attribute['taxonomy'] );
				}
			}
			foreach ( isset( $tour['variations'] ) ? $tour['variations'] : array() as $variation ) {
				$skus[] = $variation['sku'];
				foreach ( $variation['attributes'] as $key => $value ) {
					$this->assertArrayHasKey( $key, $keys, $variation['sku'] );
					$this->assertContains( $value, $keys[ $key ], $variation['sku'] );
				}
				if ( isset( $variation['imageId'] ) ) {
					$this->assertContains( $variation['imageId'], $images, $variation['sku'] );
				}
			}
		}
		$this->assertSame( count( $skus ), count( array_unique( $skus ) ), 'SKUs are unique: the seed finds products by SKU.' );
		foreach ( $data['articles'] as $article ) {
			$this->assertContains( $article['imageId'], $images, $article['slug'] );
		}
		$this->assertSame( array( 'giam10', 'giam200k', 'hethan', 'freeship', 'hethanluot' ), wp_list_pluck( $data['settings']['coupons'], 'code' ) );
	}

	public function test_seed_refuses_to_run_outside_wordpress_with_woocommerce() {
		$php    = defined( 'PHP_BINARY' ) ? PHP_BINARY : 'php';
		$output = array();
		exec( escapeshellarg( $php ) . ' ' . escapeshellarg( dirname( __DIR__, 3 ) . '/wp-env/seed.php' ) . ' 2>&1', $output, $status ); // phpcs:ignore
		$this->assertSame( 1, $status );
		$this->assertStringContainsString( 'wp eval-file', implode( "\n", $output ) );
	}
}
