/**
 * An address form built from the field rules of `blocks/checkout/address`: fields in
 * index order, hidden fields left out, "(optional)" labels, a state select when the country has
 * states, postcodes and phone numbers checked per country.
 */

/** WordPress dependencies */
import { useRef } from '@wordpress/element';

/** Internal dependencies */
import type {
	AddressFormField,
	AddressType,
	AddressValues,
} from '../../address/fields';
import {
	areAddressRulesLoaded,
	isPostcodeValid,
	loadAddressRules,
	phoneError,
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
	const inputs = useRef< Record< string, ValidatedInputHandle | null > >(
		{}
	);
	const edited = useRef( new Set< string >() );
	// The postcode table and the phone rule load on their fields' first check with a value. A shopper who
	// typed and already left the field sees its verdict then (a saved value checked on mount stays quiet,
	// as every check on mount is).
	const lazyRules = (
		control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement,
		key: string,
		label: string
	) => {
		const value = control.value.trim();
		if ( value && ! areAddressRulesLoaded() ) {
			loadAddressRules()
				.then( () => {
					if (
						edited.current.has( key ) &&
						control.isConnected &&
						control.ownerDocument.activeElement !== control
					) {
						inputs.current[ key ]?.revalidate();
					}
				} )
				.catch( () => undefined );
		}
		const message =
			key === 'phone'
				? phoneError( value, country )
				: value &&
					! isPostcodeValid( value, country ) &&
					invalidFieldMessage( label );
		if ( message ) {
			control.setCustomValidity( message );
			return false;
		}
		return true;
	};
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
								ref={ ( handle ) => {
									inputs.current[ field.key ] = handle;
								} }
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
									field.key === 'postcode' ||
									field.key === 'phone'
										? ( control ) =>
												lazyRules(
													control,
													field.key,
													field.label
												)
										: undefined
								}
								maxLength={ FIELD_MAX_LENGTHS[ field.key ] }
								onChange={ ( next ) => {
									edited.current.add( field.key );
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
