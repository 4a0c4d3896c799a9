/**
 * End-to-end journeys in Debian's Chromium (never a downloaded browser).
 * Without E2E_BASE_URL: against the demo shop, served here from what is built (`scripts/test.mjs` and
 * `scripts/e2e.mjs` build first). With E2E_BASE_URL: against that real store, no server started
 * (README, "Test a real store").
 */

/** External dependencies */
import { defineConfig } from '@playwright/test';

/** Internal dependencies */
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './bench/measure/browser';

const port = Number( process.env.E2E_PORT || 5180 );
const realStore = process.env.E2E_BASE_URL?.replace( /\/+$/, '' );

export default defineConfig( {
	testDir: 'e2e',
	fullyParallel: true,
	outputDir: 'test-results',
	globalSetup: './e2e/global-setup.ts',
	globalTeardown: './e2e/global-teardown.ts',
	// The demo keeps each shopper's cart and orders in the browser (one context per test), so journeys run
	// side by side, each where a worker is free (whole files per worker left one worker alone with the last
	// long file); a journey mostly waits on the browser, so two workers halve the run even on two
	// cores. A real store is one shared shop (stock, sessions, orders): one journey at a time there.
	workers: Number( process.env.E2E_WORKERS ) || ( realStore ? 1 : 2 ),
	// Never retried: a journey that passes on its second try hides a race a slow phone meets too.
	retries: 0,
	// Budgets are per step: an assertion waits for its state up to `expect.timeout`, a page load up to
	// `navigationTimeout`, an action for its element up to `actionTimeout`. The journey's own timeout only
	// guards against a hang (a busy two-core machine took 50 s for journeys the old 60 s limit failed);
	// a journey of many page loads sets more with `budgetPageSteps` (e2e/test-utils.ts). A real store answers
	// PHP pages in hundreds of milliseconds, not the demo's few.
	timeout: realStore ? 300_000 : 180_000,
	expect: { timeout: realStore ? 15_000 : 10_000 },
	reporter: [ [ 'list' ] ],
	use: {
		navigationTimeout: realStore ? 60_000 : 30_000,
		actionTimeout: realStore ? 30_000 : 15_000,
		baseURL: realStore ?? `http://localhost:${ port }`,
		locale: 'vi-VN',
		// Recording a trace for every journey (to keep the failed ones' only) took a quarter of the journeys'
		// time on two cores (99 s instead of 72 s for the cart, checkout, shop and booking journeys). Ask for one
		// when it helps: `npm run test:e2e -- e2e/file.spec.ts --trace retain-on-failure` (README).
		trace: 'off',
		launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
	},
	webServer: realStore
		? undefined
		: {
				command: `node scripts/serve.mjs`,
				env: { PORT: String( port ) },
				url: `http://localhost:${ port }/`,
				reuseExistingServer: false,
				timeout: 60_000,
			},
} );
