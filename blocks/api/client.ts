/**
 * The Store API client: our middlewares installed on api-fetch. api-fetch's own built-in
 * middlewares (always last in its chain) add `_locale=user` to every request, send PATCH/PUT/DELETE
 * as POST with `X-HTTP-Method-Override`, and page `per_page=-1` collections by 100 following
 * `rel="next"` — see client.test.ts, which asserts all three on the wire.
 *
 * Order, outermost first: errors → nonce retry → nonce → batch → (page's preloading, root URL) →
 * api-fetch built-ins → fetch.
 */

/** WordPress dependencies */
import defaultApiFetch, { type APIFetchMiddleware } from '@wordpress/api-fetch';

/** Internal dependencies */
import { getSettings, type TourfrontSettings } from '../../common/settings';
import { createBatchMiddleware } from './batch-middleware';
import { createErrorMiddleware } from './error-middleware';
import { createNonceMiddleware } from './nonce-middleware';
import { createNonceRetryMiddleware } from './nonce-retry-middleware';
import {
	createNonceStore,
	type NonceStorage,
	type NonceStore,
} from './nonce-store';

type ApiFetchLike = Pick< typeof defaultApiFetch, 'use' | 'unregister' >;

/** A client: its nonce store and its middlewares (outermost first). */
export interface StoreApiClient {
	nonces: NonceStore;
	middlewares: APIFetchMiddleware[];
	/** Registers the middlewares on `apiFetch` (outermost ends up first). */
	install: ( apiFetch?: ApiFetchLike ) => void;
	/** Removes them again (tests). */
	uninstall: ( apiFetch?: ApiFetchLike ) => void;
}

/** Creates a client from the page settings (`storeApi.nonce`, `currentUserId`). */
export function createStoreApiClient( {
	settings = getSettings(),
	storage,
	batchDelayMs,
	batching = true,
}: {
	settings?: Partial< TourfrontSettings >;
	storage?: NonceStorage;
	batchDelayMs?: number;
	/** Off: every call goes alone (PATCH/PUT/DELETE then as POST + X-HTTP-Method-Override). */
	batching?: boolean;
} = {} ): StoreApiClient {
	const nonces = createNonceStore( {
		userId: settings.currentUserId ?? 0,
		initial: {
			nonce: settings.storeApi?.nonce,
			timestamp: settings.storeApi?.nonceTimestamp,
		},
		...( storage ? { storage } : {} ),
	} );
	const middlewares = [
		createErrorMiddleware(),
		createNonceRetryMiddleware( nonces ),
		createNonceMiddleware( nonces ),
		...( batching
			? [ createBatchMiddleware( { delayMs: batchDelayMs } ) ]
			: [] ),
	];
	return {
		nonces,
		middlewares,
		install( apiFetch = defaultApiFetch ) {
			// `use` puts a middleware first: register innermost first.
			[ ...middlewares ]
				.reverse()
				.forEach( ( middleware ) => apiFetch.use( middleware ) );
		},
		uninstall( apiFetch = defaultApiFetch ) {
			middlewares.forEach( ( middleware ) =>
				apiFetch.unregister( middleware )
			);
		},
	};
}

/** Where the installed client is kept on api-fetch: a registered symbol, shared by every bundle on the page. */
const INSTALLED = Symbol.for( 'tourfront.storeApiClient' );

/**
 * Installs one client per api-fetch instance (idempotent, also across the cart, checkout and mini-cart
 * bundles of one page); block entry points call it at boot.
 */
export function installStoreApiClient(
	apiFetch: ApiFetchLike = defaultApiFetch
): StoreApiClient {
	const holder = apiFetch as ApiFetchLike & {
		[ INSTALLED ]?: StoreApiClient;
	};
	let client = holder[ INSTALLED ];
	if ( ! client ) {
		client = createStoreApiClient();
		client.install( apiFetch );
		holder[ INSTALLED ] = client;
	}
	return client;
}
