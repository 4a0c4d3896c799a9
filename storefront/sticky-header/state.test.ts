// @vitest-environment node
/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { nextHeaderState } from './state';

const start = { stuck: false, hidden: false };

describe( 'nextHeaderState', () => {
	it( 'sticks past the header and un-sticks above it', () => {
		expect( nextHeaderState( start, 100, 0, 120, false ) ).toEqual( {
			stuck: false,
			hidden: false,
		} );
		expect( nextHeaderState( start, 121, 100, 120, false ) ).toEqual( {
			stuck: true,
			hidden: false,
		} );
		expect(
			nextHeaderState(
				{ stuck: true, hidden: false },
				50,
				121,
				120,
				false
			)
		).toEqual( start );
	} );

	it( 'never hides in plain sticky mode', () => {
		expect( nextHeaderState( start, 500, 300, 120, false ).hidden ).toBe(
			false
		);
	} );

	it( 'hide-on-scroll: hides going down, shows going up, keeps state when still', () => {
		const down = nextHeaderState( start, 500, 300, 120, true );
		expect( down ).toEqual( { stuck: true, hidden: true } );
		expect( nextHeaderState( down, 500, 500, 120, true ) ).toEqual( down );
		expect( nextHeaderState( down, 450, 500, 120, true ) ).toEqual( {
			stuck: true,
			hidden: false,
		} );
		// Above the header it is never hidden.
		expect( nextHeaderState( down, 10, 0, 120, true ) ).toEqual( start );
	} );
} );
