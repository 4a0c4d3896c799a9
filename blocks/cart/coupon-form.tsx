/**
 * "Add a coupon": a collapsible panel (closed at first) with the code input and Apply, and under it the
 * coupons' one message (applied, removed or refused): in place, where the shopper is looking, instead of a
 * banner at the top of the page that scrolled a phone away from the field.
 */

/** WordPress dependencies */
import { useEffect, useId, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { FormEvent } from 'react';

/** Internal dependencies */
import Panel from '../components/panel';
import type { CouponMessage } from './coupon-message';

export interface CouponFormProps {
	/** Applies a code; resolves true when it was applied. */
	onApply: ( code: string ) => Promise< boolean >;
	isApplying: boolean;
	/** The last apply's or removal's message. */
	message?: CouponMessage | null;
}

/** The panel, its form and the message. */
export default function CouponForm( {
	onApply,
	isApplying,
	message = null,
}: CouponFormProps ) {
	const [ code, setCode ] = useState( '' );
	const id = useId();
	const input = useRef< HTMLInputElement >( null );
	const refused = !! message?.isError;
	// A refused code stays typed, with the focus back in the field (it was disabled while applying): on a
	// phone the field and its message stay on screen for the fix.
	useEffect( () => {
		if ( refused && ! isApplying ) {
			input.current?.focus();
		}
	}, [ refused, isApplying, message ] );
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
		<>
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
						ref={ input }
						id={ id }
						aria-invalid={ refused || undefined }
						aria-describedby={ `${ id }-message` }
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
			{ /* Always in the page, so a screen reader hears each new message. */ }
			<p
				id={ `${ id }-message` }
				className={ `tourfront-coupon__message${
					refused ? ' is-error' : ''
				}` }
				aria-live="polite"
			>
				{ message?.text }
			</p>
		</>
	);
}
