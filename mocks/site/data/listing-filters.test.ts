// @vitest-environment node
/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import {
	activeFilters,
	departureMonthOf,
	departureMonths,
	matchesFilters,
} from './listing-filters';
import type { StoreProduct } from './types';

const product = (
	name: string,
	price: number,
	range?: [ number, number ],
	departures: string[] = []
) =>
	( {
		name,
		prices: {
			price: String( price ),
			currency_minor_unit: 0,
			price_range: range
				? {
						min_amount: String( range[ 0 ] ),
						max_amount: String( range[ 1 ] ),
					}
				: null,
		},
		attributes: departures.length
			? [
					{
						id: 2,
						name: 'Ngày khởi hành',
						taxonomy: 'pa_ngay-khoi-hanh',
						has_variations: true,
						terms: departures.map( ( slug, id ) => ( {
							id,
							name: slug,
							slug,
						} ) ),
					},
				]
			: [],
	} ) as unknown as StoreProduct;

const filters = ( query: string ) =>
	activeFilters( new URLSearchParams( query ) );

describe( 'demo listing filters (as WooCommerce and theme/inc/filters.php apply them)', () => {
	it( 'keeps a product whose price range overlaps the bounds', () => {
		const cruise = product( 'Tour Hạ Long 2 ngày 1 đêm', 2490000 );
		expect(
			matchesFilters(
				cruise,
				filters( 'min_price=2000000&max_price=3000000' )
			)
		).toBe( true );
		expect( matchesFilters( cruise, filters( 'max_price=2000000' ) ) ).toBe(
			false
		);
		expect( matchesFilters( cruise, filters( 'min_price=2500000' ) ) ).toBe(
			false
		);
		expect(
			matchesFilters(
				product( 'Tour A', 3000000, [ 2000000, 4000000 ] ),
				filters( 'min_price=3500000' )
			)
		).toBe( true );
	} );

	it( 'reads the duration from the name and the month from the departure terms', () => {
		const tour = product( 'Tour Sa Pa 3 ngày 2 đêm', 1, undefined, [
			'2026-12-05',
			'19-01-2027',
		] );
		expect(
			matchesFilters( tour, filters( 'filter_thoi-luong=3-ngay-2-dem' ) )
		).toBe( true );
		expect(
			matchesFilters( tour, filters( 'filter_thoi-luong=2-ngay-1-dem' ) )
		).toBe( false );
		expect(
			matchesFilters( tour, filters( 'departure_month=2027-01' ) )
		).toBe( true );
		expect(
			matchesFilters( tour, filters( 'departure_month=2027-02' ) )
		).toBe( false );
		expect(
			matchesFilters( tour, filters( 'min_price=&departure_month=' ) )
		).toBe( true );
	} );

	it( "prefers the product's own duration attribute to its name", () => {
		const tour = product( 'Tour Sa Pa 3 ngày 2 đêm', 1 );
		tour.attributes.push( {
			id: 5,
			name: 'Thời lượng',
			taxonomy: 'pa_thoi-luong',
			has_variations: false,
			terms: [ { id: 9, name: '3N2Đ', slug: '3n2d' } ],
		} );
		expect(
			matchesFilters( tour, filters( 'filter_thoi-luong=3n2d' ) )
		).toBe( true );
		expect(
			matchesFilters( tour, filters( 'filter_thoi-luong=3-ngay-2-dem' ) )
		).toBe( false );
	} );

	it( 'offers the months from this one on, in order', () => {
		expect( departureMonthOf( '2026-12-05' ) ).toBe( '2026-12' );
		expect( departureMonthOf( '05-12-2026' ) ).toBe( '2026-12' );
		const list = [
			product( 'A', 1, undefined, [ '2027-01-02', '2026-10-01' ] ),
			product( 'B', 1, undefined, [ '2026-12-05' ] ),
		];
		expect( departureMonths( list, new Date( 2026, 10, 24 ) ) ).toEqual( [
			'2026-12',
			'2027-01',
		] );
	} );
} );
