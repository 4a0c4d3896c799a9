/**
 * `php -l` on every PHP file of the theme and wp-env (the floor of the PHP checks).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

import { ROOT } from './paths.mjs';

const SKIP = new Set( [ 'node_modules', 'build', 'vendor', '.git' ] );

/** Every .php file under `dir`. */
export function phpFiles( dir ) {
	const found = [];
	for ( const name of readdirSync( dir ) ) {
		const full = path.join( dir, name );
		if ( statSync( full ).isDirectory() ) {
			if ( ! SKIP.has( name ) ) {
				found.push( ...phpFiles( full ) );
			}
		} else if ( name.endsWith( '.php' ) ) {
			found.push( full );
		}
	}
	return found;
}

if ( import.meta.url === `file://${ process.argv[ 1 ] }` ) {
	const files = [ 'theme', 'wp-env' ].flatMap( ( d ) => {
		try {
			return phpFiles( path.join( ROOT, d ) );
		} catch {
			return [];
		}
	} );
	let failed = 0;
	for ( const file of files ) {
		const result = spawnSync( 'php', [ '-l', file ], { encoding: 'utf8' } );
		if ( result.status !== 0 ) {
			failed++;
			process.stderr.write( result.stdout + result.stderr );
		}
	}
	console.log( `php -l: ${ files.length - failed } passed, ${ failed } failed` );
	process.exit( failed ? 1 : 0 );
}
