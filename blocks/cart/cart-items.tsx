/**
 * Cart items area: the table of cart lines. A removed line leaves its row to "Hoàn tác" for a few
 * seconds (removed-lines.ts); that code (undo/) loads when the shopper presses "Xóa", while the line is
 * removed, and brings the row's component with the line it offers back.
 */

/** WordPress dependencies */
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import { cartStore } from '../data/cart';
import type { CartItem } from '../data/cart';
import CartItemRow from './cart-item-row';
import type { RemovedLine, RemovedLinesState } from './removed-lines';
import { ignore, useCartItemActions } from './use-cart-actions';

const loadUndo = () => import( './undo' );

export interface CartItemsProps {
	/** Line totals include tax (none to show when only removed lines are left). */
	includeTax?: boolean;
	/** Compact rows, no header row (mini-cart). */
	compact?: boolean;
	/** The lines just removed, shown in their places (the cart's or the mini-cart's list). */
	removal: RemovedLinesState;
}

/** The lines of the cart store's cart. */
export default function CartItems( {
	includeTax,
	compact = false,
	removal: [ removed, setRemoved ],
}: CartItemsProps ) {
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
	// The lines, and in their old places the removed ones no longer in the cart.
	const lines: Array< CartItem | RemovedLine > = [ ...items ];
	for ( const line of removed ) {
		if ( ! items.some( ( item ) => item.key === line.item.key ) ) {
			lines.splice( line.index, 0, line );
		}
	}
	return (
		<table
			className={ `tourfront-cart-items wp-block-tourfront-cart-items-block${ compact ? ' is-compact' : '' }` }
		>
			<caption tabIndex={ -1 } className="screen-reader-text">
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
				{ lines.map( ( item, index ) =>
					'index' in item ? (
						// Never beside its line: a removed line shows only once it is out of the cart.
						<item.Row key={ item.item.key } line={ item } />
					) : (
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
								const removal = remove( item.key );
								// A refusal is the store's notice (the line stays), handled here until the undo's code is in.
								removal.catch( ignore );
								// That code loads while the line is removed, and offers it back once it is gone.
								void loadUndo().then( ( undo ) =>
									undo.offer(
										removal,
										item,
										index,
										setRemoved
									)
								);
							} }
						/>
					)
				) }
			</tbody>
		</table>
	);
}
