/**
 * Payment store reducer.
 */

/** Internal dependencies */
import { ACTION_TYPES } from './action-types';
import type { PaymentAction } from './actions';
import { DEFAULT_PAYMENT_STATE } from './default-state';
import type { PaymentState } from './types';

/** Reduces payment actions. */
export function reducer(
	state: PaymentState = DEFAULT_PAYMENT_STATE,
	action: PaymentAction
): PaymentState {
	switch ( action.type ) {
		case ACTION_TYPES.SET_STATUS:
			return state.status === action.status
				? state
				: { ...state, status: action.status };
		case ACTION_TYPES.SET_ACTIVE_PAYMENT_METHOD:
			return {
				...state,
				activePaymentMethod: action.name,
				activeSavedToken: '',
				paymentMethodData: action.paymentMethodData,
			};
		case ACTION_TYPES.SET_ACTIVE_SAVED_TOKEN:
			return { ...state, activeSavedToken: action.token };
		case ACTION_TYPES.SET_PAYMENT_METHOD_DATA:
			return { ...state, paymentMethodData: action.paymentMethodData };
		case ACTION_TYPES.SET_PAYMENT_RESULT:
			return { ...state, paymentResult: action.paymentResult };
		case ACTION_TYPES.SET_AVAILABLE_PAYMENT_METHODS:
			return {
				...state,
				availablePaymentMethods: action.names,
				paymentMethodsInitialized: true,
			};
		case ACTION_TYPES.SET_AVAILABLE_EXPRESS_PAYMENT_METHODS:
			return {
				...state,
				availableExpressPaymentMethods: action.names,
				expressPaymentMethodsInitialized: true,
			};
		case ACTION_TYPES.SET_SAVED_PAYMENT_METHODS:
			return { ...state, savedPaymentMethods: action.saved };
		case ACTION_TYPES.SET_SHOULD_SAVE_PAYMENT_METHOD:
			return {
				...state,
				shouldSavePaymentMethod: action.shouldSavePaymentMethod,
			};
		default:
			return state;
	}
}
