/**
 * The theme's admin-ajax actions over MSW: live search and quick view, as theme/'s PHP answers.
 */

/** External dependencies */
import Fuse from 'fuse.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

/** Internal dependencies */
import {
	createClientSearch,
	toRecord,
} from '../../storefront/live-search/client-index';
import { RECORDED_TOURS } from '../fixtures/recorded';
import { setupMockWoo } from '../node';

const mock = setupMockWoo( {
	tours: RECORDED_TOURS,
	tourfront: false,
	seed: 'theme-ajax-test',
} );
const AJAX = 'http://localhost/wp-admin/admin-ajax.php';

beforeAll( () => mock.listen() );
afterEach( () => mock.reset() );
afterAll( () => mock.server.close() );

const search = async ( query: string, extra = '' ) =>
	(
		await fetch(
			`${ AJAX }?action=tourfront_ajax_search_products&query=${ encodeURIComponent( query ) }${ extra }`
		)
	).json();

function quickView( product: string ) {
	return fetch( AJAX, {
		method: 'POST',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
		body: `action=tourfront_quickview&product=${ product }`,
	} );
}

describe( 'tourfront_ajax_search_products', () => {
	it( 'answers suggestions with id, value, url, img, price and data', async () => {
		const { suggestions } = await search( 'fansipan' );
		expect( suggestions ).toEqual( [
			{
				id: 13,
				value: 'Tour Sa Pa - Fansipan 3 ngày 2 đêm',
				url: '/product/tour-sa-pa-fansipan-3-ngay-2-dem/',
				img: '/wp-content/uploads/tourfront/sp-3n2d.svg',
				price: '<span class="woocommerce-Price-amount amount">3.590.000&nbsp;<span class="woocommerce-Price-currencySymbol">&#8363;</span></span>',
				data: { sku: 'SP-3N2D', category: 'Tour miền Bắc' },
			},
		] );
	} );

	it( 'under 3 characters (trimmed) answers no suggestions; nothing found is one id -1 entry', async () => {
		expect( await search( '  ha ' ) ).toEqual( { suggestions: [] } );
		expect( await search( 'khongcogi' ) ).toEqual( {
			suggestions: [
				{
					id: -1,
					value: 'No products found.',
					url: '#',
					img: '',
					price: '',
					data: null,
				},
			],
		} );
	} );

	it( 'ignores punctuation and case: "SA PA – Fansipan!" finds the tour', async () => {
		expect(
			( await search( 'SA PA – Fansipan!' ) ).suggestions.map(
				( s: { id: number } ) => s.id
			)
		).toEqual( [ 13 ] );
	} );

	it( 'caps at 10 suggestions and honours product_cat', async () => {
		expect( ( await search( 'tour' ) ).suggestions ).toHaveLength( 10 );
		const north = ( await search( 'tour', '&product_cat=tour-mien-bac' ) )
			.suggestions;
		expect(
			north.map(
				( s: { data: { category: string } } ) => s.data.category
			)
		).toEqual(
			Array(
				RECORDED_TOURS.filter( ( tour ) => tour.categoryId === 16 )
					.length
			).fill( 'Tour miền Bắc' )
		);
	} );
} );

describe( 'tourfront_search_catalogue', () => {
	it( 'lets the client index show what the server will answer, in the same order (the list never reorders)', async () => {
		const { records } = await (
			await fetch( `${ AJAX }?action=tourfront_search_catalogue` )
		).json();
		const client = createClientSearch( records.map( toRecord ), Fuse );
		for ( const query of [
			'tour',
			'ha long',
			'ngay dem',
			'nha trang',
			'da nang hoi an',
			'tour mien',
			'long',
		] ) {
			const server = ( await search( query ) ).suggestions.map(
				( s: { id: number } ) => s.id
			);
			const local = client( query, '' ).map( ( s ) => s.id );
			expect( local.length, query ).toBeGreaterThan( 0 );
			// The server may add products only its descriptions match, after those.
			expect( server.slice( 0, local.length ), query ).toEqual( local );
		}
	} );
} );

