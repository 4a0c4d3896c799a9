/* eslint-disable no-bitwise -- MD5 is defined on 32-bit words: its rounds are shifts, rotations and bitwise ANDs, ORs and XORs. */
/**
 * MD5 of a UTF-8 string as 32 hex digits: WooCommerce names cart items md5( "11" ),
 * md5( "35_36_attribute_pa_khoi-hanhha-noi" ) and the mock must give the same keys.
 */

const SHIFTS = [ 7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21 ];
const K = Array.from(
	{ length: 64 },
	( _, i ) => Math.floor( Math.abs( Math.sin( i + 1 ) ) * 2 ** 32 ) >>> 0
);

function utf8( text: string ): number[] {
	return Array.from( new TextEncoder().encode( text ) );
}

/** The hex MD5 digest of `text`. */
export function md5( text: string ): string {
	const bytes = utf8( text );
	const bitLength = bytes.length * 8;
	bytes.push( 0x80 );
	while ( bytes.length % 64 !== 56 ) {
		bytes.push( 0 );
	}
	for ( let i = 0; i < 8; i++ ) {
		bytes.push( i < 4 ? ( bitLength >>> ( 8 * i ) ) & 0xff : 0 );
	}
	let a0 = 0x67452301;
	let b0 = 0xefcdab89;
	let c0 = 0x98badcfe;
	let d0 = 0x10325476;
	for ( let chunk = 0; chunk < bytes.length; chunk += 64 ) {
		const m = Array.from( { length: 16 }, ( _, i ) => {
			const o = chunk + i * 4;
			return (
				( bytes[ o ] |
					( bytes[ o + 1 ] << 8 ) |
					( bytes[ o + 2 ] << 16 ) |
					( bytes[ o + 3 ] << 24 ) ) >>>
				0
			);
		} );
		let [ a, b, c, d ] = [ a0, b0, c0, d0 ];
		for ( let i = 0; i < 64; i++ ) {
			let f: number;
			let g: number;
			if ( i < 16 ) {
				f = ( b & c ) | ( ~b & d );
				g = i;
			} else if ( i < 32 ) {
				f = ( d & b ) | ( ~d & c );
				g = ( 5 * i + 1 ) % 16;
			} else if ( i < 48 ) {
				f = b ^ c ^ d;
				g = ( 3 * i + 5 ) % 16;
			} else {
				f = c ^ ( b | ~d );
				g = ( 7 * i ) % 16;
			}
			const shift = SHIFTS[ Math.floor( i / 16 ) * 4 + ( i % 4 ) ];
			const sum = ( a + f + K[ i ] + m[ g ] ) >>> 0;
			a = d;
			d = c;
			c = b;
			b = ( b + ( ( sum << shift ) | ( sum >>> ( 32 - shift ) ) ) ) >>> 0;
		}
		a0 = ( a0 + a ) >>> 0;
		b0 = ( b0 + b ) >>> 0;
		c0 = ( c0 + c ) >>> 0;
		d0 = ( d0 + d ) >>> 0;
	}
	return [ a0, b0, c0, d0 ]
		.map( ( word ) =>
			Array.from( { length: 4 }, ( _, i ) =>
				( ( word >>> ( 8 * i ) ) & 0xff )
					.toString( 16 )
					.padStart( 2, '0' )
			).join( '' )
		)
		.join( '' );
}
