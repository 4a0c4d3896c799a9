/**
 * Helpers for the middleware unit tests: a recording `next`, Responses, memory storage.
 */

/** External dependencies */
import type { APIFetchOptions } from '@wordpress/api-fetch';

/** A Storage stand-in. */
export function createMemoryStorage( initial: Record< string, string > = {} ) {
	const data = new Map( Object.entries( initial ) );
	return {
		data,
		getItem: ( key: string ) => data.get( key ) ?? null,
		setItem: ( key: string, value: string ) => void data.set( key, value ),
		removeItem: ( key: string ) => void data.delete( key ),
	};
}

/** A JSON Response with headers. */
export function jsonResponse(
	body: unknown,
	status = 200,
	headers: Record< string, string > = {}
): Response {
	return new Response( JSON.stringify( body ), {
		status,
		headers: { 'Content-Type': 'application/json', ...headers },
	} );
}

/** A `next` that records the options it got and answers with `answer(options)`. */
export function recordingNext(
	answer: ( options: APIFetchOptions, index: number ) => unknown
) {
	const calls: APIFetchOptions[] = [];
	const next = async ( options: APIFetchOptions ) => {
		calls.push( options );
		const result = answer( options, calls.length - 1 );
		if (
			result instanceof Error ||
			( result instanceof Response && ! result.ok )
		) {
			throw result;
		}
		return result;
	};
	return { calls, next };
}
