/**
 * Payment store factory (fresh instances for tests).
 */

/** WordPress dependencies */
import { createReduxStore } from '@wordpress/data';

/** Internal dependencies */
import { PAYMENT_STORE_KEY } from '../shared/store-keys';
import * as plain from './actions';
import { createPaymentEvents, type PaymentEvents } from './events';
import { reducer } from './reducer';
import * as selectors from './selectors';
import { createPaymentThunks } from './thunks';

/** Creates a payment store descriptor bound to `events`. */
export function createPaymentStore( events: PaymentEvents = createPaymentEvents() ) {
	return createReduxStore( PAYMENT_STORE_KEY, {
		reducer,
		actions: { ...plain, ...createPaymentThunks( events ) },
		selectors,
	} );
}
