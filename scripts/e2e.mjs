/**
 * `npm run test:e2e`: the Playwright journeys (e2e/*.spec.ts) in Debian's Chromium.
 *
 *   npm run test:e2e                                     the demo: builds when a bundle is missing or
 *                                                         older than its sources, Playwright serves it
 *   E2E_BASE_URL=http://127.0.0.1:8080 npm run test:e2e   a real store seeded by wp-env/seed.php with
 *                                                         Tourfront active: no build, no server
 *   E2E_DEBUG_LOG=/path/to/debug.log                      fail when WordPress's debug log grows
 *
 * Further arguments go to Playwright: `npm run test:e2e -- e2e/cart-journeys.spec.ts -g coupon`.
 */

/** External dependencies */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** Internal dependencies */
import { buildNeeded } from './build-state.mjs';
import { ROOT } from './paths.mjs';

const baseUrl = process.env.E2E_BASE_URL;
if ( baseUrl ) {
	console.log(
		`[tourfront] Journeys against the store at ${ baseUrl } (no build, no demo server).`
	);
} else {
	const reason = buildNeeded();
	if ( reason ) {
		console.log( `[tourfront] Building first: ${ reason }.` );
		const build = spawnSync(
			process.execPath,
			[ 'scripts/start.mjs', '--build-only' ],
			{ cwd: ROOT, stdio: 'inherit' }
		);
		if ( build.status !== 0 ) {
			process.exit( build.status || 1 );
		}
	}
}

const playwright = spawnSync(
	path.join( ROOT, 'node_modules', '.bin', 'playwright' ),
	[ 'test', ...process.argv.slice( 2 ) ],
	{
		cwd: ROOT,
		stdio: 'inherit',
	}
);
process.exit( playwright.status ?? 1 );
