// @vitest-environment node
/**
 * scripts/i18n.mjs: extraction from PHP and TypeScript, merging, and the files WordPress reads.
 */

/** External dependencies */
import path from 'node:path';
import gettextParser from 'gettext-parser';
import { afterEach, describe, expect, it } from 'vitest';

/** Internal dependencies */
import {
	buildLanguages,
	extractFromSource,
	translationCoverage,
} from './i18n.mjs';
import { makeTree, removeTrees } from './test-utils';

afterEach( removeTrees );

/** A throw-away project with the given files. */
const project = ( files: Record< string, string > ) =>
	makeTree( 'tourfront-i18n-', files );

describe( 'extractFromSource (PHP)', () => {
	it( 'finds every gettext function of the tourfront domain with context, plurals and translator comments', () => {
		const php = `<?php
			esc_html_e( 'Dismiss', 'tourfront' );
			echo esc_attr__( "Say \\"hi\\"\\n", 'tourfront' );
			$a = _x( 'Post', 'noun', 'tourfront' );
			/* translators: %d: number of tours. */
			$b = sprintf( _n( '%d tour', '%d tours', $count, 'tourfront' ), $count );
			$c = _nx( '%d day', '%d days', $n, 'duration', 'tourfront' );
			__( 'It\\'s ' . 'joined', 'tourfront' );
			__( 'Other domain', 'woocommerce' );
			__( $dynamic, 'tourfront' );
			__( 'Glued ' . $name, 'tourfront' );
			$obj->__( 'Method', 'tourfront' );`;
		const found = extractFromSource( php, 'php', 'inc/x.php' );
		expect(
			found.map( ( f ) => [ f.msgid, f.msgctxt, f.msgid_plural ] )
		).toEqual( [
			[ 'Dismiss', undefined, undefined ],
			[ 'Say "hi"\n', undefined, undefined ],
			[ 'Post', 'noun', undefined ],
			[ '%d tour', undefined, '%d tours' ],
			[ '%d day', 'duration', '%d days' ],
			[ "It's joined", undefined, undefined ],
		] );
		expect( found[ 3 ].comment ).toBe( '%d: number of tours.' );
		expect( found[ 4 ].comment ).toBe( '' );
		expect( found[ 0 ].reference ).toBe( 'inc/x.php:2' );
	} );
} );

describe( 'extractFromSource (TypeScript)', () => {
	it( 'finds __, _x, _n and _nx with the tourfront domain only', () => {
		const ts = `
			const a = __( 'Cart', 'tourfront' );
			const b = _x( 'Order', 'noun', 'tourfront' );
			// translators: %s: coupon code.
			const c = sprintf( __( 'Coupon "%s" applied.', 'tourfront' ), code );
			const d = _n( '%d item', '%d items', n, 'tourfront' );
			const e = _nx( '%d night', '%d nights', n, 'stay', 'tourfront' );
			const f = __( \`Template\`, 'tourfront' );
			const g = __( \`Dynamic \${ x }\`, 'tourfront' );
			const h = __( 'Other', 'woocommerce' );
			const i = __( 'Caf\\u00e9', 'tourfront' );`;
		const found = extractFromSource( ts, 'js', 'blocks/x.tsx' );
		expect( found.map( ( f ) => f.msgid ) ).toEqual( [
			'Cart',
			'Order',
			'Coupon "%s" applied.',
			'%d item',
			'%d night',
			'Template',
			'Café',
		] );
		expect( found[ 2 ].comment ).toBe( '%s: coupon code.' );
		expect( found[ 4 ] ).toMatchObject( {
			msgctxt: 'stay',
			msgid_plural: '%d nights',
		} );
	} );
} );

