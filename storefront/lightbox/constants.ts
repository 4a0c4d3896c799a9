/**
 * Lightboxes.
 */

/** The closing lightbox stays in the page this long (for its fade-out) before it is removed. */
export const LIGHTBOX_REMOVAL_DELAY_MS = 300;
/** Galleries preload this many images on each side of the current one. */
export const GALLERY_PRELOAD_EACH_SIDE = 1;
/** Scroll lock applies only to user agents matching this. */
export const MOBILE_USER_AGENT_PATTERN =
	/Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;
/** Inline content a `#id` link opens. */
export const INLINE_LIGHTBOX_SELECTOR =
	'.tourfront-lightbox-inline, [data-lightbox-inline]';
