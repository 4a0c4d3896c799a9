/**
 * Cart store reducer: every received cart replaces the old one.
 */

/** Internal dependencies */
import { withWooCommerceKeys } from './woocommerce-keys';
import { ACTION_TYPES } from './action-types';
import type { CartAction } from './actions';
import { DEFAULT_CART_STATE } from './default-state';

type State = typeof DEFAULT_CART_STATE;

const toggle = (
	list: readonly string[],
	key: string,
	on: boolean
): string[] => {
	if ( ! on ) {
		return list.filter( ( k ) => k !== key );
	}
	return list.includes( key ) ? [ ...list ] : [ ...list, key ];
};

/** Reduces cart actions. */
export function reducer(
	state: State = DEFAULT_CART_STATE,
	action: CartAction
): State {
	switch ( action.type ) {
		case ACTION_TYPES.RECEIVE_CART:
			return {
				...state,
				cartData: withWooCommerceKeys( action.cart ),
				hasCartData: true,
				errors: [],
				customerData: state.customerDataDirty
					? state.customerData
					: {
							billingAddress: action.cart.billing_address,
							shippingAddress: action.cart.shipping_address,
						},
				metaData: { ...state.metaData, isCartDataStale: false },
			};
		case ACTION_TYPES.RECEIVE_ERROR:
			return { ...state, errors: action.error ? [ action.error ] : [] };
		case ACTION_TYPES.APPLYING_COUPON:
			return {
				...state,
				metaData: {
					...state.metaData,
					applyingCoupon: action.couponCode,
				},
			};
		case ACTION_TYPES.REMOVING_COUPON:
			return {
				...state,
				metaData: {
					...state.metaData,
					removingCoupon: action.couponCode,
				},
			};
		case ACTION_TYPES.ITEM_PENDING_QUANTITY:
			return {
				...state,
				metaData: {
					...state.metaData,
					cartItemsPendingQuantity: toggle(
						state.metaData.cartItemsPendingQuantity,
						action.cartItemKey,
						action.isPending
					),
				},
			};
		case ACTION_TYPES.ITEM_PENDING_DELETE:
			return {
				...state,
				metaData: {
					...state.metaData,
					cartItemsPendingDelete: toggle(
						state.metaData.cartItemsPendingDelete,
						action.cartItemKey,
						action.isPending
					),
				},
			};
		case ACTION_TYPES.UPDATING_CUSTOMER_DATA:
			return {
				...state,
				metaData: {
					...state.metaData,
					updatingCustomerData: action.isResolving,
				},
			};
		case ACTION_TYPES.UPDATING_SELECTED_SHIPPING_RATE:
			return {
				...state,
				metaData: {
					...state.metaData,
					updatingSelectedRate: action.isResolving,
				},
			};
		case ACTION_TYPES.SET_IS_CART_DATA_STALE:
			return {
				...state,
				metaData: {
					...state.metaData,
					isCartDataStale: action.isCartDataStale,
				},
			};
		case ACTION_TYPES.RECEIVE_CUSTOMER_DATA:
			return {
				...state,
				customerData: {
					billingAddress: {
						...state.customerData.billingAddress,
						...action.data.billingAddress,
					},
					shippingAddress: {
						...state.customerData.shippingAddress,
						...action.data.shippingAddress,
					},
				},
			};
		case ACTION_TYPES.SET_CUSTOMER_DATA_DIRTY:
			return state.customerDataDirty === action.dirty
				? state
				: { ...state, customerDataDirty: action.dirty };
		default:
			return state;
	}
}
