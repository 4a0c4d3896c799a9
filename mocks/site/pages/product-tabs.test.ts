// @vitest-environment node
/**
 * The demo's additional information table of a tour as the theme prints it on a real store: the departures
 * and their months still ahead, by date, whatever order the product holds them in.
 */

/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { addDays, storeDay } from '../../fixtures/departures';
import type { StoreProduct } from '../data/types';
import { tabs } from './product-tabs';

const today = storeDay( Date.now() );
const term = ( slug: string, name: string ) => ( { id: 1, slug, name } );

function row( html: string, taxonomy: string ): string | undefined {
	return new RegExp(
		`attribute_${ taxonomy }">[\\s\\S]*?<p>([^<]*)</p>`
	).exec( html )?.[ 1 ];
}

describe( 'tour additional information', () => {
	const inAMonth = addDays( today, 31 );
	const past = addDays( today, -3 );
	const product = {
		id: 1,
		name: 'Tour',
		permalink: '/product/tour/',
		description: '',
		virtual: true,
		attributes: [
			{
				id: 1,
				name: 'Ngày khởi hành',
				taxonomy: 'pa_ngay-khoi-hanh',
				has_variations: true,
				terms: [
					term( inAMonth, 'A' ),
					term( past, 'Past' ),
					term( today, 'Today' ),
				],
			},
			{
				id: 2,
				name: 'Tháng khởi hành',
				taxonomy: 'pa_thang-khoi-hanh',
				has_variations: false,
				terms: [
					term( '2999-01', 'Tháng 1/2999' ),
					term( '2000-12', 'Tháng 12/2000' ),
					term( '2998-12', 'Tháng 12/2998' ),
				],
			},
			{
				id: 3,
				name: 'Điểm đến',
				taxonomy: 'pa_diem-den',
				has_variations: false,
				terms: [ term( 'z', 'Z' ), term( 'a', 'A' ) ],
			},
		],
	} as unknown as StoreProduct;
	const html = tabs( product, [] );

	it( 'lists the departures ahead (today counted) by date, without the past one', () => {
		expect( row( html, 'pa_ngay-khoi-hanh' ) ).toBe( 'Today, A' );
	} );

	it( 'lists the departure months by date (12/2998 before 1/2999), without past months', () => {
		expect( row( html, 'pa_thang-khoi-hanh' ) ).toBe(
			'Tháng 12/2998, Tháng 1/2999'
		);
	} );

	it( 'leaves other attributes in their order', () => {
		expect( row( html, 'pa_diem-den' ) ).toBe( 'Z, A' );
	} );
} );
