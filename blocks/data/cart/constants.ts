/**
 * Cart store constants (spec §7, §9).
 */

/** Customer data is pushed this long after the last edit (at once on blur). */
export const CUSTOMER_DATA_DEBOUNCE_MS = 1500;

/** The DOM event the cart store and the storefront exchange on `document.body`. */
export const CART_UPDATED_EVENT = 'tourfront:cart-updated';

/** Notice context of the cart area. */
export const CART_NOTICE_CONTEXT = 'wc/cart';
