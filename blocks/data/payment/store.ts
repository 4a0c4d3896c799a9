/**
 * Payment store factory (fresh instances for tests).
 */

/** WordPress dependencies */
import { createReduxStore } from '@wordpress/data';

/** Internal dependencies */
import { PAYMENT_STORE_KEY } from '../shared/store-keys';
import * as plain from './actions';
import { getSettings } from '../../../common/settings';
import { DEFAULT_PAYMENT_STATE } from './default-state';
import { createPaymentEvents, type PaymentEvents } from './events';
import { reducer } from './reducer';
import * as selectors from './selectors';
import { createPaymentThunks } from './thunks';

/** Creates a payment store descriptor bound to `events`; the customer's saved methods come from the settings. */
export function createPaymentStore(
	events: PaymentEvents = createPaymentEvents(),
	settings = getSettings()
) {
	return createReduxStore( PAYMENT_STORE_KEY, {
		reducer,
		initialState: {
			...DEFAULT_PAYMENT_STATE,
			savedPaymentMethods:
				settings.customerPaymentMethods ??
				DEFAULT_PAYMENT_STATE.savedPaymentMethods,
		},
		actions: { ...plain, ...createPaymentThunks( events ) },
		selectors,
	} );
}

/** The type of the payment store descriptor (what `PAYMENT_STORE` in `shared/store-refs.ts` stands for). */
export type PaymentStore = ReturnType< typeof createPaymentStore >;
