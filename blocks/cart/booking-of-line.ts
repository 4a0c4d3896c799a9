/**
 * A tour line's departure and travellers, from the Store API's extension data
 * (`extensions["tourfront-booking"]`), for the lazily loaded travellers editor.
 */

/** Internal dependencies */
import {
	BOOKING_NAMESPACE,
	type BookingItemExtension,
} from '../../common/booking/constants';
import { departureLabel } from '../../common/booking/departure-label';
import type { Party } from '../../common/booking/party';
import type { CartItem } from '../data/cart';

/** A tour line's booking. */
export interface TourBooking extends Party {
	/** dd/mm/yyyy, as the shop prints dates. */
	departure: string;
	/** Seats the line may hold at most (its quantity limit: the departure's seats left). */
	seats: number | null;
}

/** The booking of `item`, or null when it is not a tour. */
export function tourBooking(
	item: Pick< CartItem, 'extensions' | 'quantity_limits' >
): TourBooking | null {
	const booking = item.extensions?.[ BOOKING_NAMESPACE ] as
		BookingItemExtension | undefined;
	if ( ! booking?.is_tour ) {
		return null;
	}
	const maximum = Number( item.quantity_limits?.maximum );
	return {
		adults: booking.adults,
		children: booking.children,
		departure: departureLabel( booking.departure ),
		seats: Number.isFinite( maximum ) && maximum > 0 ? maximum : null,
	};
}
