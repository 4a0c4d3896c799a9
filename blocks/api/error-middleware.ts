/**
 * Outermost Store API middleware: every failure becomes a StoreApiError of the catalogue.
 */

/** WordPress dependencies */
import type { APIFetchMiddleware } from '@wordpress/api-fetch';

/** Internal dependencies */
import { toStoreApiError } from './errors';
import { isResponse, isStoreApiRequest } from './paths';

/** Creates the error middleware. */
export function createErrorMiddleware(): APIFetchMiddleware {
	return async ( options, next ) => {
		if ( ! isStoreApiRequest( options ) ) {
			return next( options );
		}
		try {
			return await next( options );
		} catch ( error ) {
			// A caller that asked for the raw Response gets it back as thrown.
			if ( isResponse( error ) ) {
				throw error;
			}
			throw toStoreApiError( error );
		}
	};
}
