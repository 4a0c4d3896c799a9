/**
 * Per-store-instance state of the cart thunks that does not belong in Redux: abort controllers,
 * the customer-data debounce timer, and what the shopper asked for while calls are in flight.
 */

/** Internal dependencies */
import type { CartAddress, CartBillingAddress } from './types';

/** The runtime of one cart store instance. */
export interface CartRuntime {
	/** One AbortController per cart item key: a newer quantity change aborts the older one. */
	itemControllers: Map< string, AbortController >;
	/** Item key → the debounce timer of a quantity change not sent yet, and its caller. */
	quantityTimers: Map<
		string,
		{
			timer: ReturnType< typeof setTimeout >;
			resolve: ( sent: boolean ) => void;
		}
	>;
	/** Item key → quantity the shopper chose, while the change is in flight. */
	requestedQuantities: Map< string, number >;
	/** Item keys being deleted. */
	deletingKeys: Set< string >;
	/** Debounce timer of the customer-data push. */
	customerTimer?: ReturnType< typeof setTimeout >;
	/** Resolvers waiting on the debounced push. */
	customerWaiters: Array< () => void >;
	/** The addresses as last sent to / received from the server (normalised). */
	lastPushed?: {
		billing_address: Partial< CartBillingAddress >;
		shipping_address: Partial< CartAddress >;
	};
	/** Cart ids of the cart.errors notices currently raised. */
	cartErrorNoticeIds: string[];
	/** Unsubscribes the storefront event listener. */
	stopListening?: () => void;
}

/** A fresh runtime. */
export function createCartRuntime(): CartRuntime {
	return {
		itemControllers: new Map(),
		quantityTimers: new Map(),
		requestedQuantities: new Map(),
		deletingKeys: new Set(),
		customerWaiters: [],
		cartErrorNoticeIds: [],
	};
}
