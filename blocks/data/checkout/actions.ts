/**
 * Checkout store plain action creators (thunks in ./thunks).
 */

/** Internal dependencies */
import { ACTION_TYPES } from './action-types';
import { CHECKOUT_STATUS, type CheckoutStatus } from './constants';

const setStatus = ( status: CheckoutStatus, redirectUrl?: string ) =>
	( { type: ACTION_TYPES.SET_STATUS, status, redirectUrl } ) as const;

/** Back to the initial status. */
export const setPristine = () => setStatus( CHECKOUT_STATUS.PRISTINE );
/** Ready for the shopper. */
export const setIdle = () => setStatus( CHECKOUT_STATUS.IDLE );
/** Place order was pressed: validation runs. Clears hasError. */
export const setBeforeProcessing = () =>
	setStatus( CHECKOUT_STATUS.BEFORE_PROCESSING );
/** Validation passed: payment setup and submission. Clears hasError. */
export const setProcessing = () => setStatus( CHECKOUT_STATUS.PROCESSING );
/** The server answered. */
export const setAfterProcessing = () =>
	setStatus( CHECKOUT_STATUS.AFTER_PROCESSING );
/** Done; may carry the redirect URL. */
export const setComplete = ( data: { redirectUrl?: string } = {} ) =>
	setStatus( CHECKOUT_STATUS.COMPLETE, data.redirectUrl );
/** The URL to go to once complete. */
export const setRedirectUrl = ( redirectUrl: string ) =>
	( { type: ACTION_TYPES.SET_REDIRECT_URL, redirectUrl } ) as const;
/** Sets hasError; while processing or before processing this moves the status back to idle. */
export const setHasError = ( hasError = true ) =>
	( { type: ACTION_TYPES.SET_HAS_ERROR, hasError } ) as const;
/** Something (totals, rates) is being recalculated. */
export const incrementCalculating = () =>
	( { type: ACTION_TYPES.INCREMENT_CALCULATING } ) as const;
/** A recalculation ended (never below 0). */
export const decrementCalculating = () =>
	( { type: ACTION_TYPES.DECREMENT_CALCULATING } ) as const;
/** The customer id (after account creation). */
export const setCustomerId = ( customerId: number ) =>
	( { type: ACTION_TYPES.SET_CUSTOMER_ID, customerId } ) as const;
/** The draft order id. */
export const setOrderId = ( orderId: number ) =>
	( { type: ACTION_TYPES.SET_ORDER_ID, orderId } ) as const;
/** Order notes text. */
export const setOrderNotes = ( orderNotes: string ) =>
	( { type: ACTION_TYPES.SET_ORDER_NOTES, orderNotes } ) as const;
/** Use the shipping address as billing address. */
export const setUseShippingAsBilling = ( useShippingAsBilling: boolean ) =>
	( {
		type: ACTION_TYPES.SET_USE_SHIPPING_AS_BILLING,
		useShippingAsBilling,
	} ) as const;
/** Create an account with the order. */
export const setShouldCreateAccount = ( shouldCreateAccount: boolean ) =>
	( {
		type: ACTION_TYPES.SET_SHOULD_CREATE_ACCOUNT,
		shouldCreateAccount,
	} ) as const;
/** The shopper prefers local pickup. */
export const setPrefersCollection = ( prefersCollection: boolean ) =>
	( {
		type: ACTION_TYPES.SET_PREFERS_COLLECTION,
		prefersCollection,
	} ) as const;
/** Extension data for one namespace, merged unless `replace`. */
export const setExtensionData = (
	namespace: string,
	data: Record< string, unknown >,
	replace = false
) =>
	( {
		type: ACTION_TYPES.SET_EXTENSION_DATA,
		namespace,
		data,
		replace,
	} ) as const;

/** Values of WooCommerce's additional checkout fields (contact and order) by field id, merged unless `replace`. */
export const setAdditionalFields = (
	additionalFields: Record< string, string | boolean >,
	replace = false
) =>
	( {
		type: ACTION_TYPES.SET_ADDITIONAL_FIELDS,
		additionalFields,
		replace,
	} ) as const;

export type CheckoutAction = ReturnType<
	| typeof setStatus
	| typeof setRedirectUrl
	| typeof setHasError
	| typeof incrementCalculating
	| typeof decrementCalculating
	| typeof setCustomerId
	| typeof setOrderId
	| typeof setOrderNotes
	| typeof setUseShippingAsBilling
	| typeof setShouldCreateAccount
	| typeof setPrefersCollection
	| typeof setExtensionData
	| typeof setAdditionalFields
>;
