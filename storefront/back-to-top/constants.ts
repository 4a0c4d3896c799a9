/**
 * Back-to-top link.
 */

/** Scroll to the top. */
export const BACK_TO_TOP_DURATION_MS = 300;
/** The link shows (`is-active`) once the page is scrolled further than this. */
export const BACK_TO_TOP_VISIBLE_AFTER_PX = 100;
