/**
 * Collections store constants.
 */

/** The store's key (WooCommerce's `wc/store/collections` and `wc/store/schema` in one). */
export const COLLECTIONS_STORE_KEY = 'tourfront/collections';

/** The namespace collections are read from by default. */
export const STORE_API_NAMESPACE_NAME = 'wc/store/v1';

/** No items: one frozen array, so selectors keep returning the same reference. */
export const EMPTY_ITEMS: readonly unknown[] = Object.freeze( [] );
