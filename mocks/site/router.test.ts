// @vitest-environment node
/**
 * The demo server's routing and templates: WordPress's redirects, WooCommerce's archive queries and
 * the markup contracts other parts rely on.
 */

/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { verifyNonce } from '../store/nonce';
import { routePage } from './router';
import type { PageResult } from './pages/types';
import type { VariationData } from './data/types';

const get = ( path: string, userId = 0 ): PageResult =>
	routePage( {
		url: new URL( path, 'http://localhost' ),
		userId,
		userName: userId ? 'Lan' : '',
		userEmail: userId ? 'lan@example.com' : '',
	} );
/** The `data-product_variations` JSON of a product page. */
const variationsOf = ( page: string ): VariationData[] => {
	const attr = /data-product_variations="([^"]*)"/.exec( page )?.[ 1 ] ?? '';
	return JSON.parse(
		attr
			.replace( /&quot;/g, '"' )
			.replace( /&amp;/g, '&' )
			.replace( /&#039;/g, "'" )
			.replace( /&lt;/g, '<' )
			.replace( /&gt;/g, '>' )
	);
};
const html = ( path: string, userId = 0 ) => {
	const result = get( path, userId );
	if ( ! ( 'html' in result ) ) {
		throw new Error( `${ path } redirected` );
	}
	return result.html;
};

