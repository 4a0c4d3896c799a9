/**
 * What a real store prints for a bank-transfer order, from the demo's order: WooCommerce's own bank
 * details (`WC_Gateway_BACS::thankyou_page`) and the theme's VietQR block (theme/inc/vietqr.php), with
 * the same markup (checked against theme/tests/fixtures/vietqr). storefront/vietqr draws the code.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import type { BacsAccount } from '../../fixtures/settings';
import { escapeHtml } from './notices';
import { price, type DemoOrder } from './orders';

/** The store's bank-transfer settings the markup reads. */
export interface BankSettings {
	accounts: BacsAccount[];
	baseCountry: string;
	/** Put before the order number in the transfer content (the theme's setting; "DH" by default). */
	transferPrefix?: string;
}

/** The statuses in which an order still waits for its transfer (`tourfront_vietqr_order_statuses`). */
const AWAITING_TRANSFER = [ 'on-hold', 'pending' ];
const isBin = ( bin: string ) => /^\d{6}$/.test( bin );
const accountsWithNumber = ( bank: BankSettings ) =>
	bank.accounts.filter( ( account ) => account.account_number.trim() !== '' );

/** The order total in whole đồng, or 0 when the order is in another currency. */
function amountInDong( order: DemoOrder ): number {
	const totals = order.cart.totals ?? {};
	if ( ( totals.currency_code ?? 'VND' ) !== 'VND' ) {
		return 0;
	}
	return Math.max(
		0,
		Math.round(
			Number( totals.total_price ?? 0 ) /
				10 ** ( totals.currency_minor_unit ?? 0 )
		)
	);
}

/** WooCommerce's "Our bank details" on order received. */
export function bacsBankDetailsHtml(
	order: DemoOrder,
	bank: BankSettings
): string {
	const sortCode =
		order.billing.country === 'VN'
			? __( 'Bank BIN (NAPAS)', 'tourfront' )
			: __( 'Sort code', 'tourfront' );
	const accounts = bank.accounts.map( ( account ) => {
		const fields: Array< [ string, string, string ] > = [
			[ 'bank_name', __( 'Bank', 'tourfront' ), account.bank_name ],
			[
				'account_number',
				__( 'Account number', 'tourfront' ),
				account.account_number,
			],
			[ 'sort_code', sortCode, account.sort_code ],
			[ 'iban', __( 'IBAN', 'tourfront' ), account.iban ],
			[ 'bic', __( 'BIC', 'tourfront' ), account.bic ],
		];
		const items = fields
			.filter( ( [ , , value ] ) => value )
			.map(
				( [ key, label, value ] ) =>
					`<li class="${ key }">${ escapeHtml( label ) }: <strong>${ escapeHtml( value ) }</strong></li>\n`
			);
		return {
			html: `${ account.account_name ? `<h3 class="wc-bacs-bank-details-account-name">${ escapeHtml( account.account_name ) }:</h3>\n` : '' }<ul class="wc-bacs-bank-details order_details bacs_details">\n${ items.join( '' ) }</ul>`,
			hasDetails: items.length > 0,
		};
	} );
	if ( ! accounts.some( ( account ) => account.hasDetails ) ) {
		return '';
	}
	return `<section class="woocommerce-bacs-bank-details"><h2 class="wc-bacs-bank-details-heading">${ escapeHtml( __( 'Our bank details', 'tourfront' ) ) }</h2>\n${ accounts.map( ( a ) => a.html ).join( '' ) }</section>`;
}

function row(
	field: string,
	label: string,
	value: string,
	copy = '',
	copyLabel = ''
): string {
	const button = copy
		? ` <button type="button" class="tourfront-vietqr__copy" data-tourfront-copy="${ escapeHtml( copy ) }" aria-label="${ escapeHtml( copyLabel ) }" hidden>${ escapeHtml( __( 'Copy', 'tourfront' ) ) }</button>`
		: '';
	return `<div class="tourfront-vietqr__row tourfront-vietqr__row--${ field }"><dt>${ escapeHtml( label ) }</dt><dd><span class="tourfront-vietqr__value">${ value }</span>${ button }</dd></div>`;
}

