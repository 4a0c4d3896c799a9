/**
 * Builds the theme's four entries into theme/build/ the WordPress way (see scripts/vite/wordpress-externals.ts),
 * the theme's stylesheets into one minified file per need (scripts/vite/theme-stylesheets.ts), then the
 * blocks' editor scripts in a second pass.
 */

/** External dependencies */
import path from 'node:path';
import { build, defineConfig, type Plugin, type UserConfig } from 'vite';

/** Internal dependencies */
import wordpressExternals from './scripts/vite/wordpress-externals';
import entryStylesheets from './scripts/vite/entry-stylesheets';
import themeStylesheets from './scripts/vite/theme-stylesheets';
import scopeSelectors from './scripts/vite/scope-selectors';
import leanPreload from './scripts/vite/lean-preload';
import pageStores from './scripts/vite/page-stores';
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
 * cookies), and each file costs its own request and module wrapper.
 */
const COMMON_CHUNK =
	/\/(?:common\/(?:settings|money|booking\/constants|live-region|safe-url)\/|common\/booking\/constants\.ts|common\/cart-events\/(?:constants|listen|own-events|page)\.ts|common\/attribution\/(?:constants|cookie-data|data|events)\.ts|common\/cookie\/index\.ts|common\/icon-button\/index\.ts|scripts\/vite\/css-preload\.ts)/;

/**
 * What a product page runs, in one chunk: the page's features (storefront/product-page.ts), the
 * variation form, the gallery, the quantity buttons and a tour's booking box. Each of them alone was its
 * own chunk, all fetched by every tour page; one file compresses about 1.4 KB smaller than five, which a
 * tour page's 25 KB budget needs. The quantity arithmetic stays apart (the shop's listings use it), and so
 * do the party rules (the cart's travellers editor), the variation form (only where WooCommerce printed
 * the variations) and the large tour's calendar (the tours where it did not).
 */
const PRODUCT_CHUNK =
	/\/storefront\/(?:product-page\.ts|booking\/(?:box|date-picker|enhance|feed|stepper|travellers)\.ts|variations\/(?:constants|enhance)\.ts|product-gallery\/(?:enhance|gallery|variation-image)\.ts|quantity\/(?:buttons|enhance)\.ts|product-tabs\/tabs\.ts|reviews\/(?:conditions|constants|on-demand)\.ts|sticky-add-to-cart\/on-scroll\.ts)$/;

/**
 * The blocks' editor scripts (block.json `editorScript`, loaded in the block editor only). They are built
 * in a second pass: in one graph with the front-end entries, Rollup would move the cart and checkout
 * components they share into new chunks and change what the shop's pages load.
 */
export const EDITOR_ENTRIES = {
	'cart-editor': 'blocks/editor/cart.tsx',
	'checkout-editor': 'blocks/editor/checkout.tsx',
	'mini-cart-editor': 'blocks/editor/mini-cart.tsx',
} as const;

/**
 * The stand-ins for WooCommerce's script handles (`blocks/compat`, registered by theme/inc/compat-scripts.php),
 * built into build/compat/ in a third pass, each a classic script of its own (IIFE): a plugin's script that
 * declares one of these handles runs at once, before the page's modules, and reads `wc.blocksCheckout` at its
 * top. None is on a page unless a plugin's script depends on it.
 */
export const COMPAT_ENTRIES = {
	'wc-blocks-data-store': 'blocks/compat/wc-blocks-data-store.ts',
	'wc-blocks-components': 'blocks/compat/wc-blocks-components.ts',
	'wc-blocks-checkout': 'blocks/compat/wc-blocks-checkout.ts',
	'wc-price-format': 'blocks/compat/wc-price-format.ts',
} as const;

const ENTRY_STYLESHEETS = new Set(
	[ ...Object.keys( ENTRIES ), ...Object.keys( EDITOR_ENTRIES ) ].map(
		( name ) => `${ name }.css`
	)
);

