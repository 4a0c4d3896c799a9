/**
 * Collections store constants.
 */

/** The store's key: WooCommerce's (its `wc/store/schema` selectors are served by this store too). */
export const COLLECTIONS_STORE_KEY = 'wc/store/collections';

/** The namespace collections are read from by default. */
export const STORE_API_NAMESPACE_NAME = 'wc/store/v1';

/** No items: one frozen array, so selectors keep returning the same reference. */
export const EMPTY_ITEMS: readonly unknown[] = Object.freeze( [] );
