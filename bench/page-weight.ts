/**
 * What a page really ships on a real WordPress: its Tourfront entries, the chunks they import
 * statically, and every WordPress core script their `.asset.php` dependencies pull in, to closure.
 * Sizes are gzip -9, as bench/wp-core-scripts measured WordPress's own files.
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

const coreScriptsCache = new Map< WordPressRelease, Record< string, CoreScript > >();

/** WordPress's registered scripts with their dependencies and sizes. */
export function coreScripts( release: WordPressRelease ): Record< string, CoreScript > {
	let scripts = coreScriptsCache.get( release );
	if ( ! scripts ) {
		const file = fileURLToPath( new URL( `./wp-core-scripts/${ release }.json`, import.meta.url ) );
		scripts = JSON.parse( readFileSync( file, 'utf8' ) ).scripts as Record< string, CoreScript >;
		coreScriptsCache.set( release, scripts );
	}
	return scripts;
}

/** gzip -9 size of some bytes. */
export const gzipSize = ( data: Buffer | string ) => gzipSync( data, { level: 9 } ).length;

/** The dependencies an `.asset.php` file declares. */
export function readAssetDependencies( assetPhp: string ): string[] {
	const list = /'dependencies'\s*=>\s*array\(([^)]*)\)/.exec( assetPhp );
	return list ? [ ...list[ 1 ].matchAll( /'([^']+)'/g ) ].map( ( m ) => m[ 1 ] ) : [];
}

/** Handles reachable from `handles` through WordPress's dependency lists (unknown handles kept as is). */
export function dependencyClosure( handles: string[], release: WordPressRelease ): string[] {
	const scripts = coreScripts( release );
	const seen = new Set< string >();
	const visit = ( handle: string ) => {
		if ( seen.has( handle ) ) {
			return;
		}
		seen.add( handle );
		( scripts[ handle ]?.deps ?? [] ).forEach( visit );
	};
	handles.forEach( visit );
	return [ ...seen ];
}

/** Relative paths of the chunks a module imports statically (`import … from "./x.js"`, `import "./x.js"`). */
export function staticImports( code: string ): string[] {
	const found = new Set< string >();
	for ( const m of code.matchAll( /(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["'](\.{1,2}\/[^"']+)["']/g ) ) {
		found.add( m[ 1 ] );
	}
	for ( const m of code.matchAll( /(?:^|[;\s}])export\s*(?:\*|\{[^}]*\})\s*from\s*["'](\.{1,2}\/[^"']+)["']/g ) ) {
		found.add( m[ 1 ] );
	}
	return [ ...found ];
}

/** Files of `entry` and of every chunk it imports statically (relative to buildDir). */
export function entryFiles( buildDir: string, entry: string ): string[] {
	const seen = new Set< string >();
	const visit = ( file: string ) => {
		if ( seen.has( file ) || ! existsSync( path.join( buildDir, file ) ) ) {
			return;
		}
		seen.add( file );
		const code = readFileSync( path.join( buildDir, file ), 'utf8' );
		for ( const spec of staticImports( code ) ) {
			visit( path.posix.normalize( path.posix.join( path.posix.dirname( file ), spec ) ) );
		}
	};
	visit( `${ entry }.js` );
	return [ ...seen ];
}

export interface PageWeight {
	/** Our own JavaScript (entries + static chunks, each file once). */
	tourfrontJsGzip: number;
	/** WordPress core scripts pulled in by the entries' dependencies. */
	coreJsGzip: number;
	totalJsGzip: number;
	cssGzip: number;
	coreHandles: string[];
	files: string[];
}

/** The JavaScript and CSS a page with these entries sends on a real WordPress of `release`. */
export function pageWeight( buildDir: string, entries: string[], release: WordPressRelease ): PageWeight {
	const files = new Set< string >();
	const handles = new Set< string >();
	for ( const entry of entries ) {
		entryFiles( buildDir, entry ).forEach( ( f ) => files.add( f ) );
		const asset = path.join( buildDir, `${ entry }.asset.php` );
		if ( existsSync( asset ) ) {
			readAssetDependencies( readFileSync( asset, 'utf8' ) ).forEach( ( h ) => handles.add( h ) );
		}
	}
	const scripts = coreScripts( release );
	const coreHandles = dependencyClosure( [ ...handles ], release );
	const coreJsGzip = coreHandles.reduce( ( sum, h ) => sum + ( scripts[ h ]?.gzip ?? 0 ), 0 );
	const tourfrontJsGzip = [ ...files ].reduce( ( sum, f ) => sum + gzipSize( readFileSync( path.join( buildDir, f ) ) ), 0 );
	const cssGzip = entries.reduce( ( sum, entry ) => {
		const css = path.join( buildDir, `${ entry }.css` );
		return sum + ( existsSync( css ) ? gzipSize( readFileSync( css ) ) : 0 );
	}, 0 );
	return { tourfrontJsGzip, coreJsGzip, totalJsGzip: tourfrontJsGzip + coreJsGzip, cssGzip, coreHandles: coreHandles.sort(), files: [ ...files ].sort() };
}

/** Which entries each kind of page loads before any interaction (the mini-cart is lazy everywhere). */
export const PAGE_ENTRIES = {
	cart: [ 'storefront', 'cart' ],
	checkout: [ 'storefront', 'checkout' ],
	light: [ 'storefront' ],
} as const;
