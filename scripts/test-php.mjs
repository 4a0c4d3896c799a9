/**
 * The theme's PHP checks (`npm test` step "PHP checks"):
 *   1. `php -l` on every PHP file of theme/ and wp-env/;
 *   2. PHPUnit (Debian's `phpunit`) against REAL WordPress core (Debian's `wordpress` package) on a
 *      private, throw-away MariaDB server started here, with the theme active, a Storefront stub and a
 *      small WooCommerce test double (WooCommerce itself cannot be installed offline).
 * Missing system packages are installed with apt-get on Debian as root (and we say so).
 * Env: TOURFRONT_WP_DIR (default /usr/share/wordpress), TOURFRONT_PHP_LINT_ONLY=1 to stop after step 1.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
	cpSync,
	existsSync,
	mkdirSync,
	mkdtempSync,
	readdirSync,
	rmSync,
	statSync,
	symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { ROOT } from './paths.mjs';
import { ensureSystemPackages } from './system-deps.mjs';

const has = ( command ) =>
	spawnSync( 'sh', [ '-c', `command -v ${ command }` ], { stdio: 'ignore' } )
		.status === 0;
const phpHasModule = ( name ) =>
	has( 'php' ) &&
	spawnSync( 'php', [ '-m' ], { encoding: 'utf8' } )
		.stdout.toLowerCase()
		.includes( name );
const WP_DIR = process.env.TOURFRONT_WP_DIR || '/usr/share/wordpress';

ensureSystemPackages( [
	{
		check: () => has( 'php' ),
		pkg: 'php-cli',
		why: "the theme's PHP checks",
	},
	{
		check: () => phpHasModule( 'mysqli' ),
		pkg: 'php-mysql',
		why: 'WordPress talks to the test database',
	},
	{
		check: () => phpHasModule( 'mbstring' ),
		pkg: 'php-mbstring',
		why: 'Vietnamese text in the theme',
	},
	{
		check: () => phpHasModule( 'dom' ) && phpHasModule( 'simplexml' ),
		pkg: 'php-xml',
		why: 'PHPUnit',
	},
	{
		check: () => has( 'phpunit' ),
		pkg: 'phpunit',
		why: 'the PHP unit tests',
	},
	{
		check: () => existsSync( path.join( WP_DIR, 'wp-settings.php' ) ),
		pkg: 'wordpress',
		why: 'real WordPress core for the PHP tests',
	},
	{
		check: () =>
			existsSync( '/usr/sbin/mariadbd' ) && has( 'mariadb-install-db' ),
		pkg: 'mariadb-server',
		why: 'a throw-away database for WordPress',
	},
] );

/**
 * Every PHP file under a folder (no node_modules).
 *
 * @param {string} dir The folder.
 * @return {string[]} The files' paths.
 */
function phpFiles( dir ) {
	if ( ! existsSync( dir ) ) {
		return [];
	}
	return readdirSync( dir ).flatMap( ( name ) => {
		if ( name === 'node_modules' ) {
			return [];
		}
		const full = path.join( dir, name );
		if ( statSync( full ).isDirectory() ) {
			return phpFiles( full );
		}
		return name.endsWith( '.php' ) ? [ full ] : [];
	} );
}

const files = [
	...phpFiles( path.join( ROOT, 'theme' ) ),
	...phpFiles( path.join( ROOT, 'wp-env' ) ),
];
const bad = files.filter(
	( file ) =>
		spawnSync( 'php', [ '-l', file ], {
			stdio: [ 'ignore', 'ignore', 'inherit' ],
		} ).status !== 0
);
console.log(
	`php -l: ${ files.length - bad.length } of ${ files.length } files clean.`
);
if ( bad.length ) {
	console.error(
		`Syntax errors in:\n  ${ bad.map( ( f ) => path.relative( ROOT, f ) ).join( '\n  ' ) }`
	);
	process.exit( 1 );
}
if ( process.env.TOURFRONT_PHP_LINT_ONLY === '1' ) {
	process.exit( 0 );
}

