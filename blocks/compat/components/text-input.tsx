/**
 * WooCommerce's `TextInput` (unvalidated), drawn as the checkout draws its own fields.
 */

/** External dependencies */
import type { ReactNode } from 'react';

/** WordPress dependencies */
import { useId, useState } from '@wordpress/element';

/** `TextInput`: a labelled input with the checkout fields' floating label, no validation of its own. */
export function TextInput( {
	id,
	className,
	type = 'text',
	label,
	ariaLabel,
	ariaDescribedBy,
	value = '',
	onChange,
	onBlur,
	required,
	disabled,
	autoComplete,
	autoCapitalize,
	help,
	feedback,
}: {
	id?: string;
	className?: string;
	type?: string;
	label?: ReactNode;
	ariaLabel?: string;
	ariaDescribedBy?: string;
	value?: string;
	onChange?: ( value: string ) => void;
	onBlur?: ( value: string ) => void;
	required?: boolean;
	disabled?: boolean;
	autoComplete?: string;
	autoCapitalize?: string;
	help?: ReactNode;
	feedback?: ReactNode;
} ) {
	const ownId = useId();
	const inputId = id || ownId;
	const [ focused, setFocused ] = useState( false );
	return (
		<div
			className={ [
				'wc-block-components-text-input',
				className,
				( focused || value ) && 'is-active',
			]
				.filter( Boolean )
				.join( ' ' ) }
		>
			<input
				id={ inputId }
				type={ type }
				value={ value }
				required={ required }
				disabled={ disabled }
				autoComplete={ autoComplete }
				autoCapitalize={ autoCapitalize }
				aria-label={ ariaLabel }
				aria-describedby={ ariaDescribedBy }
				onChange={ ( event ) => onChange?.( event.target.value ) }
				onFocus={ () => setFocused( true ) }
				onBlur={ ( event ) => {
					setFocused( false );
					onBlur?.( event.target.value );
				} }
			/>
			<label htmlFor={ inputId }>{ label }</label>
			{ help ? (
				<p className="wc-block-components-text-input__help">{ help }</p>
			) : null }
			{ feedback }
		</div>
	);
}
