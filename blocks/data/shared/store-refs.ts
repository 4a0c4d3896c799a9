/**
 * Typed references to the Tourfront stores by name. Stores and blocks reach each other through these
 * (never by importing another store's `index.ts`, which registers it), so a test can register fresh
 * instances in a fresh registry, and every selector and action is still checked by `tsc` against the
 * store that defines it: each reference carries the type of its store's descriptor.
 */

/** WordPress dependencies */
import type {
	ActionCreatorsOf,
	ConfigOf,
	CurriedSelectorsOf,
	DataRegistry,
	StoreDescriptor,
} from '@wordpress/data';

/** Internal dependencies */
import type { CartStore } from '../cart/store';
import type { CheckoutStore } from '../checkout/store';
import type { NoticesStore } from '../notices/store';
import type { PaymentStore } from '../payment/store';
import type { ValidationStore } from '../validation/store';
import * as KEYS from './store-keys';

/**
 * The store registered under `name`, typed as its descriptor. The data API takes a store's name wherever it
 * takes its descriptor (select, dispatch, useSelect, useDispatch, resolveSelect), so the reference is the name
 * itself and costs the bundles nothing: the one cast of the typed store access. Never pass it to `register()`.
 */
const storeRef = < D extends StoreDescriptor >( name: string ) =>
	name as unknown as StoreDescriptor< ConfigOf< D > >;

export const CART_STORE = storeRef< CartStore >( KEYS.CART_STORE_KEY );
export const CHECKOUT_STORE = storeRef< CheckoutStore >(
	KEYS.CHECKOUT_STORE_KEY
);
export const PAYMENT_STORE = storeRef< PaymentStore >( KEYS.PAYMENT_STORE_KEY );
export const VALIDATION_STORE = storeRef< ValidationStore >(
	KEYS.VALIDATION_STORE_KEY
);
export const NOTICES_STORE = storeRef< NoticesStore >( KEYS.NOTICES_STORE_KEY );

/** Another store's selectors, or undefined when that store is not registered in `registry`. */
export function selectStore< S extends StoreDescriptor >(
	registry: DataRegistry,
	store: S
): CurriedSelectorsOf< S > | undefined {
	try {
		return registry.select( store ) ?? undefined;
	} catch {
		return undefined;
	}
}

/** Another store's actions, or undefined when that store is not registered in `registry`. */
export function dispatchStore< S extends StoreDescriptor >(
	registry: DataRegistry,
	store: S
): ActionCreatorsOf< S > | undefined {
	try {
		return registry.dispatch( store ) ?? undefined;
	} catch {
		return undefined;
	}
}
