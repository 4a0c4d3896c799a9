/**
 * Cart store plain action creators (thunks in ./thunks).
 */

/** Internal dependencies */
import { ACTION_TYPES } from './action-types';
import type { Cart, CartAddress, CartBillingAddress } from './types';

/** Replaces the cart with a Store API response. */
export const receiveCart = ( cart: Cart ) =>
	( { type: ACTION_TYPES.RECEIVE_CART, cart } ) as const;

/** Records the last request error (null clears). */
export const receiveError = (
	error: { code: string; message: string } | null
) => ( { type: ACTION_TYPES.RECEIVE_ERROR, error } ) as const;

/** The coupon code being applied ('' when done). */
export const receiveApplyingCoupon = ( couponCode: string ) =>
	( { type: ACTION_TYPES.APPLYING_COUPON, couponCode } ) as const;

/** The coupon code being removed ('' when done). */
export const receiveRemovingCoupon = ( couponCode: string ) =>
	( { type: ACTION_TYPES.REMOVING_COUPON, couponCode } ) as const;

/** Flags a quantity change of item `key` in flight. */
export const itemIsPendingQuantity = (
	cartItemKey: string,
	isPending = true
) =>
	( {
		type: ACTION_TYPES.ITEM_PENDING_QUANTITY,
		cartItemKey,
		isPending,
	} ) as const;

/** Flags a deletion of item `key` in flight. */
export const itemIsPendingDelete = ( cartItemKey: string, isPending = true ) =>
	( {
		type: ACTION_TYPES.ITEM_PENDING_DELETE,
		cartItemKey,
		isPending,
	} ) as const;

/** Customer data push in flight. */
export const updatingCustomerData = ( isResolving: boolean ) =>
	( { type: ACTION_TYPES.UPDATING_CUSTOMER_DATA, isResolving } ) as const;

/** Shipping rate selection in flight. */
export const shippingRatesBeingSelected = ( isResolving: boolean ) =>
	( {
		type: ACTION_TYPES.UPDATING_SELECTED_SHIPPING_RATE,
		isResolving,
	} ) as const;

/** The cart changed elsewhere (header add/remove); a refetch is due. */
export const setIsCartDataStale = ( isCartDataStale = true ) =>
	( { type: ACTION_TYPES.SET_IS_CART_DATA_STALE, isCartDataStale } ) as const;

/** Merges address edits into the local customer data without pushing them. */
export const receiveCustomerData = ( data: {
	billingAddress?: Partial< CartBillingAddress >;
	shippingAddress?: Partial< CartAddress >;
} ) => ( { type: ACTION_TYPES.RECEIVE_CUSTOMER_DATA, data } ) as const;

/** Marks local customer data as having (or not) unsent edits. */
export const setCustomerDataDirty = ( dirty: boolean ) =>
	( { type: ACTION_TYPES.SET_CUSTOMER_DATA_DIRTY, dirty } ) as const;

export type CartAction = ReturnType<
	| typeof receiveCart
	| typeof receiveError
	| typeof receiveApplyingCoupon
	| typeof receiveRemovingCoupon
	| typeof itemIsPendingQuantity
	| typeof itemIsPendingDelete
	| typeof updatingCustomerData
	| typeof shippingRatesBeingSelected
	| typeof setIsCartDataStale
	| typeof receiveCustomerData
	| typeof setCustomerDataDirty
>;
