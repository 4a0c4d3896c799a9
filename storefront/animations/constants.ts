/**
 * Count-up numbers and scroll animations.
 */

/** Count-up run time. */
export const COUNT_UP_DURATION_MS = 4000;
/** Count-up decimals shown. */
export const COUNT_UP_DECIMALS = 0;
/** Scroll animations start when the element's top reaches this share of the viewport height. */
export const SCROLL_ANIMATION_OFFSET_PERCENT = 101;
/** The element is marked animated (`data-animated="true"`) this long after its animation starts. */
export const SCROLL_ANIMATION_MARK_DELAY_MS = 300;
