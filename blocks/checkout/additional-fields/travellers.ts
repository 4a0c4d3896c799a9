/**
 * The theme's traveller fields among the additional checkout fields (`tourfront/traveller-{n}-name`,
 * `tourfront/traveller-{n}-birth-year`): a traveller expects them beside the buyer's details, in a step
 * of their own, not among the order's extras.
 */

/** Internal dependencies */
import { BOOKING_NAMESPACE } from '../../../common/booking/constants';

/** Which fields of the `order` location a step shows. */
export type OrderFieldsPart = 'travellers' | 'other';

/** Whether the additional field `key` asks about a traveller of the party. */
export const isTravellerField = ( key: string ): boolean =>
	/^tourfront\/traveller-\d+-/.test( key );

/** Whether `key` belongs to `part` (every key does when no part is given). */
export const inPart = ( key: string, part?: OrderFieldsPart ): boolean =>
	part === undefined || isTravellerField( key ) === ( part === 'travellers' );

/**
 * Travellers beyond the buyer in the cart's booking data: their fields show only then (the rules of the
 * fields say the same), so a cart without them loads no field code near the top of the form.
 */
export function extraTravellers( cartExtensions: unknown ): number {
	const booking = (
		cartExtensions as Record<
			string,
			{ extra_travellers?: unknown }
		> | null
	 )?.[ BOOKING_NAMESPACE ];
	const count = Number( booking?.extra_travellers );
	return Number.isFinite( count ) ? count : 0;
}
