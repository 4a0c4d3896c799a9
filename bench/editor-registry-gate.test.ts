// @vitest-environment node
/**
 * A gate on the editor scripts' build: nothing they load registers a store on wp.data's default registry.
 * In the block editor WooCommerce's own data script is on the page, with the same store names as Tourfront's
 * (`wc/store/cart`…): a second registration logs `Store "wc/store/cart" is already registered`. The
 * previews render in registries of their own (blocks/editor/preview-registry.ts).
 */

/** External dependencies */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { requireBuild } from './build-dir';

const EDITOR_ENTRIES = [ 'cart-editor', 'checkout-editor', 'mini-cart-editor' ];

/** Every script an entry loads, statically or lazily (relative imports, walked transitively). */
function loadedScripts( dir: string, entry: string ): string[] {
	const seen = new Set< string >();
	const visit = ( file: string ) => {
		if ( seen.has( file ) ) {
			return;
		}
		seen.add( file );
		const code = readFileSync( file, 'utf8' );
		const specifiers = [
			...code.matchAll( /\bfrom\s*"(\.{1,2}\/[^"]+\.js)"/g ),
			...code.matchAll( /\bimport\s*\(\s*"(\.{1,2}\/[^"]+\.js)"\s*\)/g ),
			...code.matchAll( /\bimport\s*"(\.{1,2}\/[^"]+\.js)"/g ),
		].map( ( m ) => m[ 1 ] );
		for ( const specifier of specifiers ) {
			const next = path.resolve( path.dirname( file ), specifier );
			if ( existsSync( next ) ) {
				visit( next );
			}
		}
	};
	visit( path.join( dir, `${ entry }.js` ) );
	return [ ...seen ];
}

/** Calls of wp.data's default `register()` in one built script (`const X=window.wp.data … X.register(`). */
function defaultRegistrations( code: string ): string[] {
	const names = [
		...code.matchAll( /\b([\w$]+)\s*=\s*window\.wp\.data\b/g ),
	].map( ( m ) => m[ 1 ] );
	return names.flatMap( ( name ) =>
		[
			...code.matchAll(
				new RegExp(
					`(?<![\\w$.])${ name.replace( '$', '\\$' ) }\\.register\\(`,
					'g'
				)
			),
		].map( ( m ) => code.slice( m.index, m.index + 60 ) )
	);
}

describe( 'the editor scripts register no store on the default registry', () => {
	it( 'finds the pattern it looks for (a front-end bundle does register)', () => {
		expect(
			defaultRegistrations(
				'const h=window.wp.data;h.register(je);const r=h.createRegistry();r.register(x)'
			)
		).toEqual( [
			'h.register(je);const r=h.createRegistry();r.register(x)',
		] );
	} );

	it.each( EDITOR_ENTRIES )( '%s and every script it loads', ( entry ) => {
		const dir = requireBuild();
		const scripts = loadedScripts( dir, entry );
		expect( scripts.length ).toBeGreaterThan( 1 );
		const offenders = scripts
			.map( ( file ) => ( {
				file: path.relative( dir, file ),
				calls: defaultRegistrations( readFileSync( file, 'utf8' ) ),
			} ) )
			.filter( ( r ) => r.calls.length > 0 );
		expect( offenders ).toEqual( [] );
	} );
} );
