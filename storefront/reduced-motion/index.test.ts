/** External dependencies */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { prefersReducedMotion } from '../../common/motion';

function mockMotion( reduce: boolean ) {
	vi.spyOn( window, 'matchMedia' ).mockImplementation(
		( query: string ) =>
			( {
				matches: reduce && query === '(prefers-reduced-motion: reduce)',
				media: query,
			} ) as MediaQueryList
	);
}

async function load() {
	vi.resetModules();
	return import( './index' );
}

afterEach( () => {
	document.documentElement.classList.remove( 'tourfront-reduced-motion' );
	delete window.tourfrontSettings;
} );

describe( 'reduced motion', () => {
	it( 'marks the page and logs the notice for users who can edit pages', async () => {
		mockMotion( true );
		window.tourfrontSettings = { theme: { can_edit_pages: true } as never };
		const info = vi
			.spyOn( console, 'info' )
			.mockImplementation( () => undefined );
		const { init } = await load();
		init( document );
		init( document );
		expect( prefersReducedMotion() ).toBe( true );
		expect(
			document.documentElement.classList.contains(
				'tourfront-reduced-motion'
			)
		).toBe( true );
		expect( info ).toHaveBeenCalledTimes( 1 );
		expect( info.mock.calls[ 0 ][ 0 ] ).toMatch( /Reduced motion/ );
	} );

	it( 'logs nothing for visitors who cannot edit pages', async () => {
		mockMotion( true );
		window.tourfrontSettings = {
			theme: { can_edit_pages: false } as never,
		};
		const info = vi
			.spyOn( console, 'info' )
			.mockImplementation( () => undefined );
		const { init } = await load();
		init( document );
		expect(
			document.documentElement.classList.contains(
				'tourfront-reduced-motion'
			)
		).toBe( true );
		expect( info ).not.toHaveBeenCalled();
	} );

	it( 'leaves motion on without the preference', async () => {
		mockMotion( false );
		const { init } = await load();
		init( document );
		expect(
			document.documentElement.classList.contains(
				'tourfront-reduced-motion'
			)
		).toBe( false );
	} );
} );
