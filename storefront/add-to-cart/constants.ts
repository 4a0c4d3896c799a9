/**
 * In-place add to cart.
 */

/** Parts of the page the fragments replace; blocked while a cart call is pending. */
export const DEFAULT_FRAGMENT_SELECTORS = [
	'div.widget_shopping_cart_content',
	'a.cart-contents',
	'a.footer-cart-contents',
];
/** Class of an element greyed out and blocked while a cart call would replace it. */
export const BLOCKED_CLASS = 'tourfront-blocked';
/** Buttons sent in place (WooCommerce's `ajax_add_to_cart`). */
export const AJAX_BUTTON_SELECTOR = '.ajax_add_to_cart';
/** Remove links of the classic mini-cart list. */
export const REMOVE_LINK_SELECTOR = '.remove_from_cart_button';

/** WordPress's body classes of product listings: the shop, categories, tags, attributes, product search. */
export const LISTING_BODY_SELECTOR =
	'.woocommerce.archive, .woocommerce.search';
