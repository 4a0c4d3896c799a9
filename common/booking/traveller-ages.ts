/**
 * Who each traveller of a cart is, an adult or a child, and the years of birth that fit: the checkout's traveller
 * step (a lazy chunk), the mock WooCommerce and the theme's PHP (theme/inc/checkout-traveller-ages.php) apply the
 * same rule with the same messages.
 *
 * The travellers are numbered as the checkout asks for them: the cart's tour lines in the cart's order, each
 * line's adults first, then its children. The buyer is traveller 1, the first adult of the first line (a booking
 * always has an adult), so the fields asked for start at traveller 2.
 *
 * Only a year of birth is asked, so a year is accepted when some birth date in that year gives an age within the
 * range on the departure date: a child must be 2 to 11 (the booking box's "Trẻ em (2–11 tuổi)"), an adult 12 or
 * older. Born on 1 January, a traveller is (departure year − birth year) on any departure date; born on
 * 31 December, one year less unless the departure is on 31 December.
 */

/** WordPress dependencies */
import { __, sprintf } from '@wordpress/i18n';

/** Internal dependencies */
import { departureLabel } from './departure-label';

/** The ages a child travels at (the booking box says "Trẻ em (2–11 tuổi)"). */
export const CHILD_MIN_AGE = 2;
export const CHILD_MAX_AGE = 11;
/** From this age a traveller is an adult. */
export const ADULT_MIN_AGE = CHILD_MAX_AGE + 1;

export type TravellerRole = 'adult' | 'child';

/** A traveller of the cart: adult or child, on the departure of their line (YYYY-MM-DD). */
export interface TravellerSlot {
	role: TravellerRole;
	departure: string;
}

/** What the rule reads of a tour line (its `extensions["tourfront-booking"]`). */
export interface TravellerLine {
	adults: number;
	children: number;
	departure: string;
}

/** The years of birth a traveller may have: `from` (null: no limit) to `to`, inclusive. */
export interface BirthYears {
	from: number | null;
	to: number;
}

const count = ( value: unknown ) => {
	const number = Math.floor( Number( value ) );
	return Number.isFinite( number ) && number > 0 ? number : 0;
};

/** The travellers of the tour lines, traveller n at index n − 1 (see the file's comment for the order). */
export function travellerSlots(
	lines: ReadonlyArray< TravellerLine >
): TravellerSlot[] {
	return lines.flatMap( ( line ) => [
		...Array.from( { length: count( line.adults ) }, () => ( {
			role: 'adult' as const,
			departure: line.departure,
		} ) ),
		...Array.from( { length: count( line.children ) }, () => ( {
			role: 'child' as const,
			departure: line.departure,
		} ) ),
	] );
}

/** The tour lines of a Store API cart's items, in the cart's order. */
export function tourLines(
	items: ReadonlyArray< { extensions?: unknown } >,
	namespace: string
): TravellerLine[] {
	return items.flatMap( ( item ) => {
		const booking = (
			item.extensions as Record<
				string,
				Partial< TravellerLine > & { is_tour?: boolean }
			> | null
		 )?.[ namespace ];
		return booking?.is_tour
			? [
					{
						adults: count( booking.adults ),
						children: count( booking.children ),
						departure: String( booking.departure ?? '' ),
					},
				]
			: [];
	} );
}

/** The years of birth that fit `role` on `departure` (YYYY-MM-DD), or null for a date it cannot read. */
export function birthYears(
	role: TravellerRole,
	departure: string
): BirthYears | null {
	const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec( departure );
	if ( ! match ) {
		return null;
	}
	const year = Number( match[ 1 ] );
	// Born on 31 December, a traveller is a year younger on every day but 31 December.
	const lastDay = match[ 2 ] === '12' && match[ 3 ] === '31' ? 0 : 1;
	return role === 'child'
		? { from: year - CHILD_MAX_AGE - lastDay, to: year - CHILD_MIN_AGE }
		: { from: null, to: year - ADULT_MIN_AGE };
}

/**
 * Why traveller `number` (2 for the first after the buyer) cannot be born in `value`, in the shopper's language,
 * or '' when the year fits, is not a four-digit year (the field's own pattern says so) or the traveller is not
 * on a tour line.
 */
export function birthYearProblem(
	slots: ReadonlyArray< TravellerSlot >,
	number: number,
	value: string
): string {
	const slot = slots[ number - 1 ];
	const years = slot && birthYears( slot.role, slot.departure );
	if ( ! slot || ! years || ! /^\d{4}$/.test( value.trim() ) ) {
		return '';
	}
	const born = Number( value.trim() );
	if ( born <= years.to && ( years.from === null || born >= years.from ) ) {
		return '';
	}
	const date = departureLabel( slot.departure );
	return slot.role === 'child'
		? sprintf(
				/* translators: 1: the traveller's number in the party, 2: departure date (dd/mm/yyyy), 3: first year, 4: last year. */
				__(
					'Traveller %1$d is a child (2 to 11 years old on the departure date, %2$s): the year of birth must be from %3$d to %4$d.',
					'tourfront'
				),
				number,
				date,
				Number( years.from ),
				years.to
			)
		: sprintf(
				/* translators: 1: the traveller's number in the party, 2: departure date (dd/mm/yyyy), 3: last year. */
				__(
					'Traveller %1$d is an adult (12 or older on the departure date, %2$s): the year of birth must be %3$d or earlier.',
					'tourfront'
				),
				number,
				date,
				years.to
			);
}

/** The number of a traveller field (`tourfront/traveller-3-birth-year` → 3), or 0. */
export function travellerNumber( key: string ): number {
	const match = /^tourfront\/traveller-(\d+)-/.exec( key );
	return match ? Number( match[ 1 ] ) : 0;
}
