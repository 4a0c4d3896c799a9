/**
 * Every msgid the mock's markup uses has a Vietnamese translation in i18n/vi/mocks.json.
 */

/** External dependencies */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MOCKS = join( dirname( fileURLToPath( import.meta.url ) ), '..' );
const translations = JSON.parse( readFileSync( join( MOCKS, '..', 'i18n', 'vi', 'mocks.json' ), 'utf8' ) ) as Record< string, string >;

function sources( dir: string ): string[] {
	return readdirSync( dir ).flatMap( ( name ) => {
		const path = join( dir, name );
		if ( statSync( path ).isDirectory() ) {
			return sources( path );
		}
		return name.endsWith( '.ts' ) && ! name.endsWith( '.test.ts' ) ? [ path ] : [];
	} );
}

/** msgids of __( '…', 'tourfront' ) and _n( '…', … ) calls. */
function msgids( code: string ): string[] {
	const found = [ ...code.matchAll( /\b(?:__|_n|_x)\(\s*'((?:[^'\\]|\\.)*)'/g ) ].map( ( match ) => match[ 1 ].replace( /\\'/g, "'" ) );
	return found;
}

describe( 'mocks translations', () => {
	it( 'translates every string of mocks/store and mocks/handlers', () => {
		const ids = [ ...new Set( [ 'store', 'handlers' ].flatMap( ( dir ) => sources( join( MOCKS, dir ) ) ).flatMap( ( file ) => msgids( readFileSync( file, 'utf8' ) ) ) ) ];
		expect( ids.length ).toBeGreaterThan( 10 );
		expect( ids.filter( ( id ) => ! translations[ id ] ) ).toEqual( [] );
	} );
} );
