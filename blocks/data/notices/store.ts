/**
 * Notices store factory (fresh instances for tests).
 */

/** WordPress dependencies */
import { createReduxStore } from '@wordpress/data';

/** Internal dependencies */
import { NOTICES_STORE_KEY } from '../shared/store-keys';
import * as plain from './actions';
import { reducer } from './reducer';
import * as selectors from './selectors';
import { createNoticesThunks } from './thunks';

/** Creates a notices store descriptor with its own snackbar timers. */
export function createNoticesStore() {
	return createReduxStore( NOTICES_STORE_KEY, {
		reducer,
		actions: { ...plain, ...createNoticesThunks() },
		selectors,
	} );
}

/** The type of the notices store descriptor (what `NOTICES_STORE` in `shared/store-refs.ts` stands for). */
export type NoticesStore = ReturnType< typeof createNoticesStore >;
