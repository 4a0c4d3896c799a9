/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { isPhoneValid } from './index';

describe( 'isPhoneValid', () => {
	it.each( [
		'0912345678',
		'091 234 5678',
		'091.234.5678',
		'091-234-5678',
		'+84912345678',
		'+84 91 234 5678',
		'',
	] )( 'takes %j in Việt Nam', ( phone ) => {
		expect( isPhoneValid( phone, 'VN' ) ).toBe( true );
		expect( isPhoneValid( phone ) ).toBe( true );
	} );

	it.each( [
		'12ab',
		'091234',
		'1234567890123456',
		'912345678',
		'09123456789',
		'+8491234567',
		'+84 0912345678',
		'0912 345 67a',
		'(091) 2345678',
	] )( 'refuses %j in Việt Nam', ( phone ) => {
		expect( isPhoneValid( phone, 'VN' ) ).toBe( false );
	} );

	it( 'takes a foreign number with + and brackets, refuses letters and a short or long one', () => {
		expect( isPhoneValid( '+1 (415) 555-0132', 'US' ) ).toBe( true );
		expect( isPhoneValid( '030 1234567', 'DE' ) ).toBe( true );
		expect( isPhoneValid( '12ab', 'US' ) ).toBe( false );
		expect( isPhoneValid( '12345', 'US' ) ).toBe( false );
		expect( isPhoneValid( '1234567890123456', 'US' ) ).toBe( false );
	} );
} );
