/**
 * Address form fields: `defaultFields` merged
 * with the country's `countryData[country].locale`, ordered by index; hidden fields are not required;
 * an optional field without optionalLabel reads "{label} (optional)".
 */

/** WordPress dependencies */
import { __, sprintf } from '@wordpress/i18n';
import { decodeEntities } from '@wordpress/html-entities';

/** Internal dependencies */
import { ADDRESS_FIELDS } from '../../../common/address';
import type {
	AddressFieldConfig,
	AddressFieldKey,
	CountryData,
} from '../../../common/settings';
import { compareText } from '../../../common/locale';

export type AddressType = 'billing' | 'shipping';

/** An address as the forms read it (a cart's billing or shipping address fits). */
export type AddressValues = Partial< Record< AddressFieldKey, string > >;

/** A field ready to render. */
export interface AddressFormField extends AddressFieldConfig {
	key: AddressFieldKey;
	/** The label shown: `label` when required, otherwise the optional label. */
	displayLabel: string;
	/** For `state` only: the country's states as a select, or null for a text input. */
	options: Array< { value: string; label: string } > | null;
}

/** The 10 address fields (country first, as WooCommerce lists them). */
export const ADDRESS_KEYS: readonly AddressFieldKey[] = Object.freeze( [
	'country',
	...ADDRESS_FIELDS.filter( ( key ) => key !== 'country' ),
] );

/** "{label} (optional)". */
export function optionalLabelFor( label: string ): string {
	/* translators: %s: field label */
	return sprintf( __( '%s (optional)', 'tourfront' ), label );
}

/** The states of a country as select options, or null when the country has none. */
export function getStateOptions(
	country: string,
	countryData: Record< string, CountryData >
): Array< { value: string; label: string } > | null {
	const states = countryData[ country ]?.states;
	if ( ! states || Array.isArray( states ) ) {
		return null;
	}
	const entries = Object.entries( states );
	return entries.length
		? entries.map( ( [ value, label ] ) => ( {
				value,
				label: decodeEntities( label ),
			} ) )
		: null;
}

/** The fields of an address form for `country`, in display order. */
export function getAddressFields(
	country: string,
	keys: readonly string[],
	defaultFields: Partial< Record< AddressFieldKey, AddressFieldConfig > >,
	countryData: Record< string, CountryData >
): AddressFormField[] {
	const locale = countryData[ country ]?.locale || {};
	const fields: AddressFormField[] = [];
	for ( const name of keys ) {
		const key = name as AddressFieldKey;
		const base = defaultFields[ key ];
		if ( ! base ) {
			continue;
		}
		const override = locale[ key ] || {};
		const label = override.label ?? base.label;
		const optionalLabel =
			override.optionalLabel ??
			( override.label
				? optionalLabelFor( override.label )
				: base.optionalLabel ) ??
			optionalLabelFor( label );
		const hidden = override.hidden ?? base.hidden ?? false;
		const required = hidden
			? false
			: ( override.required ?? base.required ?? false );
		fields.push( {
			...base,
			...override,
			key,
			label,
			optionalLabel,
			hidden,
			required,
			index: override.index ?? base.index ?? 0,
			displayLabel: required ? label : optionalLabel,
			options:
				key === 'state'
					? getStateOptions( country, countryData )
					: null,
		} );
	}
	// Stable sort: equal indexes keep the configured order.
	return fields.sort( ( a, b ) => a.index - b.index );
}

/** Countries offered for an address type, filtered by allowBilling / allowShipping, sorted by name in the site's locale. */
export function getCountryOptions(
	countries: Record< string, string >,
	countryData: Record< string, CountryData >,
	type: AddressType
): Array< { value: string; label: string } > {
	return Object.entries( countries )
		.filter( ( [ code ] ) => {
			const data = countryData[ code ];
			if ( ! data ) {
				return true;
			}
			return type === 'billing' ? data.allowBilling : data.allowShipping;
		} )
		.map( ( [ value, label ] ) => ( {
			value,
			label: decodeEntities( label ),
		} ) )
		.sort( ( a, b ) => compareText( a.label, b.label ) );
}

/** The address with its hidden fields blanked (and a state not in the country's list cleared). */
export function blankHiddenFields< A extends AddressValues >(
	address: A,
	fields: AddressFormField[]
): A {
	const next: AddressValues = { ...address };
	for ( const field of fields ) {
		if ( field.hidden && next[ field.key ] ) {
			next[ field.key ] = '';
		}
		if ( field.key === 'state' && field.options && next.state ) {
			if (
				! field.options.some(
					( option ) => option.value === next.state
				)
			) {
				next.state = '';
			}
		}
	}
	return next as A;
}
