/**
 * Unit and integration tests: happy-dom by default; a file can opt into Node with
 * `// @vitest-environment node`. MSW's node server stands in for WooCommerce (mocks/node.ts).
 */

/** External dependencies */
import { defineConfig } from 'vitest/config';

export default defineConfig( {
	esbuild: { jsx: 'automatic' },
	test: {
		environment: 'happy-dom',
		include: [ '{blocks,storefront,common,mocks,scripts,bench,theme}/**/*.test.{ts,tsx}' ],
		exclude: [ '**/node_modules/**', 'e2e/**', 'theme/build/**' ],
		restoreMocks: true,
		testTimeout: 15000,
		pool: 'forks',
		poolOptions: { forks: { maxForks: 2 } },
	},
} );