describe( 'demo routes', () => {
	it( 'adds the trailing slash like WordPress (301)', () => {
		expect( get( '/shop?orderby=price' ) ).toEqual( {
			status: 301,
			location: '/shop/?orderby=price',
		} );
	} );

	it( 'sends a product search with a single hit to the product (302)', () => {
		expect( get( '/?s=mu+cang+chai&post_type=product' ) ).toEqual( {
			status: 302,
			location: '/product/tour-mu-cang-chai-mua-lua-chin-3-ngay-2-dem/',
		} );
	} );

	it( 'answers unknown pages, categories and pages past the last with the 404 template', () => {
		expect( get( '/khong-co/' ).status ).toBe( 404 );
		expect( get( '/product-category/khong-co/' ).status ).toBe( 404 );
		expect( get( '/shop/page/99/' ).status ).toBe( 404 );
	} );

	it( 'serves the terms and privacy pages the checkout and the account forms link to, as the seed publishes them', () => {
		const settings = html( '/checkout/' ).replace( /\\\//g, '/' );
		for ( const [ path, title ] of [
			[ '/dieu-khoan/', 'Điều khoản và điều kiện' ],
			[ '/chinh-sach-bao-mat/', 'Chính sách bảo mật' ],
		] ) {
			expect( get( path ).status ).toBe( 200 );
			expect( html( path ) ).toContain(
				`<h1 class="entry-title">${ title }</h1>`
			);
			expect( settings ).toContain( path );
		}
	} );

	it( 'pages the shop 12 at a time with sorting kept in the links', () => {
		const page = html( '/shop/?orderby=price' );
		expect( page.match( /<li class="product /g ) ).toHaveLength( 12 );
		expect( page ).toContain( 'href="/shop/page/2/?orderby=price"' );
		expect( page ).toMatch( /<option value="price" selected='selected'>/ );
	} );

	it( 'sorts by price ascending', () => {
		// The current price: the sale price (`ins`) when there is one, else the only or lowest amount.
		const items = html( '/shop/?orderby=price' )
			.split( '<li class="product ' )
			.slice( 1 );
		const prices = items.map( ( item ) => {
			const price =
				/<span class="price">([\s\S]*?)<\/a>/.exec( item )?.[ 1 ] ?? '';
			const current =
				/<ins[^>]*>[\s\S]*?<bdi>([\d.]+)/.exec( price ) ??
				/<bdi>([\d.]+)/.exec( price );
			return Number( current?.[ 1 ].replace( /\./g, '' ) );
		} );
		expect( prices ).toHaveLength( 12 );
		expect( prices ).toEqual( [ ...prices ].sort( ( a, b ) => a - b ) );
	} );

	it( 'prints the in-place add-to-cart link WooCommerce prints for a simple product (an extra)', () => {
		expect( html( '/shop/' ) ).toMatch(
			/<a href="\/shop\/\?add-to-cart=201" aria-describedby="woocommerce_loop_add_to_cart_link_describedby_201" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="201" data-product_sku="SACH-HA-LONG"/
		);
	} );

	it( 'prints the departures of a tour as escaped JSON (city × date)', () => {
		const page = html( '/product/tour-da-nang-hoi-an-ba-na-4-ngay-3-dem/' );
		const variations = variationsOf( page );
		expect(
			variations.map( ( v: { variation_id: number } ) => v.variation_id )
		).toEqual( [ 1350, 1351, 1352, 1353, 1354, 1355 ] );
		expect( Object.keys( variations[ 0 ].attributes ) ).toEqual( [
			'attribute_pa_khoi-hanh',
			'attribute_pa_ngay-khoi-hanh',
		] );
		expect(
			variations[ 0 ].attributes[ 'attribute_pa_ngay-khoi-hanh' ]
		).toMatch( /^\d{4}-\d{2}-\d{2}$/ );
		expect( variations[ 0 ].tourfront_booking ).toMatchObject( {
			adult_price: 6490000,
			child_price: 4990000,
		} );
		expect( page ).toContain( '<option value="ha-noi"' );
	} );

	it( "prints the stock line whenever stock is managed, in the store's Vietnamese, as wc_get_stock_html does", () => {
		// The printed guidebook: 25 copies, far above the low-stock threshold.
		expect(
			html( '/product/sach-huong-dan-du-lich-ha-long-ban-in/' )
		).toContain( '<p class="stock in-stock">Còn 25 trong kho</p>' );
		// The SIM does not manage stock: no line.
		expect( html( '/product/sim-du-lich-4g-7-ngay/' ) ).not.toContain(
			'<p class="stock'
		);
		// A departure of Hạ Long leaves its seats to the date picker ("Còn 20 chỗ"), so no "Còn 20 trong
		// kho" beside it; a sold-out one says "Hết chỗ", as the theme's woocommerce_get_availability_text.
		const variations = variationsOf(
			html( '/product/tour-ha-long-2-ngay-1-dem-tren-du-thuyen/' )
		);
		expect( variations.length ).toBeGreaterThan( 3 );
		for ( const variation of variations ) {
			expect( variation.availability_html ).toBe(
				variation.is_in_stock
					? ''
					: '<p class="stock out-of-stock">Hết chỗ</p>\n'
			);
		}
		expect(
			variations.some( ( variation ) => ! variation.is_in_stock )
		).toBe( true );
	} );

	it( 'prints the mount points with their skeleton and only the bundles each page needs', () => {
		const cart = html( '/cart/' );
		expect( cart ).toContain(
			'class="wp-block-tourfront-cart is-loading alignwide" data-block-name="tourfront/cart"'
		);
		expect( cart ).toMatch(
			/tourfront-cart-js" src="\/wp-content\/themes\/tourfront\/build\/cart\.js\?ver=/
		);
		expect( cart ).toContain( 'id="site-header-cart"' ); // Storefront keeps the header cart on the cart page.
		const shop = html( '/shop/' );
		expect( shop ).not.toContain( 'build/cart.js' );
		expect( shop ).toContain(
			'id="site-header-cart" class="site-header-cart tourfront-mini-cart" data-block-name="tourfront/mini-cart"'
		);
	} );

	it( 'prints the settings object with the lazy mini-cart assets and the Vietnamese locale', () => {
		const json =
			/window\.tourfrontSettings = (.*);<\/script>/.exec(
				html( '/shop/' )
			)?.[ 1 ] ?? '{}';
		const settings = JSON.parse( json );
		expect( settings.locale.userLocale ).toBe( 'vi' );
		expect( settings.theme.mini_cart_assets.module ).toMatch(
			/^\/wp-content\/themes\/tourfront\/build\/mini-cart\.js\?ver=/
		);
		expect( settings.storeApi.root ).toBe( '/wp-json/' );
		// A nonce the in-browser store accepts: made by the same site, in this tick.
		expect(
			verifyNonce(
				settings.storeApi.nonce,
				settings.storeApi.nonceTimestamp
			)
		).toBe( 1 );
		expect( settings.checkoutData ).toBeUndefined();
	} );

	it( 'prints the table of contents before an article with its headings ids', () => {
		const page = html( '/kinh-nghiem-du-lich-vinh-ha-long/' );
		const links = [
			...page.matchAll(
				/<li class="tourfront-toc__item[^"]*"><a href="#([^"]+)"/g
			),
		].map( ( m ) => m[ 1 ] );
		expect( links.length ).toBeGreaterThanOrEqual( 5 );
		for ( const id of links ) {
			expect( page ).toContain( ` id="${ id }"` );
		}
	} );

	it( 'prints the login and register forms to guests and the account to the demo customer', () => {
		expect( html( '/my-account/' ) ).toContain( 'id="reg_password"' );
		const account = html( '/my-account/edit-account/', 7 );
		expect( account ).toContain(
			'woocommerce-MyAccount-navigation-link--edit-account is-active'
		);
		expect( account ).toContain( 'value="lan@example.com"' );
	} );
} );
