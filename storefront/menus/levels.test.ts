// @vitest-environment node
/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { getBackLabel } from './levels';

describe( 'getBackLabel', () => {
	it( 'is "Main menu" one level below the top', () => {
		expect( getBackLabel( [ 'Tour trong nước' ] ) ).toBe( 'Main menu' );
		expect( getBackLabel( [] ) ).toBe( 'Main menu' );
	} );

	it( 'is the parent item label deeper down', () => {
		expect( getBackLabel( [ 'Tour trong nước', 'Miền Bắc' ] ) ).toBe(
			'Tour trong nước'
		);
		expect( getBackLabel( [ 'A', 'B', 'C' ] ) ).toBe( 'B' );
	} );
} );
