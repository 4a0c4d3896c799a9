/**
 * Reading the build: gzip -9 sizes, an entry's static chunks, its `.asset.php` dependencies, and
 * WordPress's registered core scripts (bench/wp-core-scripts/) with their dependencies and sizes.
 */

/** External dependencies */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export type WordPressRelease = 'wordpress-6.9.4' | 'wordpress-7.1';

interface CoreScript {
	deps: string[];
	raw: number;
	gzip: number;
}

const coreScriptsCache = new Map<
	WordPressRelease,
	Record< string, CoreScript >
>();

/** WordPress's registered scripts with their dependencies and sizes. */
export function coreScripts(
	release: WordPressRelease
): Record< string, CoreScript > {
	let scripts = coreScriptsCache.get( release );
	if ( ! scripts ) {
		const file = fileURLToPath(
			new URL( `./wp-core-scripts/${ release }.json`, import.meta.url )
		);
		scripts = JSON.parse( readFileSync( file, 'utf8' ) ).scripts as Record<
			string,
			CoreScript
		>;
		coreScriptsCache.set( release, scripts );
	}
	return scripts;
}

/** gzip -9 size of some bytes. */
export const gzipSize = ( data: Buffer | string ) =>
	gzipSync( data, { level: 9 } ).length;

/** The dependencies an `.asset.php` file declares. */
export function readAssetDependencies( assetPhp: string ): string[] {
	const list = /'dependencies'\s*=>\s*array\(([^)]*)\)/.exec( assetPhp );
	return list
		? [ ...list[ 1 ].matchAll( /'([^']+)'/g ) ].map( ( m ) => m[ 1 ] )
		: [];
}

/** Relative paths of the chunks a module imports statically (`import … from "./x.js"`, `import "./x.js"`). */
export function staticImports( code: string ): string[] {
	const found = new Set< string >();
	for ( const m of code.matchAll(
		/(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["'](\.{1,2}\/[^"']+)["']/g
	) ) {
		found.add( m[ 1 ] );
	}
	for ( const m of code.matchAll(
		/(?:^|[;\s}])export\s*(?:\*|\{[^}]*\})\s*from\s*["'](\.{1,2}\/[^"']+)["']/g
	) ) {
		found.add( m[ 1 ] );
	}
	return [ ...found ];
}

/**
 * The files reachable from `starts` (relative to buildDir) through the imports `importsOf` finds in each
 * file's code: `starts` included, files missing from the build left out.
 */
export function reachableFiles(
	buildDir: string,
	starts: string[],
	importsOf: ( code: string ) => string[]
): Set< string > {
	const seen = new Set< string >();
	const visit = ( file: string ) => {
		if ( seen.has( file ) || ! existsSync( path.join( buildDir, file ) ) ) {
			return;
		}
		seen.add( file );
		const code = readFileSync( path.join( buildDir, file ), 'utf8' );
		for ( const spec of importsOf( code ) ) {
			visit(
				path.posix.normalize(
					path.posix.join( path.posix.dirname( file ), spec )
				)
			);
		}
	};
	starts.forEach( visit );
	return seen;
}

/** Files of `entry` and of every chunk it imports statically (relative to buildDir). */
export function entryFiles( buildDir: string, entry: string ): string[] {
	return [
		...reachableFiles( buildDir, [ `${ entry }.js` ], staticImports ),
	];
}
