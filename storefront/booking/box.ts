/**
 * The booking box over a tour's variations form: departure dates (sold-out ones shown, not
 * bookable), adults and children with their prices, "From … / traveller", the total, and why a count
 * stopped growing (the seats left, said in words, never a silent cut). The form's quantity carries
 * adults + children, so the plain WooCommerce fields still describe the booking.
 */

/** WordPress dependencies */
import { __, sprintf } from '@wordpress/i18n';

/** Internal dependencies */
import { limitMessage } from '../../common/booking/messages';
import {
	canAdd,
	fitParty,
	MIN_ADULTS,
	partyTotal,
	setTravellers,
	travellerCount,
	type Party,
	type PartyResult,
	type TravellerType,
} from '../../common/booking/party';
import { formatPrice, getCurrencyFromSettings } from '../../common/money';
import { BOOKING_CLASS, DEPARTURE_SELECT_SELECTOR } from './constants';
import type { CalendarView } from './calendar';
import { drawDates } from './date-picker';
import type { Departure } from './departures';
import { readFeed, toDeparture, type Feed } from './feed';
import { markStepper } from './stepper';
import { travellerField, type TravellerField } from './travellers';

function element< K extends keyof HTMLElementTagNameMap >(
	doc: Document,
	tag: K,
	className: string
): HTMLElementTagNameMap[ K ] {
	const node = doc.createElement( tag );
	node.className = `${ BOOKING_CLASS }__${ className }`;
	return node;
}

