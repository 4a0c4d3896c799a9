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

/**
 * The code of a step of Place order could not load (the connection dropped): nothing was sent. The shopper
 * is told, and the checkout ends with an error, the form usable again.
 */
export function failUnloaded(
	args: Pick< CheckoutThunkArgs, 'dispatch' | 'registry' >
) {
	const message = getGenericCheckoutErrorMessage();
	dispatchStore( args.registry, NOTICES_STORE )?.createErrorNotice( message, {
		id: 'checkout',
		context: NOTICE_CONTEXTS.CHECKOUT,
	} );
	dispatchStore( args.registry, PAYMENT_STORE )?.setPaymentResult( {
		message,
		paymentStatus: '',
		redirectUrl: '',
		paymentDetails: {},
	} );
	args.dispatch.setAfterProcessing();
	args.dispatch.setHasError( true );
}

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
				failUnloaded( args );
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
