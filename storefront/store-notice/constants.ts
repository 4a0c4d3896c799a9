/**
 * Store notice banner.
 */

/** The cookie is this prefix followed by the notice id. */
export const STORE_NOTICE_COOKIE_PREFIX = 'store_notice';
/** Its value while the notice is dismissed. */
export const STORE_NOTICE_HIDDEN_VALUE = 'hidden';
export const STORE_NOTICE_COOKIE_PATH = '/';
