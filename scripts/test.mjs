/**
 * `npm test`: every check, in order, stopping at the first failure.
 *   1. system packages (apt-get on Debian as root)   2. tsc --noEmit   3. build (theme + demo)
 *   4. linters (scripts/lint.mjs)   5. Vitest (unit, integration, contract, budgets)   6. PHP checks of the theme
 *   7. Playwright journeys
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { ROOT } from './paths.mjs';
import { ensureSystemPackages, TEST_SYSTEM_PACKAGES } from './system-deps.mjs';

const bin = ( name ) => path.join( ROOT, 'node_modules', '.bin', name );

function step( title, command, args, env = {} ) {
	console.log(
		`\n» ${ title }: ${ [ path.basename( command ), ...args ].join( ' ' ) }`
	);
	const started = Date.now();
	const result = spawnSync( command, args, {
		cwd: ROOT,
		stdio: 'inherit',
		env: { ...process.env, ...env },
	} );
	const seconds = ( ( Date.now() - started ) / 1000 ).toFixed( 1 );
	if ( result.status !== 0 ) {
		console.error(
			`\n✗ ${ title } failed (exit ${ result.status ?? result.signal }) after ${ seconds } s.`
		);
		process.exit( result.status || 1 );
	}
	console.log( `✓ ${ title } (${ seconds } s)` );
}

ensureSystemPackages( TEST_SYSTEM_PACKAGES );

// Incremental: a second run re-checks only what changed since the last (the state is kept under node_modules).
step( 'Type check', bin( 'tsc' ), [
	'--noEmit',
	'--incremental',
	'--tsBuildInfoFile',
	'node_modules/.cache/tourfront.tsbuildinfo',
] );
step( 'Build theme bundles and demo', process.execPath, [
	'scripts/start.mjs',
	'--build-only',
] );
step(
	'Lint (ESLint + Prettier, stylelint, PHP_CodeSniffer)',
	process.execPath,
	[ 'scripts/lint.mjs' ]
);
step( 'Unit and integration tests', bin( 'vitest' ), [ 'run' ] );
step( 'PHP checks', process.execPath, [ 'scripts/test-php.mjs' ] );
step( 'End-to-end journeys (Chromium)', bin( 'playwright' ), [ 'test' ] );

console.log( '\nAll checks passed.' );
