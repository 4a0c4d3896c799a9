/**
 * Names shared by the extension registry: the inner block areas of the cart, checkout and mini-cart
 * (WooCommerce's `innerBlockAreas`, so blocks written for WooCommerce register here unchanged).
 */

/** Inner block areas an extension block may name as its parent. */
export const INNER_BLOCK_AREAS = {
	CHECKOUT: 'woocommerce/checkout',
	CHECKOUT_FIELDS: 'woocommerce/checkout-fields-block',
	CHECKOUT_TOTALS: 'woocommerce/checkout-totals-block',
	CONTACT_INFORMATION: 'woocommerce/checkout-contact-information-block',
	SHIPPING_ADDRESS: 'woocommerce/checkout-shipping-address-block',
	BILLING_ADDRESS: 'woocommerce/checkout-billing-address-block',
	SHIPPING_METHOD: 'woocommerce/checkout-shipping-method-block',
	SHIPPING_METHODS: 'woocommerce/checkout-shipping-methods-block',
	PICKUP_LOCATION: 'woocommerce/checkout-pickup-options-block',
	PAYMENT_METHODS: 'woocommerce/checkout-payment-methods-block',
	CHECKOUT_ORDER_SUMMARY: 'woocommerce/checkout-order-summary-block',
	CART: 'woocommerce/cart',
	EMPTY_CART: 'woocommerce/empty-cart-block',
	FILLED_CART: 'woocommerce/filled-cart-block',
	CART_ITEMS: 'woocommerce/cart-items-block',
	CART_CROSS_SELLS: 'woocommerce/cart-cross-sells-block',
	CART_TOTALS: 'woocommerce/cart-totals-block',
	CART_ORDER_SUMMARY: 'woocommerce/cart-order-summary-block',
	MINI_CART: 'woocommerce/mini-cart-contents',
	EMPTY_MINI_CART: 'woocommerce/empty-mini-cart-contents-block',
	FILLED_MINI_CART: 'woocommerce/filled-mini-cart-contents-block',
	MINI_CART_TITLE: 'woocommerce/mini-cart-title-block',
	MINI_CART_ITEMS: 'woocommerce/mini-cart-items-block',
	MINI_CART_FOOTER: 'woocommerce/mini-cart-footer-block',
} as const;

export type InnerBlockArea =
	( typeof INNER_BLOCK_AREAS )[ keyof typeof INNER_BLOCK_AREAS ];

/** Default payment requirement of a method that declares no features. */
export const DEFAULT_PAYMENT_FEATURES: readonly string[] = Object.freeze( [
	'products',
] );
