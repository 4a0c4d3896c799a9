/**
 * Static files of the demo: the theme's build and assets at their real URLs, uploads from the
 * fixtures' images (with a drawn placeholder for any size WordPress would have generated), the demo
 * client and MSW's worker.
 */

/** External dependencies */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Internal dependencies */
import { TEST_PLUGINS } from './test-plugins';
import { BUILD_DIR, DEMO_DIR, ROOT } from '../../scripts/paths.mjs';
import { placeholderSvg } from './render/placeholder';

const TYPES: Record< string, string > = {
	'.js': 'text/javascript; charset=utf-8',
	'.mjs': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.json': 'application/json; charset=utf-8',
	'.map': 'application/json; charset=utf-8',
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.jpg': 'image/jpeg',
	'.jpeg': 'image/jpeg',
	'.webp': 'image/webp',
	'.gif': 'image/gif',
	'.ico': 'image/x-icon',
	'.woff2': 'font/woff2',
};

export interface StaticFile {
	body: Buffer | string;
	type: string;
	/** The validator a browser sends back in If-None-Match, as nginx makes it for a file on disk. */
	etag: string;
	headers?: Record< string, string >;
}

function fileIn( dir: string, relative: string ): StaticFile | undefined {
	const file = path.resolve( dir, relative );
	const stats = file.startsWith( path.resolve( dir ) + path.sep )
		? statSync( file, { throwIfNoEntry: false } )
		: undefined;
	if ( ! stats?.isFile() ) {
		return undefined;
	}
	return {
		// Read when sent: a browser that revalidates gets 304 without the file being read.
		get body() {
			return readFileSync( file );
		},
		etag: `"${ Math.trunc( stats.mtimeMs ).toString( 16 ) }-${ stats.size.toString( 16 ) }"`,
		type:
			TYPES[ path.extname( file ).toLowerCase() ] ??
			'application/octet-stream',
	};
}

const IMAGE_DIRS = [
	path.join( ROOT, 'mocks/fixtures/images' ),
	path.join( ROOT, 'mocks/site/static' ),
];

/** An upload: the file itself, the original of a generated size ("-324x324"), or a drawn placeholder. */
function upload( relative: string ): StaticFile {
	const base = path.basename( relative );
	const candidates = [
		relative,
		base,
		base.replace( /-\d+x\d+(\.\w+)$/, '$1' ),
	];
	for ( const dir of IMAGE_DIRS ) {
		for ( const candidate of candidates ) {
			const found = fileIn( dir, candidate );
			if ( found ) {
				return found;
			}
			// A different extension of the same picture (fixtures may draw SVGs where the store had PNGs).
			const stem = candidate.replace( /\.\w+$/, '' );
			for ( const ext of [ '.svg', '.png', '.jpg', '.webp' ] ) {
				const other = fileIn( dir, stem + ext );
				if ( other ) {
					return other;
				}
			}
		}
	}
	const body = placeholderSvg( base );
	return {
		body,
		etag: `"${ createHash( 'sha1' ).update( body ).digest( 'hex' ) }"`,
		type: 'image/svg+xml',
	};
}

/** The static file for a path, or undefined when the path is not a static one. */
export function staticFile( pathname: string ): StaticFile | undefined {
	const route = ( prefix: string ) =>
		pathname.startsWith( prefix )
			? decodeURIComponent( pathname.slice( prefix.length ) )
			: undefined;
	let rest: string | undefined;
	if (
		( rest = route( '/wp-content/themes/tourfront/build/' ) ) !== undefined
	) {
		return fileIn( BUILD_DIR, rest );
	}
	if (
		( rest = route( '/wp-content/themes/tourfront/assets/' ) ) !== undefined
	) {
		return fileIn( path.join( ROOT, 'theme/assets' ), rest );
	}
	if ( ( rest = route( '/wp-content/uploads/' ) ) !== undefined ) {
		return upload( rest );
	}
	if ( ( rest = route( '/wp-content/plugins/' ) ) !== undefined ) {
		// Only the test plugins' own scripts, served from where the project keeps them.
		const [ slug, file ] = rest.split( '/' );
		return TEST_PLUGINS[ slug ]?.script === file
			? fileIn( path.join( ROOT, 'e2e/fixtures/plugins', slug ), file )
			: undefined;
	}
	if ( ( rest = route( '/demo/' ) ) !== undefined ) {
		return fileIn( DEMO_DIR, rest );
	}
	if ( pathname === '/mockServiceWorker.js' ) {
		const worker = fileIn(
			path.join( ROOT, 'node_modules/msw/lib' ),
			'mockServiceWorker.js'
		);
		if ( worker ) {
			worker.headers = {
				'Service-Worker-Allowed': '/',
				'Cache-Control': 'no-cache',
			};
		}
		return worker;
	}
	if ( pathname === '/favicon.ico' ) {
		return fileIn(
			path.join( ROOT, 'mocks/site/static' ),
			'tourfront-logo.svg'
		);
	}
	return undefined;
}
