/**
 * "Add a coupon": a collapsible panel (closed at first) with the code input and Apply. An error goes
 * to the cart notices area; a success is announced and shown as a snackbar.
 */

/** WordPress dependencies */
import { useState, useId } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { FormEvent } from 'react';

/** Internal dependencies */
import Panel from '../components/panel';

export interface CouponFormProps {
	/** Applies a code; resolves true when it was applied. */
	onApply: ( code: string ) => Promise< boolean >;
	isApplying: boolean;
}

/** The panel and its form. */
export default function CouponForm( { onApply, isApplying }: CouponFormProps ) {
	const [ code, setCode ] = useState( '' );
	const id = useId();
	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		const trimmed = code.trim();
		if ( ! trimmed || isApplying ) {
			return;
		}
		void onApply( trimmed ).then( ( applied ) => {
			if ( applied ) {
				setCode( '' );
			}
		} );
	};
	return (
		<Panel
			className="tourfront-coupon"
			title={ __( 'Add a coupon', 'tourfront' ) }
		>
			<form
				className="tourfront-coupon__form"
				onSubmit={ submit }
				aria-busy={ isApplying || undefined }
			>
				<label htmlFor={ id } className="screen-reader-text">
					{ __( 'Enter code', 'tourfront' ) }
				</label>
				<input
					id={ id }
					className="tourfront-coupon__input"
					type="text"
					autoComplete="off"
					autoCapitalize="none"
					placeholder={ __( 'Enter code', 'tourfront' ) }
					value={ code }
					disabled={ isApplying }
					onChange={ ( event ) => setCode( event.target.value ) }
				/>
				<button
					type="submit"
					className="tourfront-button tourfront-coupon__apply"
					disabled={ isApplying || ! code.trim() }
				>
					{ __( 'Apply', 'tourfront' ) }
				</button>
			</form>
		</Panel>
	);
}
