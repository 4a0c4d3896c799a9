// @vitest-environment node
/** External dependencies */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { coreScripts, gzipSize } from '../page-weight';
import { modelPage, type RealAssets } from './model';
import { assetKey, referencedAssets } from './page-assets';

const SITE = 'http://store.test';

function fixtureTheme() {
	const root = mkdtempSync( path.join( tmpdir(), 'tf-model-' ) );
	const build = path.join( root, 'build' );
	mkdirSync( path.join( build, 'chunks' ), { recursive: true } );
	mkdirSync( path.join( root, 'theme/assets/css' ), { recursive: true } );
	writeFileSync(
		path.join( build, 'storefront.js' ),
		'import"./chunks/a.js";import("./chunks/lazy.js");'
	);
	writeFileSync(
		path.join( build, 'chunks/a.js' ),
		'console.info("a")'.repeat( 40 )
	);
	writeFileSync(
		path.join( build, 'chunks/lazy.js' ),
		'console.info("lazy")'.repeat( 40 )
	);
	writeFileSync(
		path.join( build, 'storefront.asset.php' ),
		"<?php return array('dependencies' => array('wp-i18n', 'wp-a11y'), 'version' => '1');"
	);
	writeFileSync( path.join( build, 'storefront.css' ), '.a{color:red}' );
	writeFileSync(
		path.join( root, 'theme/assets/css/10-base.css' ),
		'body{margin:0}'
	);
	return { build, theme: path.join( root, 'theme' ) };
}

const assets = ( entries: RealAssets[ 'assets' ] ): RealAssets => ( {
	recorded_from: SITE,
	recorded_at: '2026-11-24',
	versions: { wordpress: '7.0.4', woocommerce: '11.0.1', themes: {} },
	assets: entries,
} );

const page = ( body: string ) =>
	`<html><head>${ body }</head><body></body></html>`;

describe( 'recorded page assets', () => {
	it( 'keys files by path and query, keeps other hosts apart, reads handles and the emoji file', () => {
		expect(
			assetKey( `${ SITE }/wp-includes/js/x.js?ver=1&#038;a=2`, SITE )
		).toBe( '/wp-includes/js/x.js?ver=1&a=2' );
		expect( assetKey( 'https://fonts.example/css?family=A', SITE ) ).toBe(
			'//fonts.example/css?family=A'
		);
		const html = page(
			`<link rel='stylesheet' id='storefront-style-css' href='${ SITE }/wp-content/themes/storefront/style.css?ver=4.6.2' media='all' />` +
				`<link rel="preload" href="${ SITE }/font.woff2" />` +
				`<script id="jquery-core-js" src="${ SITE }/wp-includes/js/jquery/jquery.min.js?ver=3.7.1"></script>` +
				`<script id="wp-emoji-settings" type="application/json">{"source":{"concatemoji":"${ SITE }/wp-includes/js/wp-emoji-release.min.js?ver=7.0.4"}}</script>`
		);
		expect( referencedAssets( html ) ).toEqual( [
			{
				kind: 'css',
				handle: 'storefront-style',
				url: `${ SITE }/wp-content/themes/storefront/style.css?ver=4.6.2`,
				key: '/wp-content/themes/storefront/style.css?ver=4.6.2',
			},
			{
				kind: 'js',
				handle: 'jquery-core',
				url: `${ SITE }/wp-includes/js/jquery/jquery.min.js?ver=3.7.1`,
				key: '/wp-includes/js/jquery/jquery.min.js?ver=3.7.1',
			},
			{
				kind: 'js',
				handle: 'concatemoji',
				url: `${ SITE }/wp-includes/js/wp-emoji-release.min.js?ver=7.0.4`,
				key: '/wp-includes/js/wp-emoji-release.min.js?ver=7.0.4',
			},
		] );
	} );
} );

