/**
 * Names of the Tourfront data stores. Stores talk to each other by name (never by importing each
 * other's `index.ts`), so a test can register fresh instances in a fresh registry.
 */

/** The cart: Store API cart plus pending flags (WooCommerce's `wc/store/cart`). */
export const CART_STORE_KEY = 'tourfront/cart';
/** The checkout status machine (WooCommerce's `wc/store/checkout`). */
export const CHECKOUT_STORE_KEY = 'tourfront/checkout';
/** Payment statuses and methods (WooCommerce's `wc/store/payment`). */
export const PAYMENT_STORE_KEY = 'tourfront/payment';
/** Field validation errors (WooCommerce's `wc/store/validation`). */
export const VALIDATION_STORE_KEY = 'tourfront/validation';
/** Notices by context (WooCommerce's `wc/store/store-notices` + `core/notices`). */
export const NOTICES_STORE_KEY = 'tourfront/notices';
