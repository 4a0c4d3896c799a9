/**
 * One additional checkout field, rendered as WooCommerce's checkout renders it: ids
 * `{location}-{namespace/name}`, validation errors keyed `{location}_{namespace/name}`.
 */

/** WordPress dependencies */
import { useCallback } from '@wordpress/element';

/** Internal dependencies */
import ValidatedInput, {
	invalidFieldMessage,
} from '../components/validated-input';
import ValidatedSelect from '../components/validated-input/validated-select';
import CheckboxControl from '../components/checkbox-control';
import { optionalLabelFor } from '../address/fields';
import { matchesPattern } from './pattern';
import type {
	AdditionalFieldConfig,
	FieldState,
} from '../../../common/checkout-fields';

export interface AdditionalFieldProps {
	id: string;
	field: AdditionalFieldConfig;
	state: FieldState;
	value: string | boolean | undefined;
	onChange: ( value: string | boolean ) => void;
	/** The field's `validation` schema check (true while the validator is not loaded). */
	isValid: ( value: string ) => boolean;
	disabled?: boolean;
	/** The id of a message that says, for a group of fields, that they are empty. */
	errorSummaryId?: string;
	/** A rule beyond the field's own (a traveller's age): why a well-formed value is refused, or ''. */
	check?: ( value: string ) => string;
}

/** The label shown: the label when required, otherwise the optional label. */
export function additionalFieldLabel(
	field: AdditionalFieldConfig,
	required: boolean
): string {
	return required
		? field.label
		: field.optionalLabel || optionalLabelFor( field.label );
}

/** The field. */
export default function AdditionalField( {
	id,
	field,
	state,
	value,
	onChange,
	isValid,
	disabled,
	errorSummaryId,
	check,
}: AdditionalFieldProps ) {
	const location = field.location;
	const inputId = `${ location }-${ id }`;
	const errorId = `${ location }_${ id }`;
	const label = additionalFieldLabel( field, state.required );
	const attributes = field.attributes ?? {};
	const customValidation = useCallback(
		(
			control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
		) => {
			const text = control.value.trim();
			if ( ! text ) {
				return true;
			}
			if (
				matchesPattern( attributes.pattern, text ) &&
				isValid( text )
			) {
				const problem = check?.( text );
				control.setCustomValidity( problem ?? '' );
				return ! problem;
			}
			// The field's hint (e.g. "Four digits, from 1900 to 2026.") says what is expected.
			control.setCustomValidity(
				typeof attributes.title === 'string' && attributes.title
					? attributes.title
					: invalidFieldMessage( label )
			);
			return false;
		},
		[ attributes.pattern, attributes.title, isValid, label, check ]
	);
	if ( field.type === 'checkbox' ) {
		return (
			<CheckboxControl
				id={ inputId }
				className={ `wc-block-components-address-form__${ id.replace( '/', '-' ) }` }
				checked={ value === true }
				required={ state.required }
				disabled={ disabled }
				onChange={ onChange }
				label={ label }
			/>
		);
	}
	if ( field.type === 'select' ) {
		return (
			<ValidatedSelect
				id={ inputId }
				errorId={ errorId }
				label={ label }
				value={ typeof value === 'string' ? value : '' }
				options={ field.options ?? [] }
				required={ state.required }
				disabled={ disabled }
				placeholder={ field.placeholder }
				onChange={ onChange }
			/>
		);
	}
	return (
		<ValidatedInput
			id={ inputId }
			errorId={ errorId }
			className={ `wc-block-components-address-form__${ id.replace( '/', '-' ) }` }
			label={ label }
			value={ typeof value === 'string' ? value : '' }
			required={ state.required }
			disabled={ disabled }
			maxLength={ Number( attributes.maxLength ) || undefined }
			autoComplete={
				typeof attributes.autocomplete === 'string'
					? attributes.autocomplete
					: undefined
			}
			autoCapitalize={
				typeof attributes.autocapitalize === 'string'
					? attributes.autocapitalize
					: undefined
			}
			customValidation={ customValidation }
			errorSummaryId={ errorSummaryId }
			onChange={ onChange }
		/>
	);
}
