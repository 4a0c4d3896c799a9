/**
 * What a real store sends with the CURRENT build, modelled from pages recorded on a real store:
 *   (a) our bundles and the chunks they import statically, from the build (and the theme's stylesheets
 *       from theme/), plus the WordPress core scripts their `.asset.php` now pulls in that the page lacked;
 *   (b) every other script and stylesheet the recorded page references (WordPress core, WooCommerce,
 *       Storefront, plugins), sized in bench/real-assets.json as recorded from the real store;
 *   (c) the page's inline scripts and styles.
 * So a bundle that grows, or a recording where jQuery came back, shows here and in `npm test`.
 */

/** External dependencies */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Internal dependencies */
import { ROOT } from '../build-dir';
import {
	coreScripts,
	entryFiles,
	gzipSize,
	readAssetDependencies,
} from '../page-weight';
import { inlineWeight, type PageTotals } from '../real/page-weight';
import { chunksHolding } from './chunk-modules';
import { referencedAssets } from './page-assets';
import { CALENDAR_TOUR } from '../../scripts/real-pages/pages';

/**
 * The recorded pages (`<type>.html` + manifest.json). The one place to change when the recordings move
 * (the parity recorder writes mocks/fixtures/real-pages/).
 */
export const REAL_PAGES_DIR = path.join( ROOT, 'mocks/fixtures/real-pages' );

/** Sizes of the non-Tourfront files the recorded pages reference (`npm run bench -- --record-assets --url …`). */
export const REAL_ASSETS_FILE = path.join( ROOT, 'bench/real-assets.json' );

export interface RecordedAsset {
	handle: string;
	kind: 'js' | 'css';
	raw: number;
	gzip: number;
}

export interface RealAssets {
	recorded_from: string;
	recorded_at: string;
	versions: {
		wordpress: string | null;
		woocommerce: string | null;
		themes: Record< string, string >;
	};
	assets: Record< string, RecordedAsset >;
	/**
	 * Per page type, the modules of the Tourfront chunks the browser loaded lazily before any interaction
	 * (features that start when idle): the model adds the chunks holding them in the current build.
	 */
	lazy_modules?: Record< string, string[] >;
}

export interface ModeledFile {
	key: string;
	kind: 'js' | 'css';
	source: 'tourfront' | 'recorded' | 'wordpress-core';
	gzip: number;
}

export interface ModeledPage extends PageTotals {
	files: ModeledFile[];
	/** Referenced files with no recorded size: the gate fails on them (record the assets again). */
	unknown: string[];
	/** Files on other hosts (web fonts): not fetched by the recorder, not counted. */
	external: string[];
}

export interface ModelInputs {
	buildDir: string;
	themeDir: string;
	assets: RealAssets;
	/** Modules the page loaded lazily on its own (see RealAssets.lazy_modules). */
	lazyModules?: string[];
}

const TOURFRONT_ENTRY =
	/^(.*\/themes\/[^/]+)\/build\/(storefront|cart|checkout|mini-cart)\.js(?:\?|$)/;

/** The recorded sizes. */
export function readRealAssets( file = REAL_ASSETS_FILE ): RealAssets {
	return JSON.parse( readFileSync( file, 'utf8' ) ) as RealAssets;
}

/** The recorded page types and their HTML. */
export function readRecordedPages(
	dir = REAL_PAGES_DIR
): Record< string, string > {
	if ( ! existsSync( dir ) ) {
		return {};
	}
	return Object.fromEntries(
		readdirSync( dir )
			.filter( ( f ) => f.endsWith( '.html' ) )
			.sort()
			.map( ( f ) => [
				f.replace( /\.html$/, '' ),
				readFileSync( path.join( dir, f ), 'utf8' ),
			] )
	);
}

