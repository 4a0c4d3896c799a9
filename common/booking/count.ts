/**
 * The header's cart count in words that fit a tour shop: "3 khách" for the travellers booked, "1 sản phẩm"
 * for everything else, both when mixed, and "0 khách" for an empty cart (a tour shop counts travellers).
 * theme/inc/header-cart.php prints the same msgids.
 */

/** WordPress dependencies */
import { __, _n, sprintf } from '@wordpress/i18n';

/** Internal dependencies */
import { BOOKING_NAMESPACE, type BookingCartExtension } from './constants';

/** What the header counts. */
export interface CartCounts {
	travellers: number;
	items: number;
}

/** The counts of a Store API cart: the booking extension's, or every item a product without it. */
export function cartCounts( cart: {
	items_count: number;
	extensions?: Record< string, unknown >;
} ): CartCounts {
	const booking = cart.extensions?.[ BOOKING_NAMESPACE ] as
		BookingCartExtension | undefined;
	return booking
		? { travellers: booking.travellers, items: booking.items_count_other }
		: { travellers: 0, items: cart.items_count };
}

/** "3 khách", "1 sản phẩm", "3 khách, 1 sản phẩm"; an empty cart counts "0 khách". */
export function cartCountLabel( counts: CartCounts ): string {
	const items = sprintf(
		/* translators: %d: number of products other than tours (guidebooks, SIM cards, tickets). */
		_n( '%d item', '%d items', counts.items, 'tourfront' ),
		counts.items
	);
	const travellers = sprintf(
		/* translators: %d: number of travellers booked. */
		_n( '%d traveller', '%d travellers', counts.travellers, 'tourfront' ),
		counts.travellers
	);
	if ( ! counts.travellers ) {
		return counts.items ? items : travellers;
	}
	return counts.items
		? sprintf(
				/* translators: 1: travellers, e.g. "3 travellers"; 2: other products, e.g. "1 item". */
				__( '%1$s, %2$s', 'tourfront' ),
				travellers,
				items
			)
		: travellers;
}
