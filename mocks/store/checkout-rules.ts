/**
 * Checkout request checks: WordPress's schema checks (missing billing_address, bad email,
 * postcode, payment method not in the enum) and WooCommerce's required-address check.
 */

/** Internal dependencies */
import { FAMILY_NAME_FIRST } from '../../common/checkout-fields/person-name';
import type { StoreContext } from './context';
import { validateAddressParams } from './customer';
import { invalidParams, missingParams, StoreError } from './errors';
import { addressFieldLabel, addressProblem, fieldRequired } from './messages';
import type { Address } from './types';

/** The checkout POST body. */
export interface CheckoutBody {
	billing_address?: Partial< Address >;
	shipping_address?: Partial< Address >;
	customer_note?: string;
	payment_method?: string;
	payment_data?: Array< { key: string; value: unknown } >;
	extensions?: Record< string, unknown >;
	additional_fields?: Record< string, unknown >;
	create_account?: boolean;
}

/** "a, b, and c" as wp_sprintf's %l lists. */
function listWords( words: string[] ): string {
	if ( words.length < 2 ) {
		return words.join( '' );
	}
	return `${ words.slice( 0, -1 ).join( ', ' ) }, and ${ words[ words.length - 1 ] }`;
}

/** Schema checks, answered before the route (and its nonce check) runs. */
export function validateCheckoutSchema(
	ctx: StoreContext,
	body: CheckoutBody
): void {
	if (
		! body ||
		typeof body.billing_address !== 'object' ||
		body.billing_address === null
	) {
		throw missingParams( [ 'billing_address' ] );
	}
	const enumValues = [
		'',
		...ctx.settings.paymentGateways.map( ( gateway ) => gateway.id ),
	];
	if (
		body.payment_method !== undefined &&
		! enumValues.includes( String( body.payment_method ) )
	) {
		const message = `payment_method is not one of ${ listWords( enumValues ) }.`;
		throw invalidParams( {
			payment_method: { code: 'rest_not_in_enum', message },
		} );
	}
	validateAddressParams( {
		billing_address: body.billing_address,
		shipping_address: body.shipping_address,
	} );
}

/** Countries where WooCommerce requires a state. */
const STATE_REQUIRED = new Set( [
	'US',
	'CA',
	'AU',
	'IN',
	'BR',
	'MX',
	'JP',
	'CN',
] );
/** Countries without a required postcode. */
const POSTCODE_OPTIONAL = new Set( [
	'VN',
	'HK',
	'AE',
	'IE',
	'NG',
	'BH',
	'BB',
	'EC',
	'HN',
	'LB',
	'MU',
	'NI',
	'AO',
	'BO',
	'BZ',
] );

/**
 * The required fields of an address for its country, in the order WooCommerce checks them (the fields'
 * priorities: the theme's family-name-first locale puts the last name first, theme/inc/checkout-name-order.php).
 */
export function requiredFields( country: string, tourfront = false ): string[] {
	const names =
		tourfront && FAMILY_NAME_FIRST.includes( country )
			? [ 'last_name', 'first_name' ]
			: [ 'first_name', 'last_name' ];
	const fields = [ ...names, 'country', 'address_1', 'city' ];
	if ( ! POSTCODE_OPTIONAL.has( country ) ) {
		fields.push( 'postcode' );
	}
	if ( STATE_REQUIRED.has( country ) ) {
		fields.push( 'state' );
	}
	return fields;
}

function missing( address: Address, tourfront: boolean ): string[] {
	return requiredFields( address.country, tourfront )
		.filter(
			( field ) =>
				! String( address[ field as keyof Address ] ?? '' ).trim()
		)
		.map( ( field ) => fieldRequired( addressFieldLabel( field ) ) );
}

/** woocommerce_rest_invalid_address when required billing/shipping fields are empty. */
export function validateRequiredAddresses(
	billing: Address,
	shipping: Address | null,
	tourfront = false
): void {
	const errors: Record< string, string[] > = {};
	// WooCommerce checks shipping first and names the first address with errors in the message.
	const shippingErrors = shipping ? missing( shipping, tourfront ) : [];
	if ( shippingErrors.length ) {
		errors.shipping = shippingErrors;
	}
	const billingErrors = missing( billing, tourfront );
	if ( billingErrors.length ) {
		errors.billing = billingErrors;
	}
	const [ type ] = Object.keys( errors );
	if ( type ) {
		throw new StoreError(
			'woocommerce_rest_invalid_address',
			addressProblem( type as 'billing' | 'shipping', errors[ type ] ),
			400,
			{ errors }
		);
	}
}
