/**
 * ESLint: WordPress's recommended rules (@wordpress/eslint-plugin: ES2015+, React and its hooks, jsx-a11y,
 * i18n, JSDoc, TypeScript through typescript-eslint, and Prettier with @wordpress/prettier-config as the
 * `prettier/prettier` rule). `npm run lint` checks, `npm run format` applies the fixes.
 */

/** External dependencies */
import wordpress from '@wordpress/eslint-plugin';

/** Generated or recorded files: not ours to format. */
const IGNORED = [
	'node_modules/',
	'theme/build/',
	'mocks/site/dist/',
	'dist/',
	'e2e/artifacts/',
	'test-results/',
	'playwright-report/',
	'.cache/',
	'theme/tests/fixtures/build/',
	'bench/.run.bundle.mjs',
	// Declarations beside the .mjs scripts, as WordPress's config leaves out **/*.d.ts.
	'**/*.d.mts',
];

export default [
	{ ignores: IGNORED },
	...wordpress.configs.recommended,
	{
		rules: {
			// A parameter without its @param is a finding to write by hand: the fixer would only add bare
			// `@param name` lines (2,303 on the tree of 2026-11-27), which say nothing.
			'jsdoc/require-param': [ 'error', { enableFixer: false } ],
			// Every string the theme's scripts translate is in the theme's own text domain.
			'@wordpress/i18n-text-domain': [
				'error',
				{ allowedTextDomain: 'tourfront' },
			],
		},
	},
	{
		// Layers point one way (README "Layout"): blocks/ and storefront/ may import common/, common/ imports
		// neither, and blocks/ and storefront/ never import each other. The rule resolves each path (static and
		// dynamic imports, re-exports), so `../../storefront/x` from blocks/ fails however it is spelled.
		files: [ 'blocks/**', 'storefront/**', 'common/**' ],
		rules: {
			'import/no-restricted-paths': [
				'error',
				{
					zones: [
						{
							target: './common',
							from: [ './blocks', './storefront' ],
							message:
								'common/ is imported by blocks/ and storefront/, never the other way: move the shared part into common/.',
						},
						{
							target: './blocks',
							from: './storefront',
							message:
								'blocks/ and storefront/ never import each other: share through common/.',
						},
						{
							target: './storefront',
							from: './blocks',
							message:
								'blocks/ and storefront/ never import each other: share through common/.',
						},
					],
				},
			],
		},
	},
	{
		// TypeScript states each parameter's type in the signature, and the project's style is one JSDoc line
		// per export: an `@param` per parameter would restate the signature. The .js/.mjs
		// files keep the rule, as their types live in the JSDoc.
		files: [ '**/*.ts', '**/*.tsx' ],
		rules: { 'jsdoc/require-param': 'off' },
	},
	{
		// Command-line tools: what they print is their output.
		files: [ 'scripts/**', 'bench/**', 'wp-env/**', 'e2e/global-*.ts' ],
		rules: { 'no-console': 'off' },
	},
	{
		// The mock WooCommerce speaks WordPress's, WooCommerce's and Storefront's own strings through its
		// stand-in for their PHP gettext (mocks/site/i18n.ts, mocks/store/messages.ts), in their text
		// domains: WordPress's rules for the theme's translatable strings do not apply to it.
		files: [ 'mocks/**' ],
		rules: {
			'@wordpress/i18n-text-domain': 'off',
			'@wordpress/i18n-translator-comments': 'off',
			'@wordpress/i18n-no-variables': 'off',
		},
	},
	// The Playwright journeys: the plugin's rules for Playwright tests.
	...wordpress.configs[ 'test-playwright' ].map( ( config ) => ( {
		...config,
		files: [ 'e2e/**/*.ts' ],
	} ) ),
	{
		files: [ 'e2e/**/*.ts' ],
		rules: {
			// A journey the target cannot run is skipped with its reason (`test.skip( isRealStore, '…' )`).
			'playwright/no-skipped-test': [
				'error',
				{ allowConditional: true },
			],
		},
	},
];
