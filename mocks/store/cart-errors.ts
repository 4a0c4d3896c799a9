/**
 * The cart's `errors[]`: items that can no longer be bought as they are, plus notices left
 * by a classic (wc-ajax) request in the same session.
 */

/** Internal dependencies */
import type { CartComputation } from './calculate';
import type { StoreContext } from './context';
import { texturize } from './format';
import { cartLineNotEnoughStock, cartLineOutOfStock } from './messages';
import { productTitle } from './product-response';
import { isInStock, stockOf } from './stock';
import type { CartErrorEntry } from './types';

/** Errors of the current cart. */
export function cartErrors(
	ctx: StoreContext,
	calc: CartComputation
): CartErrorEntry[] {
	const errors: CartErrorEntry[] = [];
	for ( const { product, line } of calc.lines ) {
		const stock = stockOf( ctx, product );
		// WooCommerce quotes the names with wptexturize's curly quotes.
		const quoted = `&#8220;${ texturize( productTitle( ctx, product ) ) }&#8221;`;
		if ( ! isInStock( ctx, product ) ) {
			errors.push( {
				code: 'woocommerce_rest_product_out_of_stock',
				message: cartLineOutOfStock( quoted ),
			} );
		} else if (
			stock !== null &&
			product.backorders === 'no' &&
			line.quantity > stock
		) {
			errors.push( {
				code: 'woocommerce_rest_product_partially_out_of_stock',
				message: cartLineNotEnoughStock( quoted ),
			} );
		}
	}
	return [ ...errors, ...ctx.state.cart.notices ];
}
