// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { attempt, median } from './figure';

describe( 'figures', () => {
	it( 'takes the median of odd and even samples', () => {
		expect( median( [ 5, 1, 3 ] ) ).toBe( 3 );
		expect( median( [ 4, 1, 3, 2 ] ) ).toBe( 2.5 );
		expect( () => median( [] ) ).toThrow( 'no samples' );
	} );

	it( 'records why a figure could not be measured instead of inventing one', async () => {
		const unmeasured = {};
		expect(
			await attempt( 'latency.search_ms', unmeasured, async () => 12 )
		).toBe( 12 );
		expect(
			await attempt( 'lighthouse.cart', unmeasured, async () => {
				throw new Error( 'Chrome crashed\nstack' );
			} )
		).toBeNull();
		expect( unmeasured ).toEqual( { 'lighthouse.cart': 'Chrome crashed' } );
	} );
} );
