/**
 * Sends the current nonce with every Store API request and keeps the nonce of every response.
 */

/** WordPress dependencies */
import type { APIFetchMiddleware } from '@wordpress/api-fetch';

/** Internal dependencies */
import type { NonceStore } from './nonce-store';
import { parseResponse } from './parse';
import { isResponse, isStoreApiRequest, isUnboundedQuery } from './paths';

/** Creates the nonce middleware over `nonces`. */
export function createNonceMiddleware(
	nonces: NonceStore
): APIFetchMiddleware {
	return async ( options, next ) => {
		if ( ! isStoreApiRequest( options ) ) {
			return next( options );
		}
		const nonce = nonces.get();
		const headers = nonce
			? { ...options.headers, Nonce: nonce }
			: { ...options.headers };
		if ( isUnboundedQuery( options ) ) {
			// api-fetch pages `per_page=-1` only with parse on; collections need no nonce refresh.
			return next( { ...options, headers } );
		}
		const parse = options.parse !== false;
		try {
			const response = ( await next( {
				...options,
				headers,
				parse: false,
			} ) ) as unknown;
			if ( ! isResponse( response ) ) {
				return response;
			}
			nonces.updateFromHeaders( response.headers );
			return parse ? parseResponse( response ) : response;
		} catch ( error ) {
			if ( isResponse( error ) ) {
				nonces.updateFromHeaders( error.headers );
				if ( parse ) {
					return parseResponse( error );
				}
			}
			throw error;
		}
	};
}