const work = mkdtempSync( path.join( tmpdir(), 'tourfront-php-' ) );
const content = path.join( work, 'wp-content' );
for ( const dir of [
	'themes',
	'plugins',
	'mu-plugins',
	'uploads',
	'languages',
] ) {
	mkdirSync( path.join( content, dir ), { recursive: true } );
}
symlinkSync(
	path.join( ROOT, 'theme' ),
	path.join( content, 'themes', 'tourfront' )
);
cpSync(
	path.join( ROOT, 'theme/tests/fixtures/storefront' ),
	path.join( content, 'themes', 'storefront' ),
	{ recursive: true }
);
symlinkSync(
	path.join( ROOT, 'theme/tests/doubles/woocommerce.php' ),
	path.join( content, 'mu-plugins', 'woocommerce-double.php' )
);

const dataDir = path.join( work, 'mysql' );
const socket = path.join( work, 'mysql.sock' );
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const userArgs = isRoot ? [ '--user=root' ] : [];
let server;

async function cleanup() {
	if ( server && server.exitCode === null ) {
		const exited = new Promise( ( resolve ) =>
			server.once( 'exit', resolve )
		);
		server.kill( 'SIGTERM' );
		await Promise.race( [
			exited,
			new Promise( ( resolve ) => setTimeout( resolve, 15000 ) ),
		] );
	}
	try {
		rmSync( work, {
			recursive: true,
			force: true,
			maxRetries: 5,
			retryDelay: 200,
		} );
	} catch {
		console.warn( `Could not remove ${ work }.` );
	}
}

function run( command, args, env = {} ) {
	const result = spawnSync( command, args, {
		stdio: 'inherit',
		env: { ...process.env, ...env },
	} );
	return result.status ?? 1;
}

async function main() {
	const init = spawnSync(
		'mariadb-install-db',
		[
			'--no-defaults',
			`--datadir=${ dataDir }`,
			'--auth-root-authentication-method=normal',
			'--skip-test-db',
			...userArgs,
		],
		{ encoding: 'utf8' }
	);
	if ( init.status !== 0 ) {
		throw new Error(
			`mariadb-install-db failed:\n${ init.stdout }\n${ init.stderr }`
		);
	}
	server = spawn(
		'/usr/sbin/mariadbd',
		[
			'--no-defaults',
			`--datadir=${ dataDir }`,
			`--socket=${ socket }`,
			'--skip-networking',
			`--pid-file=${ path.join( work, 'mysql.pid' ) }`,
			'--innodb-buffer-pool-size=32M',
			...userArgs,
		],
		{ stdio: 'ignore' }
	);
	for ( let i = 0; i < 300; i++ ) {
		if (
			spawnSync(
				'mariadb',
				[
					'--no-defaults',
					`--socket=${ socket }`,
					'-uroot',
					'-e',
					'SELECT 1',
				],
				{ stdio: 'ignore' }
			).status === 0
		) {
			break;
		}
		if ( server.exitCode !== null ) {
			throw new Error(
				'The test MariaDB server stopped while starting.'
			);
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
	}
	if (
		run( 'mariadb', [
			'--no-defaults',
			`--socket=${ socket }`,
			'-uroot',
			'-e',
			'CREATE DATABASE tourfront_test CHARACTER SET utf8mb4',
		] ) !== 0
	) {
		throw new Error( 'Could not create the test database.' );
	}
	const env = {
		TOURFRONT_WP_DIR: WP_DIR,
		TOURFRONT_WP_CONTENT_DIR: content,
		TOURFRONT_DB_HOST: `localhost:${ socket }`,
		TOURFRONT_DB_NAME: 'tourfront_test',
	};
	if (
		run( 'php', [ path.join( ROOT, 'theme/tests/install.php' ) ], env ) !==
		0
	) {
		throw new Error(
			'Installing WordPress into the test database failed.'
		);
	}
	return run(
		'phpunit',
		[
			'-c',
			path.join( ROOT, 'theme/tests/phpunit.xml' ),
			...process.argv.slice( 2 ),
		],
		env
	);
}

let status = 1;
try {
	status = await main();
} catch ( error ) {
	console.error( error instanceof Error ? error.message : error );
} finally {
	await cleanup();
}
process.exit( status );
