// @vitest-environment node
/**
 * The shared vectors (search-vectors.json) against the TypeScript rules; the theme's PHP checks the
 * same file in theme/tests/php/search-rules-test.php, so the two sides cannot drift apart.
 */

/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { foldText, queryLength, removeMarks } from './fold';
import { rankEntries, type RankedEntry } from './rank';
import vectors from './search-vectors.json';

function entry(
	product: ( typeof vectors.rank.products )[ number ]
): RankedEntry {
	return {
		id: product.id,
		title: foldText( product.name ),
		key: foldText( `${ product.name } ${ product.sku }` ),
		text: foldText( product.text ),
		date: product.date,
		tour: product.tour,
	};
}

describe( 'foldText', () => {
	it.each( vectors.fold )( '%j → %j', ( input, output ) => {
		expect( foldText( input ) ).toBe( output );
	} );
} );

describe( 'queryLength', () => {
	it.each( vectors.length as Array< [ string, number ] > )(
		'%j → %d',
		( query, length ) => {
			expect( queryLength( query ) ).toBe( length );
		}
	);
} );

describe( 'removeMarks', () => {
	it( 'keeps the case and maps Đ to D', () => {
		expect( removeMarks( 'Đơn hàng Đà Nẵng' ) ).toBe( 'Don hang Da Nang' );
	} );
} );

describe( 'rankEntries', () => {
	const entries = vectors.rank.products.map( entry );
	it.each( vectors.rank.queries as Array< [ string, number[] ] > )(
		'%j → %j',
		( query, ids ) => {
			expect(
				rankEntries( query, entries ).map( ( found ) => found.id )
			).toEqual( ids );
		}
	);

	it( 'does not depend on the order the entries come in', () => {
		expect(
			rankEntries( 'long', [ ...entries ].reverse() ).map(
				( found ) => found.id
			)
		).toEqual( [ 14, 21, 11, 12, 18, 20, 15, 19, 13 ] );
	} );
} );
