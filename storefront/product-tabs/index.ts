/**
 * WooCommerce's product tabs (loaded with the product page chunk).
 */

/** Internal dependencies */
import { lazyInit } from '../../common/lazy-load/lazy';

/** Enhances the product tabs in `root`. */
export const init = lazyInit( '.wc-tabs-wrapper, .woocommerce-tabs', () =>
	import( '../product-page' ).then( ( m ) => ( {
		enhance: m.enhanceTabs,
	} ) )
);
