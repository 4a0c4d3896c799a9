// @vitest-environment node
/**
 * Every msgid the mock WooCommerce uses (its markup in i18n/vi/mocks.json, its messages in
 * i18n/vi/woocommerce-messages.json) has a Vietnamese translation.
 */

/** External dependencies */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { loadDictionary } from '../site/i18n';

const MOCKS = join( dirname( fileURLToPath( import.meta.url ) ), '..' );
const translations = loadDictionary();

function sources( dir: string ): string[] {
	return readdirSync( dir ).flatMap( ( name ) => {
		const path = join( dir, name );
		if ( statSync( path ).isDirectory() ) {
			return sources( path );
		}
		return name.endsWith( '.ts' ) && ! name.endsWith( '.test.ts' )
			? [ path ]
			: [];
	} );
}

const unquote = ( literal: string ) => literal.replace( /\\'/g, "'" );

/** Dictionary keys of __( '…' ), _n( '…', … ) and _x( '…', 'context' ) calls (`context\u0004msgid`). */
function msgids( code: string ): string[] {
	return [
		...code.matchAll(
			/\b(__|_n|_x)\(\s*'((?:[^'\\]|\\.)*)'(?:,\s*'((?:[^'\\]|\\.)*)')?/g
		),
	].map( ( match ) =>
		match[ 1 ] === '_x' && match[ 3 ]
			? `${ unquote( match[ 3 ] ) }\u0004${ unquote( match[ 2 ] ) }`
			: unquote( match[ 2 ] )
	);
}

describe( 'mocks translations', () => {
	it( 'translates every string of mocks/store and mocks/handlers', () => {
		const ids = [
			...new Set(
				[ 'store', 'handlers' ]
					.flatMap( ( dir ) => sources( join( MOCKS, dir ) ) )
					.flatMap( ( file ) =>
						msgids( readFileSync( file, 'utf8' ) )
					)
			),
		];
		expect( ids.length ).toBeGreaterThan( 10 );
		expect( ids.filter( ( id ) => ! translations[ id ] ) ).toEqual( [] );
	} );
} );
