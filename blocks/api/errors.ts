/**
 * The request layer's error catalogue, with translated messages.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** An error from the Store API or the request layer; `message` is ready to show. */
export class StoreApiError extends Error {
	readonly code: string;
	readonly data?: {
		status?: number;
		cart?: unknown;
		[ key: string ]: unknown;
	};

	constructor(
		code: string,
		message: string,
		data?: StoreApiError[ 'data' ]
	) {
		super( message );
		this.name = 'StoreApiError';
		this.code = code;
		this.data = data;
	}
}

/** "Unable to get cart data from the API." (the cart fetch returned nothing). */
export const cartApiError = () =>
	new StoreApiError(
		'cart_api_error',
		__( 'Unable to get cart data from the API.', 'tourfront' ),
		{ status: 500 }
	);

/** "The response is not a valid JSON response." */
export const invalidJsonError = () =>
	new StoreApiError(
		'invalid_json',
		__( 'The response is not a valid JSON response.', 'tourfront' )
	);

/** "An unknown error occurred." */
export const unknownError = () =>
	new StoreApiError(
		'unknown_error',
		__( 'An unknown error occurred.', 'tourfront' )
	);

/** "You are probably offline." */
export const fetchError = () =>
	new StoreApiError(
		'fetch_error',
		__( 'You are probably offline.', 'tourfront' )
	);

/** The checkout failure message when the server gives none. */
export const getGenericCheckoutErrorMessage = () =>
	__(
		'Something went wrong. Please contact us to get assistance.',
		'tourfront'
	);

/** True for an aborted request (a newer one replaced it). */
export function isAbortError( error: unknown ): boolean {
	return (
		typeof error === 'object' &&
		error !== null &&
		( error as { name?: string } ).name === 'AbortError'
	);
}

/** Turns whatever a request threw into a StoreApiError (abort errors are returned unchanged). */
export function toStoreApiError( error: unknown ): StoreApiError | Error {
	if ( error instanceof StoreApiError || isAbortError( error ) ) {
		return error as Error;
	}
	const { code, message, data } = (
		typeof error === 'object' && error !== null ? error : {}
	) as {
		code?: unknown;
		message?: unknown;
		data?: StoreApiError[ 'data' ];
	};
	if ( code === 'fetch_error' || code === 'offline_error' ) {
		return fetchError();
	}
	if ( code === 'invalid_json' ) {
		return invalidJsonError();
	}
	if (
		typeof code === 'string' &&
		code &&
		typeof message === 'string' &&
		message
	) {
		return new StoreApiError( code, message, data );
	}
	return unknownError();
}
