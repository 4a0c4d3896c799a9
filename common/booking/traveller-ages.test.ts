/**
 * Who each traveller is and the years of birth that fit them on their departure (the same rule as
 * theme/inc/checkout-traveller-ages.php, whose PHP test takes the same cases).
 */

/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import {
	birthYearProblem,
	birthYears,
	tourLines,
	travellerNumber,
	travellerSlots,
} from './traveller-ages';

const HA_LONG = { adults: 2, children: 1, departure: '2026-12-18' };

describe( 'travellerSlots', () => {
	it( 'numbers each line’s adults, then its children, the lines in the cart’s order (the buyer first)', () => {
		expect(
			travellerSlots( [
				HA_LONG,
				{ adults: 1, children: 2, departure: '2027-01-05' },
			] )
		).toEqual( [
			{ role: 'adult', departure: '2026-12-18' },
			{ role: 'adult', departure: '2026-12-18' },
			{ role: 'child', departure: '2026-12-18' },
			{ role: 'adult', departure: '2027-01-05' },
			{ role: 'child', departure: '2027-01-05' },
			{ role: 'child', departure: '2027-01-05' },
		] );
	} );

	it( 'reads the tour lines of Store API cart items, skipping the rest', () => {
		const items = [
			{ extensions: { 'tourfront-booking': { is_tour: false } } },
			{
				extensions: {
					'tourfront-booking': { is_tour: true, ...HA_LONG },
				},
			},
			{ extensions: {} },
			{},
		];
		expect( tourLines( items, 'tourfront-booking' ) ).toEqual( [
			HA_LONG,
		] );
	} );
} );

describe( 'birthYears', () => {
	it( 'takes a year when some birth date in it gives 2 to 11 years for a child, 12 or more for an adult', () => {
		// 18/12/2026: born 1 January 2014 a child is 12 (too old), born 31 December 2014 still 11.
		expect( birthYears( 'child', '2026-12-18' ) ).toEqual( {
			from: 2014,
			to: 2024,
		} );
		expect( birthYears( 'adult', '2026-12-18' ) ).toEqual( {
			from: null,
			to: 2014,
		} );
		// Early in the year the same: born 31 December 2024, a child is only 1 on 05/01/2027, born 1 January 2025, 2.
		expect( birthYears( 'child', '2027-01-05' ) ).toEqual( {
			from: 2015,
			to: 2025,
		} );
	} );

	it( 'on 31 December every birthday of the year has passed', () => {
		expect( birthYears( 'child', '2026-12-31' ) ).toEqual( {
			from: 2015,
			to: 2024,
		} );
		expect( birthYears( 'adult', '2026-12-31' )?.to ).toBe( 2014 );
	} );

	it( 'has no answer for a departure it cannot read', () => {
		expect( birthYears( 'child', '' ) ).toBeNull();
		expect( birthYears( 'child', '18/12/2026' ) ).toBeNull();
	} );
} );

describe( 'birthYearProblem', () => {
	const slots = travellerSlots( [ HA_LONG ] );

	it( 'says why a child born too early or too late is refused, naming the traveller and the departure', () => {
		const child =
			'Traveller 3 is a child (2 to 11 years old on the departure date, 18/12/2026): the year of birth must be from 2014 to 2024.';
		expect( birthYearProblem( slots, 3, '2013' ) ).toBe( child );
		expect( birthYearProblem( slots, 3, '2025' ) ).toBe( child );
		for ( const year of [ '2014', '2017', '2024', ' 2020 ' ] ) {
			expect( birthYearProblem( slots, 3, year ), year ).toBe( '' );
		}
	} );

	it( 'refuses an adult younger than 12', () => {
		expect( birthYearProblem( slots, 2, '2015' ) ).toBe(
			'Traveller 2 is an adult (12 or older on the departure date, 18/12/2026): the year of birth must be 2014 or earlier.'
		);
		expect( birthYearProblem( slots, 2, '2014' ) ).toBe( '' );
		expect( birthYearProblem( slots, 2, '1958' ) ).toBe( '' );
	} );

	it( 'leaves malformed years to the field’s pattern and travellers beyond the party alone', () => {
		expect( birthYearProblem( slots, 3, '20' ) ).toBe( '' );
		expect( birthYearProblem( slots, 3, '' ) ).toBe( '' );
		expect( birthYearProblem( slots, 4, '2025' ) ).toBe( '' );
		expect( birthYearProblem( [], 2, '2025' ) ).toBe( '' );
	} );
} );

it( 'reads a traveller field’s number', () => {
	expect( travellerNumber( 'tourfront/traveller-3-birth-year' ) ).toBe( 3 );
	expect( travellerNumber( 'tourfront/traveller-10-name' ) ).toBe( 10 );
	expect( travellerNumber( 'tourfront/pickup-point' ) ).toBe( 0 );
} );
