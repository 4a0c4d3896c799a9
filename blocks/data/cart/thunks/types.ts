/**
 * What cart thunks receive.
 */

/** WordPress dependencies */
import type { ThunkArgs } from '@wordpress/data';

/** Internal dependencies */
import type { StoreCartAction } from '../cart-event';
import type { CartStore } from '../store';

/** Options of `receiveCartContents`. */
export interface ReceiveOptions {
	/** Raise the server-side change notices (off for refetches after changes made elsewhere). */
	notify?: boolean;
	/** Fire the cart events (off for refetches). */
	announce?: boolean;
	/** The change that brought this cart, for the events (default: `updated`). */
	action?: StoreCartAction;
}

/** Thunk arguments of the cart store: its own selectors and actions, typed by WordPress from the descriptor. */
export type CartThunkArgs = ThunkArgs< CartStore >;
