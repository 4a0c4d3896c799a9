/**
 * `npm test`: every check; stops after the first stage with a failure.
 *   0. system packages (apt-get on Debian as root)
 *   1. side by side: tsc --noEmit; the linters (scripts/lint.mjs); the build (theme + demo), then the PHP
 *      checks of the theme
 *   2. Vitest (unit, integration, contract, budgets)
 *   3. Playwright journeys
 * The checks of stage 1 each keep one core busy, so on two cores they take 45 s side by side instead of 80 s
 * one after the other; Vitest and the journeys use both cores on their own. A check that runs beside
 * others prints its output when it ends, so outputs never mix.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

import { ROOT } from './paths.mjs';
import { ensureSystemPackages, TEST_SYSTEM_PACKAGES } from './system-deps.mjs';

const bin = ( name ) => path.join( ROOT, 'node_modules', '.bin', name );

/**
 * Runs one check; resolves with whether it passed. `buffered` keeps its output until it ends.
 *
 * @param {{title: string, command: string, args: string[]}} check    The check.
 * @param {boolean}                                          buffered Whether other checks run beside it.
 * @return {Promise<boolean>} Whether it passed.
 */
function run( { title, command, args }, buffered ) {
	const line = `» ${ title }: ${ [ path.basename( command ), ...args ].join( ' ' ) }`;
	if ( ! buffered ) {
		console.log( `\n${ line }` );
	}
	const started = Date.now();
	const output = [];
	const child = spawn( command, args, {
		cwd: ROOT,
		stdio: buffered ? [ 'ignore', 'pipe', 'pipe' ] : 'inherit',
		env: buffered ? { ...process.env, FORCE_COLOR: '0' } : process.env,
	} );
	if ( buffered ) {
		child.stdout.on( 'data', ( chunk ) => output.push( chunk ) );
		child.stderr.on( 'data', ( chunk ) => output.push( chunk ) );
	}
	return new Promise( ( resolve ) => {
		const finish = ( status, signal ) => {
			const seconds = ( ( Date.now() - started ) / 1000 ).toFixed( 1 );
			if ( buffered ) {
				console.log( `\n${ line }` );
				process.stdout.write( Buffer.concat( output ) );
			}
			if ( status === 0 ) {
				console.log( `✓ ${ title } (${ seconds } s)` );
			} else {
				console.error(
					`\n✗ ${ title } failed (exit ${ status ?? signal }) after ${ seconds } s.`
				);
			}
			resolve( status === 0 );
		};
		child.on( 'error', ( error ) => {
			output.push( Buffer.from( `${ error.message }\n` ) );
			finish( null, error.message );
		} );
		child.on( 'close', finish );
	} );
}

/**
 * Runs checks side by side; a check given as an array runs its members one after the other, a member only
 * when the one before it passed.
 *
 * @param {Array<object|object[]>} checks The checks.
 * @return {Promise<boolean>} Whether all passed.
 */
async function stage( checks ) {
	const buffered = checks.length > 1;
	const results = await Promise.all(
		checks.map( async ( check ) => {
			for ( const member of [ check ].flat() ) {
				if ( ! ( await run( member, buffered ) ) ) {
					return false;
				}
			}
			return true;
		} )
	);
	return results.every( Boolean );
}

const checks = {
	types: {
		title: 'Type check',
		// Incremental: a second run re-checks only what changed since the last (the state is kept under node_modules).
		command: bin( 'tsc' ),
		args: [
			'--noEmit',
			'--incremental',
			'--tsBuildInfoFile',
			'node_modules/.cache/tourfront.tsbuildinfo',
		],
	},
	lint: {
		title: 'Lint (ESLint + Prettier, stylelint, PHP_CodeSniffer)',
		command: process.execPath,
		args: [ 'scripts/lint.mjs' ],
	},
	build: {
		title: 'Build theme bundles and demo',
		command: process.execPath,
		args: [ 'scripts/start.mjs', '--build-only' ],
	},
	php: {
		title: 'PHP checks',
		command: process.execPath,
		args: [ 'scripts/test-php.mjs' ],
	},
	unit: {
		title: 'Unit and integration tests',
		command: bin( 'vitest' ),
		args: [ 'run' ],
	},
	journeys: {
		title: 'End-to-end journeys (Chromium)',
		command: bin( 'playwright' ),
		args: [ 'test' ],
	},
};

ensureSystemPackages( TEST_SYSTEM_PACKAGES );

const started = Date.now();
for ( const checksOfStage of [
	// One PHP check reads the built bundles, so the PHP checks wait for the build.
	[ checks.types, checks.lint, [ checks.build, checks.php ] ],
	[ checks.unit ],
	[ checks.journeys ],
] ) {
	if ( ! ( await stage( checksOfStage ) ) ) {
		process.exit( 1 );
	}
}

console.log(
	`\nAll checks passed (${ ( ( Date.now() - started ) / 1000 ).toFixed( 0 ) } s).`
);
