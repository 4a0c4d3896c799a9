/**
 * Storing the server's answer to the checkout: the payment result, the redirect URL, the order, and
 * after_processing. Loaded with the submission (./submit-checkout.ts): only a Place order needs it.
 */

/** Internal dependencies */
import { dispatchStore, PAYMENT_STORE } from '../../shared/store-refs';
import type { PaymentResult } from '../../payment/types';
import type { CheckoutResponse } from '../types';
import type { CheckoutThunkArgs } from './types';

/** Stores the payment result and redirect URL, then after_processing (hasError from the result). */
export function processCheckoutResponse(
	{ dispatch, registry }: Pick< CheckoutThunkArgs, 'dispatch' | 'registry' >,
	response: CheckoutResponse
): void {
	const result = response.payment_result;
	const paymentResult: PaymentResult = {
		message: response.message ?? '',
		paymentStatus: result?.payment_status ?? '',
		redirectUrl: result?.redirect_url ?? '',
		paymentDetails: Object.fromEntries(
			( result?.payment_details ?? [] ).map( ( d ) => [ d.key, d.value ] )
		),
	};
	dispatchStore( registry, PAYMENT_STORE )?.setPaymentResult( paymentResult );
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
}
