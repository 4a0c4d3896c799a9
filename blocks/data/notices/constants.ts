/**
 * Notices constants.
 */

/** The notice contexts of the cart and checkout areas. */
export const NOTICE_CONTEXTS = {
	CART: 'wc/cart',
	CHECKOUT: 'wc/checkout',
	PAYMENTS: 'wc/checkout/payments',
	EXPRESS_PAYMENTS: 'wc/checkout/express-payments',
	CONTACT_INFORMATION: 'wc/checkout/contact-information',
	SHIPPING_ADDRESS: 'wc/checkout/shipping-address',
	BILLING_ADDRESS: 'wc/checkout/billing-address',
	SHIPPING_METHODS: 'wc/checkout/shipping-methods',
	CHECKOUT_ACTIONS: 'wc/checkout/checkout-actions',
} as const;

/** Context of notices created without one. */
export const DEFAULT_NOTICE_CONTEXT = 'default';

/** A snackbar dismisses itself after this long unless explicitDismiss. */
export const SNACKBAR_TIMEOUT_MS = 10000;

/** Snackbar enter/leave transition. */
export const SNACKBAR_TRANSITION_MS = 500;

/** The tags notice HTML keeps. */
export const NOTICE_ALLOWED_TAGS = [ 'a', 'b', 'em', 'i', 'strong', 'p', 'br' ];

/** The attributes notice HTML keeps. */
export const NOTICE_ALLOWED_ATTRIBUTES = [
	'target',
	'href',
	'rel',
	'name',
	'download',
];
