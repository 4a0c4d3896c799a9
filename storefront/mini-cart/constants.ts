/**
 * Mini-cart constants.
 */

/** A revealed dropdown closes again after this long. */
export const MINI_CART_AUTO_CLOSE_MS = 5000;

/** From this viewport width the mini-cart is a dropdown; below, an off-canvas panel. */
export const LARGE_SCREEN_MIN_WIDTH_PX = 850;

/** The header block the theme prints. */
export const MINI_CART_SELECTOR = '[data-block-name="tourfront/mini-cart"]';

/** The header links that open the mini-cart (the header's and Storefront's handheld footer bar's). */
export const MINI_CART_TRIGGER_SELECTOR =
	'a.cart-contents, a.footer-cart-contents';

/** Pages whose own block shows the cart: the header link just goes to the cart there. */
export const CART_PAGE_BLOCK_SELECTOR =
	'[data-block-name="tourfront/cart"], [data-block-name="tourfront/checkout"]';
