/**
 * Store API cart shapes (WooCommerce 11 wire format) and the cart store's state.
 */

/** Internal dependencies */
import type { BillingAddress, CheckoutAddress } from '../../../common/settings';

/** Currency fields every money object of the Store API carries. */
export interface CurrencyResponse {
	currency_code: string;
	currency_symbol: string;
	currency_minor_unit: number;
	currency_decimal_separator: string;
	currency_thousand_separator: string;
	currency_prefix: string;
	currency_suffix: string;
}

/** A shipping address (the settings' checkout address shape: 10 fields). */
export type CartAddress = CheckoutAddress;

/** A billing address: the 10 fields plus email. */
export type CartBillingAddress = BillingAddress;

export interface CartImage {
	id: number;
	src: string;
	thumbnail: string;
	srcset: string;
	sizes: string;
	name: string;
	alt: string;
}

export interface QuantityLimits {
	minimum: number;
	maximum: number;
	multiple_of: number;
	editable: boolean;
}

export interface CartItemPrices extends CurrencyResponse {
	price: string;
	regular_price: string;
	sale_price: string;
	price_range: { min_amount: string; max_amount: string } | null;
	raw_prices: {
		precision: number;
		price: string;
		regular_price: string;
		sale_price: string;
	};
}

export interface CartItemTotals extends CurrencyResponse {
	line_subtotal: string;
	line_subtotal_tax: string;
	line_total: string;
	line_total_tax: string;
}

export interface CartItem {
	key: string;
	id: number;
	type: string;
	quantity: number;
	quantity_limits: QuantityLimits;
	name: string;
	summary?: string;
	short_description?: string;
	description?: string;
	sku: string;
	low_stock_remaining: number | null;
	backorders_allowed: boolean;
	show_backorder_badge: boolean;
	sold_individually: boolean;
	permalink: string;
	catalog_visibility?: string;
	images: CartImage[];
	variation: Array< {
		raw_attribute?: string;
		attribute: string;
		value: string;
	} >;
	item_data: Array< {
		name?: string;
		key?: string;
		value: string;
		display?: string;
	} >;
	prices: CartItemPrices;
	totals: CartItemTotals;
	extensions: Record< string, unknown >;
}

export interface CartCoupon {
	code: string;
	discount_type: string;
	totals: CurrencyResponse & {
		total_discount: string;
		total_discount_tax: string;
	};
}

export interface CartFee {
	id?: string;
	key: string;
	name: string;
	totals: CurrencyResponse & { total: string; total_tax: string };
}

export interface CartShippingRate extends CurrencyResponse {
	rate_id: string;
	name: string;
	description: string;
	delivery_time: string;
	price: string;
	taxes: string;
	instance_id: number;
	method_id: string;
	meta_data: Array< { key: string; value: string } >;
	selected: boolean;
}

export interface CartShippingPackage {
	package_id: number | string;
	name: string;
	destination: Omit<
		CartAddress,
		'first_name' | 'last_name' | 'company' | 'phone'
	>;
	items: Array< { key: string; name: string; quantity: number } >;
	shipping_rates: CartShippingRate[];
}

export interface CartTotals extends CurrencyResponse {
	total_items: string;
	total_items_tax: string;
	total_fees: string;
	total_fees_tax: string;
	total_discount: string;
	total_discount_tax: string;
	total_shipping: string | null;
	total_shipping_tax: string | null;
	total_price: string;
	total_tax: string;
	tax_lines: Array< { name: string; price: string; rate: string } >;
}

/** A cart-level error (`cart.errors[]`). */
export interface CartError {
	code: string;
	message: string;
}

/** The Store API cart response. */
export interface Cart {
	items: CartItem[];
	coupons: CartCoupon[];
	fees: CartFee[];
	totals: CartTotals;
	shipping_address: CartAddress;
	billing_address: CartBillingAddress;
	needs_payment: boolean;
	needs_shipping: boolean;
	payment_requirements: string[];
	has_calculated_shipping: boolean;
	shipping_rates: CartShippingPackage[];
	items_count: number;
	items_weight: number;
	cross_sells: Array<
		Record< string, unknown > & { id: number; name: string }
	>;
	errors: CartError[];
	payment_methods: string[];
	extensions: Record< string, unknown >;
}

/** Customer data the shopper edits (addresses), before it is pushed. */
export interface CustomerData {
	billingAddress: CartBillingAddress;
	shippingAddress: CartAddress;
}

/** Request metadata of the cart store. */
export interface CartMeta {
	/** Item keys with a quantity change in flight. */
	cartItemsPendingQuantity: string[];
	/** Item keys with a deletion in flight. */
	cartItemsPendingDelete: string[];
	/** Coupon code being applied, '' when none. */
	applyingCoupon: string;
	/** Coupon code being removed, '' when none. */
	removingCoupon: string;
	updatingCustomerData: boolean;
	updatingSelectedRate: boolean;
	isCartDataStale: boolean;
}

/** The whole cart store state. */
export interface CartState {
	cartData: Cart;
	/** True once a cart (preloaded or fetched) has been received. */
	hasCartData: boolean;
	customerData: CustomerData;
	metaData: CartMeta;
	/** Last request error (normalised Store API error), or null. */
	errors: Array< { code: string; message: string } >;
}
