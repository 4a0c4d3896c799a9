/**
 * Checkout store factory (fresh instances for tests).
 */

/** WordPress dependencies */
import { createReduxStore } from '@wordpress/data';

/** Internal dependencies */
import { CHECKOUT_STORE_KEY } from '../shared/store-keys';
import * as plain from './actions';
import { getSettings } from '../../../common/settings';
import { getInitialCheckoutState } from './default-state';
import { createCheckoutEvents, type CheckoutEvents } from './events';
import { reducer } from './reducer';
import * as selectors from './selectors';
import { createCheckoutThunks } from './thunks';

/** Creates a checkout store descriptor bound to `events`, seeded from the page settings. */
export function createCheckoutStore(
	events: CheckoutEvents = createCheckoutEvents(),
	settings = getSettings()
) {
	return createReduxStore( CHECKOUT_STORE_KEY, {
		reducer,
		initialState: getInitialCheckoutState( settings ),
		actions: { ...plain, ...createCheckoutThunks( events ) },
		selectors,
	} );
}

/** The type of the checkout store descriptor (what `CHECKOUT_STORE` in `shared/store-refs.ts` stands for). */
export type CheckoutStore = ReturnType< typeof createCheckoutStore >;