describe( 'the byte model', () => {
	it( 'weighs our entry and its static chunks from the build, the rest from the recording, and the inline code', () => {
		const { build, theme } = fixtureTheme();
		const html = page(
			`<link rel="stylesheet" id="tourfront-10-base-css" href="${ SITE }/wp-content/themes/tourfront/assets/css/10-base.css?ver=9" />` +
				`<link rel="stylesheet" id="tourfront-storefront-css" href="${ SITE }/wp-content/themes/tourfront/build/storefront.css?ver=old" />` +
				`<link rel="stylesheet" id="tourfront-gone-css" href="${ SITE }/wp-content/themes/tourfront/assets/css/99-gone.css?ver=9" />` +
				`<link rel="stylesheet" id="storefront-fonts-css" href="https://fonts.example/css?family=A" />` +
				`<script id="wp-hooks-js" src="${ SITE }/wp-includes/js/dist/hooks.min.js?ver=h"></script>` +
				`<script id="wp-i18n-js" src="${ SITE }/wp-includes/js/dist/i18n.min.js?ver=i"></script>` +
				`<script>window.settings = {"a":1};</script><script type="application/ld+json">{"x":1}</script><style>.s{color:red}</style>` +
				`<script type="module" id="tourfront-storefront-js" src="${ SITE }/wp-content/themes/tourfront/build/storefront.js?ver=old"></script>` +
				`<script id="plugin-x-js" src="${ SITE }/wp-content/plugins/x/x.js?ver=1"></script>`
		);
		const model = modelPage( html, {
			buildDir: build,
			themeDir: theme,
			assets: assets( {
				'/wp-includes/js/dist/hooks.min.js?ver=h': {
					handle: 'wp-hooks',
					kind: 'js',
					raw: 5000,
					gzip: 1800,
				},
				'/wp-includes/js/dist/i18n.min.js?ver=i': {
					handle: 'wp-i18n',
					kind: 'js',
					raw: 6000,
					gzip: 2400,
				},
			} ),
		} );
		const core = coreScripts( 'wordpress-7.1' );
		// wp-a11y is new to the page: it and its dom-ready come from WordPress's table; wp-i18n was printed.
		const added = [ 'wp-a11y', 'wp-dom-ready' ];
		const ours =
			gzipSize( 'import"./chunks/a.js";import("./chunks/lazy.js");' ) +
			gzipSize( 'console.info("a")'.repeat( 40 ) );
		expect( model.js_gzip ).toBe(
			1800 +
				2400 +
				ours +
				added.reduce( ( s, h ) => s + core[ h ].gzip, 0 )
		);
		expect( model.files.map( ( f ) => f.key ) ).not.toContain(
			'/wp-content/themes/tourfront/build/chunks/lazy.js'
		);
		expect( model.css_gzip ).toBe(
			gzipSize( 'body{margin:0}' ) + gzipSize( '.a{color:red}' )
		);
		expect( model.css_count ).toBe( 2 );
		expect( model.unknown ).toEqual( [
			'/wp-content/plugins/x/x.js?ver=1',
		] );
		expect( model.external ).toEqual( [ '//fonts.example/css?family=A' ] );
		expect( model.inline_js_gzip ).toBe(
			gzipSize( 'window.settings = {"a":1};' )
		);
		expect( model.inline_css_gzip ).toBe( gzipSize( '.s{color:red}' ) );
	} );

	it( 'counts jQuery when a recorded page has it, and the emoji file its loader fetches', () => {
		const { build, theme } = fixtureTheme();
		const html = page(
			`<script id="jquery-core-js" src="${ SITE }/wp-includes/js/jquery/jquery.min.js?ver=3.7.1"></script>` +
				`<script id="wp-emoji-settings" type="application/json">{"source":{"concatemoji":"${ SITE }/wp-includes/js/wp-emoji-release.min.js?ver=7"}}</script>`
		);
		const model = modelPage( html, {
			buildDir: build,
			themeDir: theme,
			assets: assets( {
				'/wp-includes/js/jquery/jquery.min.js?ver=3.7.1': {
					handle: 'jquery-core',
					kind: 'js',
					raw: 87000,
					gzip: 30348,
				},
				'/wp-includes/js/wp-emoji-release.min.js?ver=7': {
					handle: 'concatemoji',
					kind: 'js',
					raw: 18000,
					gzip: 5332,
				},
			} ),
		} );
		expect( model.js_gzip ).toBe( 30348 + 5332 );
		expect( model.unknown ).toEqual( [] );
	} );

	it( 'adds the chunks a page loads lazily by itself, found again by the modules they hold', () => {
		const { build, theme } = fixtureTheme();
		writeFileSync(
			path.join( build, 'chunks/lazy.js.map' ),
			JSON.stringify( {
				sources: [
					'../../storefront/toc/enhance.ts',
					'../../node_modules/x/index.js',
				],
			} )
		);
		const html = page(
			`<script type="module" id="tourfront-storefront-js" src="${ SITE }/wp-content/themes/tourfront/build/storefront.js?ver=1"></script>`
		);
		const inputs = {
			buildDir: build,
			themeDir: theme,
			assets: assets( {} ),
		};
		const without = modelPage( html, inputs );
		const withLazy = modelPage( html, {
			...inputs,
			lazyModules: [ 'storefront/toc/enhance.ts' ],
		} );
		expect( withLazy.js_gzip - without.js_gzip ).toBe(
			gzipSize( 'console.info("lazy")'.repeat( 40 ) )
		);
		expect(
			modelPage( html, {
				...inputs,
				lazyModules: [ 'storefront/gone/enhance.ts' ],
			} ).js_gzip
		).toBe( without.js_gzip );
	} );
	it( 'drops the WordPress packages the current bundles no longer need, unless a script of unknown needs is on the page', () => {
		const { build, theme } = fixtureTheme();
		writeFileSync(
			path.join( build, 'storefront.asset.php' ),
			"<?php return array('dependencies' => array('wp-i18n'), 'version' => '2');"
		);
		const script = ( handle: string, file: string ) =>
			`<script id="${ handle }-js" src="${ SITE }${ file }"></script>`;
		const recorded = assets( {
			'/wp-includes/js/dist/hooks.min.js?ver=h': {
				handle: 'wp-hooks',
				kind: 'js',
				raw: 5000,
				gzip: 1800,
			},
			'/wp-includes/js/dist/i18n.min.js?ver=i': {
				handle: 'wp-i18n',
				kind: 'js',
				raw: 6000,
				gzip: 2400,
			},
			'/wp-includes/js/dist/dom-ready.min.js?ver=d': {
				handle: 'wp-dom-ready',
				kind: 'js',
				raw: 900,
				gzip: 460,
			},
			'/wp-includes/js/dist/a11y.min.js?ver=a': {
				handle: 'wp-a11y',
				kind: 'js',
				raw: 2500,
				gzip: 1030,
			},
			'/wp-includes/js/comment-reply.min.js?ver=7': {
				handle: 'comment-reply',
				kind: 'js',
				raw: 3000,
				gzip: 1300,
			},
			'/wp-content/plugins/x/x.js?ver=1': {
				handle: 'plugin-x',
				kind: 'js',
				raw: 100,
				gzip: 90,
			},
		} );
		// Recorded when our bundle still asked for wp-a11y (and so its wp-dom-ready); comment-reply is enqueued by itself.
		const printed =
			script( 'wp-hooks', '/wp-includes/js/dist/hooks.min.js?ver=h' ) +
			script( 'wp-i18n', '/wp-includes/js/dist/i18n.min.js?ver=i' ) +
			script(
				'wp-dom-ready',
				'/wp-includes/js/dist/dom-ready.min.js?ver=d'
			) +
			script( 'wp-a11y', '/wp-includes/js/dist/a11y.min.js?ver=a' ) +
			script(
				'comment-reply',
				'/wp-includes/js/comment-reply.min.js?ver=7'
			) +
			`<script type="module" id="tourfront-storefront-js" src="${ SITE }/wp-content/themes/tourfront/build/storefront.js?ver=1"></script>`;
		const keys = ( html: string ) =>
			modelPage( page( html ), {
				buildDir: build,
				themeDir: theme,
				assets: recorded,
			} ).files.map( ( f ) => f.key.replace( /\?.*$/, '' ) );
		const kept = [
			'/wp-includes/js/dist/hooks.min.js',
			'/wp-includes/js/dist/i18n.min.js',
			'/wp-includes/js/comment-reply.min.js',
		];
		const dropped = [
			'/wp-includes/js/dist/dom-ready.min.js',
			'/wp-includes/js/dist/a11y.min.js',
		];
		expect( keys( printed ) ).toEqual( expect.arrayContaining( kept ) );
		expect( keys( printed ) ).not.toEqual(
			expect.arrayContaining( dropped.slice( 0, 1 ) )
		);
		expect( keys( printed ) ).not.toEqual(
			expect.arrayContaining( dropped.slice( 1 ) )
		);
		// A plugin's script may depend on them: kept.
		expect(
			keys(
				printed +
					script( 'plugin-x', '/wp-content/plugins/x/x.js?ver=1' )
			)
		).toEqual( expect.arrayContaining( [ ...kept, ...dropped ] ) );
	} );
} );
