/**
 * An invalid (or missing) nonce gets a fresh nonce and one retry; a second failure is thrown.
 * Concurrent failures share one refetch, so a stale page nonce costs at most one retry per request.
 */

/** WordPress dependencies */
import type { APIFetchMiddleware, APIFetchOptions } from '@wordpress/api-fetch';

/** Internal dependencies */
import { CART_PATH, NONCE_ERROR_CODES } from './constants';
import type { NonceStore } from './nonce-store';
import { isResponse, isStoreApiRequest } from './paths';

async function getErrorCode( error: unknown ): Promise< string > {
	if ( isResponse( error ) ) {
		try {
			return (
				( ( await error.clone().json() ) as { code?: string } )?.code ??
				''
			);
		} catch {
			return '';
		}
	}
	return ( error as { code?: string } | null )?.code ?? '';
}

/** Creates the retry middleware; it must sit outside the nonce middleware. */
export function createNonceRetryMiddleware(
	nonces: NonceStore
): APIFetchMiddleware {
	let refreshing: Promise< unknown > | undefined;

	const refresh = ( next: ( o: APIFetchOptions ) => Promise< unknown > ) => {
		refreshing ??= next( { path: CART_PATH, method: 'GET', parse: false } )
			.catch( () => undefined )
			.finally( () => {
				refreshing = undefined;
			} );
		return refreshing;
	};

	return async ( options, next ) => {
		if ( ! isStoreApiRequest( options ) ) {
			return next( options );
		}
		// eslint-disable-next-line @wordpress/no-unused-vars-before-return -- the nonce sent, read before the request can change it.
		const nonceBefore = nonces.get();
		try {
			return await next( options );
		} catch ( error ) {
			if ( ! NONCE_ERROR_CODES.includes( await getErrorCode( error ) ) ) {
				throw error;
			}
			// The failed response usually carries the current nonce already; fetch one only if not.
			if ( nonces.get() === nonceBefore ) {
				await refresh( next );
			}
			return next( options );
		}
	};
}
