/**
 * Cart test helpers: the recorded WooCommerce carts (woo-store-api 42 and 53) as typed fixtures.
 */

/** Internal dependencies */
import '../components/test-utils';
import type { Cart, CartItem } from '../data/cart';
import filled from './test-fixtures/cart.json';
import empty from './test-fixtures/cart-empty.json';

/** A fresh copy of the 4-line recorded cart (coupon giam200k, 2 tax lines, 3 rates, 3 cross-sells). */
export const filledCart = (): Cart =>
	structuredClone( filled ) as unknown as Cart;

/** A fresh copy of the recorded empty cart. */
export const emptyCart = (): Cart =>
	structuredClone( empty ) as unknown as Cart;

/** The first line of the filled cart (Tour Hạ Long × 2, limits 1–4, low stock 4, on sale) with overrides. */
export const cartItem = ( over: Partial< CartItem > = {} ): CartItem => ( {
	...filledCart().items[ 0 ],
	...over,
} );
