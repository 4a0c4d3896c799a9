/**
 * The `tourfront:cart-updated` DOM event shared with the storefront (team contract): the cart store
 * dispatches it with `source: 'store-api'` after each cart change it makes, and refetches the cart
 * when the storefront dispatches it with `source: 'wc-ajax'`.
 */

/** Internal dependencies */
import { CART_UPDATED_EVENT } from './constants';
import type { Cart } from './types';

/** `detail` of the event. */
export interface CartUpdatedDetail {
	source: 'store-api' | 'wc-ajax';
	cart?: Cart;
	fragments?: Record< string, string >;
	cart_hash?: string;
	action?: 'add' | 'remove';
	productId?: number;
}

/** Tells the page the Store API changed the cart. */
export function dispatchCartUpdated( cart: Cart ): void {
	if ( typeof document === 'undefined' || ! document.body ) {
		return;
	}
	document.body.dispatchEvent(
		new CustomEvent< CartUpdatedDetail >( CART_UPDATED_EVENT, { detail: { source: 'store-api', cart } } )
	);
}

/** Calls `onChange` when the storefront (wc-ajax) changed the cart; returns the unsubscribe function. */
export function listenToStorefrontCartChanges( onChange: ( detail: CartUpdatedDetail ) => void ): () => void {
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
