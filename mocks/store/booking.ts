/**
 * Tour bookings, as the theme's PHP (theme/inc/booking) adds them to WooCommerce: a departure variation,
 * quantity = adults + children (so stock = seats), the travellers as cart item data, the line priced
 * adults × adult price + children × child price, and the seat, past-departure and party checks with the
 * theme's messages.
 */

/** WordPress dependencies */
import { __, _n, sprintf } from '@wordpress/i18n';

/** Internal dependencies */
import {
	BOOKING_MAX_TRAVELLERS,
	DEPARTURE_TAXONOMY,
} from '../../common/booking/constants';
import { departureTerm, storeDay } from '../fixtures/departures';
import { activePrice } from './catalogue';
import type { StoreContext } from './context';
import { StoreError } from './errors';
import { stockOf } from './stock';
import type { CartLine, Product } from './types';

/** A booking's travellers. */
export interface Booking {
	adults: number;
	children: number;
}

/** The departure (YYYY-MM-DD) of a tour's variation, or null for anything else. */
export function departureOf( product: Product ): string | null {
	return product.variationAttributes[ DEPARTURE_TAXONOMY ] ?? null;
}

/** True for a tour departure (a variation of `pa_ngay-khoi-hanh`). */
export function isTour( product: Product ): boolean {
	return departureOf( product ) !== null;
}

/** A departure as the shop prints it (dd/mm/yyyy). */
export function departureLabel( date: string ): string {
	return departureTerm( date ).name;
}

/** True when the departure is before today in the store's time zone. */
export function hasDeparted( ctx: StoreContext, date: string ): boolean {
	return date < storeDay( ctx.now() );
}

/**
 * The travellers of a line of `quantity` seats: the booking kept in step with the quantity. No booking (the plain
 * variation form, another plugin) = every seat an adult; equal bookings merged by WooCommerce = the booking
 * scaled; any other quantity change keeps the children and makes the rest adults.
 */
export function normaliseBooking(
	booking: Booking | undefined,
	quantity: number
): Booking {
	if ( ! booking || quantity < 1 ) {
		return { adults: Math.max( quantity, 0 ), children: 0 };
	}
	const party = booking.adults + booking.children;
	if ( party === quantity ) {
		return { ...booking };
	}
	if ( party > 0 && quantity % party === 0 ) {
		const times = quantity / party;
		return {
			adults: booking.adults * times,
			children: booking.children * times,
		};
	}
	const children = Math.min( booking.children, quantity - 1 );
	return { adults: quantity - children, children };
}

/** The line's booking (for a tour line). */
export function bookingOf( line: CartLine ): Booking {
	return normaliseBooking( line.booking, line.quantity );
}

/** Adult and child price of a departure (minor units); no child price = the adult price. */
export function travellerPrices( product: Product ): {
	adult: number;
	child: number;
} {
	const adult = activePrice( product );
	return { adult, child: product.childPrice ?? adult };
}

/** What a booking costs. */
export function bookingTotal( product: Product, booking: Booking ): number {
	const prices = travellerPrices( product );
	return booking.adults * prices.adult + booking.children * prices.child;
}

const invalid = ( message: string ) =>
	new StoreError( 'tourfront_booking_invalid_travellers', message, 400 );

/**
 * A count of travellers as a request may send it, or null when it is not a whole number ≥ 0: a JSON number with
 * no fraction, or a string of digits (form posts). Negative numbers, 1.5, "2.5", " 2", true, null, arrays and
 * objects are null — as tourfront_booking_whole() in PHP.
 */
export function wholeCount( value: unknown ): number | null {
	if ( typeof value === 'number' ) {
		return Number.isSafeInteger( value ) && value >= 0 ? value : null;
	}
	if ( typeof value === 'string' && /^\d{1,9}$/.test( value ) ) {
		return Number( value );
	}
	return null;
}

