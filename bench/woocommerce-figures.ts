/**
 * WooCommerce 11.0.1's own figures, measured from its shipped files with gzip -9 and closure over its
 * `.asset.php` files and WordPress's script loader (see bench/wp-core-scripts/README.md). Bytes.
 */
export const WOOCOMMERCE_GZIP_BYTES = {
	checkout: { 'wordpress-6.9.4': 335 * 1024, 'wordpress-7.1': 692 * 1024 },
	cart: { 'wordpress-6.9.4': 333 * 1024, 'wordpress-7.1': 691 * 1024 },
	/** jQuery, woocommerce.js and order attribution on every page, before the mini-cart. */
	classicEveryPage: { 'wordpress-6.9.4': 47 * 1024, 'wordpress-7.1': 47 * 1024 },
	miniCart: { 'wordpress-6.9.4': 25 * 1024, 'wordpress-7.1': 25 * 1024 },
	checkoutCss: 25 * 1024,
} as const;

/** Our budgets (gzip bytes, on WordPress 7.1), issue #10. */
export const BUDGET_GZIP_BYTES = {
	checkout: 160 * 1024,
	cart: 150 * 1024,
	/** Listing, product and article pages before any interaction. */
	light: 25 * 1024,
	checkoutCss: 10 * 1024,
} as const;
