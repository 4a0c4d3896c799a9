/**
 * The whole "Place order" sequence; the submission itself (./submit-checkout.ts) loads when it is first
 * needed, so the checkout does not carry it before any interaction.
 */

/** Internal dependencies */
import { getGenericCheckoutErrorMessage } from '../../../api/errors';
import { NOTICE_CONTEXTS } from '../../notices/constants';
import {
	dispatchStore,
	NOTICES_STORE,
	PAYMENT_STORE,
} from '../../shared/store-refs';
import type { CheckoutStatus } from '../types';
import type { SubmitOptions } from './submit-checkout';
import type { CheckoutThunkArgs } from './types';

export type { SubmitOptions };

/** Creates the submission thunks. */
export function createSubmitThunks() {
	/**
	 * POSTs the checkout and processes the answer; resolves whether the server accepted it. When its
	 * code cannot load (the connection dropped) nothing was sent: the shopper is told, the form stays usable.
	 */
	const submitCheckout =
		( options: SubmitOptions = {} ) =>
		async ( args: CheckoutThunkArgs ): Promise< boolean > => {
			let submit: typeof import( './submit-checkout' ).submitCheckout;
			// What runs after the answer loads beside the submission, not after it.
			import( './after-processing' ).catch( () => undefined );
			try {
				( { submitCheckout: submit } =
					await import( './submit-checkout' ) );
			} catch {
				const message = getGenericCheckoutErrorMessage();
				dispatchStore(
					args.registry,
					NOTICES_STORE
				)?.createErrorNotice( message, {
					id: 'checkout',
					context: NOTICE_CONTEXTS.CHECKOUT,
				} );
				args.dispatch.processCheckoutResponse( {
					message,
					code: 'fetch_error',
					data: { status: 500 },
				} );
				return false;
			}
			return submit( args, options );
		};

	/** The whole sequence: before_processing → validation → processing → payment_setup → submit → events. */
	const placeOrder =
		( options: SubmitOptions = {} ) =>
		async ( {
			select,
			dispatch,
			registry,
		}: CheckoutThunkArgs ): Promise< CheckoutStatus > => {
			dispatch.setBeforeProcessing();
			if ( ! ( await dispatch.emitValidateEvent() ) ) {
				return select.getCheckoutStatus();
			}
			const payment = dispatchStore( registry, PAYMENT_STORE );
			if ( payment && ! ( await payment.emitPaymentSetup() ) ) {
				dispatch.setHasError( true );
				return select.getCheckoutStatus();
			}
			await dispatch.submitCheckout( options );
			return dispatch.emitAfterProcessingEvents();
		};

	return { submitCheckout, placeOrder };
}
