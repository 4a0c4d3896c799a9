/**
 * How a recorded request is replayed against the mock: the same method, path and body, with the
 * session's own Cart-Token, Nonce and order key in place of the recording's (those were the recorded
 * store's, and expired), and the cookie dropped (the mock has one session per store). A Nonce the
 * recorded store refused is sent as recorded: the mock must refuse it on its own.
 */

/** Internal dependencies */
import type { RecordedExchange } from './records';

/** What the replay remembers from earlier answers of the same session. */
export interface SessionMemory {
	cartToken?: string;
	orderKey?: string;
	/** The last Nonce the mock handed out (a response header, or the one the page would print). */
	nonce?: string;
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
	const recordedNonce = headers.Nonce;
	const nonce =
		recordedNonce &&
		memory.nonce &&
		code !== 'woocommerce_rest_invalid_nonce'
			? memory.nonce
			: undefined;
	if ( nonce ) {
		headers.Nonce = nonce;
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
	// A batch's requests carry the same Nonce in their own headers.
	const json = JSON.stringify( body );
	return {
		path,
		headers,
		body: nonce
			? json.replaceAll( `"${ recordedNonce }"`, `"${ nonce }"` )
			: json,
	};
}
