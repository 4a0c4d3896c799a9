/**
 * `npm run bench -- --record-assets --url <store>`: fetches, from the store the pages were recorded on,
 * every non-Tourfront script and stylesheet the recorded pages reference, and writes their sizes (raw and
 * gzip -9) with the store's versions to bench/real-assets.json, with the modules of the chunks each page
 * loads lazily before any interaction. Data only: no file content is kept.
 */

/** External dependencies */
import { writeFileSync } from 'node:fs';

/** Internal dependencies */
import { BUILD_DIR, requireBuild } from '../build-dir';
import { PAGE_TYPES, SIMPLE_TOUR } from '../../scripts/real-pages/pages';
import { launchChromium } from '../measure/browser';
import { entryFiles, gzipSize } from '../page-weight';
import { fillCart } from '../real/measure-store';
import { readVersions } from '../real/versions';
import { chunkModules } from './chunk-modules';
import {
	MODELLED_VARIANTS,
	REAL_ASSETS_FILE,
	readRecordedPages,
	type RealAssets,
	type RecordedAsset,
} from './model';
import { referencedAssets } from './page-assets';

/** Theme files of Tourfront are weighed from the build and theme/, never recorded. */
const isTourfront = ( key: string ) => /\/themes\/tourfront\//.test( key );

const BUILD_FILE =
	/\/themes\/tourfront\/build\/((?:chunks\/)?[^/?]+)\.js(?:\?|$)/;

/**
 * For each recorded page type a guest or a shopper sees (the recorder's paths and cart: the simple tour),
 * the modules of the Tourfront chunks the browser loads lazily before any interaction (the store must run
 * this build: its chunks are read here). Pages of a signed-in customer and the order received are left out.
 */
async function recordLazyModules(
	origin: string,
	types: string[]
): Promise< Record< string, string[] > > {
	requireBuild();
	const [ tour ] = ( await (
		await fetch(
			`${ origin }/wp-json/wc/store/v1/products?slug=${ SIMPLE_TOUR }`
		)
	).json() ) as Array< { id: number } >;
	const browser = await launchChromium();
	const out: Record< string, string[] > = {};
	try {
		const visits = [
			...PAGE_TYPES.filter(
				( p ) =>
					types.includes( p.type ) &&
					p.type !== 'order-received' &&
					p.visitor !== 'customer'
			),
			...Object.entries( MODELLED_VARIANTS ).map( ( [ type, v ] ) => ( {
				type,
				path: v.path,
				visitor: 'guest',
			} ) ),
		];
		for ( const { type, path, visitor } of visits ) {
			const url = `${ origin }${ path }`;
			const context = await browser.newContext( {
				viewport: { width: 1280, height: 900 },
			} );
			if ( visitor === 'shopper' ) {
				if ( ! tour ) {
					throw new Error(
						`${ SIMPLE_TOUR } is not on ${ origin }: seed the store first`
					);
				}
				await fillCart( context, origin, tour.id );
			}
			const page = await context.newPage();
			const files = new Set< string >();
			page.on( 'request', ( request ) => {
				const file = BUILD_FILE.exec( request.url() )?.[ 1 ];
				if ( file ) {
					files.add( file );
				}
			} );
			await page.goto( url, { waitUntil: 'networkidle' } );
			await page.waitForTimeout( 1000 );
			await context.close();
			const entries = [ ...files ].filter(
				( f ) => ! f.startsWith( 'chunks/' )
			);
			const loadedStatically = new Set(
				entries.flatMap( ( e ) => entryFiles( BUILD_DIR, e ) )
			);
			const lazy = [ ...files ].filter(
				( f ) =>
					f.startsWith( 'chunks/' ) &&
					! loadedStatically.has( `${ f }.js` )
			);
			out[ type ] = [
				...new Set(
					lazy.flatMap( ( f ) =>
						chunkModules( BUILD_DIR, `${ f }.js` )
					)
				),
			].sort();
		}
	} finally {
		await browser.close();
	}
	return out;
}

/** Records the sizes; returns how many files. */
export async function recordAssets( origin: string ): Promise< number > {
	const wanted = new Map< string, { handle: string; kind: 'js' | 'css' } >();
	for ( const html of Object.values( readRecordedPages() ) ) {
		for ( const asset of referencedAssets( html ) ) {
			if (
				! asset.key.startsWith( '//' ) &&
				! isTourfront( asset.key ) &&
				! wanted.has( asset.key )
			) {
				wanted.set( asset.key, {
					handle: asset.handle,
					kind: asset.kind,
				} );
			}
		}
	}
	if ( ! wanted.size ) {
		throw new Error( 'No recorded pages to read the assets of.' );
	}
	const assets: Record< string, RecordedAsset > = {};
	for ( const [ key, { handle, kind } ] of [ ...wanted ].sort( ( a, b ) =>
		a[ 0 ].localeCompare( b[ 0 ] )
	) ) {
		const response = await fetch( `${ origin }${ key }` );
		if ( ! response.ok ) {
			throw new Error(
				`${ origin }${ key } answered ${ response.status }`
			);
		}
		const body = Buffer.from( await response.arrayBuffer() );
		assets[ key ] = {
			handle,
			kind,
			raw: body.length,
			gzip: gzipSize( body ),
		};
	}
	const file: RealAssets = {
		recorded_from: origin,
		recorded_at: new Date().toISOString().slice( 0, 10 ),
		versions: await readVersions( origin ),
		assets,
		lazy_modules: await recordLazyModules(
			origin,
			Object.keys( readRecordedPages() )
		),
	};
	writeFileSync(
		REAL_ASSETS_FILE,
		JSON.stringify( file, null, '\t' ) + '\n'
	);
	return wanted.size;
}
