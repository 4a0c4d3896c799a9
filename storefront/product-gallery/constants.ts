/**
 * The product gallery.
 */

/** How long the zoom's load error stays. */
export const ZOOM_ERROR_DISPLAY_MS = 2500;
/** The full-screen gallery preloads this many images on each side of the current one. */
export const GALLERY_PRELOAD_EACH_SIDE = 1;
/** Product galleries this feature enhances (the quick view's is its own slider). */
export const GALLERY_SELECTOR = '.woocommerce-product-gallery';
/** Galleries that get only the variation image swap. */
export const SLIDER_GALLERY_SELECTOR = '.tourfront-quickview__gallery';
