/**
 * Order notes behind a checkbox ("Add a note to your order"); the text is kept while hidden but only
 * sent when the box is ticked.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';
import { useId, useState } from '@wordpress/element';
import { useDispatch, useSelect } from '@wordpress/data';

/** Internal dependencies */
import Textarea from '../components/textarea';
import { CHECKOUT_STORE_KEY } from '../stores';

/** The notes field. */
export default function OrderNotes( { disabled }: { disabled?: boolean } ) {
	const notes = useSelect(
		( select ) => select( CHECKOUT_STORE_KEY ).getOrderNotes(),
		[]
	);
	const { setOrderNotes } = useDispatch( CHECKOUT_STORE_KEY );
	const [ open, setOpen ] = useState( notes !== '' );
	const [ draft, setDraft ] = useState( notes );
	const checkboxId = useId();
	return (
		<div className="wc-block-checkout__order-notes wc-block-checkout__add-note">
			<label
				className="wc-block-components-checkbox"
				htmlFor={ checkboxId }
			>
				<input
					id={ checkboxId }
					type="checkbox"
					className="wc-block-components-checkbox__input"
					checked={ open }
					disabled={ disabled }
					onChange={ ( event ) => {
						setOpen( event.target.checked );
						setOrderNotes( event.target.checked ? draft : '' );
					} }
				/>
				<span className="wc-block-components-checkbox__label">
					{ __( 'Add a note to your order', 'tourfront' ) }
				</span>
			</label>
			{ open && (
				<Textarea
					id="order-notes"
					value={ draft }
					disabled={ disabled }
					placeholder={ __(
						'Notes about your order, e.g. special notes for delivery.',
						'tourfront'
					) }
					label={ __( 'Order notes', 'tourfront' ) }
					onChange={ ( value ) => {
						setDraft( value );
						setOrderNotes( value );
					} }
				/>
			) }
		</div>
	);
}
