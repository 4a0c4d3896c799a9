/**
 * How a recorded request is replayed against the mock: the same method, path and body, with the
 * session's own Cart-Token and order key in place of the recording's (those expired), the cookie
 * dropped (the mock has one session per store), and the recorded bad nonce mapped to the demo's
 * rejected value "expired".
 */

/** Internal dependencies */
import { EXPIRED_NONCE } from '../store/session';
import type { RecordedExchange } from './records';

/** What the replay remembers from earlier answers of the same session. */
export interface SessionMemory {
	cartToken?: string;
	orderKey?: string;
}

/** Deviations from the recording, by file, as path prefixes of shape differences (with why). */
export const KNOWN_DEVIATIONS: Record< string, string[] > = {
	// The recording kept only the route keys (an array); WordPress and the mock send an object keyed by route.
	'02-store-api-namespace-routes.json': [
		'$.routes: object instead of array',
	],
};

/** The request to send for a recorded exchange. */
export function adaptRequest(
	record: RecordedExchange,
	memory: SessionMemory
): { path: string; headers: Record< string, string >; body?: string } {
	const headers: Record< string, string > = {};
	for ( const [ name, value ] of Object.entries( record.request.headers ) ) {
		if ( name.toLowerCase() !== 'cookie' ) {
			headers[ name ] = value;
		}
	}
	const code = ( record.response.body as { code?: string } | null )?.code;
	if ( code === 'woocommerce_rest_invalid_nonce' ) {
		headers.Nonce = EXPIRED_NONCE;
	}
	if ( headers[ 'Cart-Token' ] && memory.cartToken ) {
		headers[ 'Cart-Token' ] = memory.cartToken;
	}
	let path = record.request.path;
	if ( memory.orderKey ) {
		path = path.replace(
			/key=wc_order_[A-Za-z0-9]+/,
			`key=${ memory.orderKey }`
		);
	}
	const { body } = record.request;
	if (
		body === null ||
		body === undefined ||
		record.request.method === 'GET'
	) {
		return { path, headers };
	}
	if (
		record.request.body_encoding === 'application/x-www-form-urlencoded'
	) {
		return {
			path,
			headers,
			body: new URLSearchParams(
				body as Record< string, string >
			).toString(),
		};
	}
	return { path, headers, body: JSON.stringify( body ) };
}
