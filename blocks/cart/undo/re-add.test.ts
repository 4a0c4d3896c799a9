/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { cartItem } from '../test-utils';
import { dropRemoved, addRemoved } from './removed-list';
import { reAddBody } from './re-add';
import type { RemovedLine } from '../removed-lines';

describe( 'the add-item of an undo', () => {
	it( 'sends a departure by its id with its booking, never its term names (WooCommerce reads slugs)', () => {
		const item = cartItem( {
			id: 1111,
			quantity: 3,
			variation: [
				{
					raw_attribute: 'attribute_pa_ngay-khoi-hanh',
					attribute: 'Ngày khởi hành',
					value: '27/11/2026',
				},
			],
			extensions: {
				'tourfront-booking': {
					is_tour: true,
					adults: 2,
					children: 1,
					adult_price: '2490000',
					child_price: '1500000',
					departure: '2026-11-27',
				},
			},
		} );
		expect( reAddBody( item ) ).toEqual( {
			id: 1111,
			quantity: 3,
			tourfront_booking: { adults: 2, children: 1 },
		} );
	} );

	it( 'sends back a local attribute as chosen (an "any" variation needs it), and no booking for other lines', () => {
		const item = cartItem( {
			id: 41,
			quantity: 2,
			variation: [
				{
					raw_attribute: 'attribute_hang-khach-san',
					attribute: 'Hạng khách sạn',
					value: '3 sao',
				},
			],
			extensions: {},
		} );
		expect( reAddBody( item ) ).toEqual( {
			id: 41,
			quantity: 2,
			variation: [
				{ attribute: 'attribute_hang-khach-san', value: '3 sao' },
			],
		} );
	} );
} );

describe( 'the list of removed lines', () => {
	const line = ( key: string, index: number ) =>
		( {
			item: cartItem( { key } ),
			index,
		} ) as RemovedLine;

	it( 'keeps row order, and moves the later ones up when one goes', () => {
		// Line 1 removed, then line 0: each keeps its row.
		const list = addRemoved( [ line( 'b', 1 ) ], line( 'a', 0 ) );
		expect( list.map( ( l ) => [ l.item.key, l.index ] ) ).toEqual( [
			[ 'a', 0 ],
			[ 'b', 1 ],
		] );
		expect(
			dropRemoved( list, 'a' ).map( ( l ) => [ l.item.key, l.index ] )
		).toEqual( [ [ 'b', 0 ] ] );
		expect( dropRemoved( list, 'b' ).map( ( l ) => l.item.key ) ).toEqual( [
			'a',
		] );
	} );
} );
