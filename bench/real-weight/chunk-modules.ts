/**
 * Which source modules a built chunk holds, from its source map: how a chunk a page loaded lazily is
 * found again in a later build, whose chunk names carry other hashes.
 */

/** External dependencies */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

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

/** The build's chunks (`chunks/x.js`) that hold any of `modules`. */
export function chunksHolding( buildDir: string, modules: string[] ): string[] {
	const wanted = new Set( modules );
	const dir = path.join( buildDir, 'chunks' );
	if ( ! wanted.size || ! existsSync( dir ) ) {
		return [];
	}
	return readdirSync( dir )
		.filter( ( f ) => f.endsWith( '.js' ) )
		.map( ( f ) => `chunks/${ f }` )
		.filter( ( chunk ) =>
			chunkModules( buildDir, chunk ).some( ( m ) => wanted.has( m ) )
		)
		.sort();
}
