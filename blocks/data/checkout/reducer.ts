/**
 * Checkout status machine.
 */

/** Internal dependencies */
import { ACTION_TYPES } from './action-types';
import type { CheckoutAction } from './actions';
import { CHECKOUT_STATUS } from './constants';
import { DEFAULT_CHECKOUT_STATE } from './default-state';
import type { CheckoutState } from './types';

const CLEARS_ERROR: string[] = [
	CHECKOUT_STATUS.PROCESSING,
	CHECKOUT_STATUS.BEFORE_PROCESSING,
];

/** Reduces checkout actions. */
export function reducer(
	state: CheckoutState = DEFAULT_CHECKOUT_STATE,
	action: CheckoutAction
): CheckoutState {
	switch ( action.type ) {
		case ACTION_TYPES.SET_STATUS:
			return {
				...state,
				status: action.status,
				hasError: CLEARS_ERROR.includes( action.status )
					? false
					: state.hasError,
				redirectUrl:
					action.status === CHECKOUT_STATUS.COMPLETE &&
					action.redirectUrl !== undefined
						? action.redirectUrl
						: state.redirectUrl,
			};
		case ACTION_TYPES.SET_HAS_ERROR:
			return {
				...state,
				hasError: action.hasError,
				status:
					action.hasError && CLEARS_ERROR.includes( state.status )
						? CHECKOUT_STATUS.IDLE
						: state.status,
			};
		case ACTION_TYPES.SET_REDIRECT_URL:
			return { ...state, redirectUrl: action.redirectUrl };
		case ACTION_TYPES.INCREMENT_CALCULATING:
			return { ...state, calculatingCount: state.calculatingCount + 1 };
		case ACTION_TYPES.DECREMENT_CALCULATING:
			return {
				...state,
				calculatingCount: Math.max( 0, state.calculatingCount - 1 ),
			};
		case ACTION_TYPES.SET_CUSTOMER_ID:
			return { ...state, customerId: action.customerId };
		case ACTION_TYPES.SET_ORDER_ID:
			return { ...state, orderId: action.orderId };
		case ACTION_TYPES.SET_ORDER_NOTES:
			return state.orderNotes === action.orderNotes
				? state
				: { ...state, orderNotes: action.orderNotes };
		case ACTION_TYPES.SET_USE_SHIPPING_AS_BILLING:
			return {
				...state,
				useShippingAsBilling: action.useShippingAsBilling,
			};
		case ACTION_TYPES.SET_SHOULD_CREATE_ACCOUNT:
			return {
				...state,
				shouldCreateAccount: action.shouldCreateAccount,
			};
		case ACTION_TYPES.SET_PREFERS_COLLECTION:
			return { ...state, prefersCollection: action.prefersCollection };
		case ACTION_TYPES.SET_ADDITIONAL_FIELDS:
			return {
				...state,
				additionalFields: action.replace
					? action.additionalFields
					: { ...state.additionalFields, ...action.additionalFields },
			};
		case ACTION_TYPES.SET_EXTENSION_DATA:
			return {
				...state,
				extensionData: {
					...state.extensionData,
					[ action.namespace ]: action.replace
						? action.data
						: {
								...state.extensionData[ action.namespace ],
								...action.data,
							},
				},
			};
		default:
			return state;
	}
}
