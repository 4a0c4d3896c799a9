/**
 * The departure dates as a group of radio buttons (one per date, its seats left or "sold out"),
 * standing in for WooCommerce's date select, which stays in the form, kept in step, so the
 * variations form and the posted fields are WooCommerce's own.
 */

/** WordPress dependencies */
import { __, _n, sprintf } from '@wordpress/i18n';

/** Internal dependencies */
import { BOOKING_CLASS } from './constants';
import type { Departure } from './departures';

/** What a departure's radio says about its seats. */
export function seatsText( departure: Departure ): string {
	if ( departure.soldOut ) {
		return __( 'Sold out', 'tourfront' );
	}
	return departure.seats === null
		? ''
		: sprintf(
				/* translators: %d: seats left on a departure. */
				_n(
					'%d seat left',
					'%d seats left',
					departure.seats,
					'tourfront'
				),
				departure.seats
			);
}

/** The group of `departures` (re)drawn into `fieldset`; `chosen` is the select's current slug. */
export function drawDates(
	fieldset: HTMLFieldSetElement,
	departures: Departure[],
	chosen: string,
	onChoose: ( slug: string ) => void
): void {
	const doc = fieldset.ownerDocument;
	const name = `${ fieldset.id }-date`;
	const items = departures.map( ( departure ) => {
		const label = doc.createElement( 'label' );
		label.className = `${ BOOKING_CLASS }__date${ departure.soldOut ? ' is-sold-out' : '' }`;
		const radio = doc.createElement( 'input' );
		radio.type = 'radio';
		// Named for the group only: the select carries the date in the posted form.
		radio.name = name;
		radio.value = departure.slug;
		radio.disabled = departure.soldOut;
		radio.checked = departure.slug === chosen && ! departure.soldOut;
		radio.addEventListener(
			'change',
			() => radio.checked && onChoose( departure.slug )
		);
		const date = doc.createElement( 'span' );
		date.className = `${ BOOKING_CLASS }__date-day`;
		date.textContent = departure.label;
		const seats = doc.createElement( 'span' );
		seats.className = `${ BOOKING_CLASS }__date-seats`;
		seats.textContent = seatsText( departure );
		// The space keeps the date and its seats two words in the radio's name.
		label.append( radio, date, ' ', seats );
		return label;
	} );
	const legend = fieldset.querySelector( 'legend' );
	fieldset.replaceChildren( ...( legend ? [ legend ] : [] ), ...items );
	if ( ! items.length ) {
		const none = doc.createElement( 'p' );
		none.className = `${ BOOKING_CLASS }__none`;
		none.textContent = __(
			'No departure is open for booking at the moment.',
			'tourfront'
		);
		fieldset.append( none );
	}
}
