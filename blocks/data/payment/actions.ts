/**
 * Payment store plain action creators (thunks in ./thunks).
 */

/** Internal dependencies */
import { ACTION_TYPES } from './action-types';
import { PAYMENT_STATUS, type PaymentStatus } from './constants';
import type { PaymentResult, SavedPaymentMethod } from './types';

const setStatus = ( status: PaymentStatus ) =>
	( { type: ACTION_TYPES.SET_STATUS, status } ) as const;

/** Status idle. */
export const setPaymentIdle = () => setStatus( PAYMENT_STATUS.IDLE );
/** An express method was started. */
export const setExpressPaymentStarted = () =>
	setStatus( PAYMENT_STATUS.EXPRESS_STARTED );
/** Payment setup is running. */
export const setPaymentProcessing = () =>
	setStatus( PAYMENT_STATUS.PROCESSING );
/** Payment set up; the order can be submitted. */
export const setPaymentReady = () => setStatus( PAYMENT_STATUS.READY );
/** Payment setup failed. */
export const setPaymentError = () => setStatus( PAYMENT_STATUS.ERROR );
/** Makes `name` the active method (clears the saved token), with its data. */
export const setActivePaymentMethod = (
	name: string,
	paymentMethodData: Record< string, unknown > = {}
) =>
	( {
		type: ACTION_TYPES.SET_ACTIVE_PAYMENT_METHOD,
		name,
		paymentMethodData,
	} ) as const;
/** Chooses a saved token (as a string id). */
export const setActiveSavedToken = ( token: string ) =>
	( { type: ACTION_TYPES.SET_ACTIVE_SAVED_TOKEN, token } ) as const;
/** Data the active method sends with the order. */
export const setPaymentMethodData = (
	paymentMethodData: Record< string, unknown > = {}
) =>
	( {
		type: ACTION_TYPES.SET_PAYMENT_METHOD_DATA,
		paymentMethodData,
	} ) as const;
/** The payment result of the submission. */
export const setPaymentResult = ( paymentResult: PaymentResult | null ) =>
	( { type: ACTION_TYPES.SET_PAYMENT_RESULT, paymentResult } ) as const;
/** Available regular methods (plain: use the `setAvailablePaymentMethods` thunk, which initialises). */
export const receiveAvailablePaymentMethods = ( names: string[] ) =>
	( { type: ACTION_TYPES.SET_AVAILABLE_PAYMENT_METHODS, names } ) as const;
/** Available express methods; marks them initialised. */
export const setAvailableExpressPaymentMethods = ( names: string[] ) =>
	( {
		type: ACTION_TYPES.SET_AVAILABLE_EXPRESS_PAYMENT_METHODS,
		names,
	} ) as const;
/** The customer's saved methods. */
export const setSavedPaymentMethods = (
	saved: Record< string, SavedPaymentMethod[] >
) => ( { type: ACTION_TYPES.SET_SAVED_PAYMENT_METHODS, saved } ) as const;
/** Save the payment method for later. */
export const setShouldSavePaymentMethod = (
	shouldSavePaymentMethod: boolean
) =>
	( {
		type: ACTION_TYPES.SET_SHOULD_SAVE_PAYMENT_METHOD,
		shouldSavePaymentMethod,
	} ) as const;

export type PaymentAction = ReturnType<
	| typeof setStatus
	| typeof setActivePaymentMethod
	| typeof setActiveSavedToken
	| typeof setPaymentMethodData
	| typeof setPaymentResult
	| typeof receiveAvailablePaymentMethods
	| typeof setAvailableExpressPaymentMethods
	| typeof setSavedPaymentMethods
	| typeof setShouldSavePaymentMethod
>;
