/**
 * The recorded page types (mocks' real-pages naming) and where each is on a store.
 */

/** Internal dependencies */
import type { StoreMap } from '../real/discover';

/** Page types recorded with a product in the cart. */
export const WITH_CART_TYPES: ReadonlySet< string > = new Set( [ 'cart', 'checkout' ] );

/** The URL of each recorded page type that needs no login or order, found on a store. */
export function recordedTypeUrls( map: StoreMap ): Record< string, string | undefined > {
	return {
		home: map.pages.home,
		shop: map.pages.shop,
		category: map.pages.category,
		'product-simple': map.pages.product,
		'product-variable': map.pages[ 'product-variable' ],
		cart: map.pages.cart,
		checkout: map.pages.checkout,
		'account-login': map.pages.account,
		article: map.pages.article,
		search: map.pages.search,
		404: `${ map.origin }/tourfront-bench-not-found/`,
	};
}
