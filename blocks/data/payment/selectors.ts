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
/** Names of the available regular methods, in display order. */
export const getAvailablePaymentMethodNames = ( state: PaymentState ) =>
	state.availablePaymentMethods;
/** Names of the available express methods. */
export const getAvailableExpressPaymentMethodNames = ( state: PaymentState ) =>
	state.availableExpressPaymentMethods;

// One object per list (the lists are replaced, never changed): a plugin's useSelect gets the same value
// until the methods change.
const byName = new WeakMap<
	readonly string[],
	Record< string, { name: string } >
>();
const keyedByName = ( names: readonly string[] ) => {
	let keyed = byName.get( names );
	if ( ! keyed ) {
		keyed = Object.fromEntries(
			names.map( ( name ) => [ name, { name } ] )
		);
		byName.set( names, keyed );
	}
	return keyed;
};
/** WooCommerce's shape: the available regular methods keyed by name (`{ cod: { name: 'cod' } }`), in order. */
export const getAvailablePaymentMethods = ( state: PaymentState ) =>
	keyedByName( state.availablePaymentMethods );
/** WooCommerce's shape, keyed by name (`{ name }` each). */
export const getAvailableExpressPaymentMethods = ( state: PaymentState ) =>
	keyedByName( state.availableExpressPaymentMethods );
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
