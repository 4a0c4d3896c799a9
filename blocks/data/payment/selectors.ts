/**
 * Payment store selectors.
 */

/** Internal dependencies */
import { PAYMENT_STATUS } from './constants';
import type { PaymentState } from './types';

/** The status. */
export const getPaymentStatus = ( state: PaymentState ) => state.status;
/** Status idle. */
export const isPaymentIdle = ( state: PaymentState ) =>
	state.status === PAYMENT_STATUS.IDLE;
/** Status express_started. */
export const isExpressPaymentStarted = ( state: PaymentState ) =>
	state.status === PAYMENT_STATUS.EXPRESS_STARTED;
/** Status processing. */
export const isPaymentProcessing = ( state: PaymentState ) =>
	state.status === PAYMENT_STATUS.PROCESSING;
/** Status ready. */
export const isPaymentReady = ( state: PaymentState ) =>
	state.status === PAYMENT_STATUS.READY;
/** Status has_error. */
export const hasPaymentError = ( state: PaymentState ) =>
	state.status === PAYMENT_STATUS.ERROR;
/** The active method's name. */
export const getActivePaymentMethod = ( state: PaymentState ) =>
	state.activePaymentMethod;
/** The active saved token id ('' when none). */
export const getActiveSavedToken = ( state: PaymentState ) =>
	state.activeSavedToken;
/** Available regular methods. */
export const getAvailablePaymentMethods = ( state: PaymentState ) =>
	state.availablePaymentMethods;
/** Available express methods. */
export const getAvailableExpressPaymentMethods = ( state: PaymentState ) =>
	state.availableExpressPaymentMethods;
/** Saved methods. */
export const getSavedPaymentMethods = ( state: PaymentState ) =>
	state.savedPaymentMethods;
/** Data of the active method. */
export const getPaymentMethodData = ( state: PaymentState ) =>
	state.paymentMethodData;
/** The last payment result. */
export const getPaymentResult = ( state: PaymentState ) => state.paymentResult;
/** Regular methods initialised. */
export const paymentMethodsInitialized = ( state: PaymentState ) =>
	state.paymentMethodsInitialized;
/** Express methods initialised. */
export const expressPaymentMethodsInitialized = ( state: PaymentState ) =>
	state.expressPaymentMethodsInitialized;
/** Save the method. */
export const getShouldSavePaymentMethod = ( state: PaymentState ) =>
	state.shouldSavePaymentMethod;
/** An express method is in use: started, or the active method is an express one. */
export const isExpressPaymentMethodActive = ( state: PaymentState ) =>
	state.status === PAYMENT_STATUS.EXPRESS_STARTED ||
	( !! state.activePaymentMethod &&
		state.availableExpressPaymentMethods.includes(
			state.activePaymentMethod
		) );
