// @vitest-environment node
/**
 * Catalogue visibility and passwords, as WooCommerce 11 and the theme answer them: the Store API's
 * products collection honours `catalog_visibility` exactly as its ProductQuery does (and without it
 * lists hidden and password-protected products too), while the theme's live search and its client
 * index hold only what a search may show.
 */

/** External dependencies */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

/** Internal dependencies */
import { RECORDED_TOURS } from '../fixtures/recorded';
import type { TourFixture } from '../fixtures/types';
import { setupMockWoo } from '../node';

const base = RECORDED_TOURS.find( ( tour ) => tour.id === 11 ) as TourFixture;
const variant = (
	id: number,
	name: string,
	extra: Partial< TourFixture >
): TourFixture => ( {
	...base,
	id,
	name,
	sku: `VIS-${ id }`,
	slug: `vis-${ id }`,
	...extra,
} );
const tours = [
	...RECORDED_TOURS,
	variant( 901, 'Tour Hạ Long chỉ trong cửa hàng', {
		visibility: 'catalog',
	} ),
	variant( 903, 'Tour Hạ Long chỉ trong kết quả tìm kiếm', {
		visibility: 'search',
	} ),
	variant( 905, 'Tour Hạ Long ẩn', { visibility: 'hidden' } ),
	variant( 907, 'Tour Hạ Long có mật khẩu', { password: 'bí mật' } ),
];
const mock = setupMockWoo( {
	tours,
	tourfront: false,
	seed: 'visibility-test',
} );
const ORIGIN = 'http://localhost';

beforeAll( () => mock.listen() );
afterEach( () => mock.reset() );
afterAll( () => mock.server.close() );

const EXTRA = [ 901, 903, 905, 907 ];

async function storeApiIds( query = '' ): Promise< number[] > {
	const response = await fetch(
		`${ ORIGIN }/wp-json/wc/store/v1/products?per_page=100${ query }`
	);
	expect( response.status ).toBe( 200 );
	return ( ( await response.json() ) as Array< { id: number } > )
		.map( ( product ) => product.id )
		.filter( ( id ) => EXTRA.includes( id ) )
		.sort();
}

describe( 'Store API products: catalog_visibility as WooCommerce 11', () => {
	it( 'without it (or with any) lists every published product: hidden and password-protected ones too', async () => {
		expect( await storeApiIds() ).toEqual( [ 901, 903, 905, 907 ] );
		expect( await storeApiIds( '&catalog_visibility=any' ) ).toEqual( [
			901, 903, 905, 907,
		] );
	} );

	it( 'visible, catalog, search and hidden keep what WooCommerce keeps; a password never filters', async () => {
		expect( await storeApiIds( '&catalog_visibility=visible' ) ).toEqual( [
			907,
		] );
		expect( await storeApiIds( '&catalog_visibility=catalog' ) ).toEqual( [
			901, 907,
		] );
		expect( await storeApiIds( '&catalog_visibility=search' ) ).toEqual( [
			903, 907,
		] );
		expect( await storeApiIds( '&catalog_visibility=hidden' ) ).toEqual( [
			905,
		] );
	} );

	it( 'answers rest_invalid_param for another value', async () => {
		const response = await fetch(
			`${ ORIGIN }/wp-json/wc/store/v1/products?catalog_visibility=everything`
		);
		expect( response.status ).toBe( 400 );
		const body = await response.json();
		expect( body.code ).toBe( 'rest_invalid_param' );
		expect( body.data.params.catalog_visibility ).toBe(
			'catalog_visibility is not one of any, visible, catalog, search, and hidden.'
		);
	} );
} );

describe( "the theme's live search", () => {
	const ajax = async ( query: string ) =>
		(
			await fetch( `${ ORIGIN }/wp-admin/admin-ajax.php?${ query }` )
		).json();

	it( 'suggests search-only products and never shop-only, hidden or password-protected ones', async () => {
		const { suggestions } = await ajax(
			'action=tourfront_ajax_search_products&query=ha+long'
		);
		const ids = suggestions.map(
			( suggestion: { id: number } ) => suggestion.id
		);
		expect( ids ).toContain( 903 );
		expect(
			ids.filter( ( id: number ) => [ 901, 905, 907 ].includes( id ) )
		).toEqual( [] );
	} );

	it( 'gives the client index the same products and nothing else', async () => {
		const { records, generation } = await ajax(
			'action=tourfront_search_catalogue'
		);
		expect( generation ).toMatch( /^[0-9a-z]+$/ );
		const ids = records.map( ( record: { id: number } ) => record.id );
		expect( ids ).toContain( 903 );
		expect(
			ids.filter( ( id: number ) => [ 901, 905, 907 ].includes( id ) )
		).toEqual( [] );
		expect(
			records.find( ( record: { id: number } ) => record.id === 11 )
		).toEqual( {
			id: 11,
			name: 'Tour Hạ Long 2 ngày 1 đêm trên du thuyền',
			sku: base.sku,
			url: '/product/tour-ha-long-2-ngay-1-dem-tren-du-thuyen/',
			img: expect.stringContaining( '/wp-content/uploads/' ),
			price: expect.stringContaining( 'woocommerce-Price-amount' ),
			categories: [ 'tour-mien-bac' ],
			date: '2026-11-01 09:00:00',
			// The recorded store sold its tours as simple products: no departures, not a tour to the theme.
			tour: false,
		} );
	} );
} );
