/**
 * End-to-end journeys in Debian's Chromium (never a downloaded browser) against the demo shop.
 * `scripts/test.mjs` builds first; this config only serves what is built.
 */

/** External dependencies */
import { defineConfig } from '@playwright/test';

/** Internal dependencies */
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './bench/measure/browser';

const port = Number( process.env.E2E_PORT || 5180 );

export default defineConfig( {
	testDir: 'e2e',
	outputDir: 'test-results',
	fullyParallel: false,
	workers: 1,
	retries: process.env.CI ? 1 : 0,
	timeout: 60_000,
	expect: { timeout: 10_000 },
	reporter: [ [ 'list' ] ],
	use: {
		baseURL: `http://localhost:${ port }`,
		locale: 'vi-VN',
		trace: 'retain-on-failure',
		launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
	},
	webServer: {
		command: `node scripts/serve.mjs`,
		env: { PORT: String( port ) },
		url: `http://localhost:${ port }/`,
		reuseExistingServer: false,
		timeout: 60_000,
	},
} );
