/**
 * The booking contract shared by the theme's PHP (theme/inc/booking), the mock store and the scripts:
 * a tour departure is a variation of `pa_ngay-khoi-hanh`, a booking is one cart line with its travellers.
 */

/** Store API extension namespace (cart and cart items' `extensions`, `POST cart/extensions`). */
export const BOOKING_NAMESPACE = 'tourfront-booking';

/** The attribute whose variations are a tour's departures (term slug YYYY-MM-DD). */
export const DEPARTURE_TAXONOMY = 'pa_ngay-khoi-hanh';

/** Whether a product's attributes make it a tour: one of them is the departure date. */
export function hasDepartures(
	attributes: ReadonlyArray< { taxonomy?: string | null } >
): boolean {
	return attributes.some(
		( attribute ) => attribute.taxonomy === DEPARTURE_TAXONOMY
	);
}

/** The largest party one booking takes (adults + children); `tourfront_booking_max_travellers` in PHP. */
export const BOOKING_MAX_TRAVELLERS = 10;

/** `extensions["tourfront-booking"]` of a Store API cart item. */
export interface BookingItemExtension {
	is_tour: boolean;
	adults: number;
	children: number;
	/** Minor units, as the Store API sends money. */
	adult_price: string;
	child_price: string;
	/** YYYY-MM-DD; '' for a line that is not a tour. */
	departure: string;
}

/** `extensions["tourfront-booking"]` of a Store API cart. */
export interface BookingCartExtension {
	/** Travellers of every booking. */
	travellers: number;
	/** Travellers beyond the buyer (travellers − 1, at least 0): the checkout's traveller fields. */
	extra_travellers: number;
	/** Tour lines (bookings). */
	items_count_tours: number;
	/** Quantity of everything that is not a tour (extras, e-tickets). */
	items_count_other: number;
}
