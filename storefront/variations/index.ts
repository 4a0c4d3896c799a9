/**
 * Variable product forms (loaded with the product page chunk; the quick view runs them directly).
 */

/** Internal dependencies */
import { lazyInit } from '../../common/lazy-load/lazy';

/** Enhances the variation forms in `root`. */
export const init = lazyInit( 'form.variations_form', () =>
	import( '../product-page' ).then( ( m ) => ( {
		enhance: m.enhanceVariations,
	} ) )
);
