/**
 * startMockWoo(): the mock WooCommerce in the browser (MSW setupWorker, worker at
 * /mockServiceWorker.js); `onChange` runs after every store change (e.g. to persist a snapshot).
 */

/** External dependencies */
import { setupWorker } from 'msw/browser';

/** Internal dependencies */
import { createFaults } from './handlers/faults';
import { createHandlers } from './handlers';
import type { WooStore } from './store';

/** Starts the worker over `store`. */
export async function startMockWoo( options: {
	store: WooStore;
	onChange?: ( store: WooStore ) => void;
	quiet?: boolean;
} ) {
	const { store, onChange } = options;
	const faults = createFaults();
	const worker = setupWorker( ...createHandlers( store, { faults } ) );
	await worker.start( {
		serviceWorker: { url: '/mockServiceWorker.js' },
		onUnhandledRequest: 'bypass',
		quiet: options.quiet ?? true,
	} );
	const unsubscribe = onChange
		? store.subscribe( () => onChange( store ) )
		: () => undefined;
	return {
		worker,
		store,
		faults,
		stop: () => {
			unsubscribe();
			worker.stop();
		},
	};
}
