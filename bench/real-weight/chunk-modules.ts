/**
 * Which source modules a built chunk holds, from its source map: how a chunk a page loaded lazily is
 * found again in a later build, whose chunk names carry other hashes.
 */

/** External dependencies */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Internal dependencies */
import { reachableFiles, staticImports } from '../page-weight';

const cache = new Map< string, string[] >();

/** The project's own modules in a chunk (node_modules left out), e.g. `storefront/listing/enhance.ts`. */
export function chunkModules( buildDir: string, chunk: string ): string[] {
	const map = path.join( buildDir, `${ chunk }.map` );
	const key = `${ map }:${ existsSync( map ) ? readFileSync( map ).length : 0 }`;
	let modules = cache.get( key );
	if ( ! modules ) {
		modules = existsSync( map )
			? (
					JSON.parse( readFileSync( map, 'utf8' ) ) as {
						sources: string[];
					}
				 ).sources
					.filter( ( s ) => ! s.includes( 'node_modules' ) )
					.map( ( s ) => s.replace( /^(\.\.\/)+/, '' ) )
			: [];
		cache.set( key, modules );
	}
	return modules;
}

/**
 * The chunks the front-end entries can load, statically or lazily (`import("./x.js")`). The blocks'
 * editor scripts (`*-editor.js`, a second build pass into the same folder) have chunks of their own that
 * hold the same modules: a storefront page never loads them.
 */
export function frontEndChunks( buildDir: string ): Set< string > {
	return reachableFiles(
		buildDir,
		readdirSync( buildDir ).filter(
			( f ) => f.endsWith( '.js' ) && ! f.endsWith( '-editor.js' )
		),
		( code ) => [
			...staticImports( code ),
			...[
				...code.matchAll(
					/import\(\s*["'](\.{1,2}\/[^"']+\.js)["']\s*\)/g
				),
			].map( ( m ) => m[ 1 ] ),
		]
	);
}

/** The build's front-end chunks (`chunks/x.js`) that hold any of `modules`. */
export function chunksHolding( buildDir: string, modules: string[] ): string[] {
	const wanted = new Set( modules );
	const dir = path.join( buildDir, 'chunks' );
	if ( ! wanted.size || ! existsSync( dir ) ) {
		return [];
	}
	const frontEnd = frontEndChunks( buildDir );
	return readdirSync( dir )
		.filter( ( f ) => f.endsWith( '.js' ) )
		.map( ( f ) => `chunks/${ f }` )
		.filter( ( chunk ) => frontEnd.has( chunk ) )
		.filter( ( chunk ) =>
			chunkModules( buildDir, chunk ).some( ( m ) => wanted.has( m ) )
		)
		.sort();
}
