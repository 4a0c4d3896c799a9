/** External dependencies */
import { fireEvent, screen } from '@testing-library/dom';
import { beforeEach, describe, expect, it } from 'vitest';

/** Internal dependencies */
import { enhanceBookingForm } from './box';
import { loadTourForm } from './test-utils';

let form: HTMLFormElement;

const field = ( name: string ) =>
	form.querySelector< HTMLInputElement >(
		`input[name="${ name }"]`
	) as HTMLInputElement;
const select = () => form.querySelector( 'select' ) as HTMLSelectElement;
const posted = () =>
	Object.fromEntries(
		Array.from( new FormData( form ).entries() ).map( ( [ k, v ] ) => [
			k,
			String( v ),
		] )
	);
const text = ( selector: string ) =>
	form.querySelector( selector )?.textContent?.replace( /\s+/g, ' ' ).trim();

beforeEach( () => {
	form = loadTourForm();
	expect( enhanceBookingForm( form ) ).toBe( true );
} );

describe( 'the booking box', () => {
	it( 'offers the future departures, the sold-out one shown but not bookable, and the lowest price', () => {
		const radios = screen.getAllByRole( 'radio' ) as HTMLInputElement[];
		expect( radios.map( ( radio ) => radio.value ) ).toEqual( [
			'2026-12-05',
			'2026-12-12',
			'2026-12-19',
		] );
		expect( radios.map( ( radio ) => radio.disabled ) ).toEqual( [
			false,
			true,
			false,
		] );
		expect( text( '.tourfront-booking__date.is-sold-out' ) ).toBe(
			'12/12/2026 Sold out'
		);
		expect( text( '.tourfront-booking__from' ) ).toBe(
			'From 2.190.000 ₫ / traveller'
		);
		expect( text( '.tourfront-booking__total' ) ).toBe(
			'Choose a departure date to see the total.'
		);
		// WooCommerce's own date row and quantity give way to the box.
		expect( select().closest( 'tr' )?.hidden ).toBe( true );
		expect( form.querySelector< HTMLElement >( '.quantity' )?.hidden ).toBe(
			true
		);
	} );

	it( 'chooses the date in WooCommerce’s select and prices adults and children', () => {
		fireEvent.click( screen.getByLabelText( /05\/12\/2026/ ) );
		expect( select().value ).toBe( '2026-12-05' );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Add an adult' } )
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Add a child' } )
		);
		expect( text( '.tourfront-booking__total' ) ).toBe(
			'Total: 6.480.000 ₫'
		);
		expect( text( '.is-children .tourfront-booking__unit' ) ).toBe(
			'× 1.500.000 ₫'
		);
		expect( posted() ).toMatchObject( {
			tourfront_adults: '2',
			tourfront_children: '1',
			quantity: '3',
			'attribute_pa_ngay-khoi-hanh': '2026-12-05',
		} );
	} );

	it( 'says why a typed count stops at the seats left instead of cutting it silently', () => {
		fireEvent.click( screen.getByLabelText( /05\/12\/2026/ ) );
		const adults = field( 'tourfront_adults' );
		adults.value = '9';
		fireEvent.change( adults );
		expect( adults.value ).toBe( '4' );
		expect( text( '.tourfront-booking__message' ) ).toBe(
			'Only 4 seats left for the departure on 05/12/2026.'
		);
		const plus = screen.getByRole( 'button', { name: 'Add a child' } );
		expect( plus.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		fireEvent.click( plus );
		expect( field( 'tourfront_children' ).value ).toBe( '0' );
		expect( text( '.tourfront-booking__message' ) ).toBe(
			'Only 4 seats left for the departure on 05/12/2026.'
		);
	} );

	it( 'fits the party to a date with fewer seats, saying so', () => {
		fireEvent.click( screen.getByLabelText( /19\/12\/2026/ ) );
		const adults = field( 'tourfront_adults' );
		adults.value = '5';
		fireEvent.change( adults );
		expect( text( '.tourfront-booking__message' ) ).toBe( '' );
		fireEvent.click( screen.getByLabelText( /05\/12\/2026/ ) );
		expect( adults.value ).toBe( '4' );
		expect( text( '.tourfront-booking__message' ) ).toBe(
			'Only 4 seats left for the departure on 05/12/2026.'
		);
	} );

	it( 'keeps one adult', () => {
		const minus = screen.getByRole( 'button', {
			name: 'Remove an adult',
		} ) as HTMLButtonElement;
		expect( minus.disabled ).toBe( true );
		expect(
			form.querySelectorAll( 'input[name="tourfront_adults"]' )
		).toHaveLength( 1 );
	} );
} );
