/**
 * Cart resolvers: the first `getCartData` reads the cart through api-fetch, where the page's
 * preloading middleware answers it (no request when the page preloaded `/wc/store/v1/cart`).
 * The first resolution also starts listening to the storefront's cart changes.
 */

/** Internal dependencies */
import { getCart } from '../../api/requests';
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
			if ( select.hasCartData() ) {
				return;
			}
			try {
				const cart = await getCart();
				dispatch.receiveCartContents( cart, {
					notify: false,
					announce: false,
				} );
			} catch ( error ) {
				dispatch.handleCartError( error );
			}
		};
	return { getCartData };
}