/** Builds the box into `form`; false when the form is not a tour's or the theme printed no departures feed into it. */
export function enhanceBookingForm( form: HTMLFormElement ): boolean {
	const found = form.querySelector< HTMLSelectElement >(
		DEPARTURE_SELECT_SELECTOR
	);
	const printed = readFeed( form );
	if ( ! found || ! printed ) {
		return false;
	}
	const select: HTMLSelectElement = found;
	const feed: Feed = printed;
	// Past 30 departures WooCommerce prints no variations: the box then sets the variation itself.
	const plain = form.dataset.product_variations === 'false';
	// Every departure read so far, by date; a month's list once it is loaded (calendar only).
	const known = new Map< string, Departure >();
	const loaded = new Map< string, Departure[] >();
	const calendar = ! feed.all;
	// Only a tour with more departures than chips show, or with no variations printed, pays for this code.
	let large: typeof import( './large-tour' ) | undefined;
	// Only a tour with taxes, once it shows a total, pays for what they add.
	let taxes: typeof import( './taxes' ) | undefined;
	let months = feed.months;
	let month = feed.month;
	let failed = false;
	function take( answer: Feed ): void {
		months = answer.months;
		const list = answer.departures.map( toDeparture );
		for ( const departure of list ) {
			known.set( departure.slug, departure );
		}
		loaded.set( answer.month, list );
	}
	take( feed );
	const doc = form.ownerDocument;
	const currency = getCurrencyFromSettings();
	const money = ( minor: number ) => formatPrice( minor, currency );
	const otherSelects = Array.from(
		form.querySelectorAll< HTMLSelectElement >( '.variations select' )
	).filter( ( other ) => other !== select );
	const quantity = form.querySelector< HTMLInputElement >(
		'input.qty, input[name="quantity"]'
	);
	let party: Party = { adults: MIN_ADULTS, children: 0 };
	let departures: Departure[] = [];

	form.classList.add( BOOKING_CLASS );
	select.closest( 'tr' )?.setAttribute( 'hidden', '' );
	quantity?.closest( '.quantity' )?.setAttribute( 'hidden', '' );

	const box = element( doc, 'div', 'box' );
	const from = element( doc, 'p', 'from' );
	const dates = element( doc, 'fieldset', 'dates' );
	dates.id = `${ BOOKING_CLASS }-${ form.dataset.product_id ?? '' }`;
	const legend = doc.createElement( 'legend' );
	legend.textContent =
		select.closest( 'tr' )?.querySelector( 'label' )?.textContent?.trim() ||
		__( 'Departure date', 'tourfront' );
	dates.append( legend );
	const counts = element( doc, 'div', 'counts' );
	const message = element( doc, 'p', 'message' );
	message.setAttribute( 'role', 'status' );
	message.setAttribute( 'aria-live', 'polite' );
	const total = element( doc, 'p', 'total' );

	const chosen = () => {
		const departure = known.get( select.value );
		return departure && ! departure.soldOut ? departure : null;
	};
	const seats = () => chosen()?.seats ?? null;

	function render(): void {
		const departure = chosen();
		const froms = months.flatMap( ( m ) =>
			m.from === null ? [] : [ m.from ]
		);
		const lowest = froms.length ? Math.min( ...froms ) : null;
		from.textContent =
			lowest === null
				? ''
				: sprintf(
						/* translators: %s: lowest adult price of the tour's departures. */
						__( 'From %s / traveller', 'tourfront' ),
						money( lowest )
					);
		for ( const [ type, field ] of Object.entries( fields ) as Array<
			[ TravellerType, TravellerField ]
		> ) {
			field.input.value = String( party[ type ] );
			const max = seats();
			field.input.max =
				max === null
					? ''
					: String(
							Math.max(
								max -
									( type === 'adults'
										? party.children
										: party.adults ),
								type === 'adults' ? MIN_ADULTS : 0
							)
						);
			markStepper(
				field.stepper,
				party[ type ],
				type === 'adults' ? MIN_ADULTS : 0,
				canAdd( party, max )
			);
			const price =
				departure?.[
					type === 'adults' ? 'adultPrice' : 'childPrice'
				] ?? null;
			field.price.textContent =
				price === null ? '' : `× ${ money( price ) }`;
		}
		if ( quantity ) {
			quantity.value = String( travellerCount( party ) );
		}
		drawTotal();
	}

	/**
	 * The total line (and what checkout adds to it). Drawn alone when the taxes' code arrives: a whole render
	 * then wrote the party back into a count the shopper was typing in.
	 */
	function drawTotal(): void {
		const departure = chosen();
		total.replaceChildren();
		const sum =
			departure &&
			partyTotal( party, departure.adultPrice, departure.childPrice );
		if ( departure ) {
			const strong = doc.createElement( 'strong' );
			strong.textContent = money( sum as number );
			total.append( `${ __( 'Total', 'tourfront' ) }: `, strong );
		} else {
			total.textContent = __(
				'Choose a departure date to see the total.',
				'tourfront'
			);
		}
		if ( feed.tax && taxes ) {
			taxes.showTaxes( total, sum, feed.tax, money );
		} else if ( feed.tax && departure ) {
			void import( './taxes' ).then( ( module ) => {
				taxes = module;
				drawTotal();
			} );
		}
	}

	function apply( result: PartyResult ): void {
		party = result.party;
		message.textContent = limitMessage(
			result.limit,
			seats(),
			chosen()?.label ?? ''
		);
		render();
	}

	const step = ( type: TravellerType ) => ( value: number ) =>
		apply( setTravellers( party, type, value, seats() ) );
	const adults = travellerField( form, 'adults', step( 'adults' ) );
	const children = travellerField( form, 'children', step( 'children' ) );
	const fields: Record< TravellerType, TravellerField > = {
		adults: adults.field,
		children: children.field,
	};
	party = {
		adults: Number( adults.field.input.value ),
		children: Number( children.field.input.value ),
	};
	counts.append( adults.row, children.row );

	function choose( slug: string ): void {
		// The attribute may not list a departure the schedule added: the posted form must still carry it.
		if (
			slug &&
			! Array.from( select.options ).some( ( o ) => o.value === slug )
		) {
			const option = doc.createElement( 'option' );
			option.value = slug;
			option.textContent = known.get( slug )?.label ?? slug;
			select.add( option );
		}
		select.value = slug;
		select.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		if ( plain ) {
			large?.markPlainForm( form, chosen() );
		}
		apply( fitParty( party, seats() ) );
		if ( calendar ) {
			redraw();
		}
	}

	function go( target: string ): void {
		month = target;
		failed = false;
		redraw();
		if ( large && ! loaded.has( target ) ) {
			large.loadMonth( feed, target ).then(
				( answer ) => {
					take( answer );
					if ( month === target ) {
						redraw();
					}
				},
				() => {
					failed = month === target;
					redraw();
				}
			);
		}
	}

	function redraw(): void {
		const others = Object.fromEntries(
			otherSelects.map( ( other ) => [
				other.dataset.attribute_name || other.name,
				other.value,
			] )
		);
		const fits = ( departure: Departure ) =>
			Object.entries( others ).every(
				( [ name, value ] ) =>
					! value ||
					! departure.attrs?.[ name ] ||
					departure.attrs[ name ] === value
			);
		departures = calendar
			? ( loaded.get( month ) ?? [] ).filter( fits )
			: [ ...known.values() ].filter( fits );
		const picked = chosen();
		if ( select.value && ! ( picked && fits( picked ) ) && ! calendar ) {
			select.value = '';
			select.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		}
		if ( plain ) {
			large?.markPlainForm( form, chosen() );
		}
		if ( calendar ) {
			const view: CalendarView = {
				month,
				months,
				departures: loaded.has( month ) ? departures : null,
				failed,
			};
			large?.drawCalendar( dates, view, select.value, {
				choose,
				go,
				money,
			} );
		} else {
			drawDates( dates, departures, select.value, choose );
		}
		render();
	}

	for ( const other of otherSelects ) {
		other.addEventListener( 'change', redraw );
	}
	// "Clear" empties the selects: the radios follow.
	form.addEventListener( 'click', ( event ) => {
		if ( ( event.target as Element ).closest?.( '.reset_variations' ) ) {
			setTimeout( redraw );
		}
	} );
	box.append( from, dates, counts, message, total );
	const table = form.querySelector( 'table.variations' );
	( table ?? form.firstElementChild )?.after( box );
	redraw();
	if ( calendar || plain ) {
		void import( './large-tour' ).then( ( module ) => {
			large = module;
			if ( plain ) {
				module.guardPlainSubmit( form, chosen, () => {
					message.textContent = __(
						'Please choose a departure date.',
						'tourfront'
					);
					dates
						.querySelector< HTMLElement >( '[tabindex="0"], input' )
						?.focus();
				} );
			}
			// A date the browser kept in the form (back to the page) shows its own month.
			const kept = select.value.slice( 0, 7 );
			if (
				calendar &&
				kept !== month &&
				months.some( ( m ) => m.month === kept )
			) {
				go( kept );
			} else {
				redraw();
			}
		} );
	}
	return true;
}
