/**
 * The cart's `errors[]`: items that can no longer be bought as they are, plus notices left
 * by a classic (wc-ajax) request in the same session.
 */

/** Internal dependencies */
import type { CartComputation } from './calculate';
import type { StoreContext } from './context';
import { escHtml } from './format';
import { isInStock, stockOf } from './stock';
import type { CartErrorEntry } from './types';

/** Errors of the current cart. */
export function cartErrors( ctx: StoreContext, calc: CartComputation ): CartErrorEntry[] {
	const errors: CartErrorEntry[] = [];
	for ( const { product, parent, line } of calc.lines ) {
		const stock = stockOf( ctx, product );
		if ( ! isInStock( ctx, product ) ) {
			errors.push( {
				code: 'woocommerce_rest_product_out_of_stock',
				message: escHtml( `"${ parent.name }" is out of stock and cannot be purchased.` ),
			} );
		} else if ( stock !== null && product.backorders === 'no' && line.quantity > stock ) {
			errors.push( {
				code: 'woocommerce_rest_product_partially_out_of_stock',
				message: escHtml( `There is not enough "${ parent.name }" in stock. Please reduce the quantity to ${ stock }.` ),
			} );
		}
	}
	return [ ...errors, ...ctx.state.cart.notices ];
}
