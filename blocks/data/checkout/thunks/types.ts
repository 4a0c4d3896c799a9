/**
 * What checkout thunks receive.
 */

/** Internal dependencies */
import type { ThunkArgs } from '../../shared/thunk-args';
import type * as plain from '../actions';
import type * as selectors from '../selectors';
import type { CheckoutResponse, CheckoutStatus } from '../types';

/** Thunks other thunks call. */
export interface CheckoutThunkDispatch {
	emitValidateEvent(): Promise< boolean >;
	processCheckoutResponse( response: CheckoutResponse ): void;
	emitAfterProcessingEvents(): Promise< CheckoutStatus >;
	submitCheckout( options?: { customerPassword?: string } ): Promise< boolean >;
}

type PlainDispatch = { [ K in keyof typeof plain ]: ( ...args: Parameters< ( typeof plain )[ K ] > ) => unknown };

/** Thunk arguments of the checkout store. */
export type CheckoutThunkArgs = Omit< ThunkArgs< typeof selectors, object >, 'dispatch' > & {
	dispatch: PlainDispatch & CheckoutThunkDispatch;
};
