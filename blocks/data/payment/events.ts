/**
 * The payment_setup observers.
 */

/** Internal dependencies */
import {
	createEventEmitter,
	type EventEmitter,
	type Observer,
} from '../shared/event-emitter';
import type { ObserverResponse } from '../checkout/types';

/** What payment_setup observers receive. */
export interface PaymentSetupPayload {
	activePaymentMethod: string;
	paymentMethodData: Record< string, unknown >;
}

export type PaymentSetupResponse = ObserverResponse | true | void | undefined;

/** The emitters of one payment store instance. */
export interface PaymentEvents {
	paymentSetup: EventEmitter< PaymentSetupPayload, PaymentSetupResponse >;
	/** Subscribes to payment_setup (lower priority first); returns the unsubscribe function. */
	onPaymentSetup: (
		observer: Observer< PaymentSetupPayload, PaymentSetupResponse >,
		priority?: number
	) => () => void;
}

/** Creates the payment events of one store instance. */
export function createPaymentEvents(): PaymentEvents {
	const paymentSetup = createEventEmitter<
		PaymentSetupPayload,
		PaymentSetupResponse
	>();
	return {
		paymentSetup,
		onPaymentSetup: ( observer, priority ) =>
			paymentSetup.subscribe( observer, priority ),
	};
}
