// @vitest-environment node
/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { parseTlv, tlv } from './tlv';

describe( 'tlv', () => {
	it( 'writes id, two-digit length and value', () => {
		expect( tlv( '53', '704' ) ).toBe( '5303704' );
		expect( tlv( '00', 'A000000727' ) ).toBe( '0010A000000727' );
	} );

	it( 'refuses an empty value or one longer than 99 characters', () => {
		expect( () => tlv( '62', '' ) ).toThrow( RangeError );
		expect( () => tlv( '62', 'x'.repeat( 100 ) ) ).toThrow( RangeError );
		expect( tlv( '62', 'x'.repeat( 99 ) ) ).toHaveLength( 103 );
	} );
} );

describe( 'parseTlv', () => {
	it( 'reads a sequence of data objects', () => {
		expect( parseTlv( '000201010212' + '5303704' ) ).toEqual( {
			'00': '01',
			'01': '12',
			'53': '704',
		} );
	} );

	it( 'throws on a truncated or malformed sequence', () => {
		expect( () => parseTlv( '000201015' ) ).toThrow( SyntaxError );
		expect( () => parseTlv( '0002010112' ) ).toThrow( SyntaxError );
		expect( () => parseTlv( 'AB0201' ) ).toThrow( SyntaxError );
	} );
} );
