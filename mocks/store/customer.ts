/**
 * Customer addresses: the schema checks WordPress runs on billing_address / shipping_address
 * (email, postcode per country) and the merge update-customer does.
 */

/** External dependencies */
import {
	postcodeValidator,
	postcodeValidatorExistsForCountry,
} from 'postcode-validator';

/** Internal dependencies */
// WordPress's is_email: the one rule the checkout block checks too.
import { isEmail } from '../../common/email';
import { isPhoneValid } from '../../common/phone';
import type { StoreContext } from './context';
import { invalidParams } from './errors';
import type { Address } from './types';
import { emailInvalid, phoneInvalid, postcodeInvalid } from './messages';

/** WooCommerce has no postcode pattern for these (the recorded store accepts any VN postcode). */
const NO_PATTERN = new Set( [ 'VN' ] );

/** An empty address in the store's base country. */
export function emptyAddress( country: string, withEmail: boolean ): Address {
	const address: Address = {
		first_name: '',
		last_name: '',
		company: '',
		address_1: '',
		address_2: '',
		city: '',
		state: '',
		postcode: '',
		country,
		phone: '',
	};
	if ( withEmail ) {
		address.email = '';
	}
	return address;
}

/** wc_format_postcode: trimmed, upper-cased (spaces kept as typed). */
export function formatPostcode( value: string ): string {
	return value.trim().toUpperCase();
}

/** True when the postcode is valid for the country (empty passes here; required-ness is checked at checkout). */
export function isValidPostcode( postcode: string, country: string ): boolean {
	if (
		! postcode ||
		! country ||
		NO_PATTERN.has( country ) ||
		! postcodeValidatorExistsForCountry( country )
	) {
		return true;
	}
	return postcodeValidator( postcode, country );
}

type AddressInput = Partial< Record< keyof Address, unknown > >;

/** Validates the address params of a request; throws rest_invalid_param like WordPress does. */
export function validateAddressParams(
	params: Record< string, AddressInput | undefined >,
	schema = true
): void {
	const details: Record< string, { code: string; message: string } > = {};
	for ( const [ param, address ] of Object.entries( params ) ) {
		if ( ! address ) {
			continue;
		}
		const email =
			typeof address.email === 'string' ? address.email.trim() : '';
		if ( param === 'billing_address' && email && ! isEmail( email ) ) {
			details[ param ] = {
				code: 'invalid_email',
				message: emailInvalid(),
			};
			continue;
		}
		const postcode =
			typeof address.postcode === 'string'
				? formatPostcode( address.postcode )
				: '';
		const country =
			typeof address.country === 'string' ? address.country : '';
		if ( ! isValidPostcode( postcode, country ) ) {
			details[ param ] = {
				code: 'invalid_postcode',
				message: postcodeInvalid(),
			};
		} else if (
			typeof address.phone === 'string' &&
			! isPhoneValid( address.phone.trim(), country )
		) {
			details[ param ] = {
				code: 'invalid_phone',
				message: phoneInvalid(),
			};
		}
	}
	if ( Object.keys( details ).length ) {
		throw invalidParams( details, schema );
	}
}

/** Merges sent fields into an address (strings only, trimmed; postcode formatted). */
export function mergeAddress(
	current: Address,
	input: AddressInput | undefined
): Address {
	if ( ! input ) {
		return current;
	}
	const next: Address = { ...current };
	for ( const key of Object.keys( current ) as Array< keyof Address > ) {
		const value = input[ key ];
		if ( typeof value === 'string' ) {
			next[ key ] =
				key === 'postcode' ? formatPostcode( value ) : value.trim();
		}
	}
	return next;
}

/**
 * A customer logged in or out: WooCommerce reads their contact from the account (a new account: its
 * email only), and the guest's typed address does not follow them into it.
 */
export function startCustomerSession( ctx: StoreContext, email: string ): void {
	const country = ctx.settings.baseCountry;
	ctx.state.cart.billing = { ...emptyAddress( country, true ), email };
	ctx.state.cart.shipping = emptyAddress( country, false );
	// The account's own saved fields (none in the demo's accounts), not the guest's.
	ctx.state.cart.additionalFields = {};
}

/** update-customer. */
export function updateCustomer(
	ctx: StoreContext,
	body: { billing_address?: AddressInput; shipping_address?: AddressInput }
): void {
	// WordPress sanitizes an email that is not one to '' before the route validates (the recorded store answers 200).
	const billing =
		body.billing_address &&
		typeof body.billing_address.email === 'string' &&
		! isEmail( body.billing_address.email.trim() )
			? { ...body.billing_address, email: '' }
			: body.billing_address;
	validateAddressParams(
		{ billing_address: billing, shipping_address: body.shipping_address },
		false
	);
	ctx.state.cart.billing = mergeAddress( ctx.state.cart.billing, billing );
	ctx.state.cart.shipping = mergeAddress(
		ctx.state.cart.shipping,
		body.shipping_address
	);
}
