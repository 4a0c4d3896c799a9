/**
 * Product reviews (loaded with the product page chunk when the page has reviews or a review form).
 */

/** Internal dependencies */
import { lazyInit } from '../../common/lazy-load/lazy';
import './style.css';

/** Enhances the reviews in `root`. */
export const init = lazyInit(
	'#reviews, #review_form, form#commentform select#rating',
	() =>
		import( '../product-page' ).then( ( m ) => ( {
			enhance: m.enhanceReviews,
		} ) )
);
