/**
 * Table of contents.
 */

/** Opening or closing the list. */
export const TOC_TOGGLE_DURATION_MS = 300;
/** Smooth scroll to a heading. */
export const TOC_SCROLL_DURATION_MS = 500;
/** Scroll offset when the settings print none. */
export const DEFAULT_TOC_SCROLL_OFFSET_PX = 0;

/** Headings a generated list is built from. */
export const TOC_HEADING_SELECTOR = 'h2, h3';
/** Where the article's headings are (the closest one wins). */
export const TOC_CONTENT_SELECTOR = '.entry-content, article, main';