/** Reads `{ adults, children }` as the Store API and cart/extensions receive it; throws on a bad party. */
export function readBooking( input: unknown ): Booking {
	const value: Record< string, unknown > =
		input !== null && typeof input === 'object' && ! Array.isArray( input )
			? ( input as Record< string, unknown > )
			: {};
	const adults = 'adults' in value ? wholeCount( value.adults ) : null;
	const children =
		value.children === undefined || value.children === ''
			? 0
			: wholeCount( value.children );
	if ( adults === null || children === null || adults < 1 ) {
		throw invalid(
			__(
				'A booking needs at least one adult, and whole numbers of travellers.',
				'tourfront'
			)
		);
	}
	if ( adults + children > BOOKING_MAX_TRAVELLERS ) {
		throw invalid(
			sprintf(
				/* translators: %d: largest number of travellers in one booking. */
				_n(
					'One booking takes up to %d traveller; for a larger group, please contact us.',
					'One booking takes up to %d travellers; for a larger group, please contact us.',
					BOOKING_MAX_TRAVELLERS,
					'tourfront'
				),
				BOOKING_MAX_TRAVELLERS
			)
		);
	}
	return { adults, children };
}

/**
 * Refuses a departure posted with another tour's id (the classic form's product_id and variation_id), as
 * tourfront_booking_check_departure() does.
 */
export function checkTourOfDeparture( product: Product, tourId: number ): void {
	if (
		isTour( product ) &&
		tourId !== product.id &&
		tourId !== product.parentId
	) {
		throw new StoreError(
			'tourfront_booking_other_tour',
			__(
				'This departure belongs to another tour. Please choose a date of this tour.',
				'tourfront'
			),
			400
		);
	}
}

/** Seats of `product` the cart already holds, leaving out the line `exceptKey`. */
function seatsInCart(
	ctx: StoreContext,
	product: Product,
	exceptKey?: string
): number {
	return ctx.state.cart.items
		.filter(
			( line ) =>
				line.variationId === product.id && line.key !== exceptKey
		)
		.reduce( ( sum, line ) => sum + line.quantity, 0 );
}

/**
 * Refuses a departure that has left, is sold out, or has fewer seats left than `seats` (beside what the cart
 * already holds of it, the line `exceptKey` apart), saying so and naming the seats left.
 */
export function checkSeats(
	ctx: StoreContext,
	product: Product,
	seats: number,
	exceptKey?: string
): void {
	const date = departureOf( product );
	if ( ! date ) {
		return;
	}
	const label = departureLabel( date );
	if ( hasDeparted( ctx, date ) ) {
		/* translators: %s: departure date (dd/mm/yyyy). */
		throw new StoreError(
			'tourfront_booking_departed',
			sprintf(
				__(
					'The departure on %s has already left. Please choose another date.',
					'tourfront'
				),
				label
			),
			400
		);
	}
	const stock = stockOf( ctx, product );
	if ( stock === null || product.backorders !== 'no' ) {
		return;
	}
	if ( stock <= 0 ) {
		/* translators: %s: departure date (dd/mm/yyyy). */
		throw new StoreError(
			'tourfront_booking_sold_out',
			sprintf(
				__(
					'The departure on %s is sold out. Please choose another date.',
					'tourfront'
				),
				label
			),
			400
		);
	}
	const held = seatsInCart( ctx, product, exceptKey );
	const left = Math.max( stock - held, 0 );
	if ( seats <= left ) {
		return;
	}
	const message = held
		? sprintf(
				/* translators: 1: seats left, 2: departure date (dd/mm/yyyy), 3: seats of that departure already in the cart. */
				_n(
					'Only %1$d seat left for the departure on %2$s: your cart already holds %3$d.',
					'Only %1$d seats left for the departure on %2$s: your cart already holds %3$d.',
					stock,
					'tourfront'
				),
				stock,
				label,
				held
			)
		: sprintf(
				/* translators: 1: seats left, 2: departure date (dd/mm/yyyy). */
				_n(
					'Only %1$d seat left for the departure on %2$s.',
					'Only %1$d seats left for the departure on %2$s.',
					stock,
					'tourfront'
				),
				stock,
				label
			);
	throw new StoreError( 'tourfront_booking_not_enough_seats', message, 400, {
		seats_left: left,
	} );
}
