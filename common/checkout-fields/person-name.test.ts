// @vitest-environment node
/** Names in the order their country writes them. */

/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { personName } from './person-name';

describe( 'personName', () => {
	it( 'writes Vietnamese names family name first, others given name first', () => {
		expect(
			personName( {
				first_name: 'Mai',
				last_name: 'Trần Thị',
				country: 'VN',
			} )
		).toBe( 'Trần Thị Mai' );
		expect(
			personName( {
				first_name: 'Anna',
				last_name: 'Schmidt',
				country: 'DE',
			} )
		).toBe( 'Anna Schmidt' );
		expect( personName( { first_name: ' Mai ', country: 'VN' } ) ).toBe(
			'Mai'
		);
	} );
} );
