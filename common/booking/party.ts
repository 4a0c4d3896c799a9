/**
 * The rules of a party of travellers, the same in the product page's booking box and in the cart's
 * traveller editor: at least one adult, no negative children, never more travellers than the seats
 * left on the departure (nor than MAX_TRAVELLERS), and the line total adults × adult price +
 * children × child price.
 */

/** Internal dependencies */
import { BOOKING_MAX_TRAVELLERS as MAX_TRAVELLERS } from './constants';

/** At least one adult travels on a booking. */
export const MIN_ADULTS = 1;

/** Adults and children of one booking. */
export interface Party {
	adults: number;
	children: number;
}

/** Which traveller count a change concerns. */
export type TravellerType = keyof Party;

/** Why a wish was not granted in full: the seats left, the party cap, or nothing. */
export type PartyLimit = 'seats' | 'cap' | null;

/** A party as asked, made valid, with the limit that cut it (if any). */
export interface PartyResult {
	party: Party;
	limit: PartyLimit;
}

const whole = ( value: number, fallback: number ) =>
	Number.isFinite( value ) ? Math.floor( value ) : fallback;

/** The most travellers the departure takes: its seats left (null: not counted) within the party cap. */
export function partyCapacity( seats: number | null ): number {
	return seats === null
		? MAX_TRAVELLERS
		: Math.max( 0, Math.min( seats, MAX_TRAVELLERS ) );
}

/** The limit that binds at `capacity`: 'seats' when the seats left are what stops the party. */
function limitAt( seats: number | null ): Exclude< PartyLimit, null > {
	return seats !== null && seats <= MAX_TRAVELLERS ? 'seats' : 'cap';
}

/**
 * The party after asking for `value` of `type`, the other count kept: never below the minimum, and
 * cut to what the seats left (or the cap) allow, with the reason when it was cut.
 */
export function setTravellers(
	party: Party,
	type: TravellerType,
	value: number,
	seats: number | null
): PartyResult {
	const capacity = partyCapacity( seats );
	const min = type === 'adults' ? MIN_ADULTS : 0;
	const asked = Math.max( min, whole( value, party[ type ] ) );
	const other = type === 'adults' ? party.children : party.adults;
	const room = Math.max( min, capacity - other );
	const next = { ...party, [ type ]: Math.min( asked, room ) };
	return { party: next, limit: asked > room ? limitAt( seats ) : null };
}

/**
 * The party fitted to a departure with `seats` left (a new date chosen): children go first, one
 * adult always stays; the reason is given when travellers had to go.
 */
export function fitParty( party: Party, seats: number | null ): PartyResult {
	const capacity = partyCapacity( seats );
	const adults = Math.max( MIN_ADULTS, whole( party.adults, MIN_ADULTS ) );
	const children = Math.max( 0, whole( party.children, 0 ) );
	if ( adults + children <= capacity ) {
		return { party: { adults, children }, limit: null };
	}
	const keptAdults = Math.max( MIN_ADULTS, Math.min( adults, capacity ) );
	return {
		party: {
			adults: keptAdults,
			children: Math.max( 0, capacity - keptAdults ),
		},
		limit: limitAt( seats ),
	};
}

/** Whether one more traveller of `type` fits. */
export function canAdd( party: Party, seats: number | null ): boolean {
	return party.adults + party.children < partyCapacity( seats );
}

/** The line total in minor units: adults × adult price + children × child price (child price null: the adult price). */
export function partyTotal(
	party: Party,
	adultPrice: number,
	childPrice: number | null
): number {
	return (
		party.adults * adultPrice +
		party.children * ( childPrice ?? adultPrice )
	);
}

/** Travellers in all. */
export const travellerCount = ( party: Party ) => party.adults + party.children;
