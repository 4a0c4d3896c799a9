/**
 * The initial state of a fresh store: an empty cart in the base country, recorded stock.
 */

/** Internal dependencies */
import type { StoreSettings } from '../fixtures/settings';
import { emptyAddress } from './customer';
import { md5 } from './md5';
import type { StoreState } from './types';

/** The first order id (the recorded store's next id). */
export const FIRST_ORDER_ID = 62;

/** A fresh state. */
export function initialState(
	settings: StoreSettings,
	seed = `${ Date.now() }-${ Math.random() }`
): StoreState {
	const session = md5( seed );
	return {
		cart: {
			items: [],
			coupons: [],
			selectedRates: {},
			previousRates: {},
			billing: emptyAddress( settings.baseCountry, true ),
			shipping: emptyAddress( settings.baseCountry, false ),
			paymentMethod: settings.paymentGateways[ 0 ]?.id ?? '',
			notices: [],
		},
		stock: {},
		couponUsage: {},
		orders: [],
		nextOrderId: FIRST_ORDER_ID,
		nonce: session.slice( 0, 10 ),
		sessionId: `t_${ session.slice( 0, 30 ) }`,
		sequence: 0,
	};
}

/** A deep copy through JSON (the state is JSON by design). */
export function cloneState( state: StoreState ): StoreState {
	return JSON.parse( JSON.stringify( state ) ) as StoreState;
}

/** A restored snapshot completed with today's defaults (snapshots saved by an older demo still load). */
export function normaliseState(
	state: Partial< StoreState >,
	settings: StoreSettings,
	seed?: string
): StoreState {
	const fresh = initialState( settings, seed );
	const copy = cloneState( state as StoreState );
	return {
		...fresh,
		...copy,
		cart: {
			...fresh.cart,
			...copy.cart,
			billing: { ...fresh.cart.billing, ...copy.cart?.billing },
			shipping: { ...fresh.cart.shipping, ...copy.cart?.shipping },
		},
	};
}
