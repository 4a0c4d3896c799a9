// @vitest-environment node
/** The checkout's reading of the booking extension data. */

/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { cartHoldsTour } from './tour-cart';

describe( 'cartHoldsTour', () => {
	it( 'reads the cart-level tour count', () => {
		expect(
			cartHoldsTour( {
				extensions: {
					'tourfront-booking': {
						items_count_tours: 1,
						extra_travellers: 2,
					},
				},
			} )
		).toBe( true );
		expect(
			cartHoldsTour( {
				extensions: {
					'tourfront-booking': {
						items_count_tours: 0,
						items_count_other: 2,
					},
				},
			} )
		).toBe( false );
	} );

	it( 'falls back on the items’ booking data', () => {
		expect(
			cartHoldsTour( {
				extensions: {},
				items: [
					{ extensions: {} },
					{ extensions: { 'tourfront-booking': { is_tour: true } } },
				],
			} )
		).toBe( true );
		expect(
			cartHoldsTour( {
				extensions: {},
				items: [
					{ extensions: { 'tourfront-booking': { is_tour: false } } },
				],
			} )
		).toBe( false );
		expect( cartHoldsTour( undefined ) ).toBe( false );
	} );
} );
