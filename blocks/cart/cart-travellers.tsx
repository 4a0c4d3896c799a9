/**
 * A tour line's travellers editor wired to the cart store: new travellers go through the theme's
 * Store API update callback (`cart/extensions`, namespace tourfront-booking), which checks the seats
 * and answers the cart. Loaded lazily by the line (its item data already shows the travellers).
 */

/** WordPress dependencies */
import { useDispatch } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';

/** Internal dependencies */
import { announce } from '../../common/live-region';
import { BOOKING_NAMESPACE } from '../../common/booking/constants';
import { partyLabel } from '../../common/booking/messages';
import type { Party } from '../../common/booking/party';
import { cartStore } from '../data/cart';
import type { CartItem } from '../data/cart';
import { tourBooking, type TourBooking } from './booking-of-line';
import TravellersEditor from './travellers-editor';

export interface CartTravellersProps {
	item: CartItem;
	itemName: string;
	disabled: boolean;
}

/** The editor of one line. */
export default function CartTravellers( {
	item,
	itemName,
	disabled,
}: CartTravellersProps ) {
	const booking = tourBooking( item ) as TourBooking;
	const { applyExtensionCartUpdate, itemIsPendingQuantity } =
		useDispatch( cartStore );
	const change = ( party: Party ) => {
		itemIsPendingQuantity( item.key, true );
		applyExtensionCartUpdate( {
			namespace: BOOKING_NAMESPACE,
			data: { key: item.key, ...party },
		} )
			.then( () => {
				announce(
					sprintf(
						/* translators: 1: tour name, 2: travellers, e.g. "2 adults, 1 child". */
						__(
							'Travellers of %1$s changed to %2$s.',
							'tourfront'
						),
						itemName,
						partyLabel( party )
					)
				);
			} )
			// The store raised the failure's notice already.
			.catch( () => undefined )
			.finally( () => itemIsPendingQuantity( item.key, false ) );
	};
	return (
		<TravellersEditor
			booking={ booking }
			itemName={ itemName }
			disabled={ disabled }
			onChange={ change }
		/>
	);
}
