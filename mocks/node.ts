/**
 * setupMockWoo(): the mock WooCommerce for Vitest (MSW setupServer, unhandled requests are errors).
 * Call `server.listen()` in beforeAll, `reset()` in afterEach, `server.close()` in afterAll.
 */

/** External dependencies */
import { setupServer } from 'msw/node';

/** Internal dependencies */
import { createFaults } from './handlers/faults';
import { createHandlers } from './handlers';
import { createWooStore, type StoreState, type WooStoreOptions } from './store';

/** Creates the server, store and fault registry; the server is not listening yet. */
export function setupMockWoo( options: WooStoreOptions = {} ) {
	const store = createWooStore( options );
	const faults = createFaults();
	const server = setupServer( ...createHandlers( store, { faults } ) );
	return {
		server,
		store,
		faults,
		/** Starts intercepting (onUnhandledRequest: 'error'). */
		listen: () => server.listen( { onUnhandledRequest: 'error' } ),
		/** Back to a fresh (or the given) state, no pending faults, no per-test handlers. */
		reset( state?: StoreState ) {
			store.reset( state );
			faults.clear();
			server.resetHandlers();
		},
	};
}
