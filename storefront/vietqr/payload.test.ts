// @vitest-environment node
/**
 * The payload against codes published by others, then lengths, characters and amounts.
 */

/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import {
	buildVietQrPayload,
	normaliseAccountNumber,
	transferContent,
} from './payload';
import { readVietQrPayload } from './read';

/**
 * Published VietQR strings, each with the transfer it encodes. Sources:
 * - subiz/vietqr (Go), README.md — https://github.com/subiz/vietqr#sử-dụng: VietinBank, "ủng hộ lũ lụt".
 * - subiz/vietqr, vietqr_test.go — https://github.com/subiz/vietqr/blob/master/vietqr_test.go.
 * - xuannghia/vietnam-qr-pay (npm vietnam-qr-pay), README.md — https://github.com/xuannghia/vietnam-qr-pay:
 *   "VietQR Tĩnh", "VietQR Động", the decode example and the build() example.
 */
const PUBLISHED = [
	{
		source: 'subiz/vietqr README (VietinBank 970415)',
		transfer: {
			bin: '970415',
			accountNumber: '0011001932418',
			amount: 120000,
			content: 'ủng hộ lũ lụt',
		},
		payload:
			'00020101021238570010A00000072701270006970415011300110019324180208QRIBFTTA530370454061200005802VN62170813ung ho lu lut6304C15C',
	},
	{
		source: 'subiz/vietqr vietqr_test.go: static code (TPBank 970423)',
		transfer: { bin: '970423', accountNumber: '0099999999' },
		payload:
			'00020101021138540010A00000072701240006970423011000999999990208QRIBFTTA53037045802VN6304CBB4',
	},
	{
		source: 'subiz/vietqr vietqr_test.go: amount and note (VPBank 970422)',
		transfer: {
			bin: '970422',
			accountNumber: '0023457923442',
			amount: 40123,
			content: 'test text string',
		},
		payload:
			'00020101021238570010A00000072701270006970422011300234579234420208QRIBFTTA53037045405401235802VN62200816test text string6304D9C6',
	},
	{
		source: 'subiz/vietqr vietqr_test.go: Vietnamese marks removed',
		transfer: {
			bin: '970422',
			accountNumber: '0023457923442',
			amount: 40123,
			content: 'chuyển khoản',
		},
		payload:
			'00020101021238570010A00000072701270006970422011300234579234420208QRIBFTTA53037045405401235802VN62160812chuyen khoan6304722F',
	},
	{
		source: 'subiz/vietqr vietqr_test.go: 19-character account, note cut to 25 characters',
		transfer: {
			bin: '970422',
			accountNumber: '0023457923442ASDFLJ',
			amount: 40123,
			content:
				'chuyen khoan alsdkf laksjdflk asjdflja slkdalks djflkasjd fajsldk jalskdfj lkasjdflk ajslkfj l',
		},
		payload:
			'00020101021238630010A0000007270133000697042201190023457923442ASDFLJ0208QRIBFTTA53037045405401235802VN62290825chuyen khoan alsdkf laksj6304E5DB',
	},
	{
		source: 'vietnam-qr-pay README "VietQR Tĩnh" (ACB 970416)',
		transfer: { bin: '970416', accountNumber: '257678859' },
		payload:
			'00020101021138530010A0000007270123000697041601092576788590208QRIBFTTA53037045802VN6304AE9F',
	},
	{
		source: 'vietnam-qr-pay README "VietQR Động"',
		transfer: {
			bin: '970416',
			accountNumber: '257678859',
			amount: 10000,
			content: 'Chuyen tien',
		},
		payload:
			'00020101021238530010A0000007270123000697041601092576788590208QRIBFTTA53037045405100005802VN62150811Chuyen tien630453E6',
	},
	{
		source: 'vietnam-qr-pay README decode example',
		transfer: {
			bin: '970416',
			accountNumber: '257678859',
			amount: 1000,
			content: 'Chuyen tien',
		},
		payload:
			'00020101021238530010A0000007270123000697041601092576788590208QRIBFTTA5303704540410005802VN62150811Chuyen tien6304BBB8',
	},
	{
		source: 'vietnam-qr-pay README build() example',
		transfer: {
			bin: '970416',
			accountNumber: '257678859',
			amount: 999999,
			content: 'Cam on nhe',
		},
		payload:
			'00020101021238530010A0000007270123000697041601092576788590208QRIBFTTA530370454069999995802VN62140810Cam on nhe6304E786',
	},
];

