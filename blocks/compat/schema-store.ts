/**
 * `wc/store/schema`: WooCommerce's route reading (`getRoute`, `getRoutes`), answered by the collections
 * store, which already discovers the routes of a namespace. A store of its own would read `GET /wc/store/v1`
 * a second time.
 */

/** WordPress dependencies */
import type { DataRegistry, StoreDescriptor } from '@wordpress/data';

/** Internal dependencies */
import { COLLECTIONS_STORE_KEY } from '../data/collections/constants';

/** WooCommerce's schema store key. */
export const SCHEMA_STORE_KEY = 'wc/store/schema';

type Routes = {
	getRoute: ( ...args: unknown[] ) => string;
	getRoutes: ( ...args: unknown[] ) => unknown;
};

/** The store descriptor: its selectors are the collections store's, its subscribers that store's. */
export const schemaStore = Object.freeze( {
	name: SCHEMA_STORE_KEY,
	instantiate: ( registry: DataRegistry ) => {
		const collections = () =>
			registry.select( COLLECTIONS_STORE_KEY ) as unknown as Routes;
		const selectors = Object.freeze( {
			getRoute: ( ...args: unknown[] ) =>
				collections().getRoute( ...args ),
			getRoutes: ( ...args: unknown[] ) =>
				collections().getRoutes( ...args ),
		} );
		return {
			getSelectors: () => selectors,
			getActions: () => ( {} ),
			subscribe: ( listener: () => void ) =>
				registry.subscribe( listener, COLLECTIONS_STORE_KEY ),
		};
	},
} ) as unknown as StoreDescriptor;
