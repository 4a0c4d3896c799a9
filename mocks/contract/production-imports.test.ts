// @vitest-environment node
/**
 * Nothing in theme/, blocks/ or storefront/ production code imports mocks/ (tests and test helpers may).
 */

/** External dependencies */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = join( dirname( fileURLToPath( import.meta.url ) ), '..', '..' );
const SKIP_DIRS = new Set( [ 'node_modules', 'build', 'dist' ] );

function productionSources( dir: string ): string[] {
	if ( ! existsSync( dir ) ) {
		return [];
	}
	return readdirSync( dir ).flatMap( ( name ) => {
		const path = join( dir, name );
		if ( statSync( path ).isDirectory() ) {
			return SKIP_DIRS.has( name ) ? [] : productionSources( path );
		}
		const isSource = /\.(ts|tsx|js|mjs)$/.test( name );
		const isTest =
			/\.test\.|\.spec\.|test-utils|harness|\.stories\./.test( name ) ||
			/\/(__tests__|tests?|integration|e2e)\//.test( path );
		return isSource && ! isTest ? [ path ] : [];
	} );
}

describe( 'production code', () => {
	it( 'never imports mocks/', () => {
		const offenders = [ 'theme', 'blocks', 'storefront' ]
			.flatMap( ( dir ) => productionSources( join( ROOT, dir ) ) )
			.filter( ( file ) =>
				/(from\s+|import\(\s*|require\(\s*)['"][^'"]*\bmocks\//.test(
					readFileSync( file, 'utf8' )
				)
			)
			.map( ( file ) => relative( ROOT, file ) );
		expect( offenders ).toEqual( [] );
	} );
} );
