/**
 * A registry of its own for a block's editor preview: fresh Tourfront stores, the cart seeded with the
 * sample cart and marked as read, so the real block components render without asking the Store API.
 */

/** WordPress dependencies */
import { createRegistry } from '@wordpress/data';

/** Internal dependencies */
import { createCartStore } from '../data/cart/store';
import { createCheckoutEvents } from '../data/checkout/events';
import { createCheckoutStore } from '../data/checkout/store';
import { createNoticesStore } from '../data/notices/store';
import { createPaymentEvents } from '../data/payment/events';
import { createPaymentStore } from '../data/payment/store';
import { CART_STORE_KEY } from '../data/shared/store-keys';
import { createValidationStore } from '../data/validation/store';
import type { Cart } from '../data/cart/types';
import { createPreviewCart } from './preview-data';

/** The preview's registry and the observers its checkout is bound to. */
export function createPreviewRegistry( cart: Cart = createPreviewCart() ) {
	const registry = createRegistry();
	const checkoutEvents = createCheckoutEvents();
	const paymentEvents = createPaymentEvents();
	registry.register( createCartStore() );
	registry.register( createCheckoutStore( checkoutEvents ) );
	registry.register( createPaymentStore( paymentEvents ) );
	registry.register( createValidationStore() );
	registry.register( createNoticesStore() );
	const cartActions = registry.dispatch( CART_STORE_KEY ) as unknown as {
		receiveCart: ( value: Cart ) => void;
		finishResolution: ( selector: string, args: unknown[] ) => void;
	};
	cartActions.receiveCart( cart );
	// The cart is "read": its resolver (a GET /cart) never runs in the editor.
	cartActions.finishResolution( 'getCartData', [] );
	return { registry, checkoutEvents, paymentEvents };
}
