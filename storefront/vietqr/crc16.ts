/* eslint-disable no-bitwise -- a CRC is shifts and XORs of its 16-bit register. */
/**
 * CRC-16/CCITT-FALSE, the checksum of EMVCo QR codes (id 63): polynomial 0x1021, initial value 0xFFFF,
 * no reflection, no final XOR, computed over the payload's bytes up to and including "6304".
 */

const POLYNOMIAL = 0x1021;
const INITIAL = 0xffff;

/** The checksum of `text` (its UTF-8 bytes) as four upper-case hexadecimal digits. */
export function crc16CcittFalse( text: string ): string {
	let crc = INITIAL;
	for ( const byte of new TextEncoder().encode( text ) ) {
		crc ^= byte << 8;
		for ( let bit = 0; bit < 8; bit++ ) {
			crc =
				crc & 0x8000
					? ( ( crc << 1 ) ^ POLYNOMIAL ) & 0xffff
					: ( crc << 1 ) & 0xffff;
		}
	}
	return crc.toString( 16 ).toUpperCase().padStart( 4, '0' );
}
