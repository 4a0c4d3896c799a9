/** External dependencies */
import Fuse from 'fuse.js';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { createClientSearch, loadRecords, toRecord } from './client-index';
import { CLIENT_INDEX_STORAGE_KEY } from './constants';

const products = [
	{ id: 11, name: 'Tour Hạ Long 2 ngày 1 đêm trên du thuyền', sku: 'HL-2N1D', permalink: '/product/ha-long/', images: [ { thumbnail: '/hl.png' } ], price_html: '<span>2.490.000</span>', categories: [ { slug: 'tour-mien-bac' } ] },
	{ id: 35, name: 'Tour Đà Nẵng &#8211; Hội An &#8211; Bà Nà 4 ngày 3 đêm', sku: 'DN-HA-4N3D', permalink: '/product/da-nang/', images: [], categories: [ { slug: 'tour-mien-trung' } ] },
	{ id: 19, name: 'Tour Phú Quốc 3 ngày 2 đêm', sku: 'PQ-3N2D', permalink: '/product/phu-quoc/', images: [], categories: [ { slug: 'tour-mien-nam' } ] },
	{ id: 21, name: 'Vé tàu Long Xuyên', sku: 'LX', permalink: '/product/long-xuyen/', images: [], categories: [ { slug: 'tour-mien-nam' } ] },
];

const search = createClientSearch( products.map( toRecord ), Fuse );
const ids = ( query: string, category = '' ) => search( query, category ).map( ( s ) => s.id );

afterEach( () => {
	window.sessionStorage.clear();
} );

describe( 'createClientSearch', () => {
	it( 'finds Vietnamese names typed without accents', () => {
		expect( ids( 'ha long' ) ).toEqual( [ 11 ] );
		expect( ids( 'da nang' ) ).toEqual( [ 35 ] );
		expect( ids( 'phu quoc' ) ).toEqual( [ 19 ] );
	} );

	it( 'finds them typed with accents, in any case, and by SKU', () => {
		expect( ids( 'ĐÀ NẴNG' ) ).toEqual( [ 35 ] );
		expect( ids( 'hội an' ) ).toEqual( [ 35 ] );
		expect( ids( 'pq-3n2d' ) ).toEqual( [ 19 ] );
	} );

	it( 'ranks as the server does: prefix, then phrase, then scattered words', () => {
		expect( ids( 'long' ) ).toEqual( [ 11, 21 ] );
		expect( ids( 've tau long' ) ).toEqual( [ 21 ] );
	} );

	it( 'keeps to the category', () => {
		expect( ids( 'tour', 'tour-mien-nam' ) ).toEqual( [ 19 ] );
		expect( ids( 'ha long', 'tour-mien-nam' ) ).toEqual( [] );
	} );

	it( 'tolerates a typo through fuse.js when no name holds every word', () => {
		expect( ids( 'phu quok' ) ).toEqual( [ 19 ] );
	} );

	it( 'answers suggestions in the server shape with decoded names', () => {
		expect( search( 'da nang', '' )[ 0 ] ).toEqual( {
			id: 35,
			value: 'Tour Đà Nẵng – Hội An – Bà Nà 4 ngày 3 đêm',
			url: '/product/da-nang/',
			img: '',
			price: '',
			data: null,
		} );
		expect( search( 'ha long', '' )[ 0 ].img ).toBe( '/hl.png' );
	} );
} );

describe( 'loadRecords', () => {
	it( 'reads every page of the Store API once, then sessionStorage', async () => {
		const fetchMock = vi.fn( async ( url: string ) => {
			const page = Number( new URL( url, 'http://x' ).searchParams.get( 'page' ) );
			return new Response( JSON.stringify( page === 1 ? products.slice( 0, 2 ) : products.slice( 2 ) ), {
				headers: { 'X-WP-TotalPages': '2' },
			} );
		} );
		vi.stubGlobal( 'fetch', fetchMock );
		const records = await loadRecords();
		expect( records.map( ( r ) => r.id ) ).toEqual( [ 11, 35, 19, 21 ] );
		expect( fetchMock ).toHaveBeenCalledTimes( 2 );
		expect( String( fetchMock.mock.calls[ 0 ][ 0 ] ) ).toContain( '/wp-json/wc/store/v1/products?per_page=100&_fields=' );
		expect( JSON.parse( window.sessionStorage.getItem( CLIENT_INDEX_STORAGE_KEY ) ?? '[]' ) ).toHaveLength( 4 );
		await loadRecords();
		expect( fetchMock ).toHaveBeenCalledTimes( 2 );
		vi.unstubAllGlobals();
	} );
} );
