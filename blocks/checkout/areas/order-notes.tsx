/**
 * Order notes behind a checkbox ("Add a note to your order"); the text is kept while hidden but only
 * sent when the box is ticked.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';
import { useState } from '@wordpress/element';
import { useDispatch, useSelect } from '@wordpress/data';

/** Internal dependencies */
import Textarea from '../components/textarea';
import CheckboxControl from '../components/checkbox-control';
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
	return (
		<div className="wc-block-checkout__order-notes wc-block-checkout__add-note">
			<CheckboxControl
				checked={ open }
				disabled={ disabled }
				onChange={ ( checked ) => {
					setOpen( checked );
					setOrderNotes( checked ? draft : '' );
				} }
				label={ __( 'Add a note to your order', 'tourfront' ) }
			/>
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
