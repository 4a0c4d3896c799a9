/**
 * The names of the cart events: Tourfront's own, and WooCommerce 11's, which plugins listen to.
 */

/** Tourfront's event between the storefront scripts and the blocks (on `document.body`). */
export const CART_UPDATED_EVENT = 'tourfront:cart-updated';

/**
 * Where the header's mini-cart hands the cart store the Store API cart read it started when the shopper
 * showed the intent to open the cart (`window[ CART_READ_KEY ]`, a promise of the cart or undefined).
 */
export const CART_READ_KEY = 'tourfrontCartRead';

/** WooCommerce's classic events (jQuery, on `document.body`: add-to-cart.js, cart-fragments.js, cart.js). */
export const WC_JQUERY_EVENTS = Object.freeze( {
	adding: 'adding_to_cart',
	added: 'added_to_cart',
	removed: 'removed_from_cart',
	buttonUpdated: 'wc_cart_button_updated',
	fragmentsLoaded: 'wc_fragments_loaded',
	fragmentsRefreshed: 'wc_fragments_refreshed',
	fragmentRefresh: 'wc_fragment_refresh',
	cartTotals: 'updated_cart_totals',
	cartDiv: 'updated_wc_div',
	cartEmptied: 'wc_cart_emptied',
	couponApplied: 'applied_coupon',
	couponRemoved: 'removed_coupon',
	shippingMethod: 'updated_shipping_method',
	shouldSendAdd: 'should_send_ajax_request.adding_to_cart',
	addNotSent: 'ajax_request_not_sent.adding_to_cart',
} );

/** WooCommerce Blocks' DOM events (on `document.body`, bubbling and cancelable, as its blocks fire them). */
export const WC_DOM_EVENTS = Object.freeze( {
	adding: 'wc-blocks_adding_to_cart',
	added: 'wc-blocks_added_to_cart',
	removed: 'wc-blocks_removed_from_cart',
} );

/** WooCommerce Blocks' store events are `@wordpress/hooks` actions named with this prefix. */
export const WC_HOOK_PREFIX = 'experimental__woocommerce_blocks-';
