/**
 * Cart store constants.
 */

/** Customer data is pushed this long after the last edit (at once on blur). */
export const CUSTOMER_DATA_DEBOUNCE_MS = 1500;

/** The DOM event the cart store and the storefront exchange on `document.body`. */
export { CART_UPDATED_EVENT } from '../../../common/cart-events/constants';

/** Notice context of the cart area. */
export const CART_NOTICE_CONTEXT = 'wc/cart';

/**
 * Quantity changes of one item are collapsed: the change is sent once the shopper has stopped
 * changing that item for this long (WooCommerce debounces its quantity input by 400 ms), then
 * waits for the batch window like every write. A burst of clicks is one request.
 */
export const QUANTITY_CHANGE_DEBOUNCE_MS = 400;
