/**
 * Collections store factory (fresh instances for tests).
 */

/** WordPress dependencies */
import { createReduxStore } from '@wordpress/data';

/** Internal dependencies */
import * as plain from './actions';
import { COLLECTIONS_STORE_KEY } from './constants';
import { reducer } from './reducer';
import * as resolvers from './resolvers';
import * as selectors from './selectors';
import { createCollectionsThunks } from './thunks';

/** Creates a collections store descriptor. */
export function createCollectionsStore() {
	return createReduxStore( COLLECTIONS_STORE_KEY, {
		reducer,
		actions: { ...plain, ...createCollectionsThunks() },
		selectors,
		resolvers,
	} );
}

/** The collections store's descriptor type (what its thunks and resolvers are typed from). */
export type CollectionsStore = ReturnType< typeof createCollectionsStore >;
