/**
 * createWooStore(): the in-memory WooCommerce 11 — catalogue, cart, totals, coupons, shipping,
 * taxes, checkout, orders and session — in plain TypeScript with no HTTP inside.
 */

/** Internal dependencies */
import { TOURS } from '../fixtures';
import { storeDay } from '../fixtures/departures';
import { BOOKING_NAMESPACE } from '../../common/booking/constants';
import { DEFAULT_SETTINGS, type StoreSettings } from '../fixtures/settings';
import type { TourFixture } from '../fixtures/types';
import {
	miniCartFragments,
	type MiniCartFragments,
} from '../handlers/markup/fragments';
import { addItem, removeItem, updateItem, type AddItemRequest } from './cart';
import { updateBooking } from './booking-response';
import { cartObject, type CartObject } from './cart-response';
import { Catalogue } from './catalogue';
import { placeOrder, checkoutObject, saveCheckoutFields } from './checkout';
import { TEST_PAYMENT_GATEWAYS, customerPaymentMethods } from './test-payments';
import {
	BLOCKS_EXTENSION,
	updateBlocksExtension,
} from './test-blocks-extension';
import { validateCheckoutSchema, type CheckoutBody } from './checkout-rules';
import {
	classicAddToCart,
	classicRemoveFromCart,
	type ClassicAddResult,
} from './classic';
import type { StoreContext } from './context';
import {
	startCustomerSession,
	updateCustomer,
	validateAddressParams,
} from './customer';
import {
	applyCoupon,
	removeCoupon,
	reconcileCoupons,
	selectShippingRate,
} from './cart-extras';
import { cartHash, checkNonce, sessionHeaders } from './session';
import { cloneState, initialState, normaliseState } from './state';
import { normaliseCartQuantities } from './stock';
import { StoreError } from './errors';
import type { OrderRecord, StoreState } from './types';

export { StoreError } from './errors';
export type { StoreState, OrderRecord, Address, Product } from './types';
export type { CartObject } from './cart-response';
export type { StoreSettings } from '../fixtures/settings';
export { EXPIRED_NONCE } from './session';

/** Options of createWooStore. */
export interface WooStoreOptions {
	/** Overrides of the recorded store's settings (currency, taxes, coupons…). */
	settings?: Partial< StoreSettings >;
	/** A snapshot from store.toJSON() to start from. */
	state?: StoreState;
	/** Another catalogue (defaults to the demo's tours). */
	tours?: TourFixture[];
	/** The clock (defaults to settings.now or Date.now). */
	now?: () => number;
	/** Seed for the session id and nonce (for reproducible tests). */
	seed?: string;
	/** The day the tours' departures are counted from (YYYY-MM-DD; default: today in the store's time zone). */
	buildDay?: string;
	/**
	 * The Tourfront theme's booking extension of WooCommerce runs (default true): travellers, seats, the
	 * `tourfront-booking` Store API data and callback. Off for the recorded plain WooCommerce (contract test).
	 */
	tourfront?: boolean;
	/**
	 * The test card gateway and test wallet plugins of e2e/fixtures/plugins/ are active: WooCommerce lists
	 * their gateways and the checkout runs their payment (`test-payments.ts`).
	 */
	testPayments?: boolean;
	/** The logged-in customer's id (default: a guest). */
	customerId?: () => number;
}

/** A cart/extensions update callback (woocommerce_store_api_register_update_callback). */
export type UpdateCallback = (
	data: Record< string, unknown >,
	ctx: StoreContext
) => void;

