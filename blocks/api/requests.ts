/**
 * The Store API calls, as functions over api-fetch (middlewares do the rest).
 */

/** WordPress dependencies */
import apiFetch from '@wordpress/api-fetch';

/** Internal dependencies */
import type { Cart, CartAddress, CartBillingAddress } from '../data/cart/types';
import type { CheckoutResponse } from '../data/checkout/types';
import { CART_PATH, STORE_API_NAMESPACE } from './constants';
import { cartApiError } from './errors';

/** Options of one call. */
export interface RequestOptions {
	signal?: AbortSignal;
}

/** A Store API call; `path` is relative to the namespace (`cart/add-item`). */
export function storeApiFetch< T >(
	path: string,
	{
		method = 'GET',
		data,
		signal,
	}: { method?: string; data?: unknown; signal?: AbortSignal } = {}
): Promise< T > {
	return apiFetch< T >( {
		path: `${ STORE_API_NAMESPACE }/${ path }`,
		method,
		...( data !== undefined ? { data } : {} ),
		...( signal ? { signal } : {} ),
	} );
}

const post = ( path: string, data: unknown, options: RequestOptions = {} ) =>
	storeApiFetch< Cart >( path, {
		method: 'POST',
		data,
		signal: options.signal,
	} );

/** GET the cart; an empty answer is `cart_api_error`. */
export async function getCart( options: RequestOptions = {} ): Promise< Cart > {
	const cart = await apiFetch< Cart | null >( {
		path: CART_PATH,
		...( options.signal ? { signal: options.signal } : {} ),
	} );
	if ( ! cart ) {
		throw cartApiError();
	}
	return cart;
}

/** Adds `quantity` (default 1) of product `id`. */
export const addItem = (
	id: number,
	quantity = 1,
	variation?: Array< { attribute: string; value: string } >,
	options?: RequestOptions
) =>
	post(
		'cart/add-item',
		variation?.length ? { id, quantity, variation } : { id, quantity },
		options
	);

/** Removes the item `key`. */
export const removeItem = ( key: string, options?: RequestOptions ) =>
	post( 'cart/remove-item', { key }, options );

/** Sets the quantity of item `key`. */
export const updateItem = (
	key: string,
	quantity: number,
	options?: RequestOptions
) => post( 'cart/update-item', { key, quantity }, options );

/** Applies a coupon. */
export const applyCoupon = ( code: string, options?: RequestOptions ) =>
	post( 'cart/apply-coupon', { code }, options );

/** Removes a coupon. */
export const removeCoupon = ( code: string, options?: RequestOptions ) =>
	post( 'cart/remove-coupon', { code }, options );

/** Selects a shipping rate of a package. */
export const selectShippingRate = (
	packageId: number | string,
	rateId: string,
	options?: RequestOptions
) =>
	post(
		'cart/select-shipping-rate',
		{ package_id: packageId, rate_id: rateId },
		options
	);

/** Sends changed address fields. */
export const updateCustomer = (
	data: {
		billing_address?: Partial< CartBillingAddress >;
		shipping_address?: Partial< CartAddress >;
	},
	options?: RequestOptions
) => post( 'cart/update-customer', data, options );

/** An extension's cart update. */
export const extensionCartUpdate = (
	namespace: string,
	data: Record< string, unknown >,
	options?: RequestOptions
) => post( 'cart/extensions', { namespace, data }, options );

/** Submits the checkout. */
export const submitCheckout = (
	data: Record< string, unknown >,
	options: RequestOptions = {}
) =>
	storeApiFetch< CheckoutResponse >( 'checkout', {
		method: 'POST',
		data,
		signal: options.signal,
	} );
