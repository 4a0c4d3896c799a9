/**
 * The Store API as a function: request in, response out — the same answers for MSW, the batch
 * route's sub-requests and the contract test. Order of checks as WordPress runs them:
 * route → argument schema → nonce (Cart-Token replaces it) → the operation.
 */

/** Internal dependencies */
import type { WooStore } from '../../store';
import type { Faults } from '../faults';
import { handleBatch } from './batch';
import { CART_ROUTES } from './cart-routes';
import { checkoutRoute } from './checkout-routes';
import { namespaceIndex } from './discovery';
import { injectFault } from './fault-response';
import { productRoute } from './product-routes';
import {
	applyFields,
	baseHeaders,
	errorResponse,
	noRoute,
	sessionResponse,
} from './respond';
import type { ApiRequest, ApiResponse } from './types';

/** The effective method: X-HTTP-Method-Override or `_method` turn a POST into PUT/PATCH/DELETE. */
export function effectiveMethod(
	request: Pick< ApiRequest, 'method' | 'headers' | 'query' >
): string {
	const override =
		request.headers.get( 'X-HTTP-Method-Override' ) ??
		request.query.get( '_method' );
	return (
		request.method === 'POST' && override ? override : request.method
	).toUpperCase();
}

function answer(
	store: WooStore,
	request: ApiRequest,
	faults?: Faults
): ApiResponse {
	const { path, method } = request;
	const authorise = () =>
		store.checkNonce(
			request.headers.get( 'Nonce' ),
			request.headers.get( 'Cart-Token' )
		);
	const isSession =
		path.startsWith( '/cart' ) || path.startsWith( '/checkout' );
	try {
		if ( path === '' || path === '/' ) {
			return {
				status: 200,
				headers: baseHeaders( store ),
				body: namespaceIndex( store.ctx.url( '/wp-json/' ) ),
			};
		}
		if ( path === '/batch' && method === 'POST' ) {
			return handleBatch( store, request, ( sub ) =>
				route( store, sub, faults )
			);
		}
		const cartRoute = CART_ROUTES[ path ];
		if ( cartRoute && cartRoute.method === method ) {
			const body = ( request.body ?? {} ) as Record< string, unknown >;
			cartRoute.validate?.( store, body );
			if ( method !== 'GET' ) {
				authorise();
			}
			cartRoute.run?.( store, body, request );
			const response = sessionResponse(
				store,
				cartRoute.status,
				cartRoute.answer
					? cartRoute.answer( store )
					: store.getCartResponse()
			);
			store.clearNotices();
			return response;
		}
		return (
			checkoutRoute( store, request, authorise ) ??
			productRoute( store, request ) ??
			noRoute( store )
		);
	} catch ( error ) {
		return errorResponse( store, error, isSession );
	}
}

/** The URL faults match a Store API request against. */
export function faultUrl(
	request: Pick< ApiRequest, 'path' | 'query' >
): string {
	const query = request.query.toString();
	return `/wc/store/v1${ request.path }${ query ? `?${ query }` : '' }`;
}

/**
 * Answers one Store API request, applying `_fields`. With `checkFaults` (batch sub-requests) a
 * matching fault answers instead; the MSW layer checks top-level faults itself.
 */
export function route(
	store: WooStore,
	request: ApiRequest,
	faults?: Faults,
	checkFaults = true
): ApiResponse {
	const normalised: ApiRequest = {
		...request,
		method: effectiveMethod( request ),
		path: request.path.replace( /\/$/, '' ),
	};
	const fault = checkFaults
		? faults?.take( {
				method: normalised.method,
				url: faultUrl( normalised ),
			} )
		: undefined;
	const injected = fault
		? injectFault(
				store,
				fault.networkError || fault.invalidJson
					? { status: 500 }
					: fault
			)
		: undefined;
	if ( injected ) {
		return injected;
	}
	const response = answer( store, normalised, faults );
	return {
		...response,
		body: applyFields( response.body, request.query.get( '_fields' ) ),
	};
}
