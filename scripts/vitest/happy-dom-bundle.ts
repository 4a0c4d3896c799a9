/**
 * happy-dom as one CommonJS file, for the Vitest environment in `happy-dom-environment.ts`.
 *
 * Vitest starts every test file in a fresh worker, and Node 20 has no compile cache, so each file loaded
 * happy-dom's hundreds of ES modules again: 445 ms of CPU per file against 80 ms for the same code bundled
 * (measured on this two-core machine), about 45 s of CPU over the 140 files that use a DOM. The bundle is
 * made once per happy-dom version, by Vitest's global setup, under node_modules/.cache.
 */

/** External dependencies */
import { buildSync } from 'esbuild';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Internal dependencies */
import { happyDomBundlePath } from './happy-dom-bundle-path';

const require = createRequire( import.meta.url );

/** Makes the bundle unless it is there; returns its path. */
export function ensureHappyDomBundle(): string {
	const file = happyDomBundlePath();
	if ( existsSync( file ) ) {
		return file;
	}
	mkdirSync( path.dirname( file ), { recursive: true } );
	// Written beside and renamed, so a run started meanwhile never reads half a file.
	const partial = `${ file }.${ process.pid }.tmp`;
	buildSync( {
		entryPoints: [ require.resolve( 'happy-dom' ) ],
		bundle: true,
		platform: 'node',
		format: 'cjs',
		target: 'node20',
		outfile: partial,
		logLevel: 'warning',
	} );
	renameSync( partial, file );
	return file;
}

/** Vitest's global setup: runs once, before any worker. */
export default function setup(): void {
	ensureHappyDomBundle();
}