describe( 'buildVietQrPayload', () => {
	it.each( PUBLISHED )(
		'builds the published code: $source',
		( { transfer, payload } ) => {
			expect( buildVietQrPayload( transfer ) ).toBe( payload );
		}
	);

	it.each( PUBLISHED )(
		'reads the published code back: $source',
		( { transfer, payload } ) => {
			const fields = readVietQrPayload( payload );
			expect( fields ).toMatchObject( {
				guid: 'A000000727',
				bin: transfer.bin,
				accountNumber: transfer.accountNumber,
				service: 'QRIBFTTA',
				currency: '704',
				country: 'VN',
				initiation: transfer.amount === undefined ? '11' : '12',
			} );
			expect( fields.amount ).toBe(
				transfer.amount === undefined
					? undefined
					: String( transfer.amount )
			);
		}
	);

	it( 'encodes a shop order: Vietcombank, amount in đồng, the order number as content', () => {
		const payload = buildVietQrPayload( {
			bin: '970436',
			accountNumber: '0071 000 123 456',
			amount: 2490000,
			content: '102',
		} );
		expect( payload ).toBe(
			'000201' +
				'010212' +
				'38570010A000000727' +
				'0127' +
				'0006970436' +
				'01130071000123456' +
				'0208QRIBFTTA' +
				'5303704' +
				'54072490000' +
				'5802VN' +
				'62070803102' +
				'6304' +
				payload.slice( -4 )
		);
		expect( readVietQrPayload( payload ) ).toMatchObject( {
			bin: '970436',
			accountNumber: '0071000123456',
			amount: '2490000',
			content: '102',
		} );
	} );

	it( 'leaves out the additional data when nothing of the content survives', () => {
		const payload = buildVietQrPayload( {
			bin: '970436',
			accountNumber: '0071000123456',
			amount: 1,
			content: '#—!?',
		} );
		expect( payload ).not.toContain( '6204' );
		expect( readVietQrPayload( payload ).content ).toBeUndefined();
	} );

	it.each( [ '97043', '9704361', '97043a', '', ' 970436' ] )(
		'refuses the BIN %j',
		( bin ) => {
			expect( () =>
				buildVietQrPayload( {
					bin,
					accountNumber: '0071000123456',
					amount: 1,
				} )
			).toThrow( RangeError );
		}
	);

	it.each( [
		0,
		-1,
		1.5,
		Number.NaN,
		Number.POSITIVE_INFINITY,
		10_000_000_000_000,
		Number.MAX_SAFE_INTEGER + 1,
	] )( 'refuses the amount %s', ( amount ) => {
		expect( () =>
			buildVietQrPayload( {
				bin: '970436',
				accountNumber: '0071000123456',
				amount,
			} )
		).toThrow( RangeError );
	} );

	it( 'takes the largest amount with 13 digits', () => {
		const payload = buildVietQrPayload( {
			bin: '970436',
			accountNumber: '0071000123456',
			amount: 9_999_999_999_999,
		} );
		expect( payload ).toContain( '54139999999999999' );
	} );

	it( 'keeps every data object within its length and the payload within one QR-friendly size', () => {
		const payload = buildVietQrPayload( {
			bin: '970436',
			accountNumber: 'A'.repeat( 19 ),
			amount: 9_999_999_999_999,
			content: 'Đơn hàng '.repeat( 20 ),
		} );
		const fields = readVietQrPayload( payload );
		expect( fields.content ).toBe( 'Don hang Don hang Don han' );
		expect( fields.content ).toHaveLength( 25 );
		expect( payload.length ).toBeLessThanOrEqual( 160 );
	} );
} );

describe( 'transferContent', () => {
	it.each( [
		[ 'Đơn hàng #1234', 'Don hang 1234' ],
		[ 'DH-1234/2026', 'DH 1234 2026' ],
		[ '  Thanh   toán\tđơn\n42  ', 'Thanh toan don 42' ],
		[ '<script>alert(1)</script>', 'script alert 1 script' ],
		[ 'Tour 🚢 Hạ Long', 'Tour Ha Long' ],
		[ '1234567890123456789012345 6789', '1234567890123456789012345' ],
		[ '123456789012345678901234 6789', '123456789012345678901234' ],
		[ '', '' ],
	] )( '%j → %j', ( text, expected ) => {
		expect( transferContent( text ) ).toBe( expected );
	} );
} );

describe( 'normaliseAccountNumber', () => {
	it( 'drops the spaces, dots and dashes people write account numbers with', () => {
		expect( normaliseAccountNumber( '0071 000.123-456' ) ).toBe(
			'0071000123456'
		);
	} );

	it.each( [ '', '1'.repeat( 20 ), '0071/000', 'số 123' ] )(
		'refuses %j',
		( text ) => {
			expect( () => normaliseAccountNumber( text ) ).toThrow(
				RangeError
			);
		}
	);
} );

describe( 'readVietQrPayload', () => {
	it( 'refuses a payload whose checksum does not match', () => {
		const payload = PUBLISHED[ 0 ].payload;
		expect( () =>
			readVietQrPayload( payload.slice( 0, -4 ) + '0000' )
		).toThrow( SyntaxError );
		expect( () =>
			readVietQrPayload( payload.replace( '120000', '920000' ) )
		).toThrow( SyntaxError );
	} );
} );
