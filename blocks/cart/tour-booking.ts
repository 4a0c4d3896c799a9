/**
 * Whether a cart line is a tour booking, from the Store API's extension data
 * (`extensions["tourfront-booking"].is_tour`). Its departure and travellers: booking-of-line.ts.
 */

/** Internal dependencies */
import { BOOKING_NAMESPACE } from '../../common/booking/constants';
import type { CartItem } from '../data/cart';

/** Whether `item` is a tour booking (its line edits travellers, not the quantity). */
export const isTourLine = ( item: Pick< CartItem, 'extensions' > ) =>
	!! (
		item.extensions?.[ BOOKING_NAMESPACE ] as
			{ is_tour?: boolean } | undefined
	 )?.is_tour;
