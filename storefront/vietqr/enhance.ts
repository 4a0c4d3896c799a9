/**
 * Bank-transfer accounts printed by theme/inc/vietqr.php: each account with VietQR data gets its
 * code drawn (the figure stays hidden when the data cannot make a valid payload), the account number
 * and transfer content copied are exactly those of the code, and the copy buttons appear.
 */

/** Internal dependencies */
import { createClaim, queryAll } from '../../common/once';
import { bindCopyButton } from './copy';
import { qrSvg } from './draw';
import {
	buildVietQrPayload,
	normaliseAccountNumber,
	transferContent,
	type VietQrTransfer,
} from './payload';

const claim = createClaim();

/** The transfer an account's `data-tourfront-vietqr` describes, or null when it is missing or malformed. */
export function readTransfer( account: HTMLElement ): VietQrTransfer | null {
	try {
		const data: unknown = JSON.parse(
			account.dataset.tourfrontVietqr ?? 'null'
		);
		if ( ! data || typeof data !== 'object' ) {
			return null;
		}
		const {
			bin,
			account: number,
			amount,
			content,
		} = data as Record< string, unknown >;
		if (
			typeof bin !== 'string' ||
			typeof number !== 'string' ||
			typeof amount !== 'number'
		) {
			return null;
		}
		return {
			bin,
			accountNumber: number,
			amount,
			content: typeof content === 'string' ? content : '',
		};
	} catch {
		return null;
	}
}

/** The copy button and value of one detail row. */
function row( account: HTMLElement, field: string ) {
	const element = account.querySelector(
		`.tourfront-vietqr__row--${ field }`
	);
	return {
		value:
			element?.querySelector< HTMLElement >(
				'.tourfront-vietqr__value'
			) ?? null,
		button:
			element?.querySelector< HTMLButtonElement >(
				'.tourfront-vietqr__copy'
			) ?? null,
	};
}

/** Draws the account's code; false when there is none to draw. */
export function drawAccount( account: HTMLElement ): boolean {
	const transfer = readTransfer( account );
	const figure = account.querySelector< HTMLElement >(
		'.tourfront-vietqr__figure'
	);
	const code = figure?.querySelector( '.tourfront-vietqr__code' );
	if ( ! transfer || ! figure || ! code ) {
		return false;
	}
	let payload: string;
	try {
		payload = buildVietQrPayload( transfer );
	} catch {
		return false;
	}
	code.replaceChildren( qrSvg( payload, account.ownerDocument ) );
	figure.hidden = false;

	// What the shopper copies or types must be what the code carries.
	const number = row( account, 'account' );
	number.button?.setAttribute(
		'data-tourfront-copy',
		normaliseAccountNumber( transfer.accountNumber )
	);
	const content = row( account, 'content' );
	const text = transferContent( transfer.content ?? '' );
	if ( content.value ) {
		content.value.textContent = text;
	}
	content.button?.setAttribute( 'data-tourfront-copy', text );
	return true;
}

/** Enhances every bank-transfer account in `root` once. */
export function enhance( root: ParentNode ): void {
	for ( const account of queryAll( root, '.tourfront-vietqr__account' ) ) {
		if ( ! claim( account ) ) {
			continue;
		}
		drawAccount( account );
		account
			.querySelectorAll< HTMLButtonElement >( '.tourfront-vietqr__copy' )
			.forEach( bindCopyButton );
	}
}
