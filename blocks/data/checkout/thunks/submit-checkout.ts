/**
 * Submitting the checkout: the POST body from the stores, the request, and where its errors go. Loaded
 * on the first submission (./submit.ts): nothing of it is needed before Place order.
 */

/** Internal dependencies */
import {
	getGenericCheckoutErrorMessage,
	isAbortError,
	StoreApiError,
	toStoreApiError,
} from '../../../api/errors';
import * as storeApi from '../../../api/requests';
import { raiseErrorNotices } from '../../shared/error-notices';
import {
	CART_STORE,
	dispatchStore,
	PAYMENT_STORE,
	selectStore,
} from '../../shared/store-refs';
import {
	getAddressSource,
	getOrderAddresses,
	type AddressSourceState,
} from '../address-source';
import { NOTICE_CONTEXTS } from '../../notices/constants';
import type { Cart } from '../../cart/types';
import type { CheckoutResponse } from '../types';
import type { CheckoutThunkArgs } from './types';
import { processCheckoutResponse } from './process-response';

/** Options of the submission. */
export interface SubmitOptions {
	/** The new account's password when the shopper creates one (sent as `customer_password`). */
	customerPassword?: string;
}

/** What decides which address the other copies, from the stores. */
function getAddressSourceState( {
	select,
	registry,
}: CheckoutThunkArgs ): AddressSourceState {
	return {
		needsShipping:
			selectStore( registry, CART_STORE )?.getNeedsShipping() ?? false,
		prefersCollection: select.prefersCollection(),
		useShippingAsBilling: select.getUseShippingAsBilling(),
	};
}

/** The checkout POST body from the stores. */
function buildCheckoutData(
	args: CheckoutThunkArgs,
	options: SubmitOptions
): Record< string, unknown > {
	const { select, registry } = args;
	const payment = selectStore( registry, PAYMENT_STORE );
	const customer = selectStore( registry, CART_STORE )?.getCustomerData();
	const addresses = customer
		? getOrderAddresses( customer, getAddressSourceState( args ) )
		: { billing_address: undefined };
	// As WooCommerce's checkout sends it: each key of the method's data with its value (strings and
	// booleans as they are), then whether to save the payment method, always.
	const paymentData: Array< { key: string; value: unknown } > =
		Object.entries( payment?.getPaymentMethodData() ?? {} )
			.filter( ( [ , value ] ) => value !== undefined && value !== null )
			.map( ( [ key, value ] ) => ( {
				key,
				value:
					typeof value === 'string' || typeof value === 'boolean'
						? value
						: JSON.stringify( value ),
			} ) );
	if ( payment ) {
		paymentData.push( {
			key: `wc-${ payment.getActivePaymentMethod() }-new-payment-method`,
			value: payment.getShouldSavePaymentMethod(),
		} );
	}
	return {
		...addresses,
		customer_note: select.getOrderNotes(),
		additional_fields: select.getAdditionalFields(),
		create_account: select.getShouldCreateAccount(),
		...( select.getShouldCreateAccount() && options.customerPassword
			? { customer_password: options.customerPassword }
			: {} ),
		payment_method: payment?.getActivePaymentMethod() ?? '',
		payment_data: paymentData,
		extensions: select.getExtensionData(),
	};
}

/**
 * A checkout failure the server gave no words for (a 400 with an empty message, a 500 with `{}`) shows
 * the generic checkout message, not the request layer's "An unknown error occurred.".
 */
function checkoutError( error: unknown ): ReturnType< typeof toStoreApiError > {
	const normalised = toStoreApiError( error );
	return ( normalised as { code?: string } ).code === 'unknown_error'
		? new StoreApiError(
				'unknown_error',
				getGenericCheckoutErrorMessage(),
				( normalised as StoreApiError ).data
			)
		: normalised;
}

// Failures of the request itself (no server words): the shopper's problem is the checkout, not the cart.
const REQUEST_LAYER_CODES = [ 'fetch_error', 'invalid_json', 'unknown_error' ];

/**
 * Where a submission error without an area of its own goes: the cart area
 * (as WooCommerce's checkout routes a server error by its code); request-layer failures → checkout.
 */
function submissionErrorContext( code: string | undefined ): string {
	return ! code || REQUEST_LAYER_CODES.includes( code )
		? NOTICE_CONTEXTS.CHECKOUT
		: NOTICE_CONTEXTS.CART;
}

/** POSTs the checkout and processes the answer; resolves whether the server accepted it. */
export async function submitCheckout(
	args: CheckoutThunkArgs,
	options: SubmitOptions
): Promise< boolean > {
	const { registry } = args;
	try {
		const response = await storeApi.submitCheckout(
			buildCheckoutData( args, options )
		);
		processCheckoutResponse( args, response );
		return true;
	} catch ( error ) {
		if ( isAbortError( error ) ) {
			return false;
		}
		const normalised = checkoutError( error ) as Error & {
			code?: string;
			data?: CheckoutResponse[ 'data' ] & { cart?: Cart };
		};
		if ( normalised.data?.cart ) {
			dispatchStore( registry, CART_STORE )?.receiveCartContents(
				normalised.data.cart
			);
		}
		raiseErrorNotices(
			registry,
			normalised,
			submissionErrorContext( normalised.code ),
			getAddressSource( getAddressSourceState( args ) )
		);
		processCheckoutResponse( args, {
			message: normalised.message,
			code: normalised.code,
			data: {
				...normalised.data,
				status: Number( normalised.data?.status ?? 500 ),
			},
		} );
		return false;
	}
}
