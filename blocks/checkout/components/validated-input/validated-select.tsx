/**
 * A select validated like ValidatedInput (required → "Please enter {label}").
 */

/** Internal dependencies */
import FieldError from './field-error';
import { useFieldValidation } from './use-field-validation';

export interface ValidatedSelectProps {
	id: string;
	errorId?: string;
	label: string;
	value: string;
	options: Array< { value: string; label: string } >;
	onChange: ( value: string ) => void;
	required?: boolean;
	autoComplete?: string;
	disabled?: boolean;
	/** Text of the empty first option. */
	placeholder?: string;
}

/** The select with its floating label and error. */
export default function ValidatedSelect( {
	id,
	errorId = id,
	label,
	value,
	options,
	onChange,
	required = false,
	autoComplete,
	disabled,
	placeholder,
}: ValidatedSelectProps ) {
	const { ref, validate, error, errorAttributes } =
		useFieldValidation< HTMLSelectElement >( { errorId, label } );
	return (
		<div
			className={ `wc-block-components-select-input is-active ${ error ? 'has-error' : '' }`.trim() }
		>
			<select
				ref={ ref }
				id={ id }
				value={ value }
				required={ required }
				disabled={ disabled }
				autoComplete={ autoComplete }
				{ ...errorAttributes }
				onChange={ ( event ) => {
					onChange( event.target.value );
					validate( true );
				} }
				onBlur={ () => validate( false ) }
			>
				{ ( placeholder !== undefined || ! value ) && (
					<option value="">{ placeholder ?? '' }</option>
				) }
				{ options.map( ( option ) => (
					<option key={ option.value } value={ option.value }>
						{ option.label }
					</option>
				) ) }
			</select>
			<label htmlFor={ id }>{ label }</label>
			<FieldError errorId={ errorId } message={ error?.message } />
		</div>
	);
}
