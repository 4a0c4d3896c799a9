/**
 * The build the gates measure: theme/build, or $TOURFRONT_BUILD_DIR.
 */

/** External dependencies */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root. (Kept one folder up from bench/: scripts/bench.mjs bundles to bench/ so this stays true.) */
export const ROOT = fileURLToPath( new URL( '..', import.meta.url ) );

/** Absolute path of the build directory. */
export const BUILD_DIR = path.resolve(
	ROOT,
	process.env.TOURFRONT_BUILD_DIR || 'theme/build'
);

/** Throws a clear message when nothing was built (the gates never pass on an empty build). */
export function requireBuild(): string {
	if ( ! existsSync( path.join( BUILD_DIR, 'storefront.asset.php' ) ) ) {
		throw new Error(
			`No build in ${ BUILD_DIR }: run \`npm run build\` first (npm test does).`
		);
	}
	return BUILD_DIR;
}
