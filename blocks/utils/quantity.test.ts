/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { isQuantityValid } from './quantity';

describe( 'isQuantityValid', () => {
	const limits = { minimum: 2, maximum: 10, multiple_of: 2 };
	it( 'needs minimum ≤ q ≤ maximum and a multiple of multiple_of', () => {
		expect( isQuantityValid( 2, limits ) ).toBe( true );
		expect( isQuantityValid( 10, limits ) ).toBe( true );
		expect( isQuantityValid( 1, limits ) ).toBe( false );
		expect( isQuantityValid( 12, limits ) ).toBe( false );
		expect( isQuantityValid( 5, limits ) ).toBe( false );
		expect( isQuantityValid( Number.NaN, limits ) ).toBe( false );
		expect(
			isQuantityValid( 3, { minimum: 1, maximum: 4, multiple_of: 1 } )
		).toBe( true );
	} );
} );
