/**
 * Unit and integration tests: happy-dom by default (loaded from one bundled file:
 * scripts/vitest/happy-dom-bundle.ts says why); a file that needs no DOM says
 * `// @vitest-environment node` on its first line, because setting up happy-dom costs about half a second of
 * CPU per file (0.54 s against none for Node, measured on 20 empty files). MSW's node server stands in for
 * WooCommerce (mocks/node.ts).
 */

/** External dependencies */
import { defineConfig } from 'vitest/config';

export default defineConfig( {
	esbuild: { jsx: 'automatic' },
	test: {
		environment: './scripts/vitest/happy-dom-environment.ts',
		globalSetup: [ './scripts/vitest/happy-dom-bundle.ts' ],
		setupFiles: [ './scripts/vitest/setup.ts' ],
		include: [
			'{blocks,storefront,common,mocks,scripts,bench,theme}/**/*.test.{ts,tsx}',
		],
		exclude: [ '**/node_modules/**', 'e2e/**', 'theme/build/**' ],
		restoreMocks: true,
		testTimeout: 15000,
		// Worker threads start faster than forked processes: the whole run measured 135 s of CPU instead of
		// 153 s on the two-core machine, with the same 1,438 tests passing.
		pool: 'threads',
		poolOptions: { threads: { maxThreads: 2 } },
	},
} );
