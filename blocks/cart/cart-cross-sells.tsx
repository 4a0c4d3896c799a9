/**
 * Cart cross-sells area: "You may be interested in…" with an in-place add to cart per product.
 */

/** WordPress dependencies */
import { useSelect, useDispatch } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { decodeEntities } from '@wordpress/html-entities';

/** Internal dependencies */
import { announce } from '../../common/live-region';
import { cartStore } from '../data/cart';
import { InnerBlocks } from '../registry/extension-points';
import CrossSellProduct from './cross-sell-product';
import type { CrossSellProductData } from './cross-sell-product';

/** At most this many cross-sells are shown (WooCommerce's default). */
export const CROSS_SELLS_MAX_COUNT = 3;

/** The grid, or nothing when the cart has no cross-sells. */
export default function CartCrossSells() {
	const products = useSelect(
		( select ) => select( cartStore ).getCartData().cross_sells,
		[]
	) as unknown as CrossSellProductData[];
	const { addItemToCart } = useDispatch( cartStore );
	const [ adding, setAdding ] = useState< number[] >( [] );
	if ( ! products.length ) {
		return null;
	}
	const add = ( product: CrossSellProductData ) => {
		setAdding( ( ids ) => [ ...ids, product.id ] );
		addItemToCart( product.id, 1 )
			.then( () => {
				announce(
					sprintf(
						/* translators: %s: product name. */
						__( '%s has been added to your cart.', 'tourfront' ),
						decodeEntities( product.name )
					)
				);
			} )
			.catch( () => undefined )
			.finally( () =>
				setAdding( ( ids ) =>
					ids.filter( ( id ) => id !== product.id )
				)
			);
	};
	return (
		<section className="tourfront-cross-sells wp-block-tourfront-cart-cross-sells-block">
			<h2 className="tourfront-cross-sells__title">
				{ __( 'You may be interested in…', 'tourfront' ) }
			</h2>
			<ul className="tourfront-cross-sells__grid">
				{ products
					.slice( 0, CROSS_SELLS_MAX_COUNT )
					.map( ( product ) => (
						<CrossSellProduct
							key={ product.id }
							product={ product }
							isAdding={ adding.includes( product.id ) }
							onAdd={ () => add( product ) }
						/>
					) ) }
			</ul>
			<InnerBlocks area="woocommerce/cart-cross-sells-block" />
		</section>
	);
}