describe( 'buildLanguages', () => {
	const files = {
		'theme/inc/a.php':
			"<?php esc_html_e( 'Dismiss', 'tourfront' ); _n( '%d tour', '%d tours', 1, 'tourfront' ); __( 'Untranslated', 'tourfront' );",
		'theme/tests/php/x-test.php': "<?php __( 'Test only', 'tourfront' );",
		'theme/blocks/cart/block.json': JSON.stringify( {
			title: 'Cart (Tourfront)',
			description: 'The cart.',
		} ),
		'storefront/a/index.ts': "__( 'Search', 'tourfront' );",
		'storefront/a/index.test.ts': "__( 'Not shipped', 'tourfront' );",
		'blocks/cart/index.tsx': "_x( 'Total', 'cart', 'tourfront' );",
		'i18n/vi/theme.json': JSON.stringify( {
			Dismiss: 'Ẩn',
			'%d tour': '%d tour',
			'block title\u0004Cart (Tourfront)': 'Giỏ hàng',
		} ),
		'i18n/vi/other.json': JSON.stringify( {
			Dismiss: 'Bỏ qua',
			Search: 'Tìm kiếm',
			'cart\u0004Total': 'Tổng cộng',
		} ),
	};

	it( 'counts strings and translations, skipping tests', () => {
		const root = project( files );
		const coverage = translationCoverage( { root } );
		expect( coverage.strings ).toBe( 7 );
		expect( coverage.translated_vi ).toBe( 5 );
		expect( coverage.missing ).toEqual( [
			'Untranslated',
			'block description | The cart.',
		] );
	} );

	it( 'writes a .po/.mo WordPress can read and Jed JSON per script handle, theme.json winning conflicts', () => {
		const root = project( files );
		const result = buildLanguages( {
			root,
			buildDir: path.join( root, 'no-build' ),
		} );
		expect( result.perEntry ).toBe( false );
		expect( result.conflicts ).toHaveLength( 1 );
		const mo = gettextParser.mo.parse(
			result.files.get( 'vi.mo' ) as Buffer
		);
		expect( mo.headers[ 'Plural-Forms' ] ).toBe( 'nplurals=1; plural=0;' );
		expect( mo.translations[ '' ].Dismiss.msgstr ).toEqual( [ 'Ẩn' ] );
		expect(
			mo.translations[ 'block title' ][ 'Cart (Tourfront)' ].msgstr
		).toEqual( [ 'Giỏ hàng' ] );
		expect( mo.translations[ '' ][ '%d tour' ].msgid_plural ).toBe(
			'%d tours'
		);
		const po = String( result.files.get( 'vi.po' ) );
		expect( po ).toContain( '#: inc/a.php:1' );
		expect( po ).not.toContain( 'Test only' );
		const jed = JSON.parse(
			String(
				result.files.get( 'tourfront-vi-tourfront-storefront.json' )
			)
		);
		expect( jed.locale_data.messages[ '' ] ).toEqual( {
			domain: 'messages',
			lang: 'vi',
			'plural-forms': 'nplurals=1; plural=0;',
		} );
		expect( jed.locale_data.messages.Search ).toEqual( [ 'Tìm kiếm' ] );
		expect( jed.locale_data.messages[ 'cart\u0004Total' ] ).toEqual( [
			'Tổng cộng',
		] );
		expect( jed.locale_data.messages.Dismiss ).toBeUndefined();
	} );

	it( 'puts only the strings of a bundle’s module graph into its JSON, lazy mini-cart strings riding on storefront', () => {
		const root = project( {
			...files,
			'blocks/mini-cart/index.tsx': "__( 'Your cart', 'tourfront' );",
			'i18n/vi/more.json': JSON.stringify( {
				'Your cart': 'Giỏ của bạn',
			} ),
			'build/storefront.js':
				'import{a}from"./chunks/s.js";import("./chunks/lazy.js");',
			'build/storefront.js.map': JSON.stringify( {
				sources: [ '../storefront/a/index.ts' ],
			} ),
			'build/chunks/s.js': '',
			'build/chunks/lazy.js': '',
			'build/cart.js': '',
			'build/cart.js.map': JSON.stringify( {
				sources: [ '../blocks/cart/index.tsx' ],
			} ),
			'build/checkout.js': '',
			'build/mini-cart.js': '',
			'build/mini-cart.js.map': JSON.stringify( {
				sources: [ '../blocks/mini-cart/index.tsx' ],
			} ),
			'build/cart-editor.js': 'import"./chunks/e.js";',
			'build/chunks/e.js': '',
			'build/chunks/e.js.map': JSON.stringify( {
				sources: [ '../../blocks/cart/index.tsx' ],
			} ),
			'build/checkout-editor.js': '',
			'build/mini-cart-editor.js': '',
			'build/compat/wc-blocks-data-store.js': '',
			'build/compat/wc-blocks-components.js': '',
			'build/compat/wc-blocks-checkout.js': '',
			'build/compat/wc-price-format.js': '',
		} );
		const result = buildLanguages( {
			root,
			buildDir: path.join( root, 'build' ),
		} );
		expect( result.perEntry ).toBe( true );
		const keys = ( handle: string ) =>
			Object.keys(
				JSON.parse(
					String(
						result.files.get( `tourfront-vi-${ handle }.json` )
					)
				).locale_data.messages
			).filter( Boolean );
		expect( keys( 'tourfront-storefront' ) ).toEqual( [
			'Search',
			'Your cart',
		] );
		expect( keys( 'tourfront-cart' ) ).toEqual( [ 'cart\u0004Total' ] );
		expect( keys( 'tourfront-checkout' ) ).toEqual( [] );
		expect( keys( 'tourfront-mini-cart' ) ).toEqual( [ 'Your cart' ] );
		// Each block's editor script carries the strings of the components it previews.
		expect( keys( 'tourfront-cart-editor' ) ).toEqual( [
			'cart\u0004Total',
		] );
	} );
} );
