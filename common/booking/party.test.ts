// @vitest-environment node
/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { BOOKING_MAX_TRAVELLERS as MAX_TRAVELLERS } from './constants';
import {
	canAdd,
	fitParty,
	partyCapacity,
	partyTotal,
	setTravellers,
} from './party';

describe( 'setTravellers', () => {
	it( 'grants a count that fits the seats left', () => {
		expect(
			setTravellers( { adults: 2, children: 0 }, 'children', 1, 4 )
		).toEqual( { party: { adults: 2, children: 1 }, limit: null } );
	} );

	it( 'cuts a count to the seats left and says it was the seats (typing 9 with 4 seats)', () => {
		expect(
			setTravellers( { adults: 1, children: 0 }, 'adults', 9, 4 )
		).toEqual( { party: { adults: 4, children: 0 }, limit: 'seats' } );
		expect(
			setTravellers( { adults: 2, children: 1 }, 'children', 3, 4 )
		).toEqual( { party: { adults: 2, children: 2 }, limit: 'seats' } );
	} );

	it( 'keeps one adult and no negative children', () => {
		expect(
			setTravellers( { adults: 2, children: 1 }, 'adults', 0, 4 ).party
				.adults
		).toBe( 1 );
		expect(
			setTravellers( { adults: 2, children: 1 }, 'children', -3, 4 ).party
				.children
		).toBe( 0 );
		expect(
			setTravellers(
				{ adults: 2, children: 1 },
				'children',
				Number.NaN,
				4
			).party.children
		).toBe( 1 );
	} );

	it( 'stops at the party cap when the seats are not counted or are more', () => {
		expect(
			setTravellers( { adults: 1, children: 0 }, 'adults', 50, null )
		).toEqual( {
			party: { adults: MAX_TRAVELLERS, children: 0 },
			limit: 'cap',
		} );
		expect(
			setTravellers( { adults: 1, children: 0 }, 'adults', 50, 40 ).limit
		).toBe( 'cap' );
	} );
} );

describe( 'fitParty', () => {
	it( 'lets children go first and keeps one adult when a date with fewer seats is chosen', () => {
		expect( fitParty( { adults: 2, children: 2 }, 3 ) ).toEqual( {
			party: { adults: 2, children: 1 },
			limit: 'seats',
		} );
		expect( fitParty( { adults: 4, children: 1 }, 2 ) ).toEqual( {
			party: { adults: 2, children: 0 },
			limit: 'seats',
		} );
		expect( fitParty( { adults: 2, children: 1 }, 3 ) ).toEqual( {
			party: { adults: 2, children: 1 },
			limit: null,
		} );
	} );
} );

describe( 'capacity and totals', () => {
	it( 'knows when one more traveller fits', () => {
		expect( partyCapacity( 4 ) ).toBe( 4 );
		expect( partyCapacity( null ) ).toBe( MAX_TRAVELLERS );
		expect( canAdd( { adults: 2, children: 1 }, 4 ) ).toBe( true );
		expect( canAdd( { adults: 3, children: 1 }, 4 ) ).toBe( false );
	} );

	it( 'adds adults at the adult price and children at theirs (the adult price when unset)', () => {
		expect(
			partyTotal( { adults: 2, children: 1 }, 2490000, 1500000 )
		).toBe( 6480000 );
		expect( partyTotal( { adults: 2, children: 1 }, 2490000, null ) ).toBe(
			7470000
		);
	} );
} );
