/**
 * Collects non-GET Store API calls for 300 ms and sends them as one `POST /wc/store/v1/batch`
 * (at most 25 per batch, batches sent one after another so the server sees calls in order).
 * Each caller gets its own entry of `responses[]` back, as api-fetch would have given it.
 * An aborted call still waiting in the queue is dropped: it never reaches the server.
 */

/** WordPress dependencies */
import type { APIFetchMiddleware, APIFetchOptions } from '@wordpress/api-fetch';

/** Internal dependencies */
import {
	BATCH_DELAY_MS,
	BATCH_MAX_REQUESTS,
	BATCH_PATH,
	STORE_API_NAMESPACE,
} from './constants';
import { unknownError } from './errors';
import { getMethod } from './paths';

type Next = ( options: APIFetchOptions ) => Promise< unknown >;

interface Entry {
	options: APIFetchOptions;
	next: Next;
	resolve: ( value: unknown ) => void;
	reject: ( reason: unknown ) => void;
	settled: boolean;
}

/** One entry of the batch response. */
interface BatchResponse {
	status: number;
	body: unknown;
	headers?: Record< string, string | number | string[] >;
}

const CHECKOUT_PATH = `${ STORE_API_NAMESPACE }/checkout`;
/** Routes that are never batched: the batch itself, and placing the order (it must go at once, alone). */
const UNBATCHED = [ BATCH_PATH, CHECKOUT_PATH ];

const isRoute = ( path: string, route: string ) =>
	path === route ||
	path.startsWith( `${ route }?` ) ||
	path.startsWith( `${ route }/` );

/** True when a request goes through the batch. */
export function isBatchable( options: APIFetchOptions ): boolean {
	const path = options.path ?? '';
	const method = getMethod( options );
	// Saving the checkout's fields (PUT) goes in line with the customer's updates: sent beside them, WooCommerce
	// saved each request's whole session as it read it, and the later one took back the other's change (a
	// phone typed was lost on a real store).
	const savesCheckout = method === 'PUT' && isRoute( path, CHECKOUT_PATH );
	return (
		method !== 'GET' &&
		path.startsWith( `${ STORE_API_NAMESPACE }/` ) &&
		( savesCheckout ||
			! UNBATCHED.some( ( route ) => isRoute( path, route ) ) ) &&
		options.body === undefined
	);
}

const abortError = () =>
	new DOMException( 'The request was aborted.', 'AbortError' );

function toHeaders( headers: BatchResponse[ 'headers' ] = {} ): Headers {
	const result = new Headers();
	for ( const [ name, value ] of Object.entries( headers ) ) {
		result.set(
			name,
			Array.isArray( value ) ? value.join( ', ' ) : String( value )
		);
	}
	return result;
}

function settle( entry: Entry, response: BatchResponse | undefined ) {
	if ( entry.settled ) {
		return;
	}
	entry.settled = true;
	if ( ! response ) {
		entry.reject( unknownError() );
		return;
	}
	const ok = response.status >= 200 && response.status < 300;
	if ( entry.options.parse !== false ) {
		( ok ? entry.resolve : entry.reject )( response.body );
		return;
	}
	const nullBody =
		response.status === 204 ||
		response.status === 205 ||
		response.status === 304;
	const raw = new Response(
		nullBody ? null : JSON.stringify( response.body ),
		{
			status: response.status,
			headers: toHeaders( response.headers ),
		}
	);
	( ok ? entry.resolve : entry.reject )( raw );
}

/** Creates the batch middleware (`delayMs` and `maxRequests` for tests). */
export function createBatchMiddleware( {
	delayMs = BATCH_DELAY_MS,
	maxRequests = BATCH_MAX_REQUESTS,
}: { delayMs?: number; maxRequests?: number } = {} ): APIFetchMiddleware {
	let queue: Entry[] = [];
	let timer: ReturnType< typeof setTimeout > | undefined;
	let sending: Promise< void > = Promise.resolve();

	const send = async ( chunk: Entry[] ) => {
		const live = chunk.filter( ( e ) => ! e.settled );
		if ( ! live.length ) {
			return;
		}
		const requests = live.map( ( { options } ) => ( {
			method: getMethod( options ),
			path: options.path,
			body: options.data,
			headers: options.headers ?? {},
		} ) );
		const nonce = live
			.map( ( e ) => e.options.headers?.Nonce )
			.find( Boolean );
		try {
			const result = ( await live[ 0 ].next( {
				path: BATCH_PATH,
				method: 'POST',
				data: { requests },
				headers: nonce ? { Nonce: nonce } : {},
			} ) ) as { responses?: BatchResponse[] } | null;
			live.forEach( ( entry, index ) =>
				settle( entry, result?.responses?.[ index ] )
			);
		} catch ( error ) {
			live.forEach( ( entry ) => {
				if ( ! entry.settled ) {
					entry.settled = true;
					entry.reject( error );
				}
			} );
		}
	};

	const flush = () => {
		clearTimeout( timer );
		timer = undefined;
		const pending = queue;
		queue = [];
		for ( let i = 0; i < pending.length; i += maxRequests ) {
			const chunk = pending.slice( i, i + maxRequests );
			sending = sending.then( () => send( chunk ) );
		}
	};

	return ( options, next ) => {
		if ( ! isBatchable( options ) ) {
			return next( options );
		}
		const { signal } = options;
		if ( signal?.aborted ) {
			return Promise.reject( abortError() );
		}
		return new Promise( ( resolve, reject ) => {
			const entry: Entry = {
				options,
				next,
				resolve,
				reject,
				settled: false,
			};
			signal?.addEventListener( 'abort', () => {
				if ( entry.settled ) {
					return;
				}
				entry.settled = true;
				queue = queue.filter( ( e ) => e !== entry );
				reject( abortError() );
			} );
			queue.push( entry );
			if ( queue.length >= maxRequests ) {
				flush();
			} else {
				timer ??= setTimeout( flush, delayMs );
			}
		} );
	};
}
