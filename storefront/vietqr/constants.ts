/**
 * The constants of the NAPAS VietQR (EMVCo merchant-presented QR) payload and of its drawing.
 */

/** Root data object ids of the EMVCo merchant-presented QR code. */
export const TAG = {
	PAYLOAD_FORMAT: '00',
	POINT_OF_INITIATION: '01',
	MERCHANT_ACCOUNT_NAPAS: '38',
	CURRENCY: '53',
	AMOUNT: '54',
	COUNTRY: '58',
	ADDITIONAL_DATA: '62',
	CRC: '63',
} as const;

/** Sub-ids of the NAPAS merchant account information template (id 38). */
export const NAPAS_TAG = {
	GUID: '00',
	BENEFICIARY: '01',
	SERVICE: '02',
} as const;

/** Sub-ids of the beneficiary organisation (id 38 → 01). */
export const BENEFICIARY_TAG = {
	BIN: '00',
	ACCOUNT: '01',
} as const;

/** Sub-id of the purpose of transaction in the additional data template (id 62). */
export const PURPOSE_TAG = '08';

export const PAYLOAD_FORMAT_VERSION = '01';
/** "11": the code may be paid many times (no amount); "12": one payment of the amount it carries. */
export const INITIATION_STATIC = '11';
export const INITIATION_DYNAMIC = '12';
/** NAPAS's application identifier in the merchant account information. */
export const NAPAS_GUID = 'A000000727';
/** NAPAS 247 service "transfer to account" (QRIBFTTC would be "to card"). */
export const SERVICE_TRANSFER_TO_ACCOUNT = 'QRIBFTTA';
/** ISO 4217 numeric code of the đồng. */
export const CURRENCY_VND = '704';
export const COUNTRY_VN = 'VN';

/** A bank's NAPAS BIN (acquirer id): six digits. */
export const BIN_PATTERN = /^\d{6}$/;
export const ACCOUNT_MAX_LENGTH = 19;
export const AMOUNT_MAX_LENGTH = 13;
/** EMVCo's limit for each additional data field; banks' apps cut longer transfer contents anyway. */
export const PURPOSE_MAX_LENGTH = 25;
/** The length field of a TLV data object has two digits. */
export const TLV_VALUE_MAX_LENGTH = 99;

/** ISO 18004 asks for four light modules around the symbol. */
export const QR_QUIET_ZONE_MODULES = 4;

/** How long a copy button says "Copied": the platform's copy-confirmation display. */
export const COPIED_FEEDBACK_MS = 4000;
