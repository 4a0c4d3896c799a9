/**
 * The demo's link to the mock WooCommerce of mocks/: restore the store from its snapshot, start the
 * MSW worker over it, and expose both to end-to-end tests as `window.tourfrontDemo`.
 */

/** Internal dependencies */
import {
	createWooStore,
	type StoreState,
	type WooStoreOptions,
} from '../../store';
import type { StoreSettings } from '../../fixtures/settings';
import { startMockWoo } from '../../browser';

/** The mock store the demo runs on. */
export type DemoStore = ReturnType< typeof createWooStore >;
/** What `startMockWoo` resolves with (worker, store, faults, stop). */
export type DemoWorker = Awaited< ReturnType< typeof startMockWoo > >;

declare global {
	interface Window {
		/** The demo's mock store and, once started, its worker and fault injection (for tests). */
		tourfrontDemo?: { store: DemoStore; ready: Promise< DemoWorker > };
	}
}

/** A store restored from `state` (a previous `toJSON()`), or a fresh one when it does not restore. */
export function restoreStore(
	state: unknown,
	settings?: Partial< StoreSettings >,
	options: Pick< WooStoreOptions, 'testPayments' | 'customerId' > = {}
): DemoStore {
	if ( state ) {
		try {
			const store = createWooStore( {
				...options,
				state: state as StoreState,
				settings,
			} );
			store.getCartResponse();
			return store;
		} catch {
			// A snapshot of an older store shape: start afresh.
		}
	}
	return createWooStore( { ...options, settings } );
}

/** Starts MSW over the store; resolves once the worker answers requests. */
export function startWorker(
	store: DemoStore,
	onChange: () => void
): Promise< DemoWorker > {
	const ready = startMockWoo( { store, onChange } );
	window.tourfrontDemo = { store, ready };
	return ready;
}
