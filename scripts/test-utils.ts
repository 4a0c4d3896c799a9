/**
 * Helpers for the tests of scripts/: throw-away folders of files.
 */

/** External dependencies */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const created: string[] = [];

/** A temporary folder holding `files` (relative name → contents). */
export function makeTree(
	prefix: string,
	files: Record< string, string >
): string {
	const root = mkdtempSync( path.join( tmpdir(), prefix ) );
	created.push( root );
	for ( const [ name, contents ] of Object.entries( files ) ) {
		mkdirSync( path.dirname( path.join( root, name ) ), {
			recursive: true,
		} );
		writeFileSync( path.join( root, name ), contents );
	}
	return root;
}

/** Removes every folder made by makeTree (call from afterEach). */
export function removeTrees(): void {
	created
		.splice( 0 )
		.forEach( ( dir ) => rmSync( dir, { recursive: true, force: true } ) );
}
