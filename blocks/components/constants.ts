/**
 * UI constants used by the shared cart and checkout components.
 */

/** Opacity of a cart row or panel while a request for it is in flight. */
export const BLOCKING_OVERLAY_OPACITY = 0.6;

/** Options a checkbox list shows before "Show more". */
export const CHECKBOX_LIST_LIMIT = 10;

/** A checkbox list collapses only with more than limit + this many options. */
export const CHECKBOX_LIST_COLLAPSE_MARGIN = 5;

/** Placeholder rows a checkbox list shows while its options load. */
export const CHECKBOX_LIST_PLACEHOLDER_ROWS = 5;