describe( 'tourfront_quickview', () => {
	it( 'answers the simple product HTML with gallery, title link, price, rating and form.cart', async () => {
		const response = await quickView( '11' );
		expect( response.status ).toBe( 200 );
		expect( response.headers.get( 'Content-Type' ) ).toContain(
			'text/html'
		);
		const html = await response.text();
		expect( html ).toMatch(
			/^<div class="tourfront-quickview product" data-product_id="11"><div class="woocommerce-product-gallery tourfront-quickview__gallery" data-columns="4"><div class="woocommerce-product-gallery__wrapper"><div class="woocommerce-product-gallery__image" data-thumb="/
		);
		expect( html ).toContain(
			'<h2 class="product_title entry-title"><a href="/product/tour-ha-long-2-ngay-1-dem-tren-du-thuyen/">Tour Hạ Long 2 ngày 1 đêm trên du thuyền</a></h2>'
		);
		// The average in the shop's decimal separator, as the page's ratings write it.
		expect( html ).toContain(
			'<div class="woocommerce-product-rating"><div class="star-rating" role="img" aria-label="Rated 4,50 out of 5">'
		);
		expect( html ).toContain( '<p class="price"><del aria-hidden="true">' );
		expect( html ).toContain(
			'<form class="cart" action="/product/tour-ha-long-2-ngay-1-dem-tren-du-thuyen/"'
		);
		expect( html ).toContain( 'max="4"' );
		expect( html ).toContain(
			'<button type="submit" name="add-to-cart" value="11" class="single_add_to_cart_button button alt">'
		);
	} );

	it( 'a variable product gets form.variations_form with its variations as JSON', async () => {
		const html = await ( await quickView( '35' ) ).text();
		const doc = new DOMParser().parseFromString( html, 'text/html' );
		const form = doc.querySelector( 'form.variations_form.cart' )!;
		expect( form.getAttribute( 'data-product_id' ) ).toBe( '35' );
		const variations = JSON.parse(
			form.getAttribute( 'data-product_variations' )!
		);
		expect(
			variations.map(
				( v: { variation_id: number; display_price: number } ) => [
					v.variation_id,
					v.display_price,
				]
			)
		).toEqual( [
			[ 36, 6490000 ],
			[ 37, 5990000 ],
			[ 38, 4490000 ],
		] );
		expect( variations[ 0 ].attributes ).toEqual( {
			'attribute_pa_khoi-hanh': 'ha-noi',
		} );
		expect(
			doc.querySelectorAll(
				'select[name="attribute_pa_khoi-hanh"] option'
			)
		).toHaveLength( 4 );
	} );

	it( "prints the very form the demo's product page prints (one builder, parity-checked against the real store)", async () => {
		const { addToCartForm } =
			await import( '../site/render/add-to-cart-form' );
		const { productObject } = await import( '../store/product-object' );
		const { createWooStore } = await import( '../store' );
		const { availableVariations } =
			await import( './markup/variations-data' );
		const store = createWooStore( {
			tours: RECORDED_TOURS,
			tourfront: false,
		} );
		const uniqueIds = ( html: string ) =>
			html.replace( /quantity_[0-9a-f]+/g, 'quantity_x' );
		for ( const id of [ '11', '35' ] ) {
			const product = store.catalogue.get( Number( id ) )!;
			const expected = addToCartForm(
				productObject( store.ctx, product ) as never,
				product.type === 'variable'
					? availableVariations( store.ctx, product )
					: [],
				{
					__: ( text ) => text,
					sprintf: ( format, ...args ) =>
						args.reduce< string >(
							( out, arg ) => out.replace( '%s', String( arg ) ),
							format
						),
				}
			);
			const html = await ( await quickView( id ) ).text();
			expect( uniqueIds( html ), id ).toContain( uniqueIds( expected ) );
		}
	} );

	it( 'missing, draft and hidden products answer 404 with the error paragraph', async () => {
		for ( const id of [ '999', '199', 'abc' ] ) {
			const response = await quickView( id );
			expect( response.status ).toBe( 404 );
			expect( await response.text() ).toBe(
				'<p class="tourfront-quickview__error woocommerce-error">Product not found.</p>'
			);
		}
	} );

	it( 'an unknown action answers 0 with 400, as WordPress does', async () => {
		const response = await fetch( `${ AJAX }?action=khong_co` );
		expect( [ response.status, await response.text() ] ).toEqual( [
			400,
			'0',
		] );
	} );
} );
