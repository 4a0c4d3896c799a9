/**
 * Initial payment state.
 */

/** Internal dependencies */
import { PAYMENT_STATUS } from './constants';
import type { PaymentState } from './types';

/** Nothing initialised, status idle. */
export const DEFAULT_PAYMENT_STATE: PaymentState = Object.freeze( {
	status: PAYMENT_STATUS.IDLE,
	activePaymentMethod: '',
	activeSavedToken: '',
	availablePaymentMethods: Object.freeze( [] ),
	availableExpressPaymentMethods: Object.freeze( [] ),
	savedPaymentMethods: Object.freeze( {} ),
	paymentMethodData: Object.freeze( {} ),
	paymentResult: null,
	paymentMethodsInitialized: false,
	expressPaymentMethodsInitialized: false,
	shouldSavePaymentMethod: false,
} );
