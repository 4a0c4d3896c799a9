/**
 * Reads a VietQR payload back (what a banking app does after scanning): the tests' oracle for codes
 * decoded from the page, and a check that what we build parses the way banks parse it.
 */

/** Internal dependencies */
import { BENEFICIARY_TAG, NAPAS_TAG, PURPOSE_TAG, TAG } from './constants';
import { crc16CcittFalse } from './crc16';
import { parseTlv } from './tlv';

/** The fields of a VietQR bank-transfer payload. */
export interface VietQrFields {
	initiation: string;
	guid: string;
	bin: string;
	accountNumber: string;
	service: string;
	currency: string;
	/** The amount as written in the payload (absent on a static code). */
	amount?: string;
	country: string;
	content?: string;
	crc: string;
}

/** Parses `payload`; throws when it is malformed or its checksum does not match. */
export function readVietQrPayload( payload: string ): VietQrFields {
	const crc = payload.slice( -4 );
	if (
		payload.slice( -8, -4 ) !== `${ TAG.CRC }04` ||
		crc16CcittFalse( payload.slice( 0, -4 ) ) !== crc
	) {
		throw new SyntaxError( 'The VietQR checksum does not match.' );
	}
	const root = parseTlv( payload );
	const merchant = parseTlv( root[ TAG.MERCHANT_ACCOUNT_NAPAS ] ?? '' );
	const beneficiary = parseTlv( merchant[ NAPAS_TAG.BENEFICIARY ] ?? '' );
	const additional = root[ TAG.ADDITIONAL_DATA ]
		? parseTlv( root[ TAG.ADDITIONAL_DATA ] )
		: {};
	return {
		initiation: root[ TAG.POINT_OF_INITIATION ],
		guid: merchant[ NAPAS_TAG.GUID ],
		bin: beneficiary[ BENEFICIARY_TAG.BIN ],
		accountNumber: beneficiary[ BENEFICIARY_TAG.ACCOUNT ],
		service: merchant[ NAPAS_TAG.SERVICE ],
		currency: root[ TAG.CURRENCY ],
		amount: root[ TAG.AMOUNT ],
		country: root[ TAG.COUNTRY ],
		content: additional[ PURPOSE_TAG ],
		crc,
	};
}
