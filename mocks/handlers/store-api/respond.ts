/**
 * Building Store API responses: headers (Link, Content-Type, session headers), errors and `_fields`.
 */

/** Internal dependencies */
import { StoreError } from '../../store/errors';
import type { WooStore } from '../../store';
import type { ApiResponse } from './types';

/** Headers every REST response carries. */
export function baseHeaders( store: WooStore ): Record< string, string > {
	return {
		Link: `<${ store.ctx.url( '/wp-json/' ) }>; rel="https://api.w.org/"`,
		'Content-Type': 'application/json; charset=UTF-8',
	};
}

/** A JSON response with the cart/checkout session headers. */
export function sessionResponse(
	store: WooStore,
	status: number,
	body: unknown
): ApiResponse {
	return {
		status,
		headers: { ...store.sessionHeaders(), ...baseHeaders( store ) },
		body,
	};
}

/** The response for an error thrown by the store; 409s carry the cart, schema errors no session headers. */
export function errorResponse(
	store: WooStore,
	error: unknown,
	session: boolean
): ApiResponse {
	const storeError =
		error instanceof StoreError
			? error
			: new StoreError(
					'woocommerce_rest_unknown_server_error',
					'Unknown server error.',
					500
				);
	const body = storeError.toBody();
	if ( storeError.status === 409 && session ) {
		body.data.cart = store.getCartResponse();
	}
	if ( storeError.schema || ! session ) {
		return {
			status: storeError.status,
			headers: baseHeaders( store ),
			body,
		};
	}
	return sessionResponse( store, storeError.status, body );
}

/** rest_no_route for unknown paths. */
export function noRoute( store: WooStore ): ApiResponse {
	return {
		status: 404,
		headers: baseHeaders( store ),
		body: {
			code: 'rest_no_route',
			message: 'No route was found matching the URL and request method.',
			data: { status: 404 },
		},
	};
}

function pick( value: unknown, paths: string[][] ): unknown {
	if ( Array.isArray( value ) ) {
		return value.map( ( entry ) => pick( entry, paths ) );
	}
	if ( ! value || typeof value !== 'object' || ! paths.length ) {
		return value;
	}
	const result: Record< string, unknown > = {};
	for ( const [ key, child ] of Object.entries(
		value as Record< string, unknown >
	) ) {
		const matching = paths.filter( ( path ) => path[ 0 ] === key );
		if ( ! matching.length ) {
			continue;
		}
		const rest = matching.map( ( path ) => path.slice( 1 ) );
		result[ key ] = rest.some( ( path ) => ! path.length )
			? child
			: pick( child, rest );
	}
	return result;
}

/** WordPress's `_fields` filter (comma list, dotted paths for nested keys). */
export function applyFields( body: unknown, fields: string | null ): unknown {
	if ( ! fields ) {
		return body;
	}
	const paths = fields
		.split( ',' )
		.map( ( field ) => field.trim() )
		.filter( Boolean )
		.map( ( field ) => field.split( '.' ) );
	return pick( body, paths );
}
