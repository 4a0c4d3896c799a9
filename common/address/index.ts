/**
 * Address rules: normalise before comparing, changed fields only.
 */

/** WordPress dependencies */
import { isEmail } from '@wordpress/url';

/** The 10 fields of every address. */
export const ADDRESS_FIELDS = [
	'first_name',
	'last_name',
	'company',
	'address_1',
	'address_2',
	'city',
	'state',
	'postcode',
	'country',
	'phone',
] as const;

export type AddressField = ( typeof ADDRESS_FIELDS )[ number ];
export type AddressLike = Partial< Record< AddressField | 'email', string > >;

/** One field normalised: email valid-or-empty and trimmed; postcode without a space, upper case; others trimmed. */
export function normalizeAddressField( field: string, value: unknown ): string {
	const text = String( value ?? '' ).trim();
	if ( field === 'email' ) {
		return isEmail( text ) ? text : '';
	}
	if ( field === 'postcode' ) {
		return text.replace( ' ', '' ).toUpperCase();
	}
	return text;
}

/** Every field of `address` normalised. */
export function normalizeAddress< T extends AddressLike >( address: T ): T {
	const result: AddressLike = {};
	for ( const [ field, value ] of Object.entries( address ) ) {
		result[ field as AddressField ] = normalizeAddressField( field, value );
	}
	return result as T;
}

/** The fields of `next` whose normalised value differs from `previous`'s, normalised. */
export function getChangedAddressFields< T extends AddressLike >(
	previous: AddressLike,
	next: T
): Partial< T > {
	const changed: AddressLike = {};
	for ( const [ field, value ] of Object.entries( next ) ) {
		const normalised = normalizeAddressField( field, value );
		if (
			normalised !==
			normalizeAddressField( field, previous[ field as AddressField ] )
		) {
			changed[ field as AddressField ] = normalised;
		}
	}
	return changed as Partial< T >;
}

/** True when `address` has all 10 address fields (and `email` for a billing address). */
export function isAddressComplete(
	address: AddressLike,
	type: 'billing' | 'shipping' = 'shipping'
): boolean {
	const keys: string[] =
		type === 'billing'
			? [ ...ADDRESS_FIELDS, 'email' ]
			: [ ...ADDRESS_FIELDS ];
	return keys.every( ( key ) => key in address );
}