/** Models one recorded page with the current build. */
export function modelPage( html: string, inputs: ModelInputs ): ModeledPage {
	const referenced = referencedAssets( html );
	const themeBase = referenced
		.map( ( a ) => TOURFRONT_ENTRY.exec( a.key )?.[ 1 ] )
		.find( Boolean );
	const files = new Map< string, ModeledFile >();
	const unknown: string[] = [];
	const external: string[] = [];
	const onPage = new Set(
		referenced.map( ( a ) => a.handle ).filter( Boolean )
	);
	const entryDeps = new Set< string >();
	const addFile = ( file: ModeledFile ) => {
		if ( ! files.has( file.key ) ) {
			files.set( file.key, file );
		}
	};
	const gzipOf = ( file: string ) => gzipSize( readFileSync( file ) );

	for ( const asset of referenced ) {
		const pathOnly = asset.key.split( '?' )[ 0 ];
		if ( themeBase && pathOnly.startsWith( `${ themeBase }/` ) ) {
			const rel = pathOnly.slice( themeBase.length + 1 );
			const entry = TOURFRONT_ENTRY.exec( pathOnly )?.[ 2 ];
			if ( entry ) {
				for ( const chunk of entryFiles( inputs.buildDir, entry ) ) {
					addFile( {
						key: `${ themeBase }/build/${ chunk }`,
						kind: 'js',
						source: 'tourfront',
						gzip: gzipOf( path.join( inputs.buildDir, chunk ) ),
					} );
				}
				const assetPhp = path.join(
					inputs.buildDir,
					`${ entry }.asset.php`
				);
				if ( existsSync( assetPhp ) ) {
					readAssetDependencies(
						readFileSync( assetPhp, 'utf8' )
					).forEach( ( h ) => entryDeps.add( h ) );
				}
				continue;
			}
			// A theme file the theme no longer has is no longer enqueued: it weighs nothing now.
			const file = rel.startsWith( 'build/' )
				? path.join( inputs.buildDir, rel.slice( 'build/'.length ) )
				: path.join( inputs.themeDir, rel );
			if ( existsSync( file ) ) {
				addFile( {
					key: pathOnly,
					kind: asset.kind,
					source: 'tourfront',
					gzip: gzipOf( file ),
				} );
			}
			continue;
		}
		if ( asset.key.startsWith( '//' ) ) {
			external.push( asset.key );
			continue;
		}
		const recorded = inputs.assets.assets[ asset.key ];
		if ( recorded ) {
			addFile( {
				key: asset.key,
				kind: asset.kind,
				source: 'recorded',
				gzip: recorded.gzip,
			} );
		} else {
			unknown.push( asset.key );
		}
	}

	// Chunks the page loads by itself once idle, found again in the current build by the modules they hold.
	if ( themeBase ) {
		for ( const chunk of chunksHolding(
			inputs.buildDir,
			inputs.lazyModules ?? []
		) ) {
			for ( const file of entryFiles(
				inputs.buildDir,
				chunk.replace( /\.js$/, '' )
			) ) {
				addFile( {
					key: `${ themeBase }/build/${ file }`,
					kind: 'js',
					source: 'tourfront',
					gzip: gzipOf( path.join( inputs.buildDir, file ) ),
				} );
			}
		}
	}

	// WordPress scripts the current bundles depend on that the recorded page did not print yet. The page's
	// own scripts already had their dependencies resolved by the store's WordPress: only new ones are followed.
	const core = coreScripts( 'wordpress-7.1' );
	const byHandle = new Map(
		Object.entries( inputs.assets.assets )
			.filter( ( [ , a ] ) => a.kind === 'js' )
			.map( ( [ key, a ] ) => [ a.handle, { key, a } ] )
	);
	const visited = new Set( onPage );
	const visit = ( handle: string ) => {
		if ( visited.has( handle ) ) {
			return;
		}
		visited.add( handle );
		const recorded = byHandle.get( handle );
		if ( recorded ) {
			addFile( {
				key: recorded.key,
				kind: 'js',
				source: 'recorded',
				gzip: recorded.a.gzip,
			} );
		} else if ( core[ handle ] ) {
			addFile( {
				key: `wordpress-core:${ handle }`,
				kind: 'js',
				source: 'wordpress-core',
				gzip: core[ handle ].gzip,
			} );
		} else {
			unknown.push( `handle:${ handle }` );
		}
		( core[ handle ]?.deps ?? [] ).forEach( visit );
	};
	entryDeps.forEach( visit );

	// And the other way: on the front end WordPress prints its packages (wp-includes/js/dist: wp-a11y,
	// wp-html-entities…) only for a script that depends on them (unlike, say, comment-reply). When every
	// script on the page besides ours is WordPress's own (dependencies known), a recorded package that our
	// current bundles no longer need, directly or not, leaves the page. (A plugin enqueuing a package by
	// itself would be missed: the real-store bench is the check.)
	const others = referenced.filter(
		( a ) =>
			a.kind === 'js' &&
			! ( themeBase && a.key.startsWith( `${ themeBase }/` ) )
	);
	if ( themeBase && others.every( ( a ) => core[ a.handle ] ) ) {
		const needed = new Set< string >();
		const need = ( handle: string ) => {
			if ( ! needed.has( handle ) ) {
				needed.add( handle );
				( core[ handle ]?.deps ?? [] ).forEach( need );
			}
		};
		entryDeps.forEach( need );
		for ( const asset of others ) {
			if (
				asset.key.includes( '/wp-includes/js/dist/' ) &&
				! needed.has( asset.handle )
			) {
				files.delete( asset.key );
			}
		}
	}

	const list = [ ...files.values() ];
	const sum = ( kind: 'js' | 'css' ) =>
		list
			.filter( ( f ) => f.kind === kind )
			.reduce( ( s, f ) => s + f.gzip, 0 );
	return {
		js_gzip: sum( 'js' ),
		js_count: list.filter( ( f ) => f.kind === 'js' ).length,
		css_gzip: sum( 'css' ),
		css_count: list.filter( ( f ) => f.kind === 'css' ).length,
		...inlineWeight( html ),
		files: list.sort( ( a, b ) => b.gzip - a.gzip ),
		unknown,
		external,
	};
}

/**
 * Page types modelled on another's recorded HTML: the same scripts and styles are printed, only the
 * chunks loaded on the page differ (their modules are recorded under the variant's own name). The day
 * tour's page is a tour's page whose box draws the month calendar.
 */
export const MODELLED_VARIANTS: Record<
	string,
	{ html: string; path: string }
> = {
	'product-calendar': {
		html: 'product-variable',
		path: `/product/${ CALENDAR_TOUR }/`,
	},
};

/** Every recorded page (and variant), modelled with the build in `buildDir` and the theme in theme/. */
export function modelRecordedPages(
	buildDir: string,
	themeDir = path.join( ROOT, 'theme' )
): Record< string, ModeledPage > {
	const assets = readRealAssets();
	const recorded = readRecordedPages();
	const variants = Object.entries( MODELLED_VARIANTS )
		.filter( ( [ , v ] ) => recorded[ v.html ] !== undefined )
		.map( ( [ type, v ] ): [ string, string ] => [
			type,
			recorded[ v.html ],
		] );
	return Object.fromEntries(
		[ ...Object.entries( recorded ), ...variants ].map(
			( [ type, html ] ) => [
				type,
				modelPage( html, {
					buildDir,
					themeDir,
					assets,
					lazyModules: assets.lazy_modules?.[ type ],
				} ),
			]
		)
	);
}
