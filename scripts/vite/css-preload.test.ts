// @vitest-environment-options {"settings":{"disableCSSFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
/** External dependencies */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { __vitePreload } from './css-preload';
import leanPreload, { VITE_PRELOAD_HELPER_ID } from './lean-preload';

const BASE =
	'http://store.test/wp-content/themes/tourfront/build/chunks/importer.js';
/** The stylesheets the preload adds (kept out of the document: the test says when they load). */
function addedSheets(): HTMLLinkElement[] {
	const added: HTMLLinkElement[] = [];
	vi.spyOn( document.head, 'append' ).mockImplementation(
		( ...nodes ) => void added.push( ...( nodes as HTMLLinkElement[] ) )
	);
	return added;
}

afterEach( () => {
	document.head.innerHTML = '';
} );

describe( 'the lazy chunks’ preload', () => {
	it( 'loads the chunk only once its stylesheets have loaded, each added once, relative to the importer', async () => {
		const sheets = addedSheets();
		const load = vi.fn( async () => 'module' );
		const first = __vitePreload(
			load,
			[ './quick-view-1.css', './quick-view-1.js' ],
			BASE
		);
		const again = __vitePreload( load, [ './quick-view-1.css' ], BASE );
		await Promise.resolve();
		expect( sheets.map( ( l ) => l.href ) ).toEqual( [
			'http://store.test/wp-content/themes/tourfront/build/chunks/quick-view-1.css',
		] );
		expect( load ).not.toHaveBeenCalled();
		sheets[ 0 ].dispatchEvent( new Event( 'load' ) );
		await expect( first ).resolves.toBe( 'module' );
		await expect( again ).resolves.toBe( 'module' );
		expect( load ).toHaveBeenCalledTimes( 2 );
		expect( sheets ).toHaveLength( 1 );
	} );

	it( 'does not add a stylesheet the page already has, and rejects when one fails', async () => {
		const link = Object.assign( document.createElement( 'link' ), {
			rel: 'stylesheet',
			href: 'http://store.test/x/there.css',
		} );
		document.head.append( link );
		const sheets = addedSheets();
		await expect(
			__vitePreload(
				async () => 1,
				[ '../there.css' ],
				'http://store.test/x/y/importer.js'
			)
		).resolves.toBe( 1 );
		expect( sheets ).toHaveLength( 0 );
		const failing = __vitePreload(
			async () => 2,
			[ './broken.css' ],
			BASE
		);
		sheets[ 0 ].dispatchEvent( new Event( 'error' ) );
		await expect( failing ).rejects.toThrow( 'Unable to preload CSS' );
	} );

	it( 'is what the build resolves Vite’s preload helper to', () => {
		const resolveId = leanPreload().resolveId as (
			source: string
		) => string | null;
		expect( resolveId( VITE_PRELOAD_HELPER_ID ) ).toMatch(
			/scripts\/vite\/css-preload\.ts$/
		);
		expect( resolveId( './other.js' ) ).toBeNull();
	} );
} );
