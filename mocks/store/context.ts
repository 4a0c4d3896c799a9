/**
 * What every store module works on: settings, catalogue, mutable state and the clock.
 */

/** Internal dependencies */
import type { StoreSettings } from '../fixtures/settings';
import type { Catalogue } from './catalogue';
import type { StoreState } from './types';

/** The store's working context. */
export interface StoreContext {
	settings: StoreSettings;
	catalogue: Catalogue;
	state: StoreState;
	/** Current time in ms (settings.now when set, else Date.now()). */
	now: () => number;
	/** Absolute URL on the shop ("" siteUrl gives root-relative URLs). */
	url: ( path: string ) => string;
	/** The Tourfront theme runs on this store: its booking extension of WooCommerce (theme/inc/booking). */
	tourfront: boolean;
	/** The logged-in customer's id (0: a guest), whose saved payment methods a checkout may use. */
	customerId: () => number;
}
