/**
 * Cart store factory (fresh instances for tests).
 */

/** WordPress dependencies */
import { createReduxStore } from '@wordpress/data';

/** Internal dependencies */
import { CART_STORE_KEY } from '../shared/store-keys';
import * as plain from './actions';
import { reducer } from './reducer';
import { createCartResolvers } from './resolvers';
import { createCartRuntime } from './runtime';
import * as selectors from './selectors';
import { createCartThunks } from './thunks';

/** Creates a cart store descriptor with its own runtime (abort controllers, timers). */
export function createCartStore() {
	const runtime = createCartRuntime();
	return createReduxStore( CART_STORE_KEY, {
		reducer,
		actions: { ...plain, ...createCartThunks( runtime ) },
		selectors,
		resolvers: createCartResolvers( runtime ),
	} );
}

/** The type of the cart store descriptor (what `CART_STORE` in `shared/store-refs.ts` stands for). */
export type CartStore = ReturnType< typeof createCartStore >;
