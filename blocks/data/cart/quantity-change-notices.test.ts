// @vitest-environment node
/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { getCartChangeNotices } from './quantity-change-notices';
import { makeCart, makeItem } from './test-utils';

const none = {
	requestedQuantities: new Map< string, number >(),
	deletingKeys: new Set< string >(),
};

describe( 'server-side cart change notices', () => {
	it( 'explains a quantity the server changed by the item limits', () => {
		const limits = (
			minimum: number,
			maximum: number,
			multipleOf: number
		) => ( {
			quantity_limits: {
				minimum,
				maximum,
				multiple_of: multipleOf,
				editable: true,
			},
		} );
		const old = makeCart( [
			makeItem( 'a', 3 ),
			makeItem( 'b', 1 ),
			makeItem( 'c', 9 ),
			makeItem( 'd', 5 ),
		] );
		const next = makeCart( [
			makeItem( 'a', 4, {
				name: 'Tour Hạ Long &#8211; 2N1Đ',
				...limits( 1, 10, 2 ),
			} ),
			makeItem( 'b', 2, limits( 2, 10, 1 ) ),
			makeItem( 'c', 4, limits( 1, 4, 1 ) ),
			makeItem( 'd', 3, limits( 1, 10, 1 ) ),
		] );
		expect( getCartChangeNotices( old, next, none ) ).toEqual( [
			{
				id: 'a-quantity-update',
				content:
					'The quantity of "Tour Hạ Long &#8211; 2N1Đ" was changed to 4. You must purchase this product in groups of 2.',
			},
			{
				id: 'b-quantity-update',
				content:
					'The quantity of "Tour b" was increased to 2. This is the minimum required quantity.',
			},
			{
				id: 'c-quantity-update',
				content:
					'The quantity of "Tour c" was decreased to 4. This is the maximum allowed quantity.',
			},
			{
				id: 'd-quantity-update',
				content: 'The quantity of "Tour d" was changed to 3.',
			},
		] );
	} );

	it( 'says nothing when the server gives what the shopper asked for', () => {
		const old = makeCart( [ makeItem( 'a', 2 ) ] );
		const next = makeCart( [ makeItem( 'a', 5 ) ] );
		expect(
			getCartChangeNotices( old, next, {
				...none,
				requestedQuantities: new Map( [ [ 'a', 5 ] ] ),
			} )
		).toEqual( [] );
		expect(
			getCartChangeNotices( old, makeCart( [ makeItem( 'a', 4 ) ] ), {
				...none,
				requestedQuantities: new Map( [ [ 'a', 5 ] ] ),
			} )
		).toHaveLength( 1 );
	} );

	it( 'an item gone without the shopper deleting it was removed from the cart', () => {
		const old = makeCart( [ makeItem( 'a', 1 ), makeItem( 'b', 1 ) ] );
		const next = makeCart( [] );
		expect(
			getCartChangeNotices( old, next, {
				...none,
				deletingKeys: new Set( [ 'b' ] ),
			} )
		).toEqual( [
			{
				id: 'a-removed',
				content: '"Tour a" was removed from your cart.',
			},
		] );
	} );

	it( 'a line the shopper changed another way (its travellers) is not announced as the server changing it', () => {
		const old = makeCart( [ makeItem( 'a', 3 ), makeItem( 'b', 2 ) ] );
		const next = makeCart( [ makeItem( 'a', 4 ), makeItem( 'b', 1 ) ] );
		expect(
			getCartChangeNotices( old, next, {
				...none,
				changingKeys: new Set( [ 'a' ] ),
			} ).map( ( notice ) => notice.id )
		).toEqual( [ 'b-quantity-update' ] );
		// A quantity the shopper typed is still checked against what came back.
		expect(
			getCartChangeNotices( old, next, {
				...none,
				requestedQuantities: new Map( [ [ 'a', 5 ] ] ),
				changingKeys: new Set( [ 'a' ] ),
			} ).map( ( notice ) => notice.id )
		).toEqual( [ 'a-quantity-update', 'b-quantity-update' ] );
	} );
} );
