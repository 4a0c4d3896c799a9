// @vitest-environment node
/** External dependencies */
import { describe, it, expect } from 'vitest';

/** Internal dependencies */
import {
	isValidQuantity,
	normaliseQuantity,
	nextQuantity,
	previousQuantity,
	lowestQuantity,
	highestQuantity,
} from './quantity';

const limits = ( minimum: number, maximum: number, multipleOf = 1 ) => ( {
	minimum,
	maximum,
	multiple_of: multipleOf,
	editable: true,
} );

describe( 'quantity rules', () => {
	it( 'accepts only quantities within the limits and on the step', () => {
		const l = limits( 2, 10, 2 );
		expect(
			[ 1, 2, 3, 4, 10, 11, 12, 2.5, NaN ].map( ( q ) =>
				isValidQuantity( q, l )
			)
		).toEqual( [
			false,
			true,
			false,
			true,
			true,
			false,
			false,
			false,
			false,
		] );
	} );

	it( 'normalises typed values to the nearest valid quantity', () => {
		const l = limits( 1, 4 );
		expect( normaliseQuantity( 0, l ) ).toBe( 1 );
		expect( normaliseQuantity( 9, l ) ).toBe( 4 );
		expect( normaliseQuantity( 2.4, l ) ).toBe( 2 );
		expect( normaliseQuantity( NaN, l ) ).toBe( 1 );
		const groups = limits( 3, 20, 5 );
		expect( lowestQuantity( groups ) ).toBe( 5 );
		expect( highestQuantity( groups ) ).toBe( 20 );
		expect( normaliseQuantity( 7, groups ) ).toBe( 5 );
		expect( normaliseQuantity( 8, groups ) ).toBe( 10 );
		expect( normaliseQuantity( 23, groups ) ).toBe( 20 );
	} );

	it( 'steps up and down without leaving the limits', () => {
		const l = limits( 1, 4 );
		expect( nextQuantity( 3, l ) ).toBe( 4 );
		expect( nextQuantity( 4, l ) ).toBeUndefined();
		expect( previousQuantity( 2, l ) ).toBe( 1 );
		expect( previousQuantity( 1, l ) ).toBeUndefined();
		const groups = limits( 2, 9, 2 );
		expect( nextQuantity( 8, groups ) ).toBeUndefined();
		expect( nextQuantity( 6, groups ) ).toBe( 8 );
		expect( previousQuantity( 2, groups ) ).toBeUndefined();
	} );
} );
