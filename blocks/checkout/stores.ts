/**
 * Stores the checkout reads and writes (see blocks/data/README.md), referenced by name so the block
 * stays decoupled from each store's module (the entry registers them). Each reference carries its
 * store's descriptor type, so every selector and action the checkout calls is checked by `tsc`.
 */

export {
	CART_STORE as CART_STORE_KEY,
	CHECKOUT_STORE as CHECKOUT_STORE_KEY,
	PAYMENT_STORE as PAYMENT_STORE_KEY,
	VALIDATION_STORE as VALIDATION_STORE_KEY,
	NOTICES_STORE as NOTICES_STORE_KEY,
} from '../data/shared/store-refs';

/** Notice contexts of the checkout areas. */
export { NOTICE_CONTEXTS as CONTEXTS } from '../data/notices/constants';
