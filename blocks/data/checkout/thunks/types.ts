/**
 * What checkout thunks receive.
 */

/** WordPress dependencies */
import type { ThunkArgs } from '@wordpress/data';

/** Internal dependencies */
import type { CheckoutStore } from '../store';

/** Thunk arguments of the checkout store: its own selectors and actions, typed by WordPress from the descriptor. */
export type CheckoutThunkArgs = ThunkArgs< CheckoutStore >;