/** Creates a store. */
export function createWooStore( options: WooStoreOptions = {} ) {
	const settings: StoreSettings = {
		...DEFAULT_SETTINGS,
		...options.settings,
	};
	if ( options.testPayments ) {
		settings.paymentGateways = [
			...settings.paymentGateways,
			...TEST_PAYMENT_GATEWAYS,
		];
	}
	const now =
		options.now ??
		( () => ( settings.now ? Date.parse( settings.now ) : Date.now() ) );
	const catalogue = new Catalogue(
		options.tours ?? TOURS,
		settings.currency,
		options.buildDay ?? storeDay( now() )
	);
	const listeners = new Set< () => void >();
	const updateCallbacks = new Map< string, UpdateCallback >();
	const ctx: StoreContext = {
		settings,
		catalogue,
		state: options.state
			? normaliseState( options.state, settings, options.seed )
			: initialState( settings, options.seed ),
		now,
		url: ( path ) => `${ settings.siteUrl.replace( /\/$/, '' ) }${ path }`,
		tourfront: options.tourfront ?? true,
		customerId: options.customerId ?? ( () => 0 ),
	};
	if ( ctx.tourfront ) {
		// theme/inc/booking registers it with woocommerce_store_api_register_update_callback.
		updateCallbacks.set( BOOKING_NAMESPACE, updateBooking );
	}
	if ( settings.blocksExtension ) {
		updateCallbacks.set( BLOCKS_EXTENSION, updateBlocksExtension );
	}

	/** Runs a write, keeps coupons valid and notifies listeners. */
	const write = < T >( run: () => T ): T => {
		const result = run();
		reconcileCoupons( ctx );
		listeners.forEach( ( listener ) => listener() );
		return result;
	};

	return {
		/** The working context (settings, catalogue, state, clock) for handlers and renderers. */
		ctx,
		settings,
		catalogue,
		/** JSON snapshot of everything that changes. */
		toJSON: (): StoreState => cloneState( ctx.state ),
		/** Replaces the state (a fresh one when omitted). */
		reset( state?: StoreState ) {
			ctx.state = state
				? normaliseState( state, settings, options.seed )
				: initialState( settings, options.seed );
			listeners.forEach( ( listener ) => listener() );
		},
		/** Calls `listener` after every change; returns the unsubscribe function. */
		subscribe( listener: () => void ): () => void {
			listeners.add( listener );
			return () => listeners.delete( listener );
		},
		/** The exact Store API cart body. */
		getCartResponse: (): CartObject => {
			normaliseCartQuantities( ctx );
			return cartObject( ctx );
		},
		/** The cart hash ("" when empty). */
		getCartHash: () => cartHash( ctx ),
		/** wc-ajax fragments (mini-cart list, header cart link, footer cart link) + cart_hash. */
		getMiniCartFragments: (): MiniCartFragments => miniCartFragments( ctx ),
		/** Headers of cart/checkout responses (Nonce, Nonce-Timestamp, Cart-Token, Cart-Hash, User-ID). */
		sessionHeaders: () => sessionHeaders( ctx ),
		/** Throws the 401/403 StoreError unless the Nonce or Cart-Token is valid. */
		checkNonce: ( nonce?: string | null, cartToken?: string | null ) =>
			checkNonce( ctx, nonce, cartToken ),
		addItem: ( body: AddItemRequest ) =>
			write( () => addItem( ctx, body ) ),
		updateItem: ( key: string, quantity: number ) =>
			write( () => updateItem( ctx, key, quantity ) ),
		removeItem: ( key: string ) => write( () => removeItem( ctx, key ) ),
		applyCoupon: ( code: string ) =>
			write( () => applyCoupon( ctx, code ) ),
		removeCoupon: ( code: string ) =>
			write( () => removeCoupon( ctx, code ) ),
		selectShippingRate: ( packageId: number | string, rateId: string ) =>
			write( () => selectShippingRate( ctx, packageId, rateId ) ),
		/** Schema check of update-customer's body (before the nonce check). */
		validateCustomer: ( body: Record< string, unknown > ) =>
			validateAddressParams( body as never ),
		updateCustomer: ( body: Parameters< typeof updateCustomer >[ 1 ] ) =>
			write( () => updateCustomer( ctx, body ) ),
		/** A customer logged in (their account's email) or out (''). */
		startCustomerSession: ( email: string ) =>
			write( () => startCustomerSession( ctx, email ) ),
		/** GET /checkout body. */
		getCheckout: () => checkoutObject( ctx ),
		/** PUT /checkout's additional fields, kept on the session's customer. */
		saveCheckoutFields: ( posted: Record< string, unknown > | undefined ) =>
			write( () => saveCheckoutFields( ctx, posted ) ),
		/** Schema check of the checkout body (before the nonce check). */
		validateCheckout: ( body: CheckoutBody ) =>
			validateCheckoutSchema( ctx, body ),
		/** POST /checkout: places the order and returns the response body. */
		checkout: ( body: CheckoutBody ) =>
			write( () => checkoutObject( ctx, placeOrder( ctx, body ) ) ),
		/** The customer's saved payment methods, as the checkout page prints them. */
		getCustomerPaymentMethods: ( customerId: number ) =>
			customerPaymentMethods( ctx, customerId ),
		/** An order by id (and key, when given). */
		getOrder: ( id: number, key?: string ): OrderRecord | undefined =>
			ctx.state.orders.find(
				( order ) =>
					order.id === id &&
					( key === undefined || order.key === key )
			),
		/** ?wc-ajax=add_to_cart. */
		classicAddToCart: (
			form: Record< string, string >
		): ClassicAddResult => write( () => classicAddToCart( ctx, form ) ),
		/** ?wc-ajax=remove_from_cart. */
		classicRemoveFromCart: ( key: string ): boolean =>
			write( () => classicRemoveFromCart( ctx, key ) ),
		/** Registers a cart/extensions callback for `namespace` (as an extension's PHP would). */
		registerUpdateCallback: (
			namespace: string,
			callback: UpdateCallback
		) => {
			updateCallbacks.set( namespace, callback );
		},
		/** POST cart/extensions: runs the namespace's callback; unknown namespaces are a 400. */
		extensionCartUpdate: (
			namespace: string,
			data: Record< string, unknown > = {}
		) =>
			write( () => {
				const callback = updateCallbacks.get( namespace );
				if ( ! callback ) {
					throw new StoreError(
						'woocommerce_rest_cart_extensions_error',
						`There is no such namespace registered: ${ namespace }.`,
						400
					);
				}
				callback( data, ctx );
			} ),
		/** Drops the classic notices once the Store API has shown them. */
		clearNotices: () => {
			ctx.state.cart.notices = [];
		},
	};
}

/** The store createWooStore returns. */
export type WooStore = ReturnType< typeof createWooStore >;
