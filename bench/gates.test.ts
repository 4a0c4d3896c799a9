// @vitest-environment node
/**
 * A quality gate on the build: no copy of React or of a WordPress package in any bundle. (The byte budgets
 * per page are in real-weight/gate.test.ts.)
 */

/** External dependencies */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { bundledCopies } from './bundle-signatures';
import { requireBuild } from './build-dir';

function jsFiles( dir: string, prefix = '' ): string[] {
	return readdirSync( dir ).flatMap( ( name ) => {
		const rel = prefix + name;
		if ( statSync( path.join( dir, name ) ).isDirectory() ) {
			return jsFiles( path.join( dir, name ), `${ rel }/` );
		}
		return name.endsWith( '.js' ) ? [ rel ] : [];
	} );
}

describe( 'no bundled copies of what WordPress ships', () => {
	it( 'finds none of React, ReactDOM or the wp-* packages in theme/build', () => {
		const dir = requireBuild();
		const files = jsFiles( dir );
		expect( files.length ).toBeGreaterThan( 3 );
		const offenders = files
			.map( ( file ) => ( {
				file,
				copies: bundledCopies(
					readFileSync( path.join( dir, file ), 'utf8' )
				),
			} ) )
			.filter( ( r ) => r.copies.length > 0 );
		expect( offenders ).toEqual( [] );
	} );

	it( 'declares WordPress handles, never bundles them, for every entry', () => {
		const dir = requireBuild();
		for ( const entry of [
			'cart',
			'checkout',
			'mini-cart',
			'storefront',
		] ) {
			const asset = readFileSync(
				path.join( dir, `${ entry }.asset.php` ),
				'utf8'
			);
			expect( asset ).toMatch(
				/^<\?php return array\('dependencies' => array\([^)]*\), 'version' => '[0-9a-f]{20}'(, 'chunks' => array\(('chunks\/[\w.-]+\.js' => array\([^)]*\)(, )?)+\))?\);/
			);
		}
	} );
} );
