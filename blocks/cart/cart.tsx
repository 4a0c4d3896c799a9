/**
 * Cart area (the block's root): the cart notices, then the filled or the empty cart. Until the cart
 * arrives (it is preloaded, so normally at once) a light skeleton shows.
 */

/** WordPress dependencies */
import { useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import { cartStore, CART_NOTICE_CONTEXT } from '../data/cart';
import NoticesArea from '../components/notices-area';
import FilledCart from './filled-cart';
import EmptyCart from './empty-cart';
import { cartErrorsToNotices } from './cart-errors';

/** The cart. */
export default function Cart() {
	const { hasCart, isEmpty, errors } = useSelect( ( select ) => {
		const store = select( cartStore );
		const cart = store.getCartData();
		return { hasCart: store.hasCartData(), isEmpty: cart.items.length === 0, errors: store.getCartErrors() };
	}, [] );
	const errorNotices = useMemo( () => cartErrorsToNotices( errors, CART_NOTICE_CONTEXT ), [ errors ] );
	return (
		<div className="tourfront-cart">
			<NoticesArea context={ CART_NOTICE_CONTEXT } additionalNotices={ errorNotices } />
			{ ! hasCart && (
				<div className="tourfront-cart__skeleton" aria-busy="true">
					<span className="screen-reader-text">{ __( 'Loading the cart…', 'tourfront' ) }</span>
				</div>
			) }
			{ hasCart && ( isEmpty ? <EmptyCart /> : <FilledCart /> ) }
		</div>
	);
}
