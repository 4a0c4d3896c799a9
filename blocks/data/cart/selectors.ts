/**
 * Cart store selectors (WooCommerce `wc/store/cart` names).
 */

/** WordPress dependencies */
import { createSelector } from '@wordpress/data';

/** Internal dependencies */
import {
	getCurrencyFromPriceResponse,
	type Currency,
} from '../../../common/money';
import type { DEFAULT_CART_STATE } from './default-state';
import type { Cart, CartItem, CartMeta, CustomerData } from './types';

type State = typeof DEFAULT_CART_STATE;

/** The whole cart (the empty cart until one is received). */
export const getCartData = ( state: State ): Cart => state.cartData;
/** True once a cart was received. */
export const hasCartData = ( state: State ): boolean => state.hasCartData;
/** Cart totals. */
export const getCartTotals = ( state: State ) => state.cartData.totals;
/** Cart items. */
export const getCartItems = ( state: State ): CartItem[] =>
	state.cartData.items;
/** One item by key. */
export const getCartItem = (
	state: State,
	key: string
): CartItem | undefined =>
	state.cartData.items.find( ( item ) => item.key === key );
/** Number of items (sum of quantities). */
export const getItemsCount = ( state: State ): number =>
	state.cartData.items_count;
/** Applied coupons. */
export const getCartCoupons = ( state: State ) => state.cartData.coupons;
/** Fees. */
export const getCartFees = ( state: State ) => state.cartData.fees;
/** `cart.errors`. */
export const getCartErrors = ( state: State ) => state.cartData.errors;
/** The last request error, or null. */
export const getLastError = ( state: State ) => state.errors[ 0 ] ?? null;
/** Shipping packages with their rates. */
export const getShippingRates = ( state: State ) =>
	state.cartData.shipping_rates;
/** The cart needs shipping. */
export const getNeedsShipping = ( state: State ) =>
	state.cartData.needs_shipping;
/** Shipping was calculated. */
export const getHasCalculatedShipping = ( state: State ) =>
	state.cartData.has_calculated_shipping;
/** The cart needs payment. */
export const getNeedsPayment = ( state: State ) => state.cartData.needs_payment;
/** Addresses as edited locally. */
export const getCustomerData = ( state: State ): CustomerData =>
	state.customerData;
/** Local address edits not pushed yet. */
export const hasUnsentCustomerData = ( state: State ): boolean =>
	state.customerDataDirty;
/** Request metadata. */
export const getCartMeta = ( state: State ): CartMeta => state.metaData;
/** Quantity change of `key` in flight. */
export const isItemPendingQuantity = ( state: State, key: string ) =>
	state.metaData.cartItemsPendingQuantity.includes( key );
/** Deletion of `key` in flight. */
export const isItemPendingDelete = ( state: State, key: string ) =>
	state.metaData.cartItemsPendingDelete.includes( key );
/** Keys with a quantity change in flight. */
export const getItemsPendingQuantityUpdate = ( state: State ) =>
	state.metaData.cartItemsPendingQuantity;
/** Keys with a deletion in flight. */
export const getItemsPendingDelete = ( state: State ) =>
	state.metaData.cartItemsPendingDelete;
/** A coupon is being applied. */
export const isApplyingCoupon = ( state: State ) =>
	!! state.metaData.applyingCoupon;
/** The code being applied. */
export const getCouponBeingApplied = ( state: State ) =>
	state.metaData.applyingCoupon;
/** A coupon is being removed. */
export const isRemovingCoupon = ( state: State ) =>
	!! state.metaData.removingCoupon;
/** The code being removed. */
export const getCouponBeingRemoved = ( state: State ) =>
	state.metaData.removingCoupon;
/** Customer data push in flight. */
export const isCustomerDataUpdating = ( state: State ) =>
	state.metaData.updatingCustomerData;
/** Shipping rate selection in flight. */
export const isShippingRateBeingSelected = ( state: State ) =>
	state.metaData.updatingSelectedRate;
/** The cart changed elsewhere; a refetch is due or running. */
export const isCartDataStale = ( state: State ) =>
	state.metaData.isCartDataStale;
/** The display currency of the cart totals (the settings' currency before a cart arrives). */
export const getCurrency = createSelector(
	( state: State ): Currency =>
		getCurrencyFromPriceResponse(
			state.hasCartData ? state.cartData.totals : null
		),
	( state: State ) => [ state.cartData.totals, state.hasCartData ]
);
