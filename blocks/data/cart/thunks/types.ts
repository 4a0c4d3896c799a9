/**
 * What cart thunks receive (explicit, so thunk files can call each other without type cycles).
 */

/** Internal dependencies */
import type { ThunkArgs } from '../../shared/thunk-args';
import type * as plain from '../actions';
import type * as selectors from '../selectors';
import type { Cart, CartAddress, CartBillingAddress } from '../types';
import type { StoreCartAction } from '../cart-event';

/** Options of `receiveCartContents`. */
export interface ReceiveOptions {
	/** Raise the server-side change notices (off for refetches after changes made elsewhere). */
	notify?: boolean;
	/** Fire the cart events (off for refetches). */
	announce?: boolean;
	/** The change that brought this cart, for the events (default: `updated`). */
	action?: StoreCartAction;
}

/** Thunks other thunks call. */
export interface CartThunkDispatch {
	receiveCartContents( cart: Cart, options?: ReceiveOptions ): void;
	handleCartError( error: unknown, options?: { context?: string; notice?: boolean } ): void;
	flushCustomerData(): Promise< boolean >;
	pushCustomerData(): Promise< boolean >;
	refreshCart(): Promise< void >;
	setBillingAddress( address: Partial< CartBillingAddress > ): void;
	setShippingAddress( address: Partial< CartAddress > ): void;
}

type PlainDispatch = { [ K in keyof typeof plain ]: ( ...args: Parameters< ( typeof plain )[ K ] > ) => unknown };

/** Thunk arguments of the cart store. */
export type CartThunkArgs = Omit< ThunkArgs< typeof selectors, object >, 'dispatch' > & {
	dispatch: PlainDispatch & CartThunkDispatch;
};
