/**
 * "Hoàn tác": the Store API add-item that brings a removed line back as it was: the same product or
 * departure, quantity and booking (`tourfront_booking`, which the theme turns into the line's cart item
 * data, so an unchanged booking gets its old key back). The server checks everything again: a departure
 * that filled up meanwhile answers WooCommerce's error.
 */

/** WordPress dependencies */
import apiFetch from '@wordpress/api-fetch';

/** Internal dependencies */
import {
	BOOKING_NAMESPACE,
	type BookingItemExtension,
} from '../../../common/booking/constants';
import type { Cart, CartItem } from '../../data/cart';
import { ADD_ITEM_PATH } from './constants';

/** The add-item body that adds `item` again. */
export function reAddBody( item: CartItem ) {
	const booking = item.extensions?.[ BOOKING_NAMESPACE ] as
		BookingItemExtension | undefined;
	// A variation's own attributes WooCommerce fills in from the id, and it reads a global attribute's value
	// as a slug while the line holds its term's name (a departure "05/12/2026", slug 2026-12-05): only the
	// local attributes a variation left open ("any") go back, with the value chosen.
	const variation = item.variation
		.filter(
			( entry ) =>
				entry.raw_attribute &&
				! entry.raw_attribute.startsWith( 'attribute_pa_' )
		)
		.map( ( entry ) => ( {
			attribute: entry.raw_attribute as string,
			value: entry.value,
		} ) );
	return {
		id: item.id,
		quantity: item.quantity,
		...( variation.length ? { variation } : {} ),
		...( booking?.is_tour
			? {
					tourfront_booking: {
						adults: booking.adults,
						children: booking.children,
					},
				}
			: {} ),
	};
}

/** Adds `item` again; resolves the cart WooCommerce answers. */
export const reAddLine = ( item: CartItem ) =>
	apiFetch< Cart >( {
		path: ADD_ITEM_PATH,
		method: 'POST',
		data: reAddBody( item ),
	} );

/** The line `item` came back as in `cart`: the same key, else the last line of the same product (WooCommerce appends). */
export function restoredLine( cart: Cart, item: CartItem ) {
	return (
		cart.items.find( ( line ) => line.key === item.key ) ??
		cart.items.filter( ( line ) => line.id === item.id ).pop()
	);
}
