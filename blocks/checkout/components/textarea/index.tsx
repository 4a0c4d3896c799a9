/**
 * Textarea of 2 rows, used for order notes.
 */

export interface TextareaProps {
	id?: string;
	value: string;
	onChange: ( value: string ) => void;
	placeholder?: string;
	disabled?: boolean;
	className?: string;
	label?: string;
}

/** The textarea. */
export default function Textarea( {
	id,
	value,
	onChange,
	placeholder,
	disabled,
	className = '',
	label,
}: TextareaProps ) {
	return (
		<textarea
			id={ id }
			className={ `wc-block-components-textarea ${ className }`.trim() }
			rows={ 2 }
			value={ value }
			placeholder={ placeholder }
			disabled={ disabled }
			aria-label={ label || placeholder }
			onChange={ ( event ) => onChange( event.target.value ) }
		/>
	);
}
