/**
 * A registry of its own holding fresh instances of the five Tourfront stores, with the observers the
 * checkout and payment stores are bound to (tests, and the blocks' editor previews).
 */

/** WordPress dependencies */
import { createRegistry } from '@wordpress/data';

/** Internal dependencies */
import { createCartStore } from './cart/store';
import { createCheckoutEvents } from './checkout/events';
import { createCheckoutStore } from './checkout/store';
import { createNoticesStore } from './notices/store';
import { createPaymentEvents } from './payment/events';
import { createPaymentStore } from './payment/store';
import { createValidationStore } from './validation/store';

/** A new registry with the cart, checkout, payment, validation and notices stores. */
export function createStoresRegistry() {
	const registry = createRegistry();
	const checkoutEvents = createCheckoutEvents();
	const paymentEvents = createPaymentEvents();
	registry.register( createCartStore() );
	registry.register( createCheckoutStore( checkoutEvents ) );
	registry.register( createPaymentStore( paymentEvents ) );
	registry.register( createValidationStore() );
	registry.register( createNoticesStore() );
	return { registry, checkoutEvents, paymentEvents };
}
