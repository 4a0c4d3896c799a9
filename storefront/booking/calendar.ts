/**
 * A month of departures as a calendar, for a tour with more departures than chips can show (a day
 * tour leaves every day): each departure day a button with its price and seats, the month's
 * cheapest marked, the months ahead in a select that says each one's lowest price, and the arrow
 * keys moving between departure days (one tab stop). Loaded only for such tours.
 */

/** WordPress dependencies */
import { __, sprintf } from '@wordpress/i18n';

/** Internal dependencies */
import { BOOKING_CLASS } from './constants';
import { seatsText } from './date-picker';
import type { Departure } from './departures';
import type { FeedMonth } from './feed';

/** What the calendar shows: a month, its departures (once loaded) and the months ahead. */
export interface CalendarView {
	month: string;
	months: FeedMonth[];
	departures: Departure[] | null;
	failed: boolean;
}

export interface CalendarActions {
	choose: ( slug: string ) => void;
	go: ( month: string ) => void;
	money: ( minor: number ) => string;
}

const C = `${ BOOKING_CLASS }__cal`;

/** "Tháng 12/2026". */
export const monthLabel = ( month: string ) =>
	sprintf(
		/* translators: 1: month number, 2: year. */
		__( 'Month %1$d/%2$d', 'tourfront' ),
		Number( month.slice( 5 ) ),
		Number( month.slice( 0, 4 ) )
	);

/** A price in a day's cell: 1,5tr, 3,99tr or 900k for a currency without minor units, else nothing. */
export function shortPrice( minor: number, money: ( m: number ) => string ) {
	const whole = money( minor ).replace( /\D/g, '' ).length;
	if ( whole < 4 || minor % 1 ) {
		return '';
	}
	return minor >= 1e6
		? `${ String( Math.round( minor / 1e4 ) / 100 ).replace( '.', ',' ) }tr`
		: `${ Math.round( minor / 1e3 ) }k`;
}

function el< K extends keyof HTMLElementTagNameMap >(
	doc: Document,
	tag: K,
	className: string,
	text = ''
) {
	const node = doc.createElement( tag );
	node.className = className;
	node.textContent = text;
	return node;
}

/** What a day's cell says of its seats: "còn 4", "Hết chỗ", "Đóng". */
function short( departure: Departure ): string {
	if ( departure.closed ) {
		return __( 'Closed', 'tourfront' );
	}
	if ( departure.soldOut ) {
		return __( 'Sold out', 'tourfront' );
	}
	return departure.seats === null
		? ''
		: sprintf(
				/* translators: %d: seats left (short, in a calendar day). */
				__( '%d left', 'tourfront' ),
				departure.seats
			);
}

/** Monday-first weekday index (0–6) of a YYYY-MM-DD day. */
const weekday = ( date: string ) =>
	( new Date( `${ date }T00:00:00Z` ).getUTCDay() + 6 ) % 7;

