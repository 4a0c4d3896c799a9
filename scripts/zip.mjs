/**
 * `npm run zip`: dist/tourfront.zip, the theme as site owners install it (Appearance → Themes → Upload):
 * everything in theme/ except its tests, plus the built bundles (build/, from TOURFRONT_BUILD_DIR or
 * theme/build, built first when missing), without source maps. All under a `tourfront/` folder.
 */
import { spawnSync } from 'node:child_process';
import {
	existsSync,
	mkdirSync,
	readFileSync,
	readdirSync,
	statSync,
	writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { zipSync } from 'fflate';

import { BUILD_DIR, ROOT } from './paths.mjs';

const THEME_DIR = path.join( ROOT, 'theme' );
/** Header fields style.css must carry for WordPress to install the theme as a Storefront child. */
export const REQUIRED_HEADERS = [
	'Theme Name',
	'Template',
	'Version',
	'Text Domain',
	'Requires at least',
	'Requires PHP',
	'Tested up to',
	'License',
	'License URI',
];

/**
 * Paths (relative, with /) that never ship.
 *
 * @param {string} relative The path inside the theme.
 * @return {boolean} Whether it is left out.
 */
const excluded = ( relative ) =>
	/(^|\/)(tests|node_modules|\.git)(\/|$)/.test( relative ) ||
	/\.map$/.test( relative ) ||
	/(^|\/)\.(DS_Store|gitignore|gitkeep)$/.test( relative ) ||
	/(^|\/)(phpunit\.xml|phpcs\.xml(\.dist)?)$/.test( relative );

function walk( dir, base = dir ) {
	return readdirSync( dir )
		.sort()
		.flatMap( ( name ) => {
			const full = path.join( dir, name );
			return statSync( full ).isDirectory()
				? walk( full, base )
				: [ path.relative( base, full ).split( path.sep ).join( '/' ) ];
		} );
}

/**
 * The header fields of a style.css.
 *
 * @param {string} css The stylesheet.
 * @return {Record<string, string>} Field name to value.
 */
export function themeHeaders( css ) {
	const comment = /\/\*([\s\S]*?)\*\//.exec( css )?.[ 1 ] ?? '';
	const headers = {};
	for ( const line of comment.split( '\n' ) ) {
		const match = /^\s*([A-Za-z][A-Za-z ]+?):\s*(.+?)\s*$/.exec( line );
		if ( match ) {
			headers[ match[ 1 ] ] = match[ 2 ];
		}
	}
	return headers;
}

/**
 * The zip's files: name in the zip → absolute path.
 *
 * @param {{ themeDir?: string, buildDir?: string }} [options]
 * @return {Map<string, string>} Name in the zip → absolute path.
 */
export function themeFiles( {
	themeDir = THEME_DIR,
	buildDir = BUILD_DIR,
} = {} ) {
	const files = new Map();
	const themeBuild = path.join( themeDir, 'build' );
	for ( const relative of walk( themeDir ) ) {
		if ( ! excluded( relative ) && ! relative.startsWith( 'build/' ) ) {
			files.set(
				`tourfront/${ relative }`,
				path.join( themeDir, relative )
			);
		}
	}
	const build = existsSync( buildDir ) ? buildDir : themeBuild;
	if ( existsSync( build ) ) {
		for ( const relative of walk( build ) ) {
			if ( ! excluded( relative ) ) {
				files.set(
					`tourfront/build/${ relative }`,
					path.join( build, relative )
				);
			}
		}
	}
	return files;
}

/**
 * Writes the zip; returns its path, size and file count.
 *
 * @param {{ themeDir?: string, buildDir?: string, out?: string }} [options]
 */
export function createThemeZip( {
	themeDir = THEME_DIR,
	buildDir = BUILD_DIR,
	out = path.join( ROOT, 'dist/tourfront.zip' ),
} = {} ) {
	const headers = themeHeaders(
		readFileSync( path.join( themeDir, 'style.css' ), 'utf8' )
	);
	const missing = REQUIRED_HEADERS.filter( ( field ) => ! headers[ field ] );
	if ( missing.length ) {
		throw new Error( `theme/style.css lacks ${ missing.join( ', ' ) }.` );
	}
	const files = themeFiles( { themeDir, buildDir } );
	if (
		! [ ...files.keys() ].some(
			( name ) =>
				name.startsWith( 'tourfront/build/' ) &&
				name.endsWith( '.asset.php' )
		)
	) {
		throw new Error( 'No built bundles: run `npm run build` first.' );
	}
	const entries = {};
	for ( const [ name, full ] of files ) {
		entries[ name ] = [
			readFileSync( full ),
			{ mtime: new Date( '2026-01-01T00:00:00Z' ) },
		];
	}
	const zip = zipSync( entries, { level: 9 } );
	mkdirSync( path.dirname( out ), { recursive: true } );
	writeFileSync( out, zip );
	return {
		out,
		bytes: zip.length,
		files: files.size,
		version: headers.Version,
	};
}

if (
	process.argv[ 1 ] &&
	path.resolve( process.argv[ 1 ] ) === fileURLToPath( import.meta.url )
) {
	if ( ! existsSync( path.join( BUILD_DIR, 'storefront.asset.php' ) ) ) {
		console.log( 'No build yet: running vite build first.' );
		const build = spawnSync(
			path.join( ROOT, 'node_modules/.bin/vite' ),
			[ 'build' ],
			{ cwd: ROOT, stdio: 'inherit' }
		);
		if ( build.status !== 0 ) {
			process.exit( build.status ?? 1 );
		}
	}
	const result = createThemeZip();
	console.log(
		`Wrote ${ path.relative( ROOT, result.out ) }: ${ result.files } files, ${ result.bytes } bytes (Tourfront ${ result.version }).`
	);
}
