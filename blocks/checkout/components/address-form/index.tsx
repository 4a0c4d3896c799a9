/**
 * An address form built from the field rules of `blocks/checkout/address` (spec §3, §5): fields in
 * index order, hidden fields left out, "(optional)" labels, a state select when the country has
 * states, postcodes checked per country.
 */

/** WordPress dependencies */
import { useCallback } from '@wordpress/element';

/** Internal dependencies */
import type { AddressFormField, AddressType } from '../../address/fields';
import { isPostcodeValid } from '../../address/postcode';
import ValidatedInput, { invalidFieldMessage } from '../validated-input';
import ValidatedSelect from '../validated-input/validated-select';

export interface AddressFormProps {
	type: AddressType;
	address: Record< string, string >;
	fields: AddressFormField[];
	countryOptions: Array< { value: string; label: string } >;
	onChange: ( key: string, value: string ) => void;
	/** Called when a field loses focus (pushes the address at once). */
	onBlur?: () => void;
}

/** The form; each control's validation error is keyed `{type}_{field}`. */
export default function AddressForm( { type, address, fields, countryOptions, onChange, onBlur }: AddressFormProps ) {
	const country = address.country || '';
	const postcodeValidation = useCallback(
		( control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement ) => {
			const value = control.value.trim();
			if ( value && ! isPostcodeValid( value, country ) ) {
				const label = fields.find( ( f ) => f.key === 'postcode' )?.label || 'postcode';
				control.setCustomValidity( invalidFieldMessage( label ) );
				return false;
			}
			return true;
		},
		[ country, fields ]
	);
	return (
		<div className={ `wc-block-components-address-form tourfront-address-form tourfront-address-form--${ type }` }>
			{ fields
				.filter( ( field ) => ! field.hidden )
				.map( ( field ) => {
					const id = `${ type }-${ field.key }`;
					const errorId = `${ type }_${ field.key }`;
					const value = address[ field.key ] ?? '';
					if ( field.key === 'country' ) {
						return (
							<div key={ id } className={ `wc-block-components-address-form__${ field.key }` }>
								<ValidatedSelect
									id={ id }
									errorId={ errorId }
									label={ field.displayLabel }
									value={ value }
									options={ countryOptions }
									required={ field.required }
									autoComplete={ field.autocomplete }
									onChange={ ( next ) => onChange( 'country', next ) }
								/>
							</div>
						);
					}
					if ( field.key === 'state' && field.options ) {
						return (
							<div key={ `${ id }-${ country }` } className={ `wc-block-components-address-form__${ field.key }` }>
								<ValidatedSelect
									id={ id }
									errorId={ errorId }
									label={ field.displayLabel }
									value={ value }
									options={ field.options }
									required={ field.required }
									autoComplete={ field.autocomplete }
									onChange={ ( next ) => onChange( 'state', next ) }
								/>
							</div>
						);
					}
					return (
						<div key={ `${ id }-${ country }` } className={ `wc-block-components-address-form__${ field.key }` }>
							<ValidatedInput
								id={ id }
								errorId={ errorId }
								label={ field.displayLabel }
								value={ value }
								type={ field.type || 'text' }
								required={ field.required }
								autoComplete={ field.autocomplete ? `${ type } ${ field.autocomplete }` : undefined }
								autoCapitalize={ field.autocapitalize }
								customValidation={ field.key === 'postcode' ? postcodeValidation : undefined }
								onChange={ ( next ) => onChange( field.key, next ) }
								onBlur={ () => onBlur?.() }
							/>
						</div>
					);
				} ) }
		</div>
	);
}
