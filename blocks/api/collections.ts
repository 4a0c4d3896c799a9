/**
 * The two collection reads: a namespace index (route discovery) and a collection
 * with its response headers (paging totals, `Last-Modified`). Kept out of the cart's and checkout's
 * bundles: only the collections store imports it.
 */

/** WordPress dependencies */
import apiFetch from '@wordpress/api-fetch';

/** Internal dependencies */
import { toStoreApiError } from './errors';
import { parseResponse } from './parse';
import { isResponse } from './paths';

/** A body with the response headers, names in lower case. */
export interface WithHeaders< T > {
	body: T;
	headers: Record< string, string >;
}

/** GET `{namespace}` (`wc/store/v1`): the keys of its `routes`. */
export async function getNamespaceRoutes(
	namespace: string
): Promise< string[] > {
	const index = await apiFetch< {
		routes?: Record< string, unknown >;
	} | null >( { path: `/${ namespace.replace( /^\/+/, '' ) }` } );
	return index?.routes && typeof index.routes === 'object'
		? Object.keys( index.routes )
		: [];
}

/** GET `path` with its response headers; failures are the catalogue's errors. */
export async function getWithHeaders< T >(
	path: string
): Promise< WithHeaders< T > > {
	let response: Response;
	try {
		response = await apiFetch< Response, false >( { path, parse: false } );
	} catch ( error ) {
		if ( ! isResponse( error ) ) {
			throw toStoreApiError( error );
		}
		response = error;
	}
	const headers: Record< string, string > = {};
	response.headers.forEach( ( value, name ) => {
		headers[ name.toLowerCase() ] = value;
	} );
	try {
		return { body: ( await parseResponse( response ) ) as T, headers };
	} catch ( error ) {
		throw toStoreApiError( error );
	}
}
