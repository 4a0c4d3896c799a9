/**
 * Cart resolvers: the first `getCartData` reads the cart through api-fetch, where the page's
 * preloading middleware answers it (no request when the page preloaded `/wc/store/v1/cart`).
 * The first resolution also starts listening to the storefront's cart changes.
 */

/** Internal dependencies */
import { listenToStorefrontCartChanges } from './cart-event';
import type { CartRuntime } from './runtime';
import type { CartThunkArgs } from './thunks/types';

/** Creates the resolvers over `runtime`. */
export function createCartResolvers( runtime: CartRuntime ) {
	const getCartData =
		() =>
		async ( { select, dispatch }: CartThunkArgs ) => {
			runtime.stopListening ??= listenToStorefrontCartChanges( () => {
				dispatch.setIsCartDataStale( true );
				void dispatch.refreshCart();
			} );
			if ( ! select.hasCartData() ) {
				// No cart preloaded: read it the way any refetch does (no change notices, no announcement),
				// or take the read the mini-cart started on the shopper's intent.
				await dispatch.refreshCart( true );
			}
		};
	return { getCartData };
}