/** Draws `view` into `fieldset` (after its legend); `chosen` is the departure picked. */
export function drawCalendar(
	fieldset: HTMLFieldSetElement,
	view: CalendarView,
	chosen: string,
	actions: CalendarActions
): void {
	const doc = fieldset.ownerDocument;
	const focused = fieldset.contains( doc.activeElement )
		? ( doc.activeElement as HTMLElement )
		: null;
	const refocus = focused?.dataset.date
		? 'day'
		: focused?.className.match( /__cal-(prev|next|month)/ )?.[ 0 ];
	const index = view.months.findIndex( ( m ) => m.month === view.month );
	const head = el( doc, 'div', `${ C }-head` );
	const step = ( by: number, label: string, name: string ) => {
		const button = el(
			doc,
			'button',
			`${ C }-${ name }`,
			by < 0 ? '‹' : '›'
		);
		button.type = 'button';
		button.setAttribute( 'aria-label', label );
		const target = view.months[ index + by ];
		button.disabled = ! target;
		button.addEventListener(
			'click',
			() => target && actions.go( target.month )
		);
		return button;
	};
	const select = el( doc, 'select', `${ C }-month` );
	select.setAttribute( 'aria-label', __( 'Departure month', 'tourfront' ) );
	for ( const month of view.months ) {
		const option = el(
			doc,
			'option',
			'',
			month.from === null
				? `${ monthLabel( month.month ) } · ${ __( 'Sold out', 'tourfront' ) }`
				: sprintf(
						/* translators: 1: month (Tháng 12/2026), 2: its lowest adult price. */
						__( '%1$s · from %2$s', 'tourfront' ),
						monthLabel( month.month ),
						actions.money( month.from )
					)
		);
		option.value = month.month;
		option.selected = month.month === view.month;
		select.append( option );
	}
	select.addEventListener( 'change', () => actions.go( select.value ) );
	head.append(
		step( -1, __( 'Previous month', 'tourfront' ), 'prev' ),
		select,
		step( 1, __( 'Next month', 'tourfront' ), 'next' )
	);

	const grid = el( doc, 'div', C );
	grid.setAttribute( 'role', 'group' );
	grid.setAttribute( 'aria-label', monthLabel( view.month ) );
	const note = el( doc, 'p', `${ C }-note` );
	const days: HTMLButtonElement[] = [];
	if ( ! view.departures ) {
		grid.setAttribute( 'aria-busy', 'true' );
		note.textContent = view.failed
			? __(
					'The departures of this month could not be loaded.',
					'tourfront'
				)
			: __( 'Loading the departures…', 'tourfront' );
		if ( view.failed ) {
			const retry = el(
				doc,
				'button',
				`${ C }-retry`,
				__( 'Try again', 'tourfront' )
			);
			retry.type = 'button';
			retry.addEventListener( 'click', () => actions.go( view.month ) );
			note.append( ' ', retry );
		}
	} else {
		const open = view.departures.filter( ( d ) => ! d.soldOut );
		const prices = open.map( ( d ) => d.adultPrice );
		const cheapest = prices.length ? Math.min( ...prices ) : null;
		// Marked only where it tells something: some open day of the month costs more.
		const marks = cheapest !== null && Math.max( ...prices ) > cheapest;
		grid.append(
			...[ 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'CN' ].map( ( name ) => {
				const cell = el( doc, 'span', `${ C }-wd`, name );
				cell.setAttribute( 'aria-hidden', 'true' );
				return cell;
			} )
		);
		const first = `${ view.month }-01`;
		const length = new Date(
			Date.UTC( +view.month.slice( 0, 4 ), +view.month.slice( 5 ), 0 )
		).getUTCDate();
		for ( let i = 0; i < weekday( first ); i++ ) {
			grid.append( el( doc, 'span', `${ C }-blank` ) );
		}
		const byDay = new Map( view.departures.map( ( d ) => [ d.slug, d ] ) );
		for ( let day = 1; day <= length; day++ ) {
			const date = `${ view.month }-${ String( day ).padStart( 2, '0' ) }`;
			const departure = byDay.get( date );
			if ( ! departure ) {
				const blank = el( doc, 'span', `${ C }-blank`, String( day ) );
				blank.setAttribute( 'aria-hidden', 'true' );
				grid.append( blank );
				continue;
			}
			const isCheapest =
				marks &&
				! departure.soldOut &&
				departure.adultPrice === cheapest;
			const button = el(
				doc,
				'button',
				`${ C }-day${ isCheapest ? ' is-cheapest' : '' }${ departure.soldOut ? ' is-sold-out' : '' }`
			);
			button.type = 'button';
			button.dataset.date = date;
			button.disabled = departure.soldOut;
			button.setAttribute( 'aria-pressed', String( date === chosen ) );
			button.tabIndex = -1;
			const seats = departure.closed
				? __( 'Closed', 'tourfront' )
				: seatsText( departure );
			button.setAttribute(
				'aria-label',
				[
					departure.label,
					seats,
					departure.soldOut
						? ''
						: actions.money( departure.adultPrice ),
					isCheapest
						? __( 'lowest price of the month', 'tourfront' )
						: '',
				]
					.filter( Boolean )
					.join( ', ' )
			);
			button.append(
				el( doc, 'span', `${ C }-num`, String( day ) ),
				el(
					doc,
					'span',
					`${ C }-price`,
					departure.soldOut
						? ''
						: shortPrice( departure.adultPrice, actions.money )
				),
				el( doc, 'span', `${ C }-seats`, short( departure ) )
			);
			button.addEventListener( 'click', () => actions.choose( date ) );
			days.push( button );
			grid.append( button );
		}
		if ( cheapest !== null ) {
			note.textContent = marks
				? sprintf(
						/* translators: %s: lowest adult price of the month's departures. */
						__(
							'Lowest price this month: %s (marked).',
							'tourfront'
						),
						actions.money( cheapest )
					)
				: sprintf(
						/* translators: %s: the adult price of every departure of the month. */
						__( 'Price this month: %s / traveller.', 'tourfront' ),
						actions.money( cheapest )
					);
		} else {
			note.textContent = __(
				'No departure is open for booking this month.',
				'tourfront'
			);
		}
	}
	// One tab stop: the day chosen, else the first one open; the arrows move between the days.
	const enabled = days.filter( ( day ) => ! day.disabled );
	const stop =
		enabled.find( ( day ) => day.dataset.date === chosen ) ?? enabled[ 0 ];
	if ( stop ) {
		stop.tabIndex = 0;
	}
	grid.addEventListener( 'keydown', ( event ) => {
		const current = enabled.indexOf( event.target as HTMLButtonElement );
		const moves: Record< string, number > = {
			ArrowLeft: current - 1,
			ArrowRight: current + 1,
			Home: 0,
			End: enabled.length - 1,
		};
		const date = ( event.target as HTMLElement ).dataset.date ?? '';
		// The same weekday a week away, when it is a departure of this month.
		const week = ( by: number ) => {
			const d = new Date( `${ date }T00:00:00Z` );
			d.setUTCDate( d.getUTCDate() + by );
			const target = d.toISOString().slice( 0, 10 );
			return enabled.findIndex( ( day ) => day.dataset.date === target );
		};
		moves.ArrowUp = week( -7 );
		moves.ArrowDown = week( 7 );
		if ( event.key === 'PageUp' || event.key === 'PageDown' ) {
			const target =
				view.months[ index + ( event.key === 'PageUp' ? -1 : 1 ) ];
			event.preventDefault();
			if ( target ) {
				actions.go( target.month );
			}
			return;
		}
		const next = enabled[ moves[ event.key ] ?? -1 ];
		if ( current < 0 || ! ( event.key in moves ) ) {
			return;
		}
		event.preventDefault();
		if ( next ) {
			for ( const day of enabled ) {
				day.tabIndex = day === next ? 0 : -1;
			}
			next.focus();
		}
	} );
	const legend = fieldset.querySelector( 'legend' );
	fieldset.replaceChildren(
		...( legend ? [ legend ] : [] ),
		head,
		grid,
		note
	);
	fieldset.classList.add( 'is-calendar' );
	note.setAttribute( 'aria-live', 'polite' );
	if ( refocus === 'day' ) {
		( stop ?? select ).focus();
	} else if ( refocus ) {
		fieldset.querySelector< HTMLElement >( `.${ refocus }` )?.focus();
	}
}
