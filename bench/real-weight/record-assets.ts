/**
 * `npm run bench -- --record-assets --url <store>`: fetches, from the store the pages were recorded on,
 * every non-Tourfront script and stylesheet the recorded pages reference, and writes their sizes (raw and
 * gzip -9) with the store's versions to bench/real-assets.json. Data only: no file content is kept.
 */

/** External dependencies */
import { writeFileSync } from 'node:fs';

/** Internal dependencies */
import { gzipSize } from '../page-weight';
import { readVersions } from '../real/versions';
import { REAL_ASSETS_FILE, readRecordedPages, type RealAssets, type RecordedAsset } from './model';
import { referencedAssets } from './page-assets';

/** Theme files of Tourfront are weighed from the build and theme/, never recorded. */
const isTourfront = ( key: string ) => /\/themes\/tourfront\//.test( key );

/** Records the sizes; returns how many files. */
export async function recordAssets( origin: string ): Promise< number > {
	const wanted = new Map< string, { handle: string; kind: 'js' | 'css' } >();
	for ( const html of Object.values( readRecordedPages() ) ) {
		for ( const asset of referencedAssets( html ) ) {
			if ( ! asset.key.startsWith( '//' ) && ! isTourfront( asset.key ) && ! wanted.has( asset.key ) ) {
				wanted.set( asset.key, { handle: asset.handle, kind: asset.kind } );
			}
		}
	}
	if ( ! wanted.size ) {
		throw new Error( 'No recorded pages to read the assets of.' );
	}
	const assets: Record< string, RecordedAsset > = {};
	for ( const [ key, { handle, kind } ] of [ ...wanted ].sort( ( a, b ) => a[ 0 ].localeCompare( b[ 0 ] ) ) ) {
		const response = await fetch( `${ origin }${ key }` );
		if ( ! response.ok ) {
			throw new Error( `${ origin }${ key } answered ${ response.status }` );
		}
		const body = Buffer.from( await response.arrayBuffer() );
		assets[ key ] = { handle, kind, raw: body.length, gzip: gzipSize( body ) };
	}
	const file: RealAssets = {
		recorded_from: origin,
		recorded_at: new Date().toISOString().slice( 0, 10 ),
		versions: await readVersions( origin ),
		assets,
	};
	writeFileSync( REAL_ASSETS_FILE, JSON.stringify( file, null, '\t' ) + '\n' );
	return wanted.size;
}
