// @vitest-environment node
/**
 * GET products query rules: default order, category, accent-insensitive search, orderby, paging,
 * hidden and draft tours.
 */

/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { queryProducts } from './products-query';
import { demoStore, storeError } from './test-utils';

const ids = ( query: Record< string, string > ) =>
	queryProducts( demoStore().ctx, query ).items.map(
		( product ) => product.id
	);

describe( 'queryProducts', () => {
	it( 'lists the 28 published products (26 tours and the 2 extras), newest first, never drafts, hidden tours or variations', () => {
		const result = queryProducts( demoStore().ctx, { per_page: '100' } );
		expect( result.total ).toBe( 28 );
		expect( result.items.map( ( p ) => p.id ) ).not.toContain( 199 );
		expect( result.items.every( ( p ) => p.type !== 'variation' ) ).toBe(
			true
		);
		expect( result.items[ 0 ].id ).toBe( 203 );
	} );

	it( 'lists the departures themselves with type=variation, only those of published tours (as the real store: 463, a day tour’s year included)', () => {
		const result = queryProducts( demoStore().ctx, {
			per_page: '100',
			type: 'variation',
		} );
		expect( result.total ).toBe( 463 );
		expect(
			result.items.every(
				( p ) => p.type === 'variation' && p.parentId !== 199
			)
		).toBe( true );
	} );

	it( 'finds "ha long" in "Hạ Long" and "da lat" in "Đà Lạt"', () => {
		// The Hạ Long guidebook matches too; Nam Du's description says "Vịnh Hạ Long của phương Nam": WordPress searches content too.
		expect( ids( { search: 'ha long' } ) ).toEqual( [ 201, 121, 11 ] );
		expect( ids( { search: 'da lat' } ) ).toEqual( [ 113 ] );
		expect( ids( { search: 'HẠ LONG du thuyền' } ) ).toEqual( [ 11 ] );
	} );

	it( 'filters by category slug or id and orders by price (record 12)', () => {
		expect(
			ids( { category: 'tour-mien-bac', orderby: 'price', order: 'asc' } )
		).toEqual( [ 15, 107, 11, 109, 17, 13, 101 ] );
		expect(
			ids( { category: '18', orderby: 'price', order: 'desc' } )
		).toEqual( [ 29, 25, 121, 27, 119, 117 ] );
	} );

	it( 'pages with per_page/page and refuses per_page above 100', () => {
		const result = queryProducts( demoStore().ctx, {
			per_page: '10',
			page: '3',
		} );
		expect( [
			result.items.length,
			result.totalPages,
			result.page,
		] ).toEqual( [ 8, 3, 3 ] );
		expect(
			storeError( () =>
				queryProducts( demoStore().ctx, { per_page: '101' } )
			).code
		).toBe( 'rest_invalid_param' );
	} );

	it( 'include keeps the given order; featured and on_sale filter', () => {
		expect( ids( { include: '25,11,33' } ) ).toEqual( [ 25, 11, 33 ] );
		expect(
			ids( { featured: 'true', orderby: 'id', order: 'asc' } )
		).toEqual( [ 11, 25, 33, 35 ] );
		expect(
			ids( {
				on_sale: 'true',
				orderby: 'id',
				order: 'asc',
				per_page: '20',
			} )
		).toEqual( [ 11, 15, 21, 31, 35, 101, 109, 113, 119, 123, 131, 203 ] );
	} );
} );
