/** External dependencies */
import Fuse from 'fuse.js';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import type { CatalogueRecord } from '../../common/search';
import { createClientSearch, loadRecords, toRecord } from './client-index';
import { CLIENT_INDEX_STORAGE_KEY } from './constants';

const record = (
	id: number,
	name: string,
	sku: string,
	categories: string[],
	date: string,
	extra: Partial< CatalogueRecord > = {}
): CatalogueRecord => ( {
	id,
	name,
	sku,
	url: `/product/${ id }/`,
	img: '',
	price: '',
	categories,
	date,
	tour: true,
	...extra,
} );

const records = [
	record(
		11,
		'Tour Hạ Long 2 ngày 1 đêm trên du thuyền',
		'HL-2N1D',
		[ 'tour-mien-bac' ],
		'2026-03-01 08:00:00',
		{ img: '/hl.png', price: '<span>2.490.000</span>' }
	),
	record(
		35,
		'Tour Đà Nẵng – Hội An – Bà Nà 4 ngày 3 đêm',
		'DN-HA-4N3D',
		[ 'tour-mien-trung' ],
		'2026-02-01 08:00:00'
	),
	record(
		19,
		'Tour Phú Quốc 3 ngày 2 đêm',
		'PQ-3N2D',
		[ 'tour-mien-nam' ],
		'2026-01-01 08:00:00'
	),
	record(
		21,
		'Vé tàu Long Xuyên',
		'LX',
		[ 'tour-mien-nam' ],
		'2026-05-01 08:00:00',
		{ tour: false }
	),
	record(
		22,
		'Hạ Long city tour',
		'HL-CITY',
		[ 'tour-mien-bac' ],
		'2020-01-01 00:00:00'
	),
	record(
		23,
		'Sách hướng dẫn du lịch Hạ Long (bản in)',
		'SACH-HA-LONG',
		[ 'phu-kien-du-lich' ],
		'2026-11-04 09:00:00',
		{ tour: false }
	),
];

const search = createClientSearch( records.map( toRecord ), Fuse );
const ids = ( query: string, category = '' ) =>
	search( query, category ).map( ( s ) => s.id );

afterEach( () => {
	window.sessionStorage.clear();
	vi.unstubAllGlobals();
} );

describe( 'createClientSearch', () => {
	it( 'finds Vietnamese names typed without accents', () => {
		expect( ids( 'da nang' ) ).toEqual( [ 35 ] );
		expect( ids( 'phu quoc' ) ).toEqual( [ 19 ] );
	} );

	it( 'finds them typed with accents, in any case, and by SKU', () => {
		expect( ids( 'ĐÀ NẴNG' ) ).toEqual( [ 35 ] );
		expect( ids( 'hội an' ) ).toEqual( [ 35 ] );
		expect( ids( 'pq-3n2d' ) ).toEqual( [ 19 ] );
	} );

	it( 'ranks as the server does: tours first, then a name starting with the query, phrases (newest first), words', () => {
		expect( ids( 'ha long' ) ).toEqual( [ 22, 11, 23 ] );
		expect( ids( 'ha long ' ) ).toEqual( ids( 'ha long' ) );
		expect( ids( 'long' ) ).toEqual( [ 11, 22, 23, 21 ] );
		expect( ids( 'long tour' ) ).toEqual( [ 11, 22 ] );
	} );

	it( 'reads a record without the tour flag (a catalogue cached before it) as another kind', () => {
		const { tour, ...older } = records[ 0 ];
		expect( tour ).toBe( true );
		expect( toRecord( older as unknown as CatalogueRecord ).tour ).toBe(
			false
		);
	} );

	it( 'keeps to the category', () => {
		expect( ids( 'tour', 'tour-mien-nam' ) ).toEqual( [ 19 ] );
		expect( ids( 'ha long', 'tour-mien-nam' ) ).toEqual( [] );
	} );

	it( 'tolerates a typo through fuse.js when no name holds every word', () => {
		expect( ids( 'phu quok' ) ).toEqual( [ 19 ] );
	} );

	it( 'answers suggestions in the server shape', () => {
		expect( search( 'da nang', '' )[ 0 ] ).toEqual( {
			id: 35,
			value: 'Tour Đà Nẵng – Hội An – Bà Nà 4 ngày 3 đêm',
			url: '/product/35/',
			img: '',
			price: '',
			data: null,
		} );
		expect( search( 'du thuyen', '' )[ 0 ] ).toMatchObject( {
			img: '/hl.png',
			price: '<span>2.490.000</span>',
		} );
	} );
} );

describe( 'loadRecords', () => {
	it( "reads the theme's catalogue action once, then sessionStorage", async () => {
		const fetchMock = vi.fn(
			async () =>
				new Response(
					JSON.stringify( {
						generation: 'g1',
						records: [ ...records, { id: 'x' }, null ],
					} )
				)
		);
		vi.stubGlobal( 'fetch', fetchMock );
		const loaded = await loadRecords( '/wp-admin/admin-ajax.php' );
		expect( loaded.map( ( r ) => r.id ) ).toEqual( [
			11, 35, 19, 21, 22, 23,
		] );
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		expect(
			String( ( fetchMock.mock.calls[ 0 ] as unknown[] )[ 0 ] )
		).toBe( '/wp-admin/admin-ajax.php?action=tourfront_search_catalogue' );
		expect(
			JSON.parse(
				window.sessionStorage.getItem( CLIENT_INDEX_STORAGE_KEY ) ??
					'[]'
			)
		).toHaveLength( 6 );
		await loadRecords( '/wp-admin/admin-ajax.php' );
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'never asks the Store API (which lists hidden, shop-only and password-protected products)', async () => {
		const fetchMock = vi.fn(
			async () =>
				new Response( JSON.stringify( { generation: 'g1', records } ) )
		);
		vi.stubGlobal( 'fetch', fetchMock );
		await loadRecords( '/wp-admin/admin-ajax.php?lang=vi' );
		expect(
			String( ( fetchMock.mock.calls[ 0 ] as unknown[] )[ 0 ] )
		).toBe(
			'/wp-admin/admin-ajax.php?lang=vi&action=tourfront_search_catalogue'
		);
	} );
} );
