/**
 * Initial cart state: an empty cart with the settings' currency until one is received.
 */

/** Internal dependencies */
import { withWooCommerceKeys } from './woocommerce-keys';
import type {
	Cart,
	CartAddress,
	CartBillingAddress,
	CartMeta,
	CartState,
	CartTotals,
} from './types';

const EMPTY_ADDRESS: CartAddress = Object.freeze( {
	first_name: '',
	last_name: '',
	company: '',
	address_1: '',
	address_2: '',
	city: '',
	state: '',
	postcode: '',
	country: '',
	phone: '',
} );

const EMPTY_BILLING: CartBillingAddress = Object.freeze( {
	...EMPTY_ADDRESS,
	email: '',
} );

const EMPTY_TOTALS: CartTotals = Object.freeze( {
	total_items: '0',
	total_items_tax: '0',
	total_fees: '0',
	total_fees_tax: '0',
	total_discount: '0',
	total_discount_tax: '0',
	total_shipping: '0',
	total_shipping_tax: '0',
	total_price: '0',
	total_tax: '0',
	tax_lines: [],
	currency_code: '',
	currency_symbol: '',
	currency_minor_unit: 2,
	currency_decimal_separator: '.',
	currency_thousand_separator: ',',
	currency_prefix: '',
	currency_suffix: '',
} );

/** The empty cart (frozen, shared). */
export const EMPTY_CART: Cart = Object.freeze( {
	items: [],
	coupons: [],
	fees: [],
	totals: EMPTY_TOTALS,
	shipping_address: EMPTY_ADDRESS,
	billing_address: EMPTY_BILLING,
	needs_payment: false,
	needs_shipping: false,
	payment_requirements: [],
	has_calculated_shipping: false,
	shipping_rates: [],
	items_count: 0,
	items_weight: 0,
	cross_sells: [],
	errors: [],
	payment_methods: [],
	extensions: {},
} );

/** No call in flight. */
export const DEFAULT_CART_META: CartMeta = Object.freeze( {
	cartItemsPendingQuantity: [],
	cartItemsPendingDelete: [],
	applyingCoupon: '',
	removingCoupon: '',
	updatingCustomerData: false,
	updatingSelectedRate: false,
	isCartDataStale: false,
} );

/** The store's initial state. */
export const DEFAULT_CART_STATE: CartState & { customerDataDirty: boolean } =
	Object.freeze( {
		cartData: withWooCommerceKeys( EMPTY_CART ),
		hasCartData: false,
		customerData: Object.freeze( {
			billingAddress: EMPTY_BILLING,
			shippingAddress: EMPTY_ADDRESS,
		} ),
		metaData: DEFAULT_CART_META,
		errors: [],
		customerDataDirty: false,
	} );
