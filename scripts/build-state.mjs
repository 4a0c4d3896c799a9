/**
 * Is the build current? `npm run test:e2e` builds only when a bundle is missing or a source the
 * builds read changed after the oldest bundle was written.
 */

/** External dependencies */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Internal dependencies */
import { BUILD_DIR, DEMO_DIR, ROOT } from './paths.mjs';

/** What the theme and demo builds read (tests and generated folders aside). */
export const BUILD_SOURCES = [
	'blocks',
	'storefront',
	'common',
	'mocks',
	'i18n',
	'theme/languages',
	'vite.config.ts',
	'package-lock.json',
];

/** What they write: one file per theme entry and per demo script. */
export const BUILD_OUTPUTS = [
	...[ 'cart', 'checkout', 'mini-cart', 'storefront' ].map( ( entry ) =>
		path.join( BUILD_DIR, `${ entry }.js` )
	),
	...[ 'platform-core', 'platform-react', 'platform-plugins', 'demo' ].map(
		( entry ) => path.join( DEMO_DIR, `${ entry }.js` )
	),
];

const SKIPPED = /(^|\/)(node_modules|dist|build)(\/|$)|\.test\.tsx?$/;

/**
 * The newest modification time (ms) of the files under `paths` (relative to `root`), or 0.
 *
 * @param {string[]} paths Files or folders.
 * @param {string}   root  What they are relative to.
 * @return {number} The newest mtime in ms.
 */
export function newestMtime( paths, root = ROOT ) {
	let newest = 0;
	const visit = ( file ) => {
		if (
			SKIPPED.test( path.relative( root, file ) ) ||
			! existsSync( file )
		) {
			return;
		}
		const stat = statSync( file );
		if ( stat.isDirectory() ) {
			readdirSync( file ).forEach( ( name ) =>
				visit( path.join( file, name ) )
			);
		} else {
			newest = Math.max( newest, stat.mtimeMs );
		}
	};
	paths.forEach( ( relative ) => visit( path.resolve( root, relative ) ) );
	return newest;
}

/**
 * Why a build is needed ("… is missing", "… changed after the build"), or null when the outputs are
 * all there and newer than every source.
 *
 * @param {string[]} sources Files or folders the build reads.
 * @param {string[]} outputs Files the build writes (absolute).
 * @param {string}   root    What the sources are relative to.
 * @return {string|null} The reason, or null.
 */
export function buildNeeded(
	sources = BUILD_SOURCES,
	outputs = BUILD_OUTPUTS,
	root = ROOT
) {
	const missing = outputs.find( ( file ) => ! existsSync( file ) );
	if ( missing ) {
		return `${ path.relative( root, missing ) } is missing`;
	}
	const oldestOutput = Math.min(
		...outputs.map( ( file ) => statSync( file ).mtimeMs )
	);
	return newestMtime( sources, root ) > oldestOutput
		? 'sources changed after the last build'
		: null;
}
