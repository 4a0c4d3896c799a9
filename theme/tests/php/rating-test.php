<?php
/**
 * Star ratings (theme/inc/rating.php): the average in the shop's decimal separator.
 *
 * @package tourfront
 */

/** Rating tests. */
class Tourfront_Rating_Test extends Tourfront_Test_Case {
	/** WooCommerce's wc_get_rating_html() markup of 4.50 from 2 reviews. */
	const WOO = '<div class="star-rating" role="img" aria-label="Rated 4.50 out of 5"><span style="width:90%">Rated <strong class="rating">4.50</strong> out of 5 based on <span class="rating">2</span> customer ratings</span></div>';

	public function test_the_average_is_written_with_the_shops_decimal_separator() {
		update_option( 'woocommerce_price_decimal_sep', ',' );
		$this->assertSame(
			'<div class="star-rating" role="img" aria-label="Rated 4,50 out of 5"><span style="width:90%">Rated <strong class="rating">4,50</strong> out of 5 based on <span class="rating">2</span> customer ratings</span></div>',
			apply_filters( 'woocommerce_product_get_rating_html', self::WOO, '4.50', 2 )
		);
	}

	public function test_a_point_separator_and_a_whole_rating_stay_as_woocommerce_prints_them() {
		update_option( 'woocommerce_price_decimal_sep', '.' );
		$this->assertSame( self::WOO, apply_filters( 'woocommerce_product_get_rating_html', self::WOO, '4.50', 2 ) );
		update_option( 'woocommerce_price_decimal_sep', ',' );
		$five = '<div class="star-rating" role="img" aria-label="Rated 5 out of 5"><span style="width:100%">Rated <strong class="rating">5</strong> out of 5</span></div>';
		$this->assertSame( $five, apply_filters( 'woocommerce_product_get_rating_html', $five, 5, 0 ) );
	}
}
