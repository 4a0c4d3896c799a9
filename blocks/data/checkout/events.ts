/**
 * The checkout observers: checkout_validation, checkout_success, checkout_fail.
 */

/** Internal dependencies */
import {
	createEventEmitter,
	type EventEmitter,
	type Observer,
} from '../shared/event-emitter';
import type {
	ObserverResponse,
	ProcessingPayload,
	ValidationObserverResponse,
} from './types';

export type AfterProcessingResponse =
	ObserverResponse | true | void | undefined;

/** The emitters of one checkout store instance. */
export interface CheckoutEvents {
	checkoutValidation: EventEmitter< void, ValidationObserverResponse >;
	checkoutSuccess: EventEmitter< ProcessingPayload, AfterProcessingResponse >;
	checkoutFail: EventEmitter< ProcessingPayload, AfterProcessingResponse >;
	/** Runs before submission; answer an error to stop it. Returns the unsubscribe function. */
	onCheckoutValidation: (
		observer: Observer< void, ValidationObserverResponse >,
		priority?: number
	) => () => void;
	/** Runs after a successful submission. */
	onCheckoutSuccess: (
		observer: Observer< ProcessingPayload, AfterProcessingResponse >,
		priority?: number
	) => () => void;
	/** Runs after a failed submission. */
	onCheckoutFail: (
		observer: Observer< ProcessingPayload, AfterProcessingResponse >,
		priority?: number
	) => () => void;
}

/** Creates the checkout events of one store instance. */
export function createCheckoutEvents(): CheckoutEvents {
	const checkoutValidation = createEventEmitter<
		void,
		ValidationObserverResponse
	>();
	const checkoutSuccess = createEventEmitter<
		ProcessingPayload,
		AfterProcessingResponse
	>();
	const checkoutFail = createEventEmitter<
		ProcessingPayload,
		AfterProcessingResponse
	>();
	return {
		checkoutValidation,
		checkoutSuccess,
		checkoutFail,
		onCheckoutValidation: ( observer, priority ) =>
			checkoutValidation.subscribe( observer, priority ),
		onCheckoutSuccess: ( observer, priority ) =>
			checkoutSuccess.subscribe( observer, priority ),
		onCheckoutFail: ( observer, priority ) =>
			checkoutFail.subscribe( observer, priority ),
	};
}
