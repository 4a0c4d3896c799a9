/**
 * The VietQR payload of a bank transfer: NAPAS 247 "transfer to account" (QRIBFTTA) in an EMVCo
 * merchant-presented QR code. The one place the payload is built; the theme only prints its inputs.
 */

/** Internal dependencies */
import {
	ACCOUNT_MAX_LENGTH,
	AMOUNT_MAX_LENGTH,
	BENEFICIARY_TAG,
	BIN_PATTERN,
	COUNTRY_VN,
	CURRENCY_VND,
	INITIATION_DYNAMIC,
	INITIATION_STATIC,
	NAPAS_GUID,
	NAPAS_TAG,
	PAYLOAD_FORMAT_VERSION,
	PURPOSE_MAX_LENGTH,
	PURPOSE_TAG,
	SERVICE_TRANSFER_TO_ACCOUNT,
	TAG,
} from './constants';
import { crc16CcittFalse } from './crc16';
import { tlv } from './tlv';
import { removeMarks } from '../../common/search/fold';

/** What a shopper's banking app needs to prefill a transfer. */
export interface VietQrTransfer {
	/** The receiving bank's NAPAS BIN (six digits, e.g. 970436 for Vietcombank). */
	bin: string;
	/** The receiving account number (spaces, dots and dashes are ignored). */
	accountNumber: string;
	/** The amount in đồng; without it the code is static and the payer types the amount. */
	amount?: number;
	/** The transfer content (e.g. the order number); see `transferContent()`. */
	content?: string;
}

/** The account number as banks read it; throws when no bank account can look like this. */
export function normaliseAccountNumber( text: string ): string {
	const account = text.replace( /[\s.\-]/g, '' );
	if (
		! new RegExp( `^[0-9A-Za-z]{1,${ ACCOUNT_MAX_LENGTH }}$` ).test(
			account
		)
	) {
		throw new RangeError(
			`A VietQR account number has 1 to ${ ACCOUNT_MAX_LENGTH } letters or digits.`
		);
	}
	return account;
}

/**
 * A transfer content every bank keeps intact: Vietnamese letters without their marks ("Đơn hàng" →
 * "Don hang"), letters, digits and single spaces only, at most 25 characters. Banks' apps drop or
 * refuse other characters, and the shop must find the same text on its statement.
 */
export function transferContent( text: string ): string {
	return removeMarks( text )
		.replace( /[^A-Za-z0-9]+/g, ' ' )
		.trim()
		.slice( 0, PURPOSE_MAX_LENGTH )
		.trim();
}

function amountValue( amount: number ): string {
	const value = String( amount );
	if (
		! Number.isSafeInteger( amount ) ||
		amount <= 0 ||
		value.length > AMOUNT_MAX_LENGTH
	) {
		throw new RangeError(
			`A VietQR amount is a whole number of đồng with 1 to ${ AMOUNT_MAX_LENGTH } digits, not ${ value }.`
		);
	}
	return value;
}

/** The payload string to encode in the QR code, checksum included. Throws `RangeError` on bad input. */
export function buildVietQrPayload( transfer: VietQrTransfer ): string {
	if ( ! BIN_PATTERN.test( transfer.bin ) ) {
		throw new RangeError(
			`A NAPAS BIN has six digits, not "${ transfer.bin }".`
		);
	}
	const beneficiary =
		tlv( BENEFICIARY_TAG.BIN, transfer.bin ) +
		tlv(
			BENEFICIARY_TAG.ACCOUNT,
			normaliseAccountNumber( transfer.accountNumber )
		);
	const merchantAccount =
		tlv( NAPAS_TAG.GUID, NAPAS_GUID ) +
		tlv( NAPAS_TAG.BENEFICIARY, beneficiary ) +
		tlv( NAPAS_TAG.SERVICE, SERVICE_TRANSFER_TO_ACCOUNT );
	const content = transferContent( transfer.content ?? '' );
	const hasAmount = transfer.amount !== undefined;

	const body = [
		tlv( TAG.PAYLOAD_FORMAT, PAYLOAD_FORMAT_VERSION ),
		tlv(
			TAG.POINT_OF_INITIATION,
			hasAmount ? INITIATION_DYNAMIC : INITIATION_STATIC
		),
		tlv( TAG.MERCHANT_ACCOUNT_NAPAS, merchantAccount ),
		tlv( TAG.CURRENCY, CURRENCY_VND ),
		hasAmount
			? tlv( TAG.AMOUNT, amountValue( transfer.amount as number ) )
			: '',
		tlv( TAG.COUNTRY, COUNTRY_VN ),
		content ? tlv( TAG.ADDITIONAL_DATA, tlv( PURPOSE_TAG, content ) ) : '',
		// The checksum covers its own id and length.
		`${ TAG.CRC }04`,
	].join( '' );
	return body + crc16CcittFalse( body );
}
