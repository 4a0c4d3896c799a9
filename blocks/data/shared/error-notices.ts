/**
 * Store API errors as notices, routed to their area (spec §8 "rest_invalid_param" routing).
 */

/** Internal dependencies */
import { NOTICE_CONTEXTS } from '../notices/constants';
import type { NoticeOptions } from '../notices/types';
import { NOTICES_STORE_KEY } from './store-keys';
import { dispatchStore, type ThunkRegistry } from './thunk-args';

/** The notices actions other stores use. */
export interface NoticesDispatch {
	createErrorNotice( content: string, options?: NoticeOptions ): unknown;
	createInfoNotice( content: string, options?: NoticeOptions ): unknown;
	removeNotice( id: string, context?: string ): unknown;
}

/** The notices store's actions in `registry`, if registered. */
export const noticesOf = ( registry: ThunkRegistry ) => dispatchStore< NoticesDispatch >( registry, NOTICES_STORE_KEY );

interface ErrorLike {
	code?: string;
	message?: string;
	data?: { details?: Record< string, { code?: string; message?: string } > } & Record< string, unknown >;
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
	fallbackContext: string
): Array< { id: string; context: string; message: string } > {
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
export function raiseErrorNotices( registry: ThunkRegistry, error: ErrorLike, fallbackContext: string ): void {
	const notices = noticesOf( registry );
	for ( const { id, context, message } of getErrorNotices( error, fallbackContext ) ) {
		if ( message ) {
			notices?.createErrorNotice( message, { id, context } );
		}
	}
}
