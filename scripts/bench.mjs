/**
 * `npm run bench`: compiles bench/run.ts with esbuild (without keepNames, whose `__name` helper would
 * break the functions Lighthouse and Playwright send into the page) and runs it.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { build } from 'esbuild';

import { ROOT } from './paths.mjs';

// Next to its source, so the paths the bench works out from import.meta.url stay right.
const outfile = path.join( ROOT, 'bench/.run.bundle.mjs' );
await build( {
	entryPoints: [ path.join( ROOT, 'bench/run.ts' ) ],
	outfile,
	bundle: true,
	platform: 'node',
	format: 'esm',
	target: 'node20',
	packages: 'external',
	logLevel: 'warning',
} );
const result = spawnSync(
	process.execPath,
	[ outfile, ...process.argv.slice( 2 ) ],
	{ cwd: ROOT, stdio: 'inherit' }
);
process.exit( result.status ?? 1 );
