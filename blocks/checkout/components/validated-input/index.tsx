/**
 * A text input validated on mount, on blur and on demand, trimmed. The error shows
 * under the field with role="alert".
 */

/** WordPress dependencies */
import { forwardRef, useImperativeHandle, useState } from '@wordpress/element';

/** Internal dependencies */
import FieldError from './field-error';
import {
	useFieldValidation,
	type FieldValidationOptions,
} from './use-field-validation';
import { TEXT_MAX_LENGTH } from '../../address/limits';

export interface ValidatedInputProps extends Omit<
	FieldValidationOptions,
	'errorId' | 'label'
> {
	id: string;
	/** Key of the error in the validation store; defaults to `id`. */
	errorId?: string;
	label: string;
	value: string;
	onChange: ( value: string ) => void;
	onBlur?: ( value: string ) => void;
	type?: string;
	required?: boolean;
	autoComplete?: string;
	autoCapitalize?: string;
	className?: string;
	disabled?: boolean;
	name?: string;
	maxLength?: number;
	/** While the field is empty, its error is said by this element (one message for a group of fields). */
	errorSummaryId?: string;
	/** Not part of the label: e.g. an icon or a show-password button. */
	children?: React.ReactNode;
}

/** Handle for `ref`: `revalidate()` re-checks on demand and shows the error. */
export interface ValidatedInputHandle {
	revalidate: () => boolean;
	focus: () => void;
}

/** The input. */
const ValidatedInput = forwardRef< ValidatedInputHandle, ValidatedInputProps >(
	function ValidatedInputRender(
		{
			id,
			errorId = id,
			label,
			value,
			onChange,
			onBlur,
			type = 'text',
			required = false,
			autoComplete,
			autoCapitalize,
			className = '',
			disabled,
			name,
			// Every checkout text field stops at what WooCommerce stores.
			maxLength = TEXT_MAX_LENGTH,
			customValidation,
			errorMessage,
			validateOnMount,
			focusOnMount,
			errorSummaryId,
			children,
		},
		handle
	) {
		const [ focused, setFocused ] = useState( false );
		const { ref, validate, error, errorAttributes } =
			useFieldValidation< HTMLInputElement >( {
				errorId,
				label,
				customValidation,
				errorMessage,
				validateOnMount,
				focusOnMount,
			} );
		useImperativeHandle( handle, () => ( {
			revalidate: () => validate( false ),
			focus: () => ref.current?.focus(),
		} ) );
		const classes = [ 'wc-block-components-text-input', className ];
		if ( focused || value ) {
			classes.push( 'is-active' );
		}
		if ( error ) {
			classes.push( 'has-error' );
		}
		const summarised = !! error && !! errorSummaryId && ! value.trim();
		return (
			<div className={ classes.filter( Boolean ).join( ' ' ) }>
				<input
					ref={ ref }
					id={ id }
					name={ name }
					type={ type }
					value={ value }
					required={ required }
					disabled={ disabled }
					maxLength={ maxLength }
					autoComplete={ autoComplete }
					autoCapitalize={ autoCapitalize }
					{ ...errorAttributes }
					aria-describedby={
						summarised
							? errorSummaryId
							: errorAttributes[ 'aria-describedby' ]
					}
					onChange={ ( event ) => {
						onChange( event.target.value );
						validate( true );
					} }
					onFocus={ () => setFocused( true ) }
					onBlur={ ( event ) => {
						setFocused( false );
						const trimmed = event.target.value.trim();
						if ( trimmed !== event.target.value ) {
							onChange( trimmed );
						}
						validate( false );
						onBlur?.( trimmed );
					} }
				/>
				<label htmlFor={ id }>{ label }</label>
				{ children }
				<FieldError
					errorId={ errorId }
					message={ summarised ? undefined : error?.message }
				/>
			</div>
		);
	}
);

export default ValidatedInput;
export { getValidityMessage, invalidFieldMessage } from './validity';
