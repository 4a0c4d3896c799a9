// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { gzipSize } from '../page-weight';
import { inlineCode, sumAssets } from './page-weight';

describe( 'a page weighed in the browser', () => {
	it( 'sums scripts and stylesheets apart, heaviest first, and lists what did not arrive', () => {
		const bytes = sumAssets(
			[
				{
					url: 'http://s/wp-includes/js/jquery/jquery.min.js?ver=3.7.1',
					kind: 'js',
					gzip: 30348,
				},
				{ url: 'http://s/a.js', kind: 'js', gzip: 100 },
				{ url: 'http://s/a.css', kind: 'css', gzip: 50 },
				{ url: 'https://fonts.example/css', kind: 'css', gzip: null },
			],
			'<script>var a = 1;</script><script type="application/json">{"b":2}</script><style>.c{}</style>'
		);
		expect( bytes ).toMatchObject( {
			js_gzip: 30448,
			js_count: 2,
			css_gzip: 50,
			css_count: 1,
			jquery: true,
			emoji: false,
		} );
		expect( bytes.js.map( ( a ) => a.gzip ) ).toEqual( [ 30348, 100 ] );
		expect( bytes.unreachable ).toEqual( [ 'https://fonts.example/css' ] );
		expect( bytes.inline_js_gzip ).toBe( gzipSize( 'var a = 1;' ) );
		expect( bytes.inline_css_gzip ).toBe( gzipSize( '.c{}' ) );
	} );

	it( 'finds the emoji detection by its settings even when no emoji file was fetched', () => {
		expect(
			sumAssets(
				[],
				'<script id="wp-emoji-settings" type="application/json">{}</script>'
			).emoji
		).toBe( true );
		expect(
			sumAssets(
				[
					{
						url: 'http://s/wp-includes/js/wp-emoji-release.min.js?ver=7',
						kind: 'js',
						gzip: 5,
					},
				],
				''
			).emoji
		).toBe( true );
	} );

	it( 'keeps module and classic inline scripts, not data blocks or external ones', () => {
		const html =
			'<script type="module">import "x";</script><script src="/a.js"></script><script type="speculationrules">{}</script>' +
			'<script type=\'text/javascript\'>b()</script><script type="application/ld+json">{}</script>';
		expect( inlineCode( html ).js ).toBe( 'import "x";\nb()' );
	} );
} );
