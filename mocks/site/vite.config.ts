/**
 * Builds the demo client into DEMO_DIR as classic scripts (IIFE), the way WordPress loads its own
 * packages: `platform-core.js` (wp.hooks, wp.i18n, …), `platform-react.js` (React + data layer, with
 * the core packages as externals read from `wp.*`), `platform-plugins.js` (wp.plugins, over both) and
 * `demo.js` (mock store + MSW + page glue).
 * `scripts/start.mjs` builds all three; `vite build -c mocks/site/vite.config.ts` builds the one named
 * by DEMO_ENTRY (default: all of them is not possible in one IIFE build).
 */

/** External dependencies */
import { fileURLToPath } from 'node:url';
import type { InlineConfig } from 'vite';

/** Internal dependencies */
import { DEMO_DIR } from '../../scripts/paths.mjs';

export const DEMO_ENTRIES = [
	'platform-core',
	'platform-react',
	'platform-plugins',
	'demo',
] as const;
export type DemoEntry = ( typeof DEMO_ENTRIES )[ number ];

/** Core packages provided by platform-core.js: externals in the other two scripts. */
const CORE_GLOBALS: Record< string, string > = {
	'@wordpress/hooks': 'wp.hooks',
	'@wordpress/i18n': 'wp.i18n',
	'@wordpress/dom-ready': 'wp.domReady',
	'@wordpress/url': 'wp.url',
	'@wordpress/html-entities': 'wp.htmlEntities',
	'@wordpress/a11y': 'wp.a11y',
};

/**
 * What platform-react.js provides: externals of platform-plugins.js, which WordPress loads after them
 * (`@wordpress/is-shallow-equal` is bundled: platform-react puts the function itself on `wp.isShallowEqual`,
 * and wp-plugins reads the named export).
 */
const REACT_GLOBALS: Record< string, string > = {
	react: 'React',
	'react/jsx-runtime': 'ReactJSXRuntime',
	'@wordpress/element': 'wp.element',
	'@wordpress/compose': 'wp.compose',
	'@wordpress/deprecated': 'wp.deprecated',
};

/** The Vite config for one demo script. */
export function demoConfig(
	entry: DemoEntry,
	emptyOutDir = false
): InlineConfig {
	const globals =
		entry === 'platform-plugins'
			? { ...CORE_GLOBALS, ...REACT_GLOBALS }
			: CORE_GLOBALS;
	const external = entry === 'platform-core' ? [] : Object.keys( globals );
	return {
		configFile: false,
		logLevel: 'warn',
		publicDir: false,
		define: { 'process.env.NODE_ENV': JSON.stringify( 'production' ) },
		esbuild: { legalComments: 'none' },
		build: {
			outDir: DEMO_DIR,
			emptyOutDir,
			target: 'es2020',
			sourcemap: true,
			minify: true,
			reportCompressedSize: false,
			// The demo's own scripts (React + data layer, MSW + the mock store) are big on purpose.
			chunkSizeWarningLimit: 2048,
			lib: {
				entry: fileURLToPath(
					new URL( `./client/${ entry }.ts`, import.meta.url )
				),
				formats: [ 'iife' ],
				name: `tourfrontDemo_${ entry.replace( /-/g, '_' ) }`,
				fileName: () => `${ entry }.js`,
			},
			rollupOptions: {
				external,
				output: { globals, inlineDynamicImports: true },
			},
		},
	};
}

export default demoConfig(
	( process.env.DEMO_ENTRY as DemoEntry ) || 'platform-core'
);
