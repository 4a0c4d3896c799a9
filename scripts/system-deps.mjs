/**
 * Makes sure the system packages the tests need are on the machine. On Debian as root they are
 * installed with apt-get (and we say so); anywhere else we stop with a message naming them.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const has = ( command ) =>
	spawnSync( 'sh', [ '-c', `command -v ${ command }` ], { stdio: 'ignore' } )
		.status === 0;

/**
 * @param {Array<{ check: () => boolean, pkg: string, why: string }>} needs
 */
export function ensureSystemPackages( needs ) {
	const missing = needs.filter( ( need ) => ! need.check() );
	if ( missing.length === 0 ) {
		return;
	}
	const names = missing.map( ( m ) => m.pkg );
	const isRoot =
		typeof process.getuid === 'function' && process.getuid() === 0;
	if ( ! isRoot || ! has( 'apt-get' ) ) {
		const lines = missing
			.map( ( m ) => `  - ${ m.pkg }: ${ m.why }` )
			.join( '\n' );
		console.error(
			`These system packages are missing:\n${ lines }\nInstall them (Debian: apt-get install ${ names.join( ' ' ) }) and run again.`
		);
		process.exit( 1 );
	}
	console.log(
		`» Installing missing system packages with apt-get: ${ names.join( ', ' ) }`
	);
	console.log(
		`  (if another apt or dpkg process holds its lock, this waits up to ${ APT_LOCK_WAIT_SECONDS / 60 } minutes for it)`
	);
	try {
		aptGet( [ 'update', '-qq' ] );
		aptGet( [
			'install',
			'-y',
			'-qq',
			'--no-install-recommends',
			...names,
		] );
	} catch ( error ) {
		console.error(
			`\napt-get could not install ${ names.join( ' ' ) } (${ error.status ? `exit ${ error.status }` : error.message }).\nIf another package manager is running, let it finish, then run again; or install them yourself: apt-get install ${ names.join( ' ' ) }`
		);
		process.exit( 1 );
	}
}

/** apt waits this long for a lock held by another apt/dpkg run (unattended upgrades on a fresh machine). */
export const APT_LOCK_WAIT_SECONDS = 600;

/**
 * The apt-get arguments of one call, waiting for the dpkg and lists locks instead of failing at once.
 *
 * @param {string[]} args apt-get's own arguments (`install`, package names).
 * @return {string[]} The full argument list.
 */
export function aptGetArgs( args ) {
	return [ '-o', `DPkg::Lock::Timeout=${ APT_LOCK_WAIT_SECONDS }`, ...args ];
}

function aptGet( args ) {
	execFileSync( 'apt-get', aptGetArgs( args ), {
		stdio: 'inherit',
		env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
	} );
}

/** What the whole test run needs from the system. */
export const TEST_SYSTEM_PACKAGES = [
	{
		check: () => existsSync( '/usr/bin/chromium' ),
		pkg: 'chromium',
		why: 'the browser the end-to-end journeys drive',
	},
	{
		check: () =>
			existsSync( '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf' ),
		pkg: 'fonts-dejavu-core',
		why: 'a font with Vietnamese diacritics for screenshots',
	},
	{
		check: () => has( 'php' ),
		pkg: 'php-cli',
		why: "the theme's PHP checks",
	},
];
