/** External dependencies */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { navigateTo, navigation, safeUrl } from '.';
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

describe( 'navigateTo', () => {
	afterEach( () => {
		vi.restoreAllMocks();
	} );

	it.each( HOSTILE_URLS )( 'refuses %j', ( url ) => {
		const assign = vi
			.spyOn( navigation, 'assign' )
			.mockImplementation( () => undefined );
		expect( navigateTo( url ) ).toBe( false );
		expect( assign ).not.toHaveBeenCalled();
	} );

	it.each( SAFE_URLS )( 'follows %j', ( url ) => {
		const assign = vi
			.spyOn( navigation, 'assign' )
			.mockImplementation( () => undefined );
		expect( navigateTo( url ) ).toBe( true );
		expect( assign ).toHaveBeenCalledWith( url );
	} );
} );
