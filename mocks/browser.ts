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

const WORKER_URL = '/mockServiceWorker.js';

/**
 * MSW's worker unregisters itself when its last page closes, and MSW's start asks the registration it
 * found for an update without waiting for the answer. When the unregistration lands between the two (a
 * busy machine, two tabs), Chromium rejects that update with "Failed to update a ServiceWorker … Not
 * found": a check of a registration that is gone while this page stays controlled by its worker, which
 * keeps answering. That rejection, and only that one, is handled here instead of reported as an error.
 */
export function handleGoneRegistrationUpdate( win: Window = window ): void {
	const script = new URL( WORKER_URL, win.location.href ).href;
	win.addEventListener( 'unhandledrejection', ( event ) => {
		const reason: unknown = event.reason;
		if (
			reason instanceof TypeError &&
			reason.message.startsWith( 'Failed to update a ServiceWorker' ) &&
			reason.message.includes( `('${ script }')` ) &&
			reason.message.endsWith( ': Not found' )
		) {
			event.preventDefault();
		}
	} );
}

/** Starts the worker over `store`. */
export async function startMockWoo( options: {
	store: WooStore;
	onChange?: ( store: WooStore ) => void;
	quiet?: boolean;
} ) {
	const { store, onChange } = options;
	const faults = createFaults();
	const worker = setupWorker( ...createHandlers( store, { faults } ) );
	handleGoneRegistrationUpdate();
	await worker.start( {
		serviceWorker: { url: WORKER_URL },
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
