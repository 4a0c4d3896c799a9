// @vitest-environment node
/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { crc16CcittFalse } from './crc16';

describe( 'crc16CcittFalse', () => {
	it( 'gives the catalogue check value of CRC-16/CCITT-FALSE for "123456789"', () => {
		// Greg Cook's CRC catalogue (reveng), CRC-16/IBM-3740 alias CRC-16/CCITT-FALSE: check=0x29b1.
		expect( crc16CcittFalse( '123456789' ) ).toBe( '29B1' );
	} );

	it( "reproduces the checksum of another EMVCo QR scheme (Brazil's Pix, same id 63 rule)", () => {
		// Banco Central do Brasil, "Manual de Padrões para Iniciação do Pix", static QR example, as quoted in
		// https://github.com/bacen/pix-api/issues/79 — the CRC covers "6304" and is 1D3D.
		const payload =
			'00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***6304';
		expect( crc16CcittFalse( payload ) ).toBe( '1D3D' );
	} );

	it( 'pads to four upper-case digits and starts from 0xFFFF', () => {
		expect( crc16CcittFalse( '' ) ).toBe( 'FFFF' );
		expect( crc16CcittFalse( 'A' ) ).toMatch( /^[0-9A-F]{4}$/ );
		expect( crc16CcittFalse( 'a' ) ).not.toBe( crc16CcittFalse( 'A' ) );
	} );
} );
