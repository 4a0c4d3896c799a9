/**
 * Listing pages.
 */

/** A notice is scrolled to this far below the top of the window… */
export const NOTICE_SCROLL_OFFSET_PX = 100;
/** …over this long. */
export const NOTICE_SCROLL_DURATION_MS = 1000;
/** Notices WooCommerce prints into `.woocommerce-notices-wrapper`. */
export const NOTICE_SELECTOR =
	'.woocommerce-notices-wrapper > :is(.woocommerce-error, .woocommerce-message, .woocommerce-info, [role="alert"])';
