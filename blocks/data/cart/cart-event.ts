/**
 * The cart store and the page: after each change it makes, the store fires the events of that cart
 * action (WooCommerce's, for plugins, and `tourfront:cart-updated` with `source: 'store-api'`, see
 * common/cart-events); it refetches the cart when the storefront says the cart changed elsewhere
 * (`tourfront:cart-updated` with `source: 'wc-ajax'`).
 */

/** Internal dependencies */
import {
	CART_UPDATED_EVENT,
	fireCartAction,
	type CartAction,
	type CartUpdatedDetail as Detail,
} from '../../../common/cart-events';
import type { Cart } from './types';

/** `detail` of `tourfront:cart-updated`. */
export type CartUpdatedDetail = Detail< Cart >;

/** What the store did, for the events (the cart is added here). */
export type StoreCartAction = Omit< CartAction< Cart >, 'source' | 'cart' >;

/** Fires the events of `action`, which left the cart as `cart`. */
export function announceCartAction(
	cart: Cart,
	action: StoreCartAction = { type: 'updated' }
): void {
	if ( typeof document === 'undefined' || ! document.body ) {
		return;
	}
	fireCartAction< Cart >( { ...action, source: 'store-api', cart } );
}

/** Calls `onChange` when the storefront (wc-ajax) changed the cart; returns the unsubscribe function. */
export function listenToStorefrontCartChanges(
	onChange: ( detail: CartUpdatedDetail ) => void
): () => void {
	if ( typeof document === 'undefined' || ! document.body ) {
		return () => undefined;
	}
	const body = document.body;
	const listener = ( event: Event ) => {
		const detail = ( event as CustomEvent< CartUpdatedDetail > ).detail;
		if ( detail?.source === 'wc-ajax' ) {
			onChange( detail );
		}
	};
	body.addEventListener( CART_UPDATED_EVENT, listener );
	return () => body.removeEventListener( CART_UPDATED_EVENT, listener );
}
