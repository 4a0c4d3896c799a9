/**
 * Validation store factory (fresh instances for tests).
 */

/** WordPress dependencies */
import { createReduxStore } from '@wordpress/data';

/** Internal dependencies */
import { VALIDATION_STORE_KEY } from '../shared/store-keys';
import * as actions from './actions';
import { reducer } from './reducer';
import * as selectors from './selectors';

/** Creates a validation store descriptor. */
export function createValidationStore() {
	return createReduxStore( VALIDATION_STORE_KEY, {
		reducer,
		actions,
		selectors,
	} );
}

/** The type of the validation store descriptor (what `VALIDATION_STORE` in `shared/store-refs.ts` stands for). */
export type ValidationStore = ReturnType< typeof createValidationStore >;