/** What both passes share: relative base, externals, one stylesheet per entry, terser. */
function bundleConfig(
	input: Record< string, string >,
	emptyOutDir: boolean,
	plugins: Plugin[],
	css?: UserConfig[ 'css' ]
): UserConfig {
	return {
		...( css ? { css } : {} ),
		// Relative base: lazy chunks resolve against import.meta.url, wherever the theme is installed.
		base: './',
		publicDir: false,
		plugins: [
			entryStylesheets(),
			wordpressExternals(),
			leanPreload(),
			...plugins,
		],
		esbuild: { jsx: 'automatic', legalComments: 'none' },
		build: {
			outDir: BUILD_DIR,
			emptyOutDir,
			target: 'es2020',
			sourcemap: true,
			modulePreload: false,
			// Terser (as modules, three passes) sends about 5% fewer gzip bytes than esbuild's minifier: the
			// cart and checkout budgets need them.
			minify: 'terser',
			terserOptions: {
				module: true,
				compress: { passes: 3 },
				format: { comments: false },
			},
			cssCodeSplit: true,
			reportCompressedSize: false,
			// One chunk passes Vite's 500 kB default: zxcvbn (chunks/main-*.js, about 820 kB, nearly all of it
			// the word lists of one module, which cannot be split). It is the password meter's last resort,
			// fetched on the first keystroke only where neither the page nor WordPress's own
			// wp-includes/js/zxcvbn.min.js (settings `theme.zxcvbn_src`) gives one; a store serves WordPress's
			// copy. Any other chunk this large is a mistake and still warns.
			chunkSizeWarningLimit: 850,
			rollupOptions: {
				input,
				// 'strict': shared code goes to a chunk, never into the entry. WordPress loads an entry as
				// `storefront.js?ver=…`; a lazy chunk importing `../storefront.js` (no query) would evaluate
				// the entry a second time and boot every feature twice.
				preserveEntrySignatures: 'strict',
				output: {
					format: 'es',
					entryFileNames: '[name].js',
					chunkFileNames: 'chunks/[name]-[hash].js',
					// wp.i18n is on every page (storefront.js depends on it): its reader joins them.
					manualChunks: ( id ) => {
						if (
							COMMON_CHUNK.test( id ) ||
							id === '\0wp-external:@wordpress/i18n'
						) {
							return 'common';
						}
						// Rollup pulls a manual chunk's dependencies into it unless they are assigned elsewhere:
						// these are shared with other pages and keep chunks of their own.
						if ( id.endsWith( '/storefront/index.ts' ) ) {
							return 'index';
						}
						if (
							/\/common\/booking\/(?:departure-label|messages|party)\.ts$/.test(
								id
							)
						) {
							return 'party';
						}
						if (
							/\/storefront\/quantity\/(?:quantity-math|raise)\.ts$/.test(
								id
							)
						) {
							return 'quantity-math';
						}
						return PRODUCT_CHUNK.test( id )
							? 'product-page'
							: undefined;
					},
					// An entry's stylesheet keeps the entry's name; lazy chunks' styles and other assets are hashed.
					assetFileNames: ( asset ) =>
						asset.names?.some( ( n ) => ENTRY_STYLESHEETS.has( n ) )
							? '[name][extname]'
							: 'chunks/[name]-[hash][extname]',
				},
			},
		},
	};
}

/** Runs the editor pass once the front-end bundles are written (into the same folder, not emptied). */
function editorPass(): Plugin {
	return {
		name: 'tourfront:editor-pass',
		apply: 'build',
		async closeBundle() {
			// The blocks' rules under the preview's class, one id heavier: they must beat WooCommerce's block
			// styles and wp-admin's form styles in the editor canvas (scripts/vite/scope-selectors.ts).
			const css = {
				postcss: {
					plugins: [
						scopeSelectors(
							'.tourfront-editor-preview',
							':not(#tourfront-preview)'
						),
					],
				},
			};
			await build( {
				root: ROOT,
				configFile: false,
				logLevel: 'warn',
				// The previews render in registries of their own (blocks/editor/preview-registry.ts): the
				// store indexes become references by name, so nothing is registered on the editor's default
				// registry, where WooCommerce's own data script has the same store names.
				...bundleConfig( EDITOR_ENTRIES, false, [ pageStores() ], css ),
			} );
		},
	};
}

/** Builds each compatibility script as one classic script once the front-end bundles are written. */
function compatPass(): Plugin {
	return {
		name: 'tourfront:compat-pass',
		apply: 'build',
		async closeBundle() {
			for ( const [ name, input ] of Object.entries( COMPAT_ENTRIES ) ) {
				await build( {
					root: ROOT,
					configFile: false,
					logLevel: 'warn',
					publicDir: false,
					// The page's stores stay the page bundle's: their index modules become references by name.
					plugins: [ pageStores(), wordpressExternals() ],
					esbuild: { jsx: 'automatic', legalComments: 'none' },
					build: {
						outDir: path.join( BUILD_DIR, 'compat' ),
						emptyOutDir: false,
						target: 'es2020',
						sourcemap: true,
						modulePreload: false,
						minify: 'terser',
						terserOptions: {
							compress: { passes: 3 },
							format: { comments: false },
						},
						reportCompressedSize: false,
						rollupOptions: {
							input: { [ name ]: input },
							output: {
								format: 'iife',
								entryFileNames: '[name].js',
								inlineDynamicImports: true,
							},
						},
					},
				} );
			}
		},
	};
}

export default defineConfig(
	bundleConfig( ENTRIES, true, [
		themeStylesheets( path.join( ROOT, 'theme/assets/css' ) ),
		editorPass(),
		compatPass(),
	] )
);
