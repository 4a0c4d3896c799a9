/**
 * Reviews on the product page.
 */

/** The scroll to the reviews lasts this long… */
export const REVIEW_SCROLL_DURATION_MS = 300;
/** …and ends with the reviews this far from the top of the window (negative: below it). */
export const REVIEW_SCROLL_OFFSET_PX = -200;
/** Hashes that open the reviews. */
export const REVIEW_HASHES = [ '#comments', '#reviews', '#tab-reviews' ];
/** Rating labels of the star widget, "1 of 5 stars" … */
export const RATING_STARS = 5;
