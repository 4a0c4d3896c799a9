/**
 * The undo of a removed cart line, loaded when the shopper presses "Xóa" (cart-items.tsx).
 */

/** Internal dependencies */
import type { CartItem } from '../../data/cart';
import type { RemovedLinesState } from '../removed-lines';
import RemovedLineRow from './removed-line-row';
import { addRemoved, dropRemoved } from './removed-list';

/**
 * Once `removal` (the store's removeItemFromCart) succeeds, offers `item` back in row `index`. A refused
 * removal leaves the line (the store raised the notice).
 */
export function offer(
	removal: Promise< unknown >,
	item: CartItem,
	index: number,
	setRemoved: RemovedLinesState[ 1 ]
): Promise< void > {
	return removal.then(
		() =>
			setRemoved( ( list ) =>
				addRemoved( list, {
					item,
					index,
					Row: RemovedLineRow,
					drop: () =>
						setRemoved( ( now ) => dropRemoved( now, item.key ) ),
				} )
			),
		() => undefined
	);
}
