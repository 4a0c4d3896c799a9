/**
 * What the theme adds to the Store API's answers for bookings (theme/inc/booking): the travellers in a line's
 * `item_data`, `extensions["tourfront-booking"]` on cart items, the cart and departure variations, and the
 * `cart/extensions` callback that changes a booking's travellers.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import {
	BOOKING_NAMESPACE,
	type BookingCartExtension,
	type BookingItemExtension,
} from '../../common/booking/constants';
import {
	bookingOf,
	checkSeats,
	departureOf,
	hasDeparted,
	isTour,
	readBooking,
	travellerPrices,
	type Booking,
} from './booking';
import type { PricedLine } from './calculate';
import { findLine } from './cart';
import type { StoreContext } from './context';
import { money } from './currency';
import { StoreError } from './errors';
import { formatNumber } from './format';
import type { CartLine, Product } from './types';

/** A price as plain text, the way the theme writes it (wc_price without its tags: "2.490.000 ₫"). */
function priceText( ctx: StoreContext, minor: number ): string {
	const { currency } = ctx.settings;
	const number = formatNumber( minor, currency );
	return currency.prefix
		? `${ currency.symbol }${ number }`
		: `${ number }\u00a0${ currency.symbol }`;
}

/** `item_data` rows of a booking: "Người lớn: 2 × 2.490.000 ₫", and "Trẻ em: 1 × 1.500.000 ₫" when there are children. */
export function bookingItemData(
	ctx: StoreContext,
	priced: PricedLine
): Array< { key: string; value: string } > {
	if ( ! ctx.tourfront || ! isTour( priced.product ) ) {
		return [];
	}
	const booking = bookingOf( priced.line );
	const prices = travellerPrices( priced.product );
	const row = ( key: string, count: number, price: number ) => ( {
		key,
		value: `${ count } × ${ priceText( ctx, price ) }`,
	} );
	return [
		row( __( 'Adults', 'tourfront' ), booking.adults, prices.adult ),
		...( booking.children
			? [
					row(
						__( 'Children', 'tourfront' ),
						booking.children,
						prices.child
					),
				]
			: [] ),
	];
}

/** `extensions["tourfront-booking"]` of a cart item. */
export function bookingItemExtension(
	priced: PricedLine
): BookingItemExtension {
	if ( ! isTour( priced.product ) ) {
		return {
			is_tour: false,
			adults: 0,
			children: 0,
			adult_price: '0',
			child_price: '0',
			departure: '',
		};
	}
	const booking = bookingOf( priced.line );
	const prices = travellerPrices( priced.product );
	return {
		is_tour: true,
		...booking,
		adult_price: money( prices.adult ),
		child_price: money( prices.child ),
		departure: departureOf( priced.product ) ?? '',
	};
}

/**
 * The order line meta the theme adds at checkout (woocommerce_checkout_create_order_line_item): "Người lớn" and,
 * when there are children, "Trẻ em", from the line's booking as the cart answered it.
 */
export function bookingOrderMeta(
	extensions: Record< string, unknown > | undefined
): Array< { key: string; value: string } > {
	const booking = extensions?.[ BOOKING_NAMESPACE ] as
		BookingItemExtension | undefined;
	if ( ! booking?.is_tour ) {
		return [];
	}
	return [
		{ key: __( 'Adults', 'tourfront' ), value: String( booking.adults ) },
		...( booking.children
			? [
					{
						key: __( 'Children', 'tourfront' ),
						value: String( booking.children ),
					},
				]
			: [] ),
	];
}

/** `extensions["tourfront-booking"]` of the cart. */
export function bookingCartExtension(
	lines: PricedLine[]
): BookingCartExtension {
	const tours = lines.filter( ( priced ) => isTour( priced.product ) );
	const travellers = tours.reduce(
		( sum, priced ) => sum + priced.line.quantity,
		0
	);
	return {
		travellers,
		extra_travellers: Math.max( travellers - 1, 0 ),
		items_count_tours: tours.length,
		items_count_other: lines
			.filter( ( priced ) => ! isTour( priced.product ) )
			.reduce( ( sum, priced ) => sum + priced.line.quantity, 0 ),
	};
}

/** `extensions["tourfront-booking"]` of a departure variation in the Store API's product answers. */
export function bookingProductExtension( ctx: StoreContext, product: Product ) {
	const departure = departureOf( product );
	if ( ! departure ) {
		return null;
	}
	const prices = travellerPrices( product );
	return {
		departure,
		adult_price: money( prices.adult ),
		child_price: money( prices.child ),
		departed: hasDeparted( ctx, departure ),
	};
}

/**
 * The extension data of an answer, when the theme runs on the store. ExtendSchema always sends the namespace:
 * an empty array (`[]` in JSON) when there is nothing to say, as for a product that is not a departure.
 */
export function withBooking< T >(
	ctx: StoreContext,
	data: T | null
): Record< string, T | never[] > {
	return ctx.tourfront ? { [ BOOKING_NAMESPACE ]: data ?? [] } : {};
}

/** `POST cart/extensions` `{ namespace: "tourfront-booking", data: { key, adults, children } }`: new travellers for a line. */
export function updateBooking(
	data: Record< string, unknown >,
	ctx: StoreContext
): void {
	const line: CartLine = findLine( ctx, String( data.key ?? '' ) );
	const product = ctx.catalogue.get( line.variationId || line.productId );
	if ( ! product || ! isTour( product ) ) {
		throw new StoreError(
			'tourfront_booking_not_a_tour',
			__( 'This cart item is not a tour booking.', 'tourfront' ),
			400
		);
	}
	const booking: Booking = readBooking( data );
	checkSeats( ctx, product, booking.adults + booking.children, line.key );
	line.booking = booking;
	line.quantity = booking.adults + booking.children;
}
