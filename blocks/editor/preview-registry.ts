/**
 * A registry of its own for a block's editor preview: fresh Tourfront stores, the cart seeded with the
 * sample cart and marked as read, so the real block components render without asking the Store API.
 */

/** Internal dependencies */
import { CART_STORE_KEY } from '../data/shared/store-keys';
import { createStoresRegistry } from '../data/stores-registry';
import type { Cart } from '../data/cart/types';
import { createPreviewCart } from './preview-data';

/** The preview's registry and the observers its checkout is bound to. */
export function createPreviewRegistry( cart: Cart = createPreviewCart() ) {
	const environment = createStoresRegistry();
	const cartActions = environment.registry.dispatch(
		CART_STORE_KEY
	) as unknown as {
		receiveCart: ( value: Cart ) => void;
		finishResolution: ( selector: string, args: unknown[] ) => void;
	};
	cartActions.receiveCart( cart );
	// The cart is "read": its resolver (a GET /cart) never runs in the editor.
	cartActions.finishResolution( 'getCartData', [] );
	return environment;
}
