/**
 * POST /batch: up to 25 write requests, answered 207 with responses[] of {status, headers, body};
 * each sub-request is checked with its own headers (as WordPress builds them).
 */

/** Internal dependencies */
import type { WooStore } from '../../store';
import { invalidParams } from '../../store/errors';
import { baseHeaders } from './respond';
import type { ApiRequest, ApiResponse } from './types';

/** WordPress's batch limit. */
export const MAX_BATCH_REQUESTS = 25;

interface SubRequest {
	method?: string;
	path?: string;
	body?: unknown;
	headers?: Record< string, string | string[] >;
}

function subHeaders( headers: Record< string, string | string[] > = {} ) {
	const lower = Object.fromEntries(
		Object.entries( headers ).map( ( [ key, value ] ) => [
			key.toLowerCase(),
			Array.isArray( value ) ? value[ 0 ] : value,
		] )
	);
	return { get: ( name: string ) => lower[ name.toLowerCase() ] ?? null };
}

/** Numbers where WordPress's batch puts numbers (Nonce-Timestamp, User-ID). */
function batchHeaders(
	headers: Record< string, string >
): Record< string, string | number > {
	const result: Record< string, string | number > = {};
	for ( const [ key, value ] of Object.entries( headers ) ) {
		if ( key === 'Link' || key === 'Content-Type' ) {
			continue;
		}
		result[ key ] =
			key === 'Nonce-Timestamp' || key === 'User-ID'
				? Number( value )
				: value;
	}
	return { ...result, 'Cache-Control': 'no-store', Allow: 'POST' };
}

/** Handles the batch route with `route` for each sub-request. */
export function handleBatch(
	store: WooStore,
	request: ApiRequest,
	route: ( sub: ApiRequest ) => ApiResponse
): ApiResponse {
	const requests = ( request.body as { requests?: SubRequest[] } | null )
		?.requests;
	if ( ! Array.isArray( requests ) ) {
		throw invalidParams( {
			requests: {
				code: 'rest_invalid_type',
				message: 'requests is not of type array.',
			},
		} );
	}
	if ( requests.length > MAX_BATCH_REQUESTS ) {
		throw invalidParams( {
			requests: {
				code: 'rest_too_many_items',
				message: `requests must contain at most ${ MAX_BATCH_REQUESTS } items.`,
			},
		} );
	}
	const responses = requests.map( ( sub ) => {
		const url = new URL( String( sub.path ?? '' ), 'http://batch.invalid' );
		const path = url.pathname
			.replace( /^\/wp-json/, '' )
			.replace( /^\/wc\/store\/v1/, '' );
		const answer = route( {
			method: String( sub.method ?? 'POST' ).toUpperCase(),
			path,
			query: url.searchParams,
			headers: subHeaders( sub.headers ),
			body: sub.body ?? {},
		} );
		return {
			status: answer.status,
			headers: batchHeaders( answer.headers ),
			body: answer.body,
		};
	} );
	const session = store.sessionHeaders();
	return {
		status: 207,
		headers: {
			Nonce: session.Nonce,
			'Nonce-Timestamp': session[ 'Nonce-Timestamp' ],
			'User-ID': '0',
			...baseHeaders( store ),
		},
		body: { responses },
	};
}
