/**
 * Live search.
 */

/** Suggestions appear from this many characters on, counted on the search key (common/search queryLength). */
export const SEARCH_MIN_CHARS = 3;
/** The suggestion list is at most this tall, then scrolls. */
export const SUGGESTION_LIST_MAX_HEIGHT_PX = 300;
/** Used when the page prints no `theme.search_result_latency`. */
export const DEFAULT_SEARCH_LATENCY_MS = 300;
/** The theme's admin-ajax action. */
export const SEARCH_ACTION = 'tourfront_ajax_search_products';
/** The server sends at most this many; the client index shows no more either. */
export const MAX_SUGGESTIONS = 10;
/** The id of the "No products found." entry: shown, never navigable. */
export const NO_RESULT_ID = -1;
/** The theme's admin-ajax action answering the client index's catalogue. */
export const CATALOGUE_ACTION = 'tourfront_search_catalogue';
/** sessionStorage key of the cached client index (bump the version when the record shape changes). */
export const CLIENT_INDEX_STORAGE_KEY = 'tourfront-search-index-v3';
/** Fuse.js fuzziness for the typo-tolerant fallback (0 exact … 1 anything). */
export const CLIENT_INDEX_FUZZY_THRESHOLD = 0.3;
