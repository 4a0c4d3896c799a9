/**
 * What the shopper reads about a party: "2 người lớn, 1 trẻ em", and why a count stopped growing
 * ("Chỉ còn 4 chỗ cho ngày khởi hành 05/12/2026.") — the same words as the server's refusals.
 */

/** WordPress dependencies */
import { __, _n, sprintf } from '@wordpress/i18n';

/** Internal dependencies */
import { BOOKING_MAX_TRAVELLERS } from './constants';
import type { Party, PartyLimit } from './party';

/** "2 người lớn, 1 trẻ em" (no children part when there are none). */
export function partyLabel( party: Party ): string {
	const adults = sprintf(
		/* translators: %d: number of adults. */
		_n( '%d adult', '%d adults', party.adults, 'tourfront' ),
		party.adults
	);
	if ( ! party.children ) {
		return adults;
	}
	const children = sprintf(
		/* translators: %d: number of children. */
		_n( '%d child', '%d children', party.children, 'tourfront' ),
		party.children
	);
	/* translators: 1: adults, e.g. "2 adults"; 2: children, e.g. "1 child". */
	return sprintf( __( '%1$s, %2$s', 'tourfront' ), adults, children );
}

/** The seats message: "Only 4 seats left for the departure on 05/12/2026." */
export function seatsLeftMessage( seats: number, departure: string ): string {
	return sprintf(
		/* translators: 1: seats left, 2: departure date (dd/mm/yyyy). */
		_n(
			'Only %1$d seat left for the departure on %2$s.',
			'Only %1$d seats left for the departure on %2$s.',
			seats,
			'tourfront'
		),
		seats,
		departure
	);
}

/** The party cap message. */
export function partyCapMessage(): string {
	return sprintf(
		/* translators: %d: largest number of travellers in one booking. */
		_n(
			'One booking takes up to %d traveller; for a larger group, please contact us.',
			'One booking takes up to %d travellers; for a larger group, please contact us.',
			BOOKING_MAX_TRAVELLERS,
			'tourfront'
		),
		BOOKING_MAX_TRAVELLERS
	);
}

/** Why a party was cut, or '' when it was not. */
export function limitMessage(
	limit: PartyLimit,
	seats: number | null,
	departure: string
): string {
	if ( limit === 'seats' && seats !== null ) {
		return seatsLeftMessage( seats, departure );
	}
	return limit ? partyCapMessage() : '';
}
