/**
 * WooCommerce's star rating markup (div.woocommerce-product-rating > div.star-rating).
 */

/** WordPress dependencies */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * The rating block, or "" when the product has no reviews (WooCommerce prints nothing then). The average
 * is written with the shop's decimal separator ("4,50"), as the theme's woocommerce_product_get_rating_html
 * prints it.
 */
export function renderRating(
	average: number,
	count: number,
	decimalSeparator = '.'
): string {
	if ( count <= 0 ) {
		return '';
	}
	const rating = average.toFixed( 2 ).replace( '.', decimalSeparator );
	/* translators: %s: average rating */
	const label = sprintf( __( 'Rated %s out of 5', 'tourfront' ), rating );
	/* translators: 1: average rating, 2: number of ratings */
	const text = sprintf(
		_n(
			'Rated %1$s out of 5 based on %2$s customer rating',
			'Rated %1$s out of 5 based on %2$s customer ratings',
			count,
			'tourfront'
		),
		`<strong class="rating">${ rating }</strong>`,
		`<span class="rating">${ count }</span>`
	);
	return `<div class="woocommerce-product-rating"><div class="star-rating" role="img" aria-label="${ label }"><span style="width:${ ( average / 5 ) * 100 }%">${ text }</span></div></div>`;
}
