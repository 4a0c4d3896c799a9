// @vitest-environment node
/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { orderItemMeta } from './order-item-meta';

describe( 'orderItemMeta', () => {
	it( 'lists the departure, then the travellers of a booking', () => {
		const item = {
			variation: [ { attribute: 'Ngày khởi hành', value: '05/12/2026' } ],
			extensions: {
				'tourfront-booking': {
					is_tour: true,
					adults: 2,
					children: 1,
					adult_price: '2490000',
					child_price: '1500000',
					departure: '2026-12-05',
				},
			},
		};
		expect( orderItemMeta( item ) ).toEqual( [
			{ label: 'Ngày khởi hành', value: '05/12/2026' },
			{ label: 'Adults', value: '2' },
			{ label: 'Children', value: '1' },
		] );
	} );

	it( 'has no children row without children, and nothing for a line that is not a tour', () => {
		const booking = {
			is_tour: true,
			adults: 1,
			children: 0,
			adult_price: '1',
			child_price: '1',
			departure: '2026-12-05',
		};
		expect(
			orderItemMeta( { extensions: { 'tourfront-booking': booking } } )
		).toEqual( [ { label: 'Adults', value: '1' } ] );
		expect(
			orderItemMeta( {
				extensions: {
					'tourfront-booking': { ...booking, is_tour: false },
				},
			} )
		).toEqual( [] );
	} );
} );
