/**
 * A cart action (what changed the cart, and how) and the events it maps to.
 */

/** Fragments as WooCommerce's `?wc-ajax=` endpoints send them: `{ selector: markup }`. */
export type Fragments = Record< string, string >;

/** What happened to the cart. */
export type CartActionType =
	| 'adding'
	| 'added'
	| 'removed'
	| 'quantity'
	| 'coupon-applied'
	| 'coupon-removed'
	| 'rate-selected'
	| 'updated'
	| 'fragments-refreshed';

/** One cart action. */
export interface CartAction< C = unknown > {
	type: CartActionType;
	/** The classic `?wc-ajax=` endpoints (fragments) or the Store API (a whole cart). */
	source: 'wc-ajax' | 'store-api';
	fragments?: Fragments;
	cartHash?: string;
	/** The add button or remove link the shopper used. */
	button?: Element;
	/** `adding`: the fields sent. */
	data?: Record< string, string >;
	/** The Store API cart after the change. */
	cart?: C;
	/** The Store API cart item added, removed or changed. */
	item?: { quantity?: number };
	quantity?: number;
	productId?: number;
	/** `coupon-applied`, `coupon-removed`. */
	code?: string;
	/** `rate-selected`. */
	rateId?: string;
	/** The change was announced by a plugin's (or WooCommerce's own) event of this kind, not by Tourfront. */
	external?: 'jquery' | 'dom';
}

/** `detail` of `tourfront:cart-updated`. */
export interface CartUpdatedDetail< C = unknown > {
	source: 'store-api' | 'wc-ajax';
	action?: 'add' | 'remove' | 'refresh';
	cart?: C;
	fragments?: Fragments;
	cart_hash?: string;
	productId?: number;
	button?: Element;
	external?: boolean;
}

/** One event of an action. jQuery arguments that are elements are passed wrapped in jQuery. */
export type CartEvent =
	| { kind: 'jquery'; name: string; args: unknown[] }
	| { kind: 'dom'; name: string; detail: Record< string, unknown > }
	| { kind: 'hook'; name: string; args: Record< string, unknown > }
	| { kind: 'tourfront'; detail: CartUpdatedDetail };
