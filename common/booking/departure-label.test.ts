// @vitest-environment node
/** External dependencies */
import { expect, it } from 'vitest';

/** Internal dependencies */
import { departureLabel } from './departure-label';

it( 'prints a departure slug as the shop prints dates', () => {
	expect( departureLabel( '2027-01-05' ) ).toBe( '05/01/2027' );
} );
