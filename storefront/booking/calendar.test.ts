/** External dependencies */
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { enhanceBookingForm } from './box';
import type { Feed, FeedDeparture } from './feed';
import { loadTourForm } from './test-utils';

const row = (
	id: number,
	date: string,
	seats: number,
	adult = 1500000
): FeedDeparture => ( {
	id,
	date,
	seats,
	adult,
	child: 900000,
	regular: adult,
	closed: false,
	soldOut: seats === 0,
	attrs: {},
} );

/** A day tour: every day of December 2026 (the 10th sold out, the 20th cheaper), then January. */
const DECEMBER = Array.from( { length: 31 }, ( _, i ) =>
	row(
		500 + i,
		`2026-12-${ String( i + 1 ).padStart( 2, '0' ) }`,
		i === 9 ? 0 : 40 - i,
		i === 19 ? 1200000 : 1500000
	)
);
const JANUARY = [ row( 600, '2027-01-04', 12 ), row( 601, '2027-01-05', 3 ) ];
const MONTHS = [
	{ month: '2026-12', open: 30, from: 1200000 },
	{ month: '2027-01', open: 2, from: 1500000 },
];
// A tour of its own in each test: the months read are kept for the page's life.
let tour = 77;
const endpoint = () =>
	`https://shop.test/wp-json/tourfront/v1/tours/${ tour }/departures`;
const feedOf = ( month: string, departures: FeedDeparture[] ): Feed => ( {
	tour,
	endpoint: endpoint(),
	all: false,
	month,
	months: MONTHS,
	departures,
} );

let form: HTMLFormElement;
const fetchMock = vi.fn();

/** The tour's form as a store prints it past 30 departures: no variations, the feed's first month. */
function loadDailyTour(): HTMLFormElement {
	const loaded = loadTourForm();
	loaded.dataset.product_variations = 'false';
	const script = document.createElement( 'script' );
	script.type = 'application/json';
	script.className = 'tourfront-departures';
	script.textContent = JSON.stringify( feedOf( '2026-12', DECEMBER ) );
	loaded.prepend( script );
	return loaded;
}

const day = ( date: string ) =>
	form.querySelector< HTMLButtonElement >(
		`button[data-date="${ date }"]`
	) as HTMLButtonElement;
const posted = () => Object.fromEntries( new FormData( form ).entries() );

beforeEach( async () => {
	fetchMock.mockReset();
	tour++;
	vi.stubGlobal( 'fetch', fetchMock );
	form = loadDailyTour();
	expect( enhanceBookingForm( form ) ).toBe( true );
	// The calendar's code loads with the first tour that needs it.
	await waitFor( () =>
		expect( form.querySelector( '.tourfront-booking__cal' ) ).toBeTruthy()
	);
} );
afterEach( () => vi.unstubAllGlobals() );

