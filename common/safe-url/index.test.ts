/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { safeUrl } from '.';
import { HOSTILE_URLS, SAFE_URLS } from './owasp-vectors';

describe( 'safeUrl', () => {
	it.each( HOSTILE_URLS )( 'refuses %j', ( url ) => {
		expect( safeUrl( url ) ).toBeNull();
	} );

	it.each( SAFE_URLS )( 'keeps %j', ( url ) => {
		expect( safeUrl( url ) ).toBe( url );
	} );

	it( 'refuses what is not a string', () => {
		expect( safeUrl( undefined ) ).toBeNull();
		expect( safeUrl( { toString: () => 'https://x/' } ) ).toBeNull();
	} );
} );
