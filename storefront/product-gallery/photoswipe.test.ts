/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { imageErrorText } from './photoswipe';

describe( 'imageErrorText', () => {
	it( 'fills in the image number', () => {
		expect( imageErrorText( 0 ) ).toBe( 'The image #1 could not be loaded.' );
		expect( imageErrorText( 2 ) ).toBe( 'The image #3 could not be loaded.' );
	} );
} );
