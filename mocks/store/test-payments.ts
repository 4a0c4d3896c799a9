/**
 * The test card gateway and the test wallet of e2e/fixtures/plugins/, as their `process_payment()` runs on
 * a real store: a card of fewer than 12 digits or a saved token of someone else is refused, the failing card
 * is declined, a logged-in customer may save the card (a Visa token, expiring 12/30) and pay with it later.
 * A refusal is WooCommerce's answer to a gateway's exception: 400
 * `woocommerce_rest_checkout_process_payment_error` with the gateway's message, the cart kept.
 */

/** Internal dependencies */
import type { StoreContext } from './context';
import { StoreError } from './errors';
import type { SavedTokenRecord } from './types';

export const TEST_GATEWAY = 'tourfront_test';
export const TEST_EXPRESS = 'tourfront_express';
/** The plugin's `TOURFRONT_TEST_GATEWAY_FAILING_CARD`. */
export const FAILING_CARD = '4000000000000002';
/** The plugin's messages (its PHP strings, not translated). */
export const DECLINED =
	'Thẻ bị từ chối: ngân hàng thử nghiệm không chấp nhận giao dịch.';
export const INVALID_CARD = 'Số thẻ không hợp lệ.';
export const UNUSABLE_TOKEN = 'Thẻ đã lưu không dùng được.';

/** The gateways the two plugins add to WooCommerce's list (titles: their settings' defaults). */
export const TEST_PAYMENT_GATEWAYS = [
	{
		id: TEST_GATEWAY,
		title: 'Thẻ thử nghiệm',
		orderStatus: 'processing' as const,
	},
	{
		id: TEST_EXPRESS,
		title: 'Ví thử nghiệm',
		orderStatus: 'processing' as const,
	},
];

/** PHP's string cast of what JSON decoded: true → "1", false and null → "". */
function phpString( value: unknown ): string {
	if ( value === true ) {
		return '1';
	}
	return value === false || value === null || value === undefined
		? ''
		: String( value );
}

/** `payment_data` as the Store API turns it into `$_POST` (string values, as the gateway reads them). */
export function postedPaymentData(
	paymentData: unknown
): Record< string, string > {
	const out: Record< string, string > = {};
	if ( ! Array.isArray( paymentData ) ) {
		return out;
	}
	for ( const entry of paymentData as Array< {
		key?: unknown;
		value?: unknown;
	} > ) {
		if ( typeof entry?.key !== 'string' ) {
			continue;
		}
		out[ entry.key ] = phpString( entry.value );
	}
	return out;
}

function refuse( message: string ): StoreError {
	return new StoreError(
		'woocommerce_rest_checkout_process_payment_error',
		message,
		400
	);
}

/**
 * Runs the gateway's payment for a new order of `customerId` (0: a guest). Throws the Store API's error
 * when it fails; returns the token used or saved, if any.
 */
export function processTestPayment(
	ctx: StoreContext,
	paymentMethod: string,
	paymentData: unknown,
	customerId: number
): SavedTokenRecord | undefined {
	if ( paymentMethod !== TEST_GATEWAY ) {
		return undefined;
	}
	const posted = postedPaymentData( paymentData );
	const tokens = ( ctx.state.paymentTokens ??= [] );
	const tokenId =
		parseInt( posted[ `wc-${ TEST_GATEWAY }-payment-token` ] ?? '', 10 ) ||
		0;
	const card = ( posted.tourfront_test_card ?? '' ).replace( /\D/g, '' );
	let token: SavedTokenRecord | undefined;
	if ( tokenId ) {
		token = tokens.find( ( entry ) => entry.id === tokenId );
		if (
			! token ||
			token.userId !== customerId ||
			token.gateway !== TEST_GATEWAY
		) {
			throw refuse( UNUSABLE_TOKEN );
		}
	} else if ( card.length < 12 ) {
		throw refuse( INVALID_CARD );
	}
	if ( card === FAILING_CARD ) {
		throw refuse( DECLINED );
	}
	const save = [ '1', 'true' ].includes(
		posted[ `wc-${ TEST_GATEWAY }-new-payment-method` ] ?? ''
	);
	if ( ! token && save && customerId > 0 ) {
		const first = ! tokens.some( ( entry ) => entry.userId === customerId );
		token = {
			id: ( ctx.state.nextTokenId ??= 1 ),
			userId: customerId,
			gateway: TEST_GATEWAY,
			brand: 'visa',
			last4: card.slice( -4 ),
			expires: '12/30',
			// WooCommerce makes a customer's first token the default.
			isDefault: first,
		};
		ctx.state.nextTokenId = token.id + 1;
		tokens.push( token );
	}
	return token;
}

/** WooCommerce's label of a card brand (`wc_get_credit_card_type_label`). */
function brandLabel( brand: string ): string {
	return brand === 'visa' ? 'Visa' : brand;
}

/** The customer's saved methods as WooCommerce's checkout prints them (`customerPaymentMethods`), default first. */
export function customerPaymentMethods(
	ctx: StoreContext,
	customerId: number
): Record<
	string,
	Array< {
		tokenId: number;
		is_default: boolean;
		method: { gateway: string; last4: string; brand: string };
		expires: string;
	} >
> {
	const own = ( ctx.state.paymentTokens ?? [] )
		.filter( ( token ) => customerId > 0 && token.userId === customerId )
		.sort( ( a, b ) => Number( b.isDefault ) - Number( a.isDefault ) );
	if ( ! own.length ) {
		return {};
	}
	return {
		cc: own.map( ( token ) => ( {
			tokenId: token.id,
			is_default: token.isDefault,
			method: {
				gateway: token.gateway,
				last4: token.last4,
				brand: brandLabel( token.brand ),
			},
			expires: token.expires,
		} ) ),
	};
}
