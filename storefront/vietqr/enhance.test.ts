/**
 * The block the theme prints, enhanced: the code drawn decodes to the order's transfer, the copied
 * values are the code's, and anything that cannot make a valid code leaves the text alone.
 */

/** External dependencies */
import jsQR from 'jsqr';
import { afterEach, describe, expect, it } from 'vitest';

/** Internal dependencies */
import { enhance } from './enhance';
import { readVietQrPayload } from './read';
import { ORDER_RECEIVED_HTML, blockWith } from './test-utils';

afterEach( () => {
	document.body.innerHTML = '';
} );

/** Decodes the drawn SVG by painting its path's unit squares onto an RGBA image. */
function decodeDrawnCode( root: ParentNode ): string | null {
	const svg = root.querySelector( '.tourfront-vietqr__svg' );
	const [ x0, y0, side ] = ( svg?.getAttribute( 'viewBox' ) ?? '' )
		.split( ' ' )
		.map( Number );
	const path = svg?.querySelector( 'path' )?.getAttribute( 'd' ) ?? '';
	const scale = 4;
	const size = side * scale;
	const dark = new Set< string >();
	// lean-qr writes each dark region as an outline; fill it by even-odd scanning of its vertical edges.
	const edges: Array< [ number, number, number ] > = [];
	for ( const shape of path.split( 'Z' ).filter( Boolean ) ) {
		const points = shape
			.replace( 'M', '' )
			.split( 'L' )
			.map( ( p ) => p.split( ' ' ).map( Number ) );
		points.forEach( ( [ x, y ], i ) => {
			const [ nx, ny ] = points[ ( i + 1 ) % points.length ];
			if ( x === nx ) {
				edges.push( [ x, Math.min( y, ny ), Math.max( y, ny ) ] );
			}
		} );
	}
	for ( let y = y0; y < y0 + side; y++ ) {
		const crossings = edges
			.filter( ( [ , a, b ] ) => y >= a && y < b )
			.map( ( [ x ] ) => x )
			.sort( ( a, b ) => a - b );
		for ( let i = 0; i + 1 < crossings.length; i += 2 ) {
			for ( let x = crossings[ i ]; x < crossings[ i + 1 ]; x++ ) {
				dark.add( `${ x },${ y }` );
			}
		}
	}
	const data = new Uint8ClampedArray( size * size * 4 ).fill( 255 );
	for ( let py = 0; py < size; py++ ) {
		for ( let px = 0; px < size; px++ ) {
			if (
				dark.has(
					`${ x0 + Math.floor( px / scale ) },${ y0 + Math.floor( py / scale ) }`
				)
			) {
				data.fill(
					0,
					( py * size + px ) * 4,
					( py * size + px ) * 4 + 3
				);
			}
		}
	}
	return jsQR( data, size, size )?.data ?? null;
}

describe( 'enhance', () => {
	it( "draws the order's VietQR code, shows it and the copy buttons", () => {
		document.body.innerHTML = ORDER_RECEIVED_HTML;
		enhance( document );
		const figure = document.querySelector< HTMLElement >(
			'.tourfront-vietqr__figure'
		)!;
		expect( figure.hidden ).toBe( false );
		const payload = decodeDrawnCode( document );
		expect( payload ).not.toBeNull();
		expect( readVietQrPayload( payload! ) ).toMatchObject( {
			bin: '970436',
			accountNumber: '0123456789',
			amount: '2771400',
			content: 'DH102',
			service: 'QRIBFTTA',
		} );
		const buttons = Array.from(
			document.querySelectorAll< HTMLButtonElement >(
				'.tourfront-vietqr__copy'
			)
		);
		expect(
			buttons.map( ( b ) => [ b.hidden, b.dataset.tourfrontCopy ] )
		).toEqual( [
			[ false, '0123456789' ],
			[ false, '2771400' ],
			[ false, 'DH102' ],
		] );
	} );

	it( 'runs once per block', () => {
		document.body.innerHTML = ORDER_RECEIVED_HTML;
		enhance( document );
		enhance( document );
		expect(
			document.querySelectorAll( '.tourfront-vietqr__svg' )
		).toHaveLength( 1 );
	} );

	it( 'shows and copies exactly what the code carries: account without spaces, content without marks', () => {
		document.body.innerHTML = blockWith( {
			bin: '970436',
			account: '0123 456 789',
			amount: 2771400,
			content: 'Đơn #102',
		} );
		enhance( document );
		expect(
			readVietQrPayload( decodeDrawnCode( document )! )
		).toMatchObject( { accountNumber: '0123456789', content: 'Don 102' } );
		expect(
			document.querySelector(
				'.tourfront-vietqr__row--content .tourfront-vietqr__value'
			)?.textContent
		).toBe( 'Don 102' );
		expect(
			document.querySelector< HTMLElement >(
				'.tourfront-vietqr__row--content .tourfront-vietqr__copy'
			)?.dataset.tourfrontCopy
		).toBe( 'Don 102' );
		expect(
			document.querySelector< HTMLElement >(
				'.tourfront-vietqr__row--account .tourfront-vietqr__copy'
			)?.dataset.tourfrontCopy
		).toBe( '0123456789' );
	} );

	it.each( [
		[
			'a BIN that is not six digits',
			{ bin: '97043', account: '0123456789', amount: 1, content: '102' },
		],
		[
			'an account that no bank has',
			{ bin: '970436', account: '0123/456', amount: 1, content: '102' },
		],
		[
			'no amount',
			{ bin: '970436', account: '0123456789', content: '102' },
		],
		[
			'a zero amount',
			{ bin: '970436', account: '0123456789', amount: 0, content: '102' },
		],
		[ 'malformed data', '{"bin":' ],
	] )(
		'keeps the code hidden for %s, and the text and copy buttons',
		( _, data ) => {
			document.body.innerHTML = blockWith( data );
			enhance( document );
			expect(
				document.querySelector< HTMLElement >(
					'.tourfront-vietqr__figure'
				)?.hidden
			).toBe( true );
			expect(
				document.querySelector( '.tourfront-vietqr__svg' )
			).toBeNull();
			expect(
				document.querySelector(
					'.tourfront-vietqr__row--content .tourfront-vietqr__value'
				)?.textContent
			).toBe( 'DH102' );
			expect(
				document.querySelector< HTMLButtonElement >(
					'.tourfront-vietqr__copy'
				)?.hidden
			).toBe( false );
		}
	);
} );
