/**
 * Store API errors as notices, routed to their area (a `rest_invalid_param` goes to its field's area; WooCommerce's
 * `woocommerce_rest_invalid_address` under the address it names). The one place errors are routed.
 */

/** WordPress dependencies */
import type { DataRegistry } from '@wordpress/data';

/** Internal dependencies */
import type { AddressSource } from '../checkout/address-source';
import { NOTICE_CONTEXTS } from '../notices/constants';
import { dispatchStore, NOTICES_STORE } from './store-refs';

/** The notices store's actions in `registry`, if registered. */
export const noticesOf = ( registry: DataRegistry ) =>
	dispatchStore( registry, NOTICES_STORE );

/** WooCommerce's answer to empty required address fields: `data.errors.{billing|shipping}: string[]`. */
export const INVALID_ADDRESS_CODE = 'woocommerce_rest_invalid_address';

interface ErrorLike {
	code?: string;
	message?: string;
	data?: {
		details?: Record< string, { code?: string; message?: string } >;
		errors?: { billing?: string[]; shipping?: string[] };
	} & Record< string, unknown >;
}

/** The context an error code belongs to, or `fallback`. */
export function getErrorContext(
	code: string | undefined,
	fallback: string
): string {
	if ( code && /_rest_(missing|invalid)_email_address$/.test( code ) ) {
		return NOTICE_CONTEXTS.CONTACT_INFORMATION;
	}
	return fallback;
}

/**
 * The notices (id, context, message) an error becomes. `woocommerce_rest_invalid_address` (record 45) gives
 * one notice per message under the address it names, or under the address shown when that one is copied into
 * the other (`addressSource`, see `checkout/address-source.ts`: billing follows shipping with "Use same address
 * for billing", shipping follows billing for a pickup).
 */
export function getErrorNotices(
	error: ErrorLike,
	fallbackContext: string,
	addressSource: AddressSource = null
): Array< { id: string; context: string; message: string } > {
	const errors =
		error.code === INVALID_ADDRESS_CODE ? error.data?.errors : undefined;
	const addressNotices = ( [ 'billing', 'shipping' ] as const ).flatMap(
		( type ) =>
			( errors?.[ type ] ?? [] ).map( ( message, index ) => ( {
				id: `${ type }_address_${ index }`,
				context:
					NOTICE_CONTEXTS[
						( addressSource ?? type ) === 'billing'
							? 'BILLING_ADDRESS'
							: 'SHIPPING_ADDRESS'
					],
				message,
			} ) )
	);
	if ( addressNotices.length ) {
		return addressNotices;
	}
	const details = error.data?.details;
	if (
		error.code === 'rest_invalid_param' &&
		details &&
		Object.keys( details ).length
	) {
		return Object.entries( details ).map( ( [ param, detail ] ) => {
			let context = getErrorContext( detail.code, fallbackContext );
			if ( detail.code === 'invalid_email' ) {
				context = NOTICE_CONTEXTS.CONTACT_INFORMATION;
			} else if ( param === 'billing_address' ) {
				context = NOTICE_CONTEXTS.BILLING_ADDRESS;
			} else if ( param === 'shipping_address' ) {
				context = NOTICE_CONTEXTS.SHIPPING_ADDRESS;
			}
			return {
				id: `${ param }_${ detail.code ?? 'error' }`,
				context,
				message: detail.message ?? error.message ?? '',
			};
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
	addressSource: AddressSource = null
): void {
	const notices = noticesOf( registry );
	for ( const { id, context, message } of getErrorNotices(
		error,
		fallbackContext,
		addressSource
	) ) {
		if ( message ) {
			notices?.createErrorNotice( message, { id, context } );
		}
	}
}
