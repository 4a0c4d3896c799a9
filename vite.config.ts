/**
 * Builds the theme's four entries into theme/build/ the WordPress way (see scripts/vite/wordpress-externals.ts),
 * and the theme's stylesheets into one minified file per need (scripts/vite/theme-stylesheets.ts).
 */

/** External dependencies */
import path from 'node:path';
import { defineConfig } from 'vite';

/** Internal dependencies */
import wordpressExternals from './scripts/vite/wordpress-externals';
import entryStylesheets from './scripts/vite/entry-stylesheets';
import themeStylesheets from './scripts/vite/theme-stylesheets';
import leanPreload from './scripts/vite/lean-preload';
import { BUILD_DIR, ROOT } from './scripts/paths.mjs';

export const ENTRIES = {
	cart: 'blocks/cart/index.tsx',
	checkout: 'blocks/checkout/index.tsx',
	'mini-cart': 'blocks/mini-cart/index.tsx',
	storefront: 'storefront/index.ts',
} as const;

/**
 * Small modules every page or both cart pages run, kept in one chunk: left to Rollup, each set of
 * importers got its own tiny chunk (the booking constants, the live region, safe URLs, the attribution
 * cookies), and each file costs its own request and module wrapper (issue 14).
 */
const COMMON_CHUNK = /\/(?:common\/(?:settings|money|booking\/constants|live-region|safe-url)\/|common\/booking\/constants\.ts|common\/cart-events\/(?:constants|listen|own-events|page)\.ts|storefront\/attribution\/(?:constants|cookie-data|data)\.ts|storefront\/site-kit\/cookie\.ts|scripts\/vite\/css-preload\.ts)/;

const ENTRY_STYLESHEETS = new Set( Object.keys( ENTRIES ).map( ( name ) => `${ name }.css` ) );

export default defineConfig( {
	// Relative base: lazy chunks resolve against import.meta.url, wherever the theme is installed.
	base: './',
	publicDir: false,
	plugins: [ entryStylesheets(), wordpressExternals(), leanPreload(), themeStylesheets( path.join( ROOT, 'theme/assets/css' ) ) ],
	esbuild: { jsx: 'automatic', legalComments: 'none' },
	build: {
		outDir: BUILD_DIR,
		emptyOutDir: true,
		target: 'es2020',
		sourcemap: true,
		modulePreload: false,
		// Terser (as modules, three passes) sends about 5% fewer gzip bytes than esbuild's minifier: the
		// cart and checkout budgets (issue 14) need them.
		minify: 'terser',
		terserOptions: { module: true, compress: { passes: 3 }, format: { comments: false } },
		cssCodeSplit: true,
		reportCompressedSize: false,
		rollupOptions: {
			input: ENTRIES,
			// 'strict': shared code goes to a chunk, never into the entry. WordPress loads an entry as
			// `storefront.js?ver=…`; a lazy chunk importing `../storefront.js` (no query) would evaluate
			// the entry a second time and boot every feature twice.
			preserveEntrySignatures: 'strict',
			output: {
				format: 'es',
				entryFileNames: '[name].js',
				chunkFileNames: 'chunks/[name]-[hash].js',
				// wp.i18n is on every page (storefront.js depends on it): its reader joins them.
				manualChunks: ( id ) => ( COMMON_CHUNK.test( id ) || id === '\0wp-external:@wordpress/i18n' ? 'common' : undefined ),
				// An entry's stylesheet keeps the entry's name; lazy chunks' styles and other assets are hashed.
				assetFileNames: ( asset ) =>
					asset.names?.some( ( n ) => ENTRY_STYLESHEETS.has( n ) )
						? '[name][extname]'
						: 'chunks/[name]-[hash][extname]',
			},
		},
	},
} );
