// @vitest-environment node
/** External dependencies */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { requireBuild } from '../../bench/build-dir';
import { woocommerceHandlesRead } from './woocommerce-globals';

describe( 'woocommerceHandlesRead', () => {
	it( 'finds reads of WooCommerce globals, minified or not', () => {
		expect(
			woocommerceHandlesRead( 'const r=window.wc?.wcBlocksRegistry;' )
		).toEqual( [ 'wc-blocks-registry' ] );
		expect(
			woocommerceHandlesRead(
				'wc.wcSettings.getSetting("x"); window.wc . data ; wc.wcBlocksRegistry'
			)
		).toEqual( [ 'wc-blocks-registry', 'wc-settings', 'wc-store-data' ] );
	} );

	it( 'ignores presence tests and look-alike properties of other objects', () => {
		expect(
			woocommerceHandlesRead( '"wcBlocksRegistry"in window.wc' )
		).toEqual( [] );
		expect(
			woocommerceHandlesRead(
				'settings.currency.priceFormat; store.data; nwc.data'
			)
		).toEqual( [] );
	} );
} );

describe( 'the build', () => {
	/** `chunks` of each entry's `.asset.php`: file → handles. */
	const declaredChunks = ( dir: string ) => {
		const declared = new Map< string, string[] >();
		for ( const file of readdirSync( dir ).filter( ( name ) =>
			name.endsWith( '.asset.php' )
		) ) {
			const php = readFileSync( path.join( dir, file ), 'utf8' );
			for ( const [ , chunk, deps ] of php.matchAll(
				/'(chunks\/[^']+\.js)' => array\(([^)]*)\)/g
			) ) {
				declared.set(
					chunk,
					[ ...deps.matchAll( /'([^']+)'/g ) ].map( ( m ) => m[ 1 ] )
				);
			}
		}
		return declared;
	};

	it( 'declares every lazy chunk that reads a WooCommerce global, with the handles it reads, and nothing else', () => {
		const dir = requireBuild();
		const reading = new Map< string, string[] >();
		for ( const file of readdirSync( path.join( dir, 'chunks' ) ).filter(
			( name ) => name.endsWith( '.js' )
		) ) {
			const handles = woocommerceHandlesRead(
				readFileSync( path.join( dir, 'chunks', file ), 'utf8' )
			);
			if ( handles.length ) {
				reading.set( `chunks/${ file }`, handles );
			}
		}
		expect(
			[ ...reading.keys() ].some( ( file ) =>
				/^chunks\/woocommerce-registry-/.test( file )
			)
		).toBe( true );
		expect( declaredChunks( dir ) ).toEqual( reading );
	} );

	it( 'keeps the reads out of the entries, so no page loads WooCommerce’s scripts for them', () => {
		const dir = requireBuild();
		for ( const file of readdirSync( dir ).filter( ( name ) =>
			name.endsWith( '.js' )
		) ) {
			expect(
				woocommerceHandlesRead(
					readFileSync( path.join( dir, file ), 'utf8' )
				),
				file
			).toEqual( [] );
		}
	} );
} );
