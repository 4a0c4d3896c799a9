/**
 * Cart area (the block's root): the cart notices (the cart store mirrors `cart.errors` there as
 * non-dismissible notices keyed by code), then the filled or the empty cart, and the lines just removed
 * (removed-lines.ts). Until the cart arrives (it is preloaded, so normally at once) a light skeleton shows.
 */

/** WordPress dependencies */
import { useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import { cartStore, CART_NOTICE_CONTEXT } from '../data/cart';
import NoticesArea from '../components/notices-area';
import { InnerBlocks, useExtensions } from '../registry/extension-points';
import FilledCart from './filled-cart';
import EmptyCart from './empty-cart';
import CartItems from './cart-items';
import type { RemovedLine } from './removed-lines';

/** The cart. */
export default function Cart() {
	useExtensions();
	const { hasCart, isEmpty } = useSelect( ( select ) => {
		const store = select( cartStore );
		return {
			hasCart: store.hasCartData(),
			isEmpty: store.getCartData().items.length === 0,
		};
	}, [] );
	const removal = useState< RemovedLine[] >( [] );
	return (
		<div className="tourfront-cart">
			<NoticesArea context={ CART_NOTICE_CONTEXT } />
			{ ! hasCart && (
				<div className="tourfront-cart__skeleton" aria-busy="true">
					<span className="screen-reader-text">
						{ __( 'Loading the cart…', 'tourfront' ) }
					</span>
				</div>
			) }
			{ hasCart &&
				( isEmpty ? (
					<>
						{ /* The last line removed is still offered back, above the empty cart. */ }
						{ removal[ 0 ][ 0 ] && (
							<CartItems removal={ removal } />
						) }
						<EmptyCart />
					</>
				) : (
					<FilledCart removal={ removal } />
				) ) }
			<InnerBlocks area="woocommerce/cart" />
		</div>
	);
}
