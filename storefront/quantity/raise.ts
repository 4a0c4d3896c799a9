/**
 * WooCommerce's own script raises a quantity below its input's minimum on load (a cached page, a
 * minimum raised since): listings and product pages both do it, each with its own code loaded.
 */

/** Internal dependencies */
import { raisedToMinimum } from './quantity-math';

/** Quantity inputs on cart line items are left to the cart. */
export const CART_QUANTITY_SELECTOR =
	'.woocommerce-cart-form, .cart_item, .wc-block-cart, .wp-block-tourfront-cart';

/** Raises a non-cart quantity input below its minimum (≥ 0) to it; true when changed. */
export function raiseQuantity( input: HTMLInputElement ): boolean {
	if ( input.closest( CART_QUANTITY_SELECTOR ) ) {
		return false;
	}
	const raised = raisedToMinimum( input.value, input.getAttribute( 'min' ) );
	if ( raised === null ) {
		return false;
	}
	input.value = String( raised );
	return true;
}