/**
 * The theme's bank-transfer block, or '' when the order does not await a transfer (or, with
 * `onlyWithQr` on order received, when no account gets a code).
 */
export function bankTransferHtml(
	order: DemoOrder,
	bank: BankSettings,
	onlyWithQr = false
): string {
	if (
		order.paymentMethod !== 'bacs' ||
		! AWAITING_TRANSFER.includes( order.status )
	) {
		return '';
	}
	const accounts = accountsWithNumber( bank );
	const amount = amountInDong( order );
	const withQr = bank.baseCountry === 'VN' && amount > 0;
	if (
		! accounts.length ||
		( onlyWithQr &&
			! (
				withQr &&
				accounts.some( ( a ) =>
					isBin( a.sort_code.replace( /\s+/g, '' ) )
				)
			) )
	) {
		return '';
	}
	const content = `${ bank.transferPrefix ?? 'DH' }${ order.id }`;
	const cards = accounts.map( ( account, index ) => {
		const bin = account.sort_code.replace( /\s+/g, '' );
		const number = account.account_number.trim();
		const detailsId = `tourfront-vietqr-details-${ index + 1 }`;
		const data =
			withQr && isBin( bin )
				? JSON.stringify( { bin, account: number, amount, content } )
				: '';
		const figure = data
			? `<figure class="tourfront-vietqr__figure" hidden><div class="tourfront-vietqr__code" role="img" aria-label="${ escapeHtml(
					__( 'VietQR code of this transfer', 'tourfront' )
				) }" aria-describedby="${ detailsId }"></div><figcaption class="tourfront-vietqr__caption">${ escapeHtml(
					__(
						'Scan with your banking app: the account, the amount and the transfer content are filled in for you.',
						'tourfront'
					)
				) }</figcaption></figure>`
			: '';
		const rows = [
			account.bank_name
				? row(
						'bank',
						__( 'Bank', 'tourfront' ),
						escapeHtml( account.bank_name )
					)
				: '',
			account.account_name
				? row(
						'holder',
						__( 'Account holder', 'tourfront' ),
						escapeHtml( account.account_name )
					)
				: '',
			row(
				'account',
				__( 'Account number', 'tourfront' ),
				escapeHtml( number ),
				number,
				__( 'Copy the account number', 'tourfront' )
			),
			row(
				'amount',
				__( 'Amount', 'tourfront' ),
				price( order.cart.totals?.total_price, order.cart.totals ),
				amount ? String( amount ) : '',
				__( 'Copy the amount', 'tourfront' )
			),
			row(
				'content',
				__( 'Transfer content', 'tourfront' ),
				escapeHtml( content ),
				content,
				__( 'Copy the transfer content', 'tourfront' )
			),
		];
		return `<div class="tourfront-vietqr__account"${ data ? ` data-tourfront-vietqr="${ escapeHtml( data ) }"` : '' }>${ figure }<dl class="tourfront-vietqr__details" id="${ detailsId }">${ rows.join( '' ) }</dl></div>`;
	} );
	return `<section class="tourfront-vietqr" aria-labelledby="tourfront-vietqr-heading"><h2 class="tourfront-vietqr__heading" id="tourfront-vietqr-heading">${ escapeHtml(
		__( 'Pay by bank transfer', 'tourfront' )
	) }</h2>${ cards.join( '' ) }</section>`;
}

/**
 * What `woocommerce_before_thankyou` prints on order received: the VietQR block first, when an account
 * gets a code (then WooCommerce's own bank details further down list no account again).
 */
export function bacsBeforeThankYouHtml(
	order: DemoOrder,
	bank: BankSettings
): string {
	return bankTransferHtml( order, bank, true );
}

/** What `woocommerce_thankyou_bacs` prints on order received: WooCommerce's bank details unless the VietQR block came first. */
export function bacsThankYouHtml(
	order: DemoOrder,
	bank: BankSettings
): string {
	return order.paymentMethod === 'bacs' &&
		! bacsBeforeThankYouHtml( order, bank )
		? bacsBankDetailsHtml( order, bank )
		: '';
}
