/**
 * The departures of a tour, read from its variations form: the date select's options (term slug
 * YYYY-MM-DD, name dd/mm/yyyy) matched with `data-product_variations` (seats = the variation's stock,
 * prices from the theme's `tourfront_booking`). A departure that has left (inactive) or has no
 * variation is not offered; a sold-out one is offered as sold out.
 */

/** Internal dependencies */
import type { ProductVariation } from '../variations/variation-match';

/** What the theme adds to a departure variation (woocommerce_available_variation), in major units. */
export interface BookingVariation extends ProductVariation {
	display_price?: number;
	tourfront_booking?: {
		departure?: string;
		adult_price?: number;
		child_price?: number;
	};
}

/** One departure offered in the box. */
export interface Departure {
	variationId: number;
	/** Term slug, YYYY-MM-DD. */
	slug: string;
	/** As shoppers read it, dd/mm/yyyy. */
	label: string;
	/** Seats left; null when the departure does not count them. */
	seats: number | null;
	soldOut: boolean;
	/** Minor units. */
	adultPrice: number;
	childPrice: number;
}

const toMinor = ( major: number | undefined, minorUnit: number ) =>
	Math.round( ( major ?? 0 ) * 10 ** minorUnit );

function seatsOf( variation: BookingVariation ): number | null {
	const max =
		variation.max_qty === '' || variation.max_qty === undefined
			? NaN
			: Number( variation.max_qty );
	return Number.isFinite( max ) ? Math.max( 0, max ) : null;
}

/**
 * The departures of `options` (the date select's, in their order) that match `others` (the other
 * attributes chosen, e.g. the departure city) and have a variation.
 */
export function departuresOf(
	variations: BookingVariation[],
	options: Array< { value: string; label: string } >,
	attribute: string,
	others: Record< string, string >,
	minorUnit: number
): Departure[] {
	const fits = ( variation: BookingVariation, slug: string ) =>
		Object.entries( { ...others, [ attribute ]: slug } ).every(
			( [ name, value ] ) =>
				! variation.attributes[ name ] ||
				! value ||
				variation.attributes[ name ] === value
		);
	const departures: Departure[] = [];
	for ( const option of options ) {
		const variation = option.value
			? variations.find( ( candidate ) =>
					fits( candidate, option.value )
				)
			: undefined;
		if ( ! variation || variation.variation_is_active === false ) {
			continue;
		}
		const seats = seatsOf( variation );
		const adultPrice = toMinor(
			variation.tourfront_booking?.adult_price ?? variation.display_price,
			minorUnit
		);
		departures.push( {
			variationId: variation.variation_id,
			slug: option.value,
			label: option.label,
			seats,
			soldOut: variation.is_in_stock === false || seats === 0,
			adultPrice,
			childPrice:
				variation.tourfront_booking?.child_price === undefined
					? adultPrice
					: toMinor(
							variation.tourfront_booking.child_price,
							minorUnit
						),
		} );
	}
	return departures;
}

/** The lowest adult price of the bookable departures ("giá từ … / khách"), or null when none is. */
export function lowestPrice( departures: Departure[] ): number | null {
	const prices = departures
		.filter( ( departure ) => ! departure.soldOut )
		.map( ( departure ) => departure.adultPrice );
	return prices.length ? Math.min( ...prices ) : null;
}
