/**
 * The cart writes the cart and mini-cart make, with what the shopper hears (`speak`) and sees
 * (notices) around them. Failures already raised their notice in the store: the rejection is
 * swallowed here so no promise is left unhandled.
 */

/** WordPress dependencies */
import { useDispatch } from '@wordpress/data';
import { useCallback } from '@wordpress/element';
import { speak } from '@wordpress/a11y';
import { __, sprintf } from '@wordpress/i18n';
import { decodeEntities } from '@wordpress/html-entities';

/** Internal dependencies */
import { cartStore } from '../data/cart';
import type { CartItem } from '../data/cart';
import { BOOKING_NAMESPACE } from '../../common/booking/constants';
import { partyLabel } from '../../common/booking/messages';
import type { Party } from '../../common/booking/party';

const ignore = () => undefined;

/** Quantity change and removal of one line, announced to screen readers. */
export function useCartItemActions() {
	const { changeCartItemQuantity, removeItemFromCart, applyExtensionCartUpdate, itemIsPendingQuantity } = useDispatch( cartStore );
	const changeQuantity = useCallback(
		( item: CartItem, quantity: number ) =>
			changeCartItemQuantity( item.key, quantity )
				.then( ( changed: boolean ) => {
					if ( changed ) {
						/* translators: 1: product name, 2: new quantity. */
						speak( sprintf( __( 'Quantity of %1$s changed to %2$d.', 'tourfront' ), decodeEntities( item.name ), quantity ) );
					}
				} )
				.catch( ignore ),
		[ changeCartItemQuantity ]
	);
	const remove = useCallback(
		( item: CartItem ) =>
			removeItemFromCart( item.key )
				.then( () => {
					/* translators: %s: product name. */
					speak( sprintf( __( '%s has been removed from your cart.', 'tourfront' ), decodeEntities( item.name ) ) );
					return true;
				} )
				.catch( () => false ),
		[ removeItemFromCart ]
	);
	// A tour line's travellers go through the theme's Store API update callback, which checks the seats.
	const changeTravellers = useCallback(
		( item: CartItem, party: Party ) => {
			itemIsPendingQuantity( item.key, true );
			return applyExtensionCartUpdate( { namespace: BOOKING_NAMESPACE, data: { key: item.key, ...party } } )
				.then( () => {
					/* translators: 1: tour name, 2: travellers, e.g. "2 adults, 1 child". */
					speak( sprintf( __( 'Travellers of %1$s changed to %2$s.', 'tourfront' ), decodeEntities( item.name ), partyLabel( party ) ) );
				} )
				.catch( ignore )
				.finally( () => itemIsPendingQuantity( item.key, false ) );
		},
		[ applyExtensionCartUpdate, itemIsPendingQuantity ]
	);
	return { changeQuantity, changeTravellers, remove };
}