describe( 'the month calendar of a tour with many departures', () => {
	it( 'draws the printed month without a request: every departure day with its price and seats, the cheapest marked', () => {
		expect( fetchMock ).not.toHaveBeenCalled();
		const group = screen.getByRole( 'group', { name: 'Month 12/2026' } );
		const days = within( group ).getAllByRole( 'button' );
		expect( days ).toHaveLength( 31 );
		expect( day( '2026-12-01' ).textContent ).toBe( '11,5tr40 left' );
		expect( day( '2026-12-01' ).getAttribute( 'aria-label' ) ).toBe(
			'01/12/2026, 40 seats left, 1.500.000 ₫'
		);
		expect( day( '2026-12-10' ).disabled ).toBe( true );
		expect( day( '2026-12-10' ).textContent ).toBe( '10Sold out' );
		expect( day( '2026-12-20' ).classList ).toContain( 'is-cheapest' );
		expect( day( '2026-12-20' ).getAttribute( 'aria-label' ) ).toContain(
			'lowest price of the month'
		);
		expect(
			form.querySelector( '.tourfront-booking__cal-note' )?.textContent
		).toBe( 'Lowest price this month: 1.200.000 ₫ (marked).' );
		// December 2026 starts on a Tuesday: one blank before the 1st under "T2".
		expect(
			group.querySelectorAll( '.tourfront-booking__cal-blank' )
		).toHaveLength( 1 );
		expect(
			Array.from(
				form.querySelectorAll< HTMLOptionElement >(
					'.tourfront-booking__cal-month option'
				)
			).map( ( option ) => option.textContent )
		).toEqual( [
			'Month 12/2026 · from 1.200.000 ₫',
			'Month 1/2027 · from 1.500.000 ₫',
		] );
		expect(
			form.querySelector( '.tourfront-booking__from' )?.textContent
		).toBe( 'From 1.200.000 ₫ / traveller' );
	} );

	it( 'books a day: the variation and date are posted, the total priced, the button enabled', () => {
		const button = form.querySelector(
			'.single_add_to_cart_button'
		) as HTMLElement;
		expect( button.classList ).toContain( 'disabled' );
		fireEvent.click( day( '2026-12-20' ) );
		expect( day( '2026-12-20' ).getAttribute( 'aria-pressed' ) ).toBe(
			'true'
		);
		expect( posted() ).toMatchObject( {
			'attribute_pa_ngay-khoi-hanh': '2026-12-20',
			variation_id: '519',
		} );
		expect( button.classList ).not.toContain( 'disabled' );
		expect(
			form.querySelector( '.tourfront-booking__total' )?.textContent
		).toBe( 'Total: 1.200.000 ₫' );
	} );

	it( 'refuses to add without a date and says why', () => {
		const submitted = vi.fn();
		form.addEventListener( 'submit', submitted );
		fireEvent.submit( form );
		expect( submitted ).not.toHaveBeenCalled();
		expect(
			form.querySelector( '.tourfront-booking__message' )?.textContent
		).toBe( 'Please choose a departure date.' );
	} );

	it( 'loads the next month from the feed route, once, and books a date the select did not list', async () => {
		fetchMock.mockResolvedValue(
			new Response( JSON.stringify( feedOf( '2027-01', JANUARY ) ) )
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Next month' } ) );
		expect(
			screen
				.getByRole( 'group', { name: 'Month 1/2027' } )
				.getAttribute( 'aria-busy' )
		).toBe( 'true' );
		await waitFor( () => expect( day( '2027-01-05' ) ).toBeTruthy() );
		expect( fetchMock ).toHaveBeenCalledWith(
			`${ endpoint() }?month=2027-01`,
			{ credentials: 'same-origin' }
		);
		fireEvent.click( day( '2027-01-05' ) );
		expect( posted() ).toMatchObject( {
			'attribute_pa_ngay-khoi-hanh': '2027-01-05',
			variation_id: '601',
		} );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Previous month' } )
		);
		fireEvent.change(
			form.querySelector( '.tourfront-booking__cal-month' ) as Element,
			{ target: { value: '2027-01' } }
		);
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		expect( day( '2027-01-05' ).getAttribute( 'aria-pressed' ) ).toBe(
			'true'
		);
	} );

	it( 'says when a month could not be loaded and tries again', async () => {
		fetchMock.mockResolvedValueOnce( new Response( '', { status: 500 } ) );
		fireEvent.click( screen.getByRole( 'button', { name: 'Next month' } ) );
		const retry = await screen.findByRole( 'button', {
			name: 'Try again',
		} );
		expect(
			form.querySelector( '.tourfront-booking__cal-note' )?.textContent
		).toContain( 'The departures of this month could not be loaded.' );
		fetchMock.mockResolvedValueOnce(
			new Response( JSON.stringify( feedOf( '2027-01', JANUARY ) ) )
		);
		fireEvent.click( retry );
		await waitFor( () => expect( day( '2027-01-04' ) ).toBeTruthy() );
	} );

	it( 'moves between departure days with the arrow keys, one tab stop, PageDown to the next month', () => {
		const stops = () =>
			Array.from(
				form.querySelectorAll< HTMLElement >(
					'.tourfront-booking__cal [tabindex="0"]'
				)
			).map( ( stop ) => stop.dataset.date );
		expect( stops() ).toEqual( [ '2026-12-01' ] );
		day( '2026-12-01' ).focus();
		fireEvent.keyDown( day( '2026-12-01' ), { key: 'ArrowRight' } );
		expect( form.ownerDocument.activeElement ).toBe( day( '2026-12-02' ) );
		fireEvent.keyDown( day( '2026-12-02' ), { key: 'ArrowDown' } );
		expect( form.ownerDocument.activeElement ).toBe( day( '2026-12-09' ) );
		// The 10th is sold out: the right arrow skips it.
		fireEvent.keyDown( day( '2026-12-09' ), { key: 'ArrowRight' } );
		expect( form.ownerDocument.activeElement ).toBe( day( '2026-12-11' ) );
		fireEvent.keyDown( day( '2026-12-11' ), { key: 'End' } );
		expect( form.ownerDocument.activeElement ).toBe( day( '2026-12-31' ) );
		expect( stops() ).toEqual( [ '2026-12-31' ] );
		fetchMock.mockReturnValue( new Promise( () => {} ) );
		fireEvent.keyDown( day( '2026-12-31' ), { key: 'PageDown' } );
		expect(
			screen.getByRole( 'group', { name: 'Month 1/2027' } )
		).toBeTruthy();
	} );
} );
