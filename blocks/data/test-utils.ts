/**
 * Integration-test harness: the mock WooCommerce behind MSW, the real api-fetch with the page's
 * root-URL middleware and our Store API client, fresh stores in a fresh registry, and a log of
 * every request that reached the "server".
 */

/** External dependencies */
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import apiFetch from '@wordpress/api-fetch';

/** Internal dependencies */
import { RECORDED_TOURS } from '../../mocks/fixtures/recorded';
import { setupMockWoo } from '../../mocks/node';
import { createStoreApiClient, type StoreApiClient } from '../api/client';
import { createMemoryStorage } from '../api/test-utils';
import { CART_STORE_KEY } from './shared/store-keys';
import { createStoresRegistry } from './stores-registry';

/** The site root the tests use. */
export const ROOT = 'http://localhost/wp-json/';

/** One request as the server saw it. */
export interface LoggedRequest {
	method: string;
	url: URL;
	headers: Headers;
	body: unknown;
}

/**
 * Sets up MSW for the file (listen / reset / close) and returns the handles. The store sells the recorded
 * WooCommerce catalogue (simple tours) without the theme's bookings: these tests are about the cart's mechanics.
 */
export function withMockWoo() {
	const woo = setupMockWoo( {
		tours: RECORDED_TOURS,
		tourfront: false,
		seed: 'tourfront-data',
	} );
	const requests: LoggedRequest[] = [];
	const rootMiddleware = apiFetch.createRootURLMiddleware( ROOT );
	woo.server.events.on( 'request:start', ( { request } ) => {
		const entry: LoggedRequest = {
			method: request.method,
			url: new URL( request.url ),
			headers: request.headers,
			body: undefined,
		};
		requests.push( entry );
		void request
			.clone()
			.text()
			.then( ( text ) => {
				entry.body = text ? JSON.parse( text ) : undefined;
			} )
			.catch( () => undefined );
	} );
	beforeAll( () => {
		woo.listen();
		apiFetch.use( rootMiddleware );
	} );
	afterEach( () => {
		woo.reset();
		requests.length = 0;
		vi.useRealTimers();
	} );
	afterAll( () => {
		apiFetch.unregister( rootMiddleware );
		woo.server.close();
	} );
	return { woo, requests };
}

/** A fresh registry with all five stores and a Store API client installed (uninstall it after). */
export function createTestEnvironment( {
	nonce = 'page-nonce',
	nonceTimestamp = 1,
	userId = 0,
} = {} ) {
	const { registry, checkoutEvents, paymentEvents } = createStoresRegistry();
	const storage = createMemoryStorage();
	const client: StoreApiClient = createStoreApiClient( {
		settings: {
			currentUserId: userId,
			storeApi: { root: ROOT, nonce, nonceTimestamp },
		},
		storage,
	} );
	client.install( apiFetch );
	return {
		registry,
		client,
		storage,
		checkoutEvents,
		paymentEvents,
		cleanup: () => client.uninstall( apiFetch ),
	};
}

/**
 * A test environment whose cart is loaded (the resolver runs on a real timer), with the request log
 * emptied and fake timers on for the batch and debounce windows.
 */
export async function createLoadedEnvironment(
	woo: ReturnType< typeof setupMockWoo >,
	requests: LoggedRequest[]
) {
	const env = createTestEnvironment( {
		nonce: woo.store.sessionHeaders().Nonce,
	} );
	await env.registry.resolveSelect( CART_STORE_KEY ).getCartData();
	requests.length = 0;
	vi.useFakeTimers( { toFake: [ 'setTimeout', 'clearTimeout' ] } );
	return env;
}

/** Requests to the Store API (path after /wc/store/v1), e.g. "POST /batch". */
export function describeRequests( requests: LoggedRequest[] ): string[] {
	return requests.map(
		( r ) =>
			`${ r.method } ${ r.url.pathname.replace( /^\/wp-json\/wc\/store\/v1/, '' ) }`
	);
}

/** The sub-requests of a logged batch. */
export function batchEntries( request: LoggedRequest ) {
	return (
		request.body as {
			requests: Array< {
				method: string;
				path: string;
				body: Record< string, unknown >;
				headers: Record< string, string >;
			} >;
		}
	 ).requests;
}
