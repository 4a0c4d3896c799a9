/**
 * After the server answered and the payment result is stored: checkout_fail or checkout_success with their
 * retry rules.
 */

/** Internal dependencies */
import { getGenericCheckoutErrorMessage } from '../../../api/errors';
import { emitEvent, isErrorAnswer } from '../../shared/event-emitter';
import { noticesOf } from '../../shared/error-notices';
import {
	NOTICES_STORE,
	PAYMENT_STORE,
	selectStore,
} from '../../shared/store-refs';
import { NOTICE_CONTEXTS } from '../../notices/constants';
import type { CheckoutEvents } from '../events';
import type {
	CheckoutStatus,
	ObserverResponse,
	ProcessingPayload,
} from '../types';
import type { CheckoutThunkArgs } from './types';

const CHECKOUT_NOTICE_ID = 'checkout';

/** Runs checkout_fail or checkout_success; resolves the resulting status. */
export async function afterProcessing(
	events: CheckoutEvents,
	{ select, dispatch, registry }: CheckoutThunkArgs
): Promise< CheckoutStatus > {
	const paymentResult =
		selectStore( registry, PAYMENT_STORE )?.getPaymentResult() ?? null;
	const payload: ProcessingPayload = {
		redirectUrl: select.getRedirectUrl(),
		orderId: select.getOrderId(),
		customerId: select.getCustomerId(),
		orderNotes: select.getOrderNotes(),
		processingResponse: paymentResult
			? {
					paymentStatus: paymentResult.paymentStatus,
					paymentDetails: paymentResult.paymentDetails,
					message: paymentResult.message,
				}
			: null,
	};
	const notices = noticesOf( registry );
	const show = ( answer: ObserverResponse ) => {
		if ( answer.message ) {
			notices?.createErrorNotice( answer.message, {
				id: CHECKOUT_NOTICE_ID,
				context: answer.messageContext ?? NOTICE_CONTEXTS.CHECKOUT,
			} );
		}
	};

	/** Emits `event`; shows and returns the first observer's error answer, if any. */
	const firstError = async ( event: typeof events.checkoutFail ) => {
		const failure = (
			await emitEvent( event, payload, isErrorAnswer )
		).find( isErrorAnswer );
		if ( failure ) {
			show( failure );
		}
		return failure;
	};

	if ( select.hasError() ) {
		const failure = await firstError( events.checkoutFail );
		if ( failure ) {
			if ( failure.retry === undefined || failure.retry ) {
				dispatch.setIdle();
			} else {
				dispatch.setComplete();
			}
			return select.getCheckoutStatus();
		}
		const noticeStore = selectStore( registry, NOTICES_STORE );
		const hasErrorNotice = Object.values( NOTICE_CONTEXTS ).some(
			( context ) =>
				noticeStore
					?.getNotices( context )
					.some( ( n ) => n.status === 'error' )
		);
		if ( ! hasErrorNotice ) {
			show( {
				type: 'error',
				message:
					paymentResult?.message || getGenericCheckoutErrorMessage(),
			} );
		}
		dispatch.setIdle();
		return select.getCheckoutStatus();
	}

	const failure = await firstError( events.checkoutSuccess );
	if ( failure ) {
		if ( failure.retry ) {
			dispatch.setHasError( true );
		} else {
			dispatch.setComplete( {
				redirectUrl: select.getRedirectUrl(),
			} );
		}
		return select.getCheckoutStatus();
	}
	dispatch.setComplete( { redirectUrl: select.getRedirectUrl() } );
	return select.getCheckoutStatus();
}
