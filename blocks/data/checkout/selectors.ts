/**
 * Checkout store selectors.
 */

/** Internal dependencies */
import { CHECKOUT_STATUS } from './constants';
import type { CheckoutState, CheckoutStatus } from './types';

/** The status. */
export const getCheckoutStatus = ( state: CheckoutState ): CheckoutStatus =>
	state.status;
/** Status is pristine. */
export const isPristine = ( state: CheckoutState ) =>
	state.status === CHECKOUT_STATUS.PRISTINE;
/** Status is idle. */
export const isIdle = ( state: CheckoutState ) =>
	state.status === CHECKOUT_STATUS.IDLE;
/** Status is before_processing. */
export const isBeforeProcessing = ( state: CheckoutState ) =>
	state.status === CHECKOUT_STATUS.BEFORE_PROCESSING;
/** Status is processing. */
export const isProcessing = ( state: CheckoutState ) =>
	state.status === CHECKOUT_STATUS.PROCESSING;
/** Status is after_processing. */
export const isAfterProcessing = ( state: CheckoutState ) =>
	state.status === CHECKOUT_STATUS.AFTER_PROCESSING;
/** Status is complete. */
export const isComplete = ( state: CheckoutState ) =>
	state.status === CHECKOUT_STATUS.COMPLETE;
/** The last attempt had an error. */
export const hasError = ( state: CheckoutState ) => state.hasError;
/** Where to go when complete. */
export const getRedirectUrl = ( state: CheckoutState ) => state.redirectUrl;
/** The draft order id. */
export const getOrderId = ( state: CheckoutState ) => state.orderId;
/** True when an order id is known. */
export const hasOrder = ( state: CheckoutState ) => state.orderId > 0;
/** The customer id. */
export const getCustomerId = ( state: CheckoutState ) => state.customerId;
/** Something is being recalculated. */
export const isCalculating = ( state: CheckoutState ) =>
	state.calculatingCount > 0;
/** Order notes. */
export const getOrderNotes = ( state: CheckoutState ) => state.orderNotes;
/** Use shipping address as billing. */
export const getUseShippingAsBilling = ( state: CheckoutState ) =>
	state.useShippingAsBilling;
/** Create an account. */
export const getShouldCreateAccount = ( state: CheckoutState ) =>
	state.shouldCreateAccount;
/** Local pickup preferred. */
export const prefersCollection = ( state: CheckoutState ) =>
	state.prefersCollection;
/** Extension data per namespace. */
export const getExtensionData = ( state: CheckoutState ) => state.extensionData;
/** Values of the additional checkout fields (contact and order), by field id. */
export const getAdditionalFields = ( state: CheckoutState ) =>
	state.additionalFields;
