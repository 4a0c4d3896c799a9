// @vitest-environment node
/** External dependencies */
import { beforeAll, describe, expect, it } from 'vitest';

/** Internal dependencies */
import {
	areAddressRulesLoaded,
	hasPostcodePattern,
	isPostcodeValid,
	loadAddressRules,
} from './postcode';

describe( 'before the table loads', () => {
	it( 'checks the overrides and lets the rest pass until the table is there', async () => {
		expect( areAddressRulesLoaded() ).toBe( false );
		expect( isPostcodeValid( '70000', 'VN' ) ).toBe( false );
		expect( isPostcodeValid( '9021', 'US' ) ).toBe( true );
		await loadAddressRules();
		expect( areAddressRulesLoaded() ).toBe( true );
		expect( isPostcodeValid( '9021', 'US' ) ).toBe( false );
	} );
} );

/** Every country with a format of its own: [country, valid samples, invalid samples]. */
const TABLE: Array< [ string, string[], string[] ] > = [
	[ 'US', [ '90210', '90210-1234' ], [ '9021', '90210-12', 'ABCDE' ] ],
	[ 'DE', [ '10115' ], [ '1011', '101155' ] ],
	[ 'IT', [ '00184' ], [ '0018' ] ],
	[ 'KR', [ '03187' ], [ '031870' ] ],
	[ 'MX', [ '06600' ], [ '6600' ] ],
	[ 'FI', [ '00100', 'FI-00100', 'AX-22100' ], [ 'SE-00100', '0010' ] ],
	[ 'NI', [ '11001', '' ], [ '01100', '1100' ] ],
	[ 'BA', [ '71000', '88000' ], [ '61000', '7100' ] ],
	[ 'AU', [ '2000' ], [ '200', '20000' ] ],
	[ 'CH', [ '8001' ], [ '80011' ] ],
	[ 'BE', [ '1000' ], [ '100' ] ],
	[ 'DK', [ '1050' ], [ '10500' ] ],
	[ 'NO', [ '0150' ], [ '015' ] ],
	[ 'ZA', [ '8001' ], [ '800' ] ],
	[ 'AT', [ '1010' ], [ '0101', '101' ] ],
	[ 'SI', [ '1000', 'SI-1000' ], [ '0100', 'SI-0100', '10000' ] ],
	[ 'LI', [ '9485', '9490', '9497' ], [ '9500', '1234' ] ],
	[ 'VN', [ '700000', '100000' ], [ '70000', '7000000', 'ABCDEF' ] ],
	[ 'CN', [ '100000' ], [ '10000' ] ],
	[ 'SG', [ '238859' ], [ '23885' ] ],
	[ 'RU', [ '101000' ], [ '10100' ] ],
	[ 'RO', [ '010011' ], [ '01001' ] ],
	[ 'KH', [ '120101' ], [ '12000' ] ],
	[ 'IN', [ '110001', '110 001' ], [ '010001', '11001' ] ],
	[ 'IL', [ '61000', '6100000' ], [ '6100', '61000000' ] ],
	[ 'RS', [ '11000', '110000' ], [ '1100' ] ],
	[ 'CA', [ 'K1A 0B1', 'k1a0b1' ], [ 'K1A-0B1', '12345' ] ],
	[
		'GB',
		[ 'SW1A 1AA', 'sw1a1aa', 'M1 1AE', 'BFPO 1234', 'BFPO c/o 123' ],
		[ 'SW1A', 'BFPO 12345', 'BFPO c/o 1234' ],
	],
	[ 'UK', [ 'EC1A 1BB', 'BFPO 801' ], [ '12345' ] ],
	[
		'NL',
		[ '1012 AB', '1012ab' ],
		[ '0123 AB', '1012 SA', '1012 sd', '1012 SS' ],
	],
	[ 'JP', [ '100-0001', '1000001' ], [ '100-001', '10000001' ] ],
	[ 'BR', [ '01310-100', '01310100' ], [ '0131-100' ] ],
	[ 'PL', [ '00-950' ], [ '00950', '0-950' ] ],
	[ 'PT', [ '1000', '1000-001' ], [ '1000-01', '100' ] ],
	[ 'ES', [ '28013', '01001', '52001' ], [ '53001', '00123' ] ],
	[ 'SE', [ '11455', '114 55', 'SE-11455' ], [ '1145', 'FI-11455' ] ],
	[ 'IE', [ 'D02 X285', 'A65F4E2' ], [ '12345', 'D02 X28' ] ],
	[ 'VA', [ '00120' ], [ '00121' ] ],
	[ 'AS', [ '96799' ], [ '96798' ] ],
	[ 'CX', [ '6798' ], [ '6799' ] ],
	[ 'NF', [ '2899' ], [ '2898' ] ],
	[ 'BH', [ '', '317' ], [ '31' ] ],
	[ 'BB', [ '', 'BB11000' ], [ '11000' ] ],
	[ 'EC', [ '', '170150' ], [ '1701' ] ],
	[ 'HN', [ '', '11101' ], [ '1110' ] ],
	[ 'LB', [ '', '1107 2810' ], [ '110' ] ],
	[ 'MU', [ '', '42602' ], [ '426' ] ],
	[ 'NG', [ '', '100001' ], [ '10000' ] ],
	// Groups joined by hyphens only; a space is refused.
	[
		'INTL',
		[ '', 'AB-12-3', 'AB12', 'X1' ],
		[ '--', 'AB_12', 'AB 12', 'AB-12 3', 'AB-' ],
	],
];

describe( 'isPostcodeValid', () => {
	beforeAll( () => loadAddressRules() );

	describe.each( TABLE )( '%s', ( country, valid, invalid ) => {
		it.each( valid )( 'accepts "%s"', ( postcode ) => {
			expect( isPostcodeValid( postcode, country ) ).toBe( true );
		} );
		it.each( invalid )( 'refuses "%s"', ( postcode ) => {
			expect( isPostcodeValid( postcode, country ) ).toBe( false );
		} );
	} );

	it( 'lets a country without a pattern pass anything', () => {
		expect( hasPostcodePattern( 'AO' ) ).toBe( false );
		expect( isPostcodeValid( 'whatever 123', 'AO' ) ).toBe( true );
		expect( isPostcodeValid( '123', '' ) ).toBe( true );
	} );

	it( 'trims the value before checking', () => {
		expect( isPostcodeValid( ' 700000 ', 'VN' ) ).toBe( true );
	} );
} );
