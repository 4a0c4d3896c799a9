/**
 * Storefront's sticky add-to-cart bar (loaded with the product page chunk).
 */

/** Internal dependencies */
import { lazyInit } from '../../common/lazy-load/lazy';

/** Binds the sticky bar in `root`. */
export const init = lazyInit( '.storefront-sticky-add-to-cart', () =>
	import( '../product-page' ).then( ( m ) => ( {
		enhance: m.enhanceSticky,
	} ) )
);
