/**
 * After a failed "Place order": the answer may have been lost (network, a 504 page)
 * while WooCommerce created the order and emptied the cart. The cart is read again: emptied → the order
 * exists, so the failure notices go and the checkout completes without a redirect (usePlaceOrder then
 * says the order was received, in the confirmation email and the account); the page shows no "Place
 * order" a retry could fail on ("Cannot create order from empty cart."). Still full → no order was
 * made, the failure stands and a retry is safe.
 * The Store API cannot name the order itself: once placed it is no longer the session's draft (GET
 * /checkout answers a new draft) and GET /order/{id} needs the id the lost answer carried.
 * Loaded only after a failure.
 */

/** WordPress dependencies */
import type { DataRegistry } from '@wordpress/data';

/** Internal dependencies */
import {
	CART_STORE_KEY,
	CHECKOUT_STORE_KEY,
	CONTEXTS,
	NOTICES_STORE_KEY,
} from '../stores';

const CART_EMPTY_CODE = 'woocommerce_rest_cart_empty';

/** Reads the cart again; when it was emptied, settles the checkout as placed. Resolves whether it was. */
export async function recoverLostOrder(
	registry: DataRegistry
): Promise< boolean > {
	// The server answered that there was no cart to order: it was emptied elsewhere (another tab), not by this order.
	if (
		registry
			.select( NOTICES_STORE_KEY )
			.getNotices( CONTEXTS.CART )
			.some( ( notice ) => notice.id === CART_EMPTY_CODE )
	) {
		return false;
	}
	const cart = registry.select( CART_STORE_KEY );
	await registry.dispatch( CART_STORE_KEY ).refreshCart();
	if ( ! cart.hasCartData() || cart.getCartData().items.length ) {
		return false;
	}
	const notices = registry.dispatch( NOTICES_STORE_KEY );
	notices.removeAllNotices( 'error', CONTEXTS.CHECKOUT );
	notices.removeAllNotices( 'error', CONTEXTS.CART );
	const checkout = registry.dispatch( CHECKOUT_STORE_KEY );
	checkout.setHasError( false );
	checkout.setComplete( { redirectUrl: '' } );
	return true;
}
