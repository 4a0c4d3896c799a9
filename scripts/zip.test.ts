// @vitest-environment node
/**
 * scripts/zip.mjs: the installable theme zip.
 */

/** External dependencies */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';

/** Internal dependencies */
import { makeTree, removeTrees } from './test-utils';
import { createThemeZip, REQUIRED_HEADERS, themeHeaders } from './zip.mjs';

afterEach( removeTrees );

/** A throw-away theme and build. */
const tree = ( files: Record< string, string > ) =>
	makeTree( 'tourfront-zip-', files );

describe( 'the theme zip', () => {
	it( 'the real style.css carries every header WordPress needs for a Storefront child theme', () => {
		const headers = themeHeaders(
			readFileSync(
				new URL( '../theme/style.css', import.meta.url ),
				'utf8'
			)
		);
		for ( const field of REQUIRED_HEADERS ) {
			expect( headers[ field ], field ).toBeTruthy();
		}
		expect( headers[ 'Theme Name' ] ).toBe( 'Tourfront' );
		expect( headers.Template ).toBe( 'storefront' );
		expect( headers[ 'Text Domain' ] ).toBe( 'tourfront' );
		expect( headers[ 'Requires at least' ] ).toBe( '6.9' );
		expect( headers[ 'Requires PHP' ] ).toBe( '7.4' );
		expect( headers.License ).toMatch(
			/GNU General Public License v2 or later/
		);
	} );

	it( 'holds the theme and the build under tourfront/, without tests or source maps', () => {
		const root = tree( {
			'theme/style.css': readFileSync(
				new URL( '../theme/style.css', import.meta.url ),
				'utf8'
			),
			'theme/functions.php': '<?php',
			'theme/inc/a.php': '<?php',
			'theme/languages/vi.mo': 'mo',
			'theme/tests/php/a-test.php': '<?php',
			'theme/build/stale.js': 'old',
			'build/storefront.js': 'x',
			'build/storefront.js.map': '{}',
			'build/storefront.asset.php': '<?php',
			'build/chunks/a.js': 'y',
			'build/chunks/a.js.map': '{}',
		} );
		const out = path.join( root, 'dist/tourfront.zip' );
		const result = createThemeZip( {
			themeDir: path.join( root, 'theme' ),
			buildDir: path.join( root, 'build' ),
			out,
		} );
		const names = Object.keys( unzipSync( readFileSync( out ) ) ).sort();
		expect( names ).toEqual( [
			'tourfront/build/chunks/a.js',
			'tourfront/build/storefront.asset.php',
			'tourfront/build/storefront.js',
			'tourfront/functions.php',
			'tourfront/inc/a.php',
			'tourfront/languages/vi.mo',
			'tourfront/style.css',
		] );
		expect( result.files ).toBe( 7 );
	} );

	it( 'refuses to zip without a build or with an incomplete header', () => {
		const root = tree( {
			'theme/style.css': '/*\nTheme Name: X\n*/',
			'theme/functions.php': '<?php',
		} );
		expect( () =>
			createThemeZip( {
				themeDir: path.join( root, 'theme' ),
				buildDir: path.join( root, 'none' ),
				out: path.join( root, 'x.zip' ),
			} )
		).toThrow( /lacks Template/ );
	} );
} );
