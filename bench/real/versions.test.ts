// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { parseThemeHeader, parseVersions } from './versions';

describe( 'store versions', () => {
	it( 'reads the generator tags and the style.css of each theme folder a page references', () => {
		const html =
			'<meta name="generator" content="WordPress 7.0.4" />\n<meta name="generator" content="WooCommerce 11.0.1" />' +
			"<link rel='stylesheet' href='http://s/wp-content/themes/storefront/style.css?ver=4.6.2' />" +
			'<link rel="stylesheet" href="http://s/wp-content/themes/tourfront/build/site.css?ver=1" />' +
			'<script type="module" src="http://s/wp-content/themes/tourfront/build/storefront.js?ver=2"></script>' +
			'<script src="http://s/wp-content/themes/storefront/assets/js/navigation.min.js?ver=4.6.2"></script>';
		expect( parseVersions( html ) ).toEqual( {
			wordpress: '7.0.4',
			woocommerce: '11.0.1',
			themeStylesheets: [
				'http://s/wp-content/themes/storefront/style.css',
				'http://s/wp-content/themes/tourfront/style.css',
			],
		} );
		expect( parseVersions( '<html></html>' ) ).toEqual( {
			wordpress: null,
			woocommerce: null,
			themeStylesheets: [],
		} );
	} );

	it( 'reads a theme header', () => {
		expect(
			parseThemeHeader(
				'/*\nTheme Name:        Tourfront\nTemplate: storefront\nVersion:           0.1.0\n*/'
			)
		).toEqual( { name: 'Tourfront', version: '0.1.0' } );
		expect(
			parseThemeHeader(
				'/* Theme Name: Storefront\n * Version: 4.6.2 */'
			)
		).toEqual( { name: 'Storefront', version: '4.6.2' } );
		expect( parseThemeHeader( 'body{}' ) ).toBeNull();
	} );
} );
