/**
 * `wc/store/payment` (WooCommerce's name): payment statuses, methods and the payment_setup observers.
 */

/** WordPress dependencies */
import { register } from '@wordpress/data';

/** Internal dependencies */
import { createPaymentEvents } from './events';
import { createPaymentStore } from './store';

export { PAYMENT_STORE_KEY } from '../shared/store-keys';
export {
	PAYMENT_STATUS,
	PAYMENT_METHODS_REFRESH_DEBOUNCE_MS,
	PAYMENT_NOTICE_IDS,
} from './constants';
export type * from './types';
export type {
	PaymentEvents,
	PaymentSetupPayload,
	PaymentSetupResponse,
} from './events';

/** The payment_setup observers of the registered payment store. */
export const paymentEvents = createPaymentEvents();

/** The payment store descriptor, registered on the default registry. */
export const paymentStore = createPaymentStore( paymentEvents );
register( paymentStore );
