// @vitest-environment node
/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { limitMessage, partyLabel } from './messages';

describe( 'booking messages', () => {
	it( 'names the travellers, children only when there are some', () => {
		expect( partyLabel( { adults: 2, children: 1 } ) ).toBe(
			'2 adults, 1 child'
		);
		expect( partyLabel( { adults: 1, children: 0 } ) ).toBe( '1 adult' );
	} );

	it( 'says why a count stopped: the seats left of the date, or the cap', () => {
		expect( limitMessage( 'seats', 4, '05/12/2026' ) ).toBe(
			'Only 4 seats left for the departure on 05/12/2026.'
		);
		expect( limitMessage( 'cap', null, '05/12/2026' ) ).toBe(
			'One booking takes up to 10 travellers; for a larger group, please contact us.'
		);
		expect( limitMessage( null, 4, '05/12/2026' ) ).toBe( '' );
	} );
} );
