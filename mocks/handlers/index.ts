/**
 * createHandlers(): every MSW handler of the mock WooCommerce (Store API, wc-ajax, admin-ajax)
 * over one store, sharing one fault registry.
 */

/** Internal dependencies */
import type { WooStore } from '../store';
import { createFaults, type Faults } from './faults';
import { storeApiHandlers } from './store-api';
import { themeAjaxHandlers } from './theme-ajax';
import { wcAjaxHandlers } from './wc-ajax';

export { createFaults } from './faults';
export type { Faults, FaultSpec, FaultMatch, FaultTarget } from './faults';

/** All handlers for `store`; pass `faults` to inject failures (a new registry otherwise). */
export function createHandlers(
	store: WooStore,
	options: { faults?: Faults } = {}
) {
	const faults = options.faults ?? createFaults();
	return [
		...storeApiHandlers( store, faults ),
		...wcAjaxHandlers( store, faults ),
		...themeAjaxHandlers( store, faults ),
	];
}
