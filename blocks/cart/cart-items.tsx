/**
 * Cart items area: the table of cart lines. After a line is removed, focus moves to the table's
 * caption so keyboard users are not left on a button that no longer exists.
 */

/** WordPress dependencies */
import { useSelect } from '@wordpress/data';
import { useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import { cartStore } from '../data/cart';
import CartItemRow from './cart-item-row';
import { useCartItemActions } from './use-cart-actions';

export interface CartItemsProps {
	includeTax: boolean;
	/** Compact rows, no header row (mini-cart). */
	compact?: boolean;
}

/** The lines of the cart store's cart. */
export default function CartItems( {
	includeTax,
	compact = false,
}: CartItemsProps ) {
	const caption = useRef< HTMLTableCaptionElement >( null );
	const { cart, items, pendingQuantity, pendingDelete } = useSelect(
		( select ) => {
			const store = select( cartStore );
			return {
				cart: store.getCartData(),
				items: store.getCartItems(),
				pendingQuantity: store.getItemsPendingQuantityUpdate(),
				pendingDelete: store.getItemsPendingDelete(),
			};
		},
		[]
	);
	const { changeQuantity, remove } = useCartItemActions();
	return (
		<table
			className={ `tourfront-cart-items wp-block-tourfront-cart-items-block${ compact ? ' is-compact' : '' }` }
		>
			<caption
				ref={ caption }
				tabIndex={ -1 }
				className="screen-reader-text"
			>
				{ __( 'Products in cart', 'tourfront' ) }
			</caption>
			{ ! compact && (
				<thead>
					<tr>
						<th className="tourfront-cart-items__header-image">
							<span className="screen-reader-text">
								{ __( 'Product image', 'tourfront' ) }
							</span>
						</th>
						<th className="tourfront-cart-items__header-product">
							{ __( 'Product', 'tourfront' ) }
						</th>
						<th className="tourfront-cart-items__header-total">
							{ __( 'Total', 'tourfront' ) }
						</th>
					</tr>
				</thead>
			) }
			<tbody>
				{ items.map( ( item ) => (
					<CartItemRow
						key={ item.key }
						item={ item }
						cart={ cart }
						compact={ compact }
						includeTax={ includeTax }
						isPending={
							pendingQuantity.includes( item.key ) ||
							pendingDelete.includes( item.key )
						}
						onChangeQuantity={ ( quantity ) =>
							changeQuantity( item, quantity )
						}
						onRemove={ () => {
							void remove( item ).then(
								( removed ) =>
									removed && caption.current?.focus()
							);
						} }
					/>
				) ) }
			</tbody>
		</table>
	);
}
