/**
 * `npm run lint`: ESLint (with Prettier), stylelint and PHP_CodeSniffer, each run to the end so one run
 * shows every finding; exits non-zero when any of them found something.
 * `npm run format` (`--fix`): the same tools applying every fix they can (eslint --fix, stylelint --fix,
 * phpcbf), then the findings that are left.
 *
 * PHP_CodeSniffer: with the WordPress Coding Standards installed (`phpcs -i` lists WordPress) the
 * project's phpcs.xml.dist; without them (Debian has PHP_CodeSniffer but no WPCS package, and Composer is
 * not always reachable) phpcs-core.xml.dist, PHP_CodeSniffer's own sniffs that WPCS's WordPress-Core uses.
 */

/** External dependencies */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Internal dependencies */
import { ROOT } from './paths.mjs';
import { ensureSystemPackages } from './system-deps.mjs';

/**
 * The ruleset PHP_CodeSniffer can run here (see the header).
 *
 * @param {string} installed What `phpcs -i` prints.
 * @return {string} The ruleset file.
 */
export function phpcsStandard( installed ) {
	return /\bWordPress\b/.test( installed )
		? 'phpcs.xml.dist'
		: 'phpcs-core.xml.dist';
}

function main() {
	const fix = process.argv.includes( '--fix' );
	const bin = ( name ) => path.join( ROOT, 'node_modules', '.bin', name );
	const has = ( command ) =>
		spawnSync( 'sh', [ '-c', `command -v ${ command }` ], {
			stdio: 'ignore',
		} ).status === 0;

	ensureSystemPackages( [
		{
			check: () => has( 'phpcs' ),
			pkg: 'php-codesniffer',
			why: 'the PHP coding standards check',
		},
	] );

	const standard = phpcsStandard(
		spawnSync( 'phpcs', [ '-i' ], { encoding: 'utf8' } ).stdout ?? ''
	);
	if ( standard !== 'phpcs.xml.dist' ) {
		console.log(
			'[tourfront] The WordPress Coding Standards are not installed: PHP_CodeSniffer checks phpcs-core.xml.dist (its own sniffs that WordPress-Core uses).'
		);
	}

	const checks = [
		[
			'ESLint + Prettier',
			bin( 'eslint' ),
			[
				'--cache',
				'--cache-location',
				'node_modules/.cache/eslint/',
				...( fix ? [ '--fix' ] : [] ),
				'.',
			],
		],
		[
			'stylelint',
			bin( 'stylelint' ),
			[ ...( fix ? [ '--fix' ] : [] ), '**/*.css' ],
		],
		...( fix
			? [ [ 'phpcbf', 'phpcbf', [ `--standard=${ standard }` ] ] ]
			: [] ),
		[ 'PHP_CodeSniffer', 'phpcs', [ `--standard=${ standard }` ] ],
	];

	const failed = [];
	for ( const [ title, command, args ] of checks ) {
		console.log( `\n» ${ title }` );
		const { status } = spawnSync( command, args, {
			cwd: ROOT,
			stdio: 'inherit',
		} );
		// phpcbf exits 1 when it fixed something: only 2 and up are failures.
		if ( title === 'phpcbf' ? status > 1 : status !== 0 ) {
			failed.push( title );
		}
	}
	if ( failed.length ) {
		console.error(
			`\n✗ Findings from ${ failed.join( ', ' ) }${ fix ? ' that no tool could fix' : ' (npm run format fixes what it can)' }.`
		);
		process.exit( 1 );
	}
	console.log( '\n✓ Lint clean.' );
}

if (
	process.argv[ 1 ] &&
	path.resolve( process.argv[ 1 ] ) === fileURLToPath( import.meta.url )
) {
	main();
}
