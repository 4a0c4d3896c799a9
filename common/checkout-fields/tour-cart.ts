/**
 * What the checkout reads of the booking core's Store API extension data (the `tourfront-booking` namespace):
 * `cart.extensions["tourfront-booking"]` and each item's `extensions["tourfront-booking"].is_tour`.
 */

/** The namespace of the booking extension data. */
export const BOOKING_NAMESPACE = 'tourfront-booking';

interface CartLike {
	extensions?: Record< string, unknown >;
	items?: Array< { extensions?: Record< string, unknown > } >;
}

function bookingData(
	owner: { extensions?: Record< string, unknown > } | undefined
): Record< string, unknown > | undefined {
	const data = owner?.extensions?.[ BOOKING_NAMESPACE ];
	return data && typeof data === 'object'
		? ( data as Record< string, unknown > )
		: undefined;
}

/** Whether the cart holds a tour: the server requires the phone then (theme/inc/checkout-phone.php). */
export function cartHoldsTour( cart: CartLike | undefined ): boolean {
	if ( Number( bookingData( cart )?.items_count_tours ?? 0 ) > 0 ) {
		return true;
	}
	return ( cart?.items ?? [] ).some(
		( item ) => bookingData( item )?.is_tour === true
	);
}
