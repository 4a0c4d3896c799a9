/** External dependencies */
import { describe, it, expect, vi, afterEach } from 'vitest';

/** Internal dependencies */
import { loadMiniCartAssets } from './load-assets';
import { fakeMiniCartModule } from './test-utils';

afterEach( () => {
	document.head.innerHTML = '';
	vi.restoreAllMocks();
} );

/** Fires `load` on each script/link as it is appended, recording the order. */
function autoLoad( order: string[] ) {
	// Not really appended: the test DOM does not load files.
	vi.spyOn( document.head, 'appendChild' ).mockImplementation( ( node ) => {
		const el = node as unknown as HTMLScriptElement & HTMLLinkElement;
		order.push(
			el.tagName === 'SCRIPT'
				? `script:${ el.getAttribute( 'src' ) }`
				: `style:${ el.getAttribute( 'href' ) }`
		);
		queueMicrotask( () => el.dispatchEvent( new Event( 'load' ) ) );
		return node;
	} );
}

describe( 'loadMiniCartAssets', () => {
	it( 'loads the classic scripts in order, then the module, then the styles', async () => {
		const order: string[] = [];
		autoLoad( order );
		const { module } = fakeMiniCartModule();
		const importer = vi.fn( async ( url: string ) => {
			order.push( `module:${ url }` );
			return module;
		} );
		const result = await loadMiniCartAssets(
			{
				scripts: [ '/react.js', '/react-dom.js', '/wp-data.js' ],
				module: '/build/mini-cart.js',
				styles: [ '/build/mini-cart.css' ],
			},
			importer
		);
		expect( result ).toBe( module );
		expect( order ).toEqual( [
			'script:/react.js',
			'script:/react-dom.js',
			'script:/wp-data.js',
			'module:/build/mini-cart.js',
			'style:/build/mini-cart.css',
		] );
	} );

	it( "runs a script's inline code around it, as WordPress prints it", async () => {
		const order: string[] = [];
		vi.spyOn( document.head, 'appendChild' ).mockImplementation(
			( node ) => {
				const el = node as unknown as HTMLScriptElement;
				order.push(
					el.getAttribute( 'src' )
						? `script:${ el.getAttribute( 'src' ) }`
						: `inline:${ el.textContent }`
				);
				queueMicrotask( () => el.dispatchEvent( new Event( 'load' ) ) );
				return node;
			}
		);
		await loadMiniCartAssets(
			{
				scripts: [
					'/react.js',
					{ code: 'var config = {};' },
					'/middleware.js',
					{ code: 'var extensionL10n = {};' },
					'/extension.js',
					{ code: 'extension.start();' },
				],
				module: '/m.js',
				styles: [],
			},
			async () => fakeMiniCartModule().module
		);
		expect( order ).toEqual( [
			'script:/react.js',
			'inline:var config = {};',
			'script:/middleware.js',
			'inline:var extensionL10n = {};',
			'script:/extension.js',
			'inline:extension.start();',
		] );
	} );

	it( 'skips scripts and styles already on the page', async () => {
		const present = document.createElement( 'template' );
		present.innerHTML =
			'<script src="/react.js"></script><link rel="stylesheet" href="/a.css">';
		// Inert copies: a template's content is not loaded.
		vi.spyOn( document, 'querySelector' ).mockImplementation(
			( selector: string ) => present.content.querySelector( selector )
		);
		const order: string[] = [];
		autoLoad( order );
		await loadMiniCartAssets(
			{
				scripts: [ '/react.js', '/x.js' ],
				module: '/m.js',
				styles: [ '/a.css' ],
			},
			async () => fakeMiniCartModule().module
		);
		expect( order ).toEqual( [ 'script:/x.js' ] );
	} );

	it( 'rejects when a script fails, so the caller can fall back to the cart page', async () => {
		vi.spyOn( document.head, 'appendChild' ).mockImplementation(
			( node ) => {
				queueMicrotask( () =>
					( node as unknown as Element ).dispatchEvent(
						new Event( 'error' )
					)
				);
				return node;
			}
		);
		await expect(
			loadMiniCartAssets(
				{ scripts: [ '/bad.js' ], module: '/m.js', styles: [] },
				vi.fn()
			)
		).rejects.toThrow( '/bad.js' );
	} );
} );
