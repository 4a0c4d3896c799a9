// @vitest-environment node
/**
 * The contract comparison must notice what it is there to notice.
 */

/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { shapeDiff } from './shape';

describe( 'shapeDiff', () => {
	it( 'finds missing keys, extra keys and type changes at depth', () => {
		expect(
			shapeDiff( { a: { b: '1', c: 2 } }, { a: { b: 1, d: null } } )
		).toEqual( [
			'$.a.d: missing',
			'$.a.c: not in the recording',
			'$.a.b: string instead of number',
		] );
	} );

	it( 'compares arrays element by element and null as its own type', () => {
		expect( shapeDiff( [ { x: null } ], [ { x: 1 }, { x: 2 } ] ) ).toEqual(
			[ '$[0].x: null instead of number' ]
		);
	} );

	it( 'treats objects keyed by ids as maps', () => {
		expect( shapeDiff( { 1: { k: 'a' } }, { 426: { k: 'b' } } ) ).toEqual(
			[]
		);
		expect( shapeDiff( { 1: { k: 1 } }, { 426: { k: 'b' } } ) ).toEqual( [
			'${}[0].k: number instead of string',
		] );
	} );
} );
