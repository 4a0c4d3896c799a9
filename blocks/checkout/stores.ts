/**
 * Stores the checkout reads and writes (see blocks/data/README.md), referenced by name so the block
 * stays decoupled from each store's module (the entry registers them). The descriptors are loosely
 * typed: each use site states the type of what it reads.
 */

/** WordPress dependencies */
import type { ReduxStoreConfig, StoreDescriptor } from '@wordpress/data';

/** Internal dependencies */
import * as KEYS from '../data/shared/store-keys';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LooseFunctions = Record< string, ( ...args: any[] ) => any >;
type LooseStore = StoreDescriptor< ReduxStoreConfig< unknown, LooseFunctions, LooseFunctions > >;

/** A store name usable with select/useSelect/useDispatch (the data API accepts names). */
const byName = ( name: string ) => name as unknown as LooseStore;

export const CART_STORE_KEY = byName( KEYS.CART_STORE_KEY );
export const CHECKOUT_STORE_KEY = byName( KEYS.CHECKOUT_STORE_KEY );
export const PAYMENT_STORE_KEY = byName( KEYS.PAYMENT_STORE_KEY );
export const VALIDATION_STORE_KEY = byName( KEYS.VALIDATION_STORE_KEY );
export const NOTICES_STORE_KEY = byName( KEYS.NOTICES_STORE_KEY );

/** Notice contexts of the checkout areas (spec §4 "Notices"). */
export { NOTICE_CONTEXTS as CONTEXTS } from '../data/notices/constants';
