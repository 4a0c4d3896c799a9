/* eslint-disable no-bitwise -- the test decodes the QR format and version bits (BCH codes), which are defined bitwise. */
/**
 * The drawn code decodes (jsQR, a reader independent of the encoder) to the payload, at level M,
 * with its quiet zone.
 */

/** External dependencies */
import jsQR from 'jsqr';
import { correction, generate, type Bitmap2D } from 'lean-qr';
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { qrModules, qrSvg } from './draw';
import { buildVietQrPayload } from './payload';

const PAYLOAD = buildVietQrPayload( {
	bin: '970436',
	accountNumber: '0071000123456',
	amount: 2771400,
	content: 'Đơn hàng 102',
} );

/** The modules as an RGBA image, `scale` pixels per module, with a four-module white border. */
function toImage( payload: string, scale = 4 ) {
	const modules = qrModules( payload );
	const side = ( modules.size + 8 ) * scale;
	const data = new Uint8ClampedArray( side * side * 4 ).fill( 255 );
	for ( let y = 0; y < side; y++ ) {
		for ( let x = 0; x < side; x++ ) {
			if (
				modules.get(
					Math.floor( x / scale ) - 4,
					Math.floor( y / scale ) - 4
				)
			) {
				data.fill( 0, ( y * side + x ) * 4, ( y * side + x ) * 4 + 3 );
			}
		}
	}
	return { data, side };
}

/** BCH(15,5) code of the format information (ISO/IEC 18004 §7.9), masked with 0x5412. */
function formatCode( ecBits: number, mask: number ): number {
	const data = ( ( ecBits << 3 ) | mask ) << 10;
	let rest = data;
	for ( let bit = 14; bit >= 10; bit-- ) {
		if ( rest & ( 1 << bit ) ) {
			rest ^= 0x537 << ( bit - 10 );
		}
	}
	return ( data | rest ) ^ 0x5412;
}

/** The error correction level written in the symbol's format information next to the top-left finder. */
function errorCorrectionLevel( modules: Bitmap2D ): string {
	const cells: Array< [ number, number ] > = [ 0, 1, 2, 3, 4, 5, 7 ].map(
		( x ) => [ x, 8 ]
	);
	cells.push(
		[ 8, 8 ],
		[ 8, 7 ],
		...[ 5, 4, 3, 2, 1, 0 ].map( ( y ): [ number, number ] => [ 8, y ] )
	);
	const bits = cells.reduce(
		( value, [ x, y ] ) => ( value << 1 ) | ( modules.get( x, y ) ? 1 : 0 ),
		0
	);
	const names: Record< number, string > = {
		0b01: 'L',
		0b00: 'M',
		0b11: 'Q',
		0b10: 'H',
	};
	for ( const ecBits of [ 0, 1, 2, 3 ] ) {
		for ( let mask = 0; mask < 8; mask++ ) {
			if ( formatCode( ecBits, mask ) === bits ) {
				return names[ ecBits ];
			}
		}
	}
	return 'unreadable';
}

describe( 'qrModules', () => {
	it( 'decodes back to the payload', () => {
		const { data, side } = toImage( PAYLOAD );
		expect( jsQR( data, side, side )?.data ).toBe( PAYLOAD );
	} );

	it( 'uses error correction level M', () => {
		expect( errorCorrectionLevel( qrModules( PAYLOAD ) ) ).toBe( 'M' );
		expect(
			errorCorrectionLevel(
				qrModules(
					buildVietQrPayload( {
						bin: '970436',
						accountNumber: '1',
						amount: 1,
					} )
				)
			)
		).toBe( 'M' );
	} );

	it( 'reads the level of codes made at every level (the check above can fail)', () => {
		for ( const level of [ 'L', 'M', 'Q', 'H' ] as const ) {
			const modules = generate( 'TOURFRONT', {
				minCorrectionLevel: correction[ level ],
				maxCorrectionLevel: correction[ level ],
			} );
			expect( errorCorrectionLevel( modules ) ).toBe( level );
		}
	} );
} );

describe( 'qrSvg', () => {
	it( 'draws black modules on white with a four-module quiet zone, hidden from assistive technology', () => {
		const svg = qrSvg( PAYLOAD, document );
		const size = qrModules( PAYLOAD ).size;
		expect( svg.getAttribute( 'viewBox' ) ).toBe(
			`-4 -4 ${ size + 8 } ${ size + 8 }`
		);
		expect( svg.querySelector( 'rect' )?.getAttribute( 'fill' ) ).toBe(
			'#fff'
		);
		expect( svg.querySelector( 'path' )?.getAttribute( 'fill' ) ).toBe(
			'#000'
		);
		expect( svg.getAttribute( 'aria-hidden' ) ).toBe( 'true' );
	} );
} );
