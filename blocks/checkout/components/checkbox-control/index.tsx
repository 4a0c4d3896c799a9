/**
 * WooCommerce's checkbox (`wc-block-components-checkbox`): a box and its label, reporting the new state.
 * The one markup of the checkout's create-account, order-notes, same-address and additional-field boxes.
 */

/** External dependencies */
import type { ReactNode } from 'react';

/** WordPress dependencies */
import { useId } from '@wordpress/element';

/** A labelled checkbox; `id` when a caller needs to name the input, otherwise one of its own. */
export default function CheckboxControl( {
	id,
	className,
	label,
	checked,
	required,
	disabled,
	onChange,
}: {
	id?: string;
	className?: string;
	label: ReactNode;
	checked: boolean;
	required?: boolean;
	disabled?: boolean;
	onChange: ( checked: boolean ) => void;
} ) {
	const ownId = useId();
	const inputId = id ?? ownId;
	return (
		<label
			className={ `wc-block-components-checkbox${
				className ? ` ${ className }` : ''
			}` }
			htmlFor={ inputId }
		>
			<input
				id={ inputId }
				type="checkbox"
				className="wc-block-components-checkbox__input"
				checked={ checked }
				required={ required }
				disabled={ disabled }
				onChange={ ( event ) => onChange( event.target.checked ) }
			/>
			<span className="wc-block-components-checkbox__label">
				{ label }
			</span>
		</label>
	);
}
