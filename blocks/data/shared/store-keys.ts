/**
 * Names of the Tourfront data stores: WooCommerce's own (`wc/store/*`). Plugins written for WooCommerce's
 * Cart and Checkout blocks read and write the page's cart through these names (`select( 'wc/store/cart' )`,
 * `dispatch( 'wc/store/checkout' ).setExtensionData()`), some of them hard-coded without declaring
 * WooCommerce's data script: under Tourfront the stores answering them are the blocks' own, so there is one
 * cart on the page and no second copy fetching the Store API. Stores talk to each other by name (never by
 * importing each other's `index.ts`), so a test can register fresh instances in a fresh registry.
 */

/** The cart: Store API cart plus pending flags. */
export const CART_STORE_KEY = 'wc/store/cart';
/** The checkout status machine. */
export const CHECKOUT_STORE_KEY = 'wc/store/checkout';
/** Payment statuses and methods. */
export const PAYMENT_STORE_KEY = 'wc/store/payment';
/** Field validation errors. */
export const VALIDATION_STORE_KEY = 'wc/store/validation';
/**
 * Notices by context and their containers: WooCommerce's `wc/store/store-notices` (containers), with the
 * notices themselves, which WooCommerce keeps in `core/notices`.
 */
export const NOTICES_STORE_KEY = 'wc/store/store-notices';
