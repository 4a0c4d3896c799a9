/**
 * After the server answered: store the payment result, then run checkout_fail or
 * checkout_success with their retry rules.
 */

/** Internal dependencies */
import { dispatchStore, PAYMENT_STORE } from '../../shared/store-refs';
import type { PaymentResult } from '../../payment/types';
import type { CheckoutEvents } from '../events';
import type { CheckoutResponse, CheckoutStatus } from '../types';
import type { CheckoutThunkArgs } from './types';

/** Creates the after-processing thunks over `events`. */
export function createProcessThunks( events: CheckoutEvents ) {
	/** Stores the payment result and redirect URL, then after_processing (hasError from the result). */
	const processCheckoutResponse =
		( response: CheckoutResponse ) =>
		( { dispatch, registry }: CheckoutThunkArgs ) => {
			const result = response.payment_result;
			const paymentResult: PaymentResult = {
				message: response.message ?? '',
				paymentStatus: result?.payment_status ?? '',
				redirectUrl: result?.redirect_url ?? '',
				paymentDetails: Object.fromEntries(
					( result?.payment_details ?? [] ).map( ( d ) => [
						d.key,
						d.value,
					] )
				),
			};
			dispatchStore( registry, PAYMENT_STORE )?.setPaymentResult(
				paymentResult
			);
			dispatch.setRedirectUrl( paymentResult.redirectUrl );
			if ( response.order_id ) {
				dispatch.setOrderId( response.order_id );
			}
			if ( response.customer_id ) {
				dispatch.setCustomerId( response.customer_id );
			}
			const failed =
				! result ||
				[ 'failure', 'error' ].includes( result.payment_status ) ||
				Number( response.data?.status ?? 200 ) >= 400;
			dispatch.setAfterProcessing();
			dispatch.setHasError( failed );
		};

	/**
	 * Runs checkout_fail or checkout_success (./after-processing.ts, loaded with the submission's code: only
	 * a placed order needs it); when it cannot load, nothing was sent and the form is made usable again.
	 */
	const emitAfterProcessingEvents =
		() =>
		async ( args: CheckoutThunkArgs ): Promise< CheckoutStatus > => {
			try {
				const { afterProcessing } =
					await import( './after-processing' );
				return await afterProcessing( events, args );
			} catch {
				args.dispatch.setIdle();
				return args.select.getCheckoutStatus();
			}
		};

	return { processCheckoutResponse, emitAfterProcessingEvents };
}
