/**
 * Store API client constants.
 */

/** The Store API namespace paths start with. */
export const STORE_API_NAMESPACE = '/wc/store/v1';

/** The batch route. */
export const BATCH_PATH = `${ STORE_API_NAMESPACE }/batch`;

/** The cart route (also where a fresh nonce is read from). */
export const CART_PATH = `${ STORE_API_NAMESPACE }/cart`;

/** Non-GET calls are collected this long before one batch is sent. */
export const BATCH_DELAY_MS = 300;

/** At most this many requests per batch. */
export const BATCH_MAX_REQUESTS = 25;

/** localStorage key prefix of the nonce; the user id is appended (state per user id). */
export const NONCE_STORAGE_KEY_PREFIX = 'tourfront-store-api-nonce-';

/**
 * How long a stored nonce is kept: WordPress nonces are valid for at most a day (`nonce_life`), so an
 * older one is useless and is not left in the shopper's storage for good.
 */
export const NONCE_STORAGE_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Error codes that mean "get a fresh nonce and try again". */
export const NONCE_ERROR_CODES = [
	'woocommerce_rest_invalid_nonce',
	'woocommerce_rest_missing_nonce',
];
