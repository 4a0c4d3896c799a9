/**
 * `npm test`: every check, after the system packages (apt-get on Debian as root):
 *   side by side: tsc --noEmit; the linters (scripts/lint.mjs); the build (theme + demo), then the PHP checks
 *   of the theme and Vitest (unit, integration, contract, budgets);
 *   then, alone, the Playwright journeys.
 * The type check, the linters, the build and the PHP checks each keep one core busy: side by side on two
 * cores they took 52 s instead of 81 s one after the other, and Vitest fills what they leave. A check that
 * runs beside others prints its output when it ends, so outputs never mix.
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
		env: buffered
			? { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' }
			: process.env,
	} );
	if ( buffered ) {
		child.stdout.on( 'data', ( chunk ) => output.push( chunk ) );
		child.stderr.on( 'data', ( chunk ) => output.push( chunk ) );
	}
	return new Promise( ( resolve ) => {
		let finished = false;
		// A command that cannot start reports 'error' and may still report 'close': the check ends once.
		const finish = ( status, signal ) => {
			if ( finished ) {
				return;
			}
			finished = true;
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

// Each check starts when the checks it needs have passed; once one fails, no other starts. Vitest's budgets
// and one PHP check read the built bundles; the journeys run alone, after everything else, because they keep
// both cores busy.
const plan = [
	{ check: checks.types, after: [] },
	{ check: checks.lint, after: [] },
	{ check: checks.build, after: [] },
	{ check: checks.php, after: [ checks.build ] },
	{ check: checks.unit, after: [ checks.build ] },
	{
		check: checks.journeys,
		after: [ checks.types, checks.lint, checks.php, checks.unit ],
		alone: true,
	},
];

const started = Date.now();
let failed = false;
const outcomes = new Map();
for ( const { check, after, alone } of plan ) {
	outcomes.set(
		check,
		Promise.all( after.map( ( needed ) => outcomes.get( needed ) ) ).then(
			async ( passed ) => {
				if ( failed || ! passed.every( Boolean ) ) {
					return false;
				}
				const ok = await run( check, ! alone );
				failed ||= ! ok;
				return ok;
			}
		)
	);
}
await Promise.all( outcomes.values() );
if ( failed ) {
	process.exit( 1 );
}

console.log(
	`\nAll checks passed (${ ( ( Date.now() - started ) / 1000 ).toFixed( 0 ) } s).`
);
