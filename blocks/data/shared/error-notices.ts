/**
 * Store API errors as notices, routed to their area (spec §8 "rest_invalid_param" routing; WooCommerce's
 * `woocommerce_rest_invalid_address` under the address it names). The one place errors are routed.
 */

/** WordPress dependencies */
import type { DataRegistry } from '@wordpress/data';

/** Internal dependencies */
import type { AddressSource } from '../checkout/address-source';
import { NOTICE_CONTEXTS } from '../notices/constants';
import { dispatchStore, NOTICES_STORE } from './store-refs';

/** The notices store's actions in `registry`, if registered. */
export const noticesOf = ( registry: DataRegistry ) => dispatchStore( registry, NOTICES_STORE );

/** WooCommerce's answer to empty required address fields: `data.errors.{billing|shipping}: string[]`. */
export const INVALID_ADDRESS_CODE = 'woocommerce_rest_invalid_address';

interface ErrorLike {
	code?: string;
	message?: string;
	data?: {
		details?: Record< string, { code?: string; message?: string } >;
		errors?: Partial< Record< 'billing' | 'shipping', unknown > >;
	} & Record< string, unknown >;
}

/** What the checkout shows, for placing address errors. */
export interface ErrorRouting {
	/** The address the other one copies (its form is the one shown), see `checkout/address-source.ts`. */
	addressSource?: AddressSource;
}

const ADDRESS_CONTEXTS = {
	billing: NOTICE_CONTEXTS.BILLING_ADDRESS,
	shipping: NOTICE_CONTEXTS.SHIPPING_ADDRESS,
} as const;

/**
 * `woocommerce_rest_invalid_address` (record 45): one notice per message, under the address it names, or
 * under the address shown when that one copies the other (billing follows shipping with "Use same address
 * for billing"; shipping follows billing for a pickup). Empty when the error names no message.
 */
function getAddressErrorNotices( error: ErrorLike, { addressSource = null }: ErrorRouting ) {
	return ( [ 'billing', 'shipping' ] as const ).flatMap( ( type ) => {
		const messages = error.data?.errors?.[ type ];
		return ( Array.isArray( messages ) ? messages : [] )
			.filter( ( message ): message is string => typeof message === 'string' && message !== '' )
			.map( ( message, index ) => ( {
				id: `${ type }_address_${ index }`,
				context: ADDRESS_CONTEXTS[ addressSource ?? type ],
				message,
			} ) );
	} );
}

/** The context an error code belongs to, or `fallback`. */
export function getErrorContext( code: string | undefined, fallback: string ): string {
	if ( code && /_rest_(missing|invalid)_email_address$/.test( code ) ) {
		return NOTICE_CONTEXTS.CONTACT_INFORMATION;
	}
	return fallback;
}

/** The notices (id, context, message) an error becomes. */
export function getErrorNotices(
	error: ErrorLike,
	fallbackContext: string,
	routing: ErrorRouting = {}
): Array< { id: string; context: string; message: string } > {
	if ( error.code === INVALID_ADDRESS_CODE ) {
		const notices = getAddressErrorNotices( error, routing );
		if ( notices.length ) {
			return notices;
		}
	}
	const details = error.data?.details;
	if ( error.code === 'rest_invalid_param' && details && Object.keys( details ).length ) {
		return Object.entries( details ).map( ( [ param, detail ] ) => {
			let context = getErrorContext( detail.code, fallbackContext );
			if ( detail.code === 'invalid_email' ) {
				context = NOTICE_CONTEXTS.CONTACT_INFORMATION;
			} else if ( param === 'billing_address' ) {
				context = NOTICE_CONTEXTS.BILLING_ADDRESS;
			} else if ( param === 'shipping_address' ) {
				context = NOTICE_CONTEXTS.SHIPPING_ADDRESS;
			}
			return { id: `${ param }_${ detail.code ?? 'error' }`, context, message: detail.message ?? error.message ?? '' };
		} );
	}
	return [
		{
			id: error.code ?? 'error',
			context: getErrorContext( error.code, fallbackContext ),
			message: error.message ?? '',
		},
	];
}

/** Raises the notices of `error` (nothing for an empty message). */
export function raiseErrorNotices(
	registry: DataRegistry,
	error: ErrorLike,
	fallbackContext: string,
	routing: ErrorRouting = {}
): void {
	const notices = noticesOf( registry );
	for ( const { id, context, message } of getErrorNotices( error, fallbackContext, routing ) ) {
		if ( message ) {
			notices?.createErrorNotice( message, { id, context } );
		}
	}
}
