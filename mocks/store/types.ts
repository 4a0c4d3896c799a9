/**
 * The mock store's internal model and its JSON-serialisable state.
 */

/** Internal dependencies */
import type { AttributeFixture, ReviewFixture } from '../fixtures/types';
import type { CheckoutAddress } from '../../common/settings/types';

/** A purchasable product as the store computes with it (prices in minor units). */
export interface Product {
	id: number;
	parentId: number;
	type: 'simple' | 'variable' | 'variation';
	sku: string;
	/** Raw name; for a variation the parent's name. */
	name: string;
	slug: string;
	categoryIds: number[];
	regularPrice: number;
	salePrice: number | null;
	/** A departure's child price (meta `_tourfront_child_price`); null = children pay the adult price. */
	childPrice: number | null;
	/** Managed stock; null when the stock is not managed. */
	stock: number | null;
	lowStockThreshold: number | null;
	backorders: 'no' | 'notify' | 'yes';
	virtual: boolean;
	soldIndividually: boolean;
	featured: boolean;
	/** WooCommerce's catalogue visibility (shop and search, shop only, search only, neither). */
	visibility: 'visible' | 'catalog' | 'search' | 'hidden';
	/** Post password ('' for none). */
	password: string;
	status: 'publish' | 'draft';
	crossSells: number[];
	upsells: number[];
	shortDescription: string;
	description: string;
	imageIds: number[];
	quantity: { minimum: number; maximum: number | null; multipleOf: number };
	dateCreated: string;
	menuOrder: number;
	reviews: ReviewFixture[];
	attributes: AttributeFixture[];
	/** For a variation: attribute key (pa_ngay-khoi-hanh, pa_khoi-hanh, a local attribute) → term slug. */
	variationAttributes: Record< string, string >;
	variationIds: number[];
	/** Shipping weight; null when none is set (virtual products, tours). */
	weightKg: number | null;
	totalSales: number;
}

/** A WooCommerce address, the same shape the settings print (billing has email). */
export interface Address extends CheckoutAddress {
	email?: string;
}

/** One line of the cart. */
export interface CartLine {
	key: string;
	productId: number;
	variationId: number;
	quantity: number;
	/** attribute_… raw key → term slug/value. */
	variation: Record< string, string >;
	/** A tour booking's travellers (cart item data `tourfront_booking`); absent = every seat an adult. */
	booking?: { adults: number; children: number };
}

/** A cart-level error shown in `errors[]`. */
export interface CartErrorEntry {
	code: string;
	message: string;
}

/** A placed order. */
export interface OrderRecord {
	id: number;
	key: string;
	status: 'processing' | 'on-hold' | 'pending';
	paymentMethod: string;
	customerNote: string;
	billing: Address;
	shipping: Address;
	dateCreated: string;
	/** The cart as it was when the order was placed (Store API cart body). */
	cart: Record< string, unknown >;
	meta: Record< string, string >;
	extensions: Record< string, unknown >;
}

/** Everything that changes: the snapshot `store.toJSON()` returns. */
export interface StoreState {
	cart: {
		items: CartLine[];
		coupons: string[];
		selectedRates: Record< string, string >;
		/** The rate ids offered at the last calculation, per package (WooCommerce's `previous_shipping_methods`). */
		previousRates: Record< string, string[] >;
		billing: Address;
		shipping: Address;
		paymentMethod: string;
		notices: CartErrorEntry[];
		/** Additional fields saved by PUT /checkout (WooCommerce keeps them on the session's customer). */
		additionalFields?: Record< string, string >;
		/** The test blocks extension's session value (`test-blocks-extension.ts`): the travel insurance is on. */
		insured?: boolean;
	};
	stock: Record< string, number >;
	/** When a product last changed (ms; an order that lowered managed stock saves the product). */
	productsModifiedAt?: number;
	couponUsage: Record< string, number >;
	orders: OrderRecord[];
	nextOrderId: number;
	nonce: string;
	sessionId: string;
	sequence: number;
	/** Saved payment methods (WooCommerce's payment tokens), of every customer. */
	paymentTokens?: SavedTokenRecord[];
	nextTokenId?: number;
}

/** A saved card (`WC_Payment_Token_CC`). */
export interface SavedTokenRecord {
	id: number;
	userId: number;
	gateway: string;
	brand: string;
	last4: string;
	/** MM/YY. */
	expires: string;
	isDefault: boolean;
}
