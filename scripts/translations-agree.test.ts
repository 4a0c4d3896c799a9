// @vitest-environment node
/**
 * Every helper area keeps its Vietnamese in i18n/vi/<area>.json; `npm run i18n` merges them. A msgid
 * translated differently in two files would leave the result to merge order: they must agree.
 */

/** External dependencies */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const DIR = fileURLToPath( new URL( '../i18n/vi/', import.meta.url ) );

it( 'gives each msgid one Vietnamese translation across i18n/vi/*.json', () => {
	const seen = new Map< string, { file: string; value: string } >();
	const conflicts: string[] = [];
	for ( const file of readdirSync( DIR ).filter( ( f ) =>
		f.endsWith( '.json' )
	) ) {
		const entries = JSON.parse(
			readFileSync( path.join( DIR, file ), 'utf8' )
		) as Record< string, string | string[] >;
		for ( const [ msgid, translation ] of Object.entries( entries ) ) {
			const value = JSON.stringify( translation );
			const earlier = seen.get( msgid );
			if ( earlier && earlier.value !== value ) {
				conflicts.push(
					`${ msgid }: ${ earlier.file } ${ earlier.value } ≠ ${ file } ${ value }`
				);
			}
			seen.set( msgid, { file, value } );
		}
	}
	expect( seen.size ).toBeGreaterThan( 100 );
	expect( conflicts ).toEqual( [] );
} );
