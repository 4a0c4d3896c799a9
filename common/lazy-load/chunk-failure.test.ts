/** External dependencies */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { chunkName, failedChunkUrl } from './chunk-failure';
import { lazyInit, loadChunk } from './lazy';

const CHUNK =
	'https://du-lich.example/wp-content/themes/tourfront/build/chunks/enhance-Bs5e_VZF.js';
// Chromium's words when a dynamic import's file answers 404/503 or the connection drops.
const chromiumError = () =>
	new TypeError( `Failed to fetch dynamically imported module: ${ CHUNK }` );

const notice = () =>
	document.querySelector< HTMLElement >( '.tourfront-chunk-error' );
const retryButton = () => notice()!.querySelector( 'button' )!;

afterEach( () => {
	vi.useRealTimers();
	vi.unstubAllGlobals();
	document.body.innerHTML = '';
} );

describe( 'a lazy chunk that does not load', () => {
	it( 'gives up after 120 s and says so, with a retry that loads it', async () => {
		vi.useFakeTimers();
		const enhance = vi.fn();
		let answer: ( m: { enhance: typeof enhance } ) => void = () =>
			undefined;
		const load = vi
			.fn()
			.mockImplementationOnce( () => new Promise( () => undefined ) )
			.mockImplementationOnce(
				() => new Promise( ( resolve ) => ( answer = resolve ) )
			);
		document.body.innerHTML = '<nav class="tourfront-toc"></nav>';
		lazyInit( '.tourfront-toc', load )( document );

		await vi.advanceTimersByTimeAsync( 119_999 );
		expect( notice() ).toBeNull();
		await vi.advanceTimersByTimeAsync( 1 );
		await vi.waitFor( () => expect( notice() ).not.toBeNull() );
		expect( notice()!.getAttribute( 'role' ) ).toBe( 'alert' );
		// A timeout does not name the file: the chunk gets its number among the failures.
		expect( notice()!.textContent ).toContain( 'Loading chunk 1 failed.' );

		retryButton().click();
		expect( retryButton().disabled ).toBe( true );
		expect( load ).toHaveBeenCalledTimes( 2 );
		answer( { enhance } );
		await vi.waitFor( () =>
			expect( enhance ).toHaveBeenCalledWith( document )
		);
		expect( notice() ).toBeNull();
	} );

	it( 'refreshes the failed file past every cache before loading it again, and keeps the button after a second failure', async () => {
		const fetchMock = vi.fn( () => Promise.resolve( new Response( '' ) ) );
		vi.stubGlobal( 'fetch', fetchMock );
		const module = { enhance: vi.fn() };
		const load = vi
			.fn()
			.mockRejectedValueOnce( chromiumError() )
			.mockRejectedValueOnce( chromiumError() )
			.mockResolvedValueOnce( module );
		const loaded = loadChunk( load );

		await vi.waitFor( () => expect( notice() ).not.toBeNull() );
		expect( notice()!.textContent ).toContain(
			'Loading chunk enhance-Bs5e_VZF failed.'
		);
		expect( retryButton().textContent ).toBe( 'Try again' );

		retryButton().click();
		await vi.waitFor( () => expect( load ).toHaveBeenCalledTimes( 2 ) );
		expect( fetchMock ).toHaveBeenCalledWith( CHUNK, {
			cache: 'reload',
			credentials: 'same-origin',
		} );
		await vi.waitFor( () =>
			expect( retryButton().disabled ).toBe( false )
		);
		expect( notice() ).not.toBeNull();

		retryButton().click();
		await expect( loaded ).resolves.toBe( module );
		expect( fetchMock ).toHaveBeenCalledTimes( 2 );
		expect( notice() ).toBeNull();
	} );
} );

describe( 'failedChunkUrl / chunkName', () => {
	it( 'reads the file Chromium and Firefox name, and nothing from a timeout or Safari', () => {
		expect( failedChunkUrl( chromiumError() ) ).toBe( CHUNK );
		expect(
			failedChunkUrl(
				new TypeError(
					`error loading dynamically imported module: ${ CHUNK }?ver=1`
				)
			)
		).toBe( `${ CHUNK }?ver=1` );
		expect(
			failedChunkUrl(
				new TypeError( 'Importing a module script failed.' )
			)
		).toBe( '' );
		expect( failedChunkUrl( undefined ) ).toBe( '' );
		expect( chunkName( `${ CHUNK }?ver=1`, document ) ).toBe(
			'enhance-Bs5e_VZF'
		);
		expect( chunkName( '', document ) ).toBe( '1' );
	} );
} );
