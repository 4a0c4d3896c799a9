/**
 * Cart fixtures for unit tests.
 */

/** Internal dependencies */
import { EMPTY_CART } from './default-state';
import type { Cart, CartItem } from './types';

/** A cart item with the recorded shape (only the fields the rules read are meaningful). */
export function makeItem(
	key: string,
	quantity: number,
	extra: Partial< CartItem > = {}
): CartItem {
	return {
		...( {} as CartItem ),
		key,
		id: 11,
		name: `Tour ${ key }`,
		quantity,
		quantity_limits: {
			minimum: 1,
			maximum: 99,
			multiple_of: 1,
			editable: true,
		},
		...extra,
	};
}

/** A cart holding `items`. */
export function makeCart(
	items: CartItem[],
	extra: Partial< Cart > = {}
): Cart {
	return {
		...EMPTY_CART,
		items,
		items_count: items.reduce( ( n, i ) => n + i.quantity, 0 ),
		...extra,
	};
}
