/**
 * An address form built from the field rules of `blocks/checkout/address`: fields in
 * index order, hidden fields left out, "(optional)" labels, a state select when the country has
 * states, postcodes checked per country.
 */

/** WordPress dependencies */
import { useCallback, useRef } from '@wordpress/element';

/** Internal dependencies */
import type {
	AddressFormField,
	AddressType,
	AddressValues,
} from '../../address/fields';
import {
	arePostcodeRulesLoaded,
	isPostcodeValid,
	loadPostcodeRules,
} from '../../address/postcode';
import ValidatedInput, {
	invalidFieldMessage,
	type ValidatedInputHandle,
} from '../validated-input';
import { FIELD_MAX_LENGTHS } from '../../address/limits';
import ValidatedSelect from '../validated-input/validated-select';

export interface AddressFormProps {
	type: AddressType;
	address: AddressValues;
	fields: AddressFormField[];
	countryOptions: Array< { value: string; label: string } >;
	onChange: ( key: string, value: string ) => void;
	/** Called when a field loses focus (pushes the address at once). */
	onBlur?: () => void;
}

/** The form; each control's validation error is keyed `{type}_{field}`. */
export default function AddressForm( {
	type,
	address,
	fields,
	countryOptions,
	onChange,
	onBlur,
}: AddressFormProps ) {
	const country = address.country || '';
	const postcodeInput = useRef< ValidatedInputHandle >( null );
	const postcodeEdited = useRef( false );
	const postcodeValidation = useCallback(
		(
			control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
		) => {
			const value = control.value.trim();
			if ( value && ! arePostcodeRulesLoaded() ) {
				// The first check loads the table; a shopper who typed and already left the field sees its
				// verdict then (a saved postcode checked on mount stays quiet, as every check on mount is).
				loadPostcodeRules()
					.then( () => {
						if (
							postcodeEdited.current &&
							control.isConnected &&
							control.ownerDocument.activeElement !== control
						) {
							postcodeInput.current?.revalidate();
						}
					} )
					.catch( () => undefined );
			}
			if ( value && ! isPostcodeValid( value, country ) ) {
				const label =
					fields.find( ( f ) => f.key === 'postcode' )?.label ||
					'postcode';
				control.setCustomValidity( invalidFieldMessage( label ) );
				return false;
			}
			return true;
		},
		[ country, fields ]
	);
	return (
		<div
			className={ `wc-block-components-address-form tourfront-address-form tourfront-address-form--${ type }` }
		>
			{ fields
				.filter( ( field ) => ! field.hidden )
				.map( ( field ) => {
					const id = `${ type }-${ field.key }`;
					const errorId = `${ type }_${ field.key }`;
					const value = address[ field.key ] ?? '';
					// The country, and a state when the country lists its states, are chosen from a list.
					const options =
						field.key === 'country'
							? countryOptions
							: field.key === 'state' && field.options;
					if ( options ) {
						return (
							<div
								// A state list is the country's own: a new country starts a new select.
								key={
									field.key === 'state'
										? `${ id }-${ country }`
										: id
								}
								className={ `wc-block-components-address-form__${ field.key }` }
							>
								<ValidatedSelect
									id={ id }
									errorId={ errorId }
									label={ field.displayLabel }
									value={ value }
									options={ options }
									required={ field.required }
									autoComplete={ field.autocomplete }
									onChange={ ( next ) =>
										onChange( field.key, next )
									}
								/>
							</div>
						);
					}
					return (
						<div
							key={ `${ id }-${ country }` }
							className={ `wc-block-components-address-form__${ field.key }` }
						>
							<ValidatedInput
								ref={
									field.key === 'postcode'
										? postcodeInput
										: undefined
								}
								id={ id }
								errorId={ errorId }
								label={ field.displayLabel }
								value={ value }
								type={ field.type || 'text' }
								required={ field.required }
								autoComplete={
									field.autocomplete
										? `${ type } ${ field.autocomplete }`
										: undefined
								}
								autoCapitalize={ field.autocapitalize }
								customValidation={
									field.key === 'postcode'
										? postcodeValidation
										: undefined
								}
								maxLength={ FIELD_MAX_LENGTHS[ field.key ] }
								onChange={ ( next ) => {
									postcodeEdited.current ||=
										field.key === 'postcode';
									onChange( field.key, next );
								} }
								onBlur={ () => onBlur?.() }
							/>
						</div>
					);
				} ) }
		</div>
	);
}
