/**
 * The cart writes the cart and mini-cart make, with what the shopper hears (the live region) and sees
 * (notices) around them. Failures already raised their notice in the store: the rejection is
 * swallowed here so no promise is left unhandled.
 */

/** WordPress dependencies */
import { useDispatch } from '@wordpress/data';
import { useCallback } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { decodeEntities } from '@wordpress/html-entities';

/** Internal dependencies */
import { announce } from '../../common/live-region';
import { cartStore } from '../data/cart';
import type { CartItem } from '../data/cart';

/** Swallows a rejection whose notice the store raised already. */
export const ignore = () => undefined;

/** Quantity change (announced to screen readers) and removal of one line. */
export function useCartItemActions() {
	const { changeCartItemQuantity, removeItemFromCart } =
		useDispatch( cartStore );
	const changeQuantity = useCallback(
		( item: CartItem, quantity: number ) =>
			changeCartItemQuantity( item.key, quantity )
				.then( ( changed: boolean ) => {
					if ( changed ) {
						announce(
							sprintf(
								/* translators: 1: product name, 2: new quantity. */
								__(
									'Quantity of %1$s changed to %2$d.',
									'tourfront'
								),
								decodeEntities( item.name ),
								quantity
							)
						);
					}
				} )
				.catch( ignore ),
		[ changeCartItemQuantity ]
	);
	// Rejects when the line stays (the store raised the notice); a removal says so in the line's place
	// (undo/removed-line-row.tsx).
	return { changeQuantity, remove: removeItemFromCart };
}
