/**
 * Which requests are Store API requests, and how they are shaped.
 */

/** WordPress dependencies */
import type { APIFetchOptions } from '@wordpress/api-fetch';

/** Internal dependencies */
import { STORE_API_NAMESPACE } from './constants';

/** The path or URL of a request. */
export const getRequestTarget = ( options: APIFetchOptions ): string =>
	options.path ?? options.url ?? '';

/** True for a request to `/wc/store/v1/…`. */
export function isStoreApiRequest( options: APIFetchOptions ): boolean {
	const target = getRequestTarget( options );
	return (
		target.startsWith( STORE_API_NAMESPACE ) ||
		target.includes( `/wp-json${ STORE_API_NAMESPACE }` ) ||
		target.includes(
			`rest_route=${ encodeURIComponent( STORE_API_NAMESPACE ) }`
		)
	);
}

/** The request method, upper case (GET by default). */
export const getMethod = ( options: APIFetchOptions ): string =>
	( options.method ?? 'GET' ).toUpperCase();

/** True when api-fetch's fetch-all middleware will page this request (it needs parse: true). */
export const isUnboundedQuery = ( options: APIFetchOptions ): boolean =>
	getRequestTarget( options ).includes( 'per_page=-1' );

/** Duck-typed Response check (Responses from another realm fail instanceof). */
export function isResponse( value: unknown ): value is Response {
	return (
		typeof value === 'object' &&
		value !== null &&
		typeof ( value as Response ).text === 'function' &&
		typeof ( value as Response ).headers?.get === 'function'
	);
}
