/**
 * WooCommerce 11 answers empty required address fields with `woocommerce_rest_invalid_address` and
 * `data.errors.{billing|shipping}: string[]` (record 45), not `rest_invalid_param`. Those messages
 * belong under the address they name: this module keeps the last such error seen on the checkout
 * POST (an api-fetch middleware) and turns it into one notice per message in the right area.
 */

/** WordPress dependencies */
import type { APIFetchMiddleware, APIFetchOptions } from '@wordpress/api-fetch';

/** Internal dependencies */
import { CONTEXTS } from '../stores';

export const INVALID_ADDRESS_CODE = 'woocommerce_rest_invalid_address';

export interface AddressErrorData {
	billing?: string[];
	shipping?: string[];
}

/** Holds the address errors of the last checkout submission. */
export function createAddressErrorSink() {
	let last: AddressErrorData | null = null;
	/** An api-fetch middleware recording invalid-address errors of POST …/wc/store/v1/checkout. */
	const middleware: APIFetchMiddleware = ( options: APIFetchOptions, next ) => {
		const target = String( options.path ?? options.url ?? '' );
		if ( ! /\/wc\/store\/v1\/checkout(\?|$)/.test( target ) || ( options.method ?? 'GET' ).toUpperCase() !== 'POST' ) {
			return next( options );
		}
		last = null;
		return next( options ).catch( ( error: unknown ) => {
			const body = error as { code?: string; data?: { errors?: AddressErrorData } };
			if ( body?.code === INVALID_ADDRESS_CODE && body.data?.errors ) {
				last = body.data.errors;
			}
			throw error;
		} );
	};
	return {
		middleware,
		/** Takes (and forgets) the errors of the last submission. */
		take(): AddressErrorData | null {
			const value = last;
			last = null;
			return value;
		},
	};
}

export type AddressErrorSink = ReturnType< typeof createAddressErrorSink >;

/**
 * One notice per message: billing messages under the billing address, shipping ones under the
 * shipping address. When billing is not shown separately (same as shipping) billing messages go
 * under the shipping address too.
 */
export function getAddressErrorNotices(
	errors: AddressErrorData,
	billingShown: boolean
): Array< { id: string; context: string; message: string } > {
	const notices: Array< { id: string; context: string; message: string } > = [];
	for ( const type of [ 'billing', 'shipping' ] as const ) {
		const messages = errors[ type ] || [];
		const context =
			type === 'shipping' || ! billingShown ? CONTEXTS.SHIPPING_ADDRESS : CONTEXTS.BILLING_ADDRESS;
		messages.forEach( ( message, index ) => {
			notices.push( { id: `${ type }_address_${ index }`, context, message } );
		} );
	}
	return notices;
}
