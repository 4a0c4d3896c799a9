/**
 * Variable product forms (loaded with the product page chunk; the quick view runs them directly).
 */

/** Internal dependencies */
import { lazyInit } from '../site-kit/lazy';

/** Enhances the variation forms in `root`. */
export const init = lazyInit( 'form.variations_form', () =>
	import( '../shop-kit/product-page' ).then( ( m ) => ( {
		enhance: m.enhanceVariations,
	} ) )
);
