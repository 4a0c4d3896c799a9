/**
 * Quantity selector of a cart item: minus, number input, plus. It respects `quantity_limits` and only
 * ever calls `onChange` with a valid quantity different from the current one. Quick clicks
 * add up: the selector shows the quantity asked for until the cart answers (the store collapses them).
 */

/** WordPress dependencies */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { KeyboardEvent } from 'react';

/** Internal dependencies */
import {
	normaliseQuantity,
	nextQuantity,
	previousQuantity,
	lowestQuantity,
	highestQuantity,
} from './quantity';
import type { QuantityLimits } from './quantity';
import { quantityChangeMessage } from '../../data/cart/quantity-change-notices';

export type { QuantityLimits } from './quantity';

export interface QuantitySelectorProps {
	quantity: number;
	limits: QuantityLimits;
	/** Name of the item, for the accessible labels. */
	itemName: string;
	onChange: ( quantity: number ) => void;
	disabled?: boolean;
}

/** The selector; with `limits.editable` false it shows the quantity as plain text. */
export default function QuantitySelector( {
	quantity,
	limits,
	itemName,
	onChange,
	disabled = false,
}: QuantitySelectorProps ) {
	// What the shopper is typing; null shows the cart's quantity (so a server change shows at once).
	const [ draft, setDraft ] = useState< string | null >( null );
	// The quantity last asked for, shown (and stepped from) until the cart answers.
	const [ requested, setRequested ] = useState< number | null >( null );
	// What was changed in a typed quantity to fit the limits (1e9 → the maximum): said, not done silently.
	const [ adjusted, setAdjusted ] = useState( '' );
	const wasDisabled = useRef( disabled );
	useEffect( () => setRequested( null ), [ quantity ] );
	useEffect( () => {
		// A change that ended without moving the cart's quantity (failed, or back where it was).
		if ( wasDisabled.current && ! disabled ) {
			setRequested( null );
		}
		wasDisabled.current = disabled;
	}, [ disabled ] );

	if ( ! limits.editable ) {
		return (
			<span className="tourfront-quantity is-readonly">{ quantity }</span>
		);
	}
	const shown = requested ?? quantity;
	const send = ( value: number | undefined ) => {
		if ( value !== undefined && value !== shown && ! disabled ) {
			setRequested( value === quantity ? null : value );
			onChange( value );
		}
	};
	const commit = () => {
		if ( draft === null ) {
			return;
		}
		const typed = draft.trim() === '' ? NaN : Number( draft );
		// An emptied or unreadable field falls back to the current quantity: nothing to send.
		const value = Number.isFinite( typed )
			? normaliseQuantity( typed, limits )
			: shown;
		setDraft( null );
		setAdjusted(
			Number.isFinite( typed ) && value !== typed
				? quantityChangeMessage( itemName, value, limits )
				: ''
		);
		send( value );
	};
	const onKeyDown = ( event: KeyboardEvent ) => {
		if ( event.key === 'Enter' ) {
			event.preventDefault();
			commit();
		}
	};
	const previous = previousQuantity( shown, limits );
	const next = nextQuantity( shown, limits );
	return (
		<>
			<div className="tourfront-quantity">
				<button
					type="button"
					className="tourfront-quantity__minus"
					aria-label={ sprintf(
						/* translators: %s: product name. */
						__( 'Reduce quantity of %s', 'tourfront' ),
						itemName
					) }
					disabled={ disabled || previous === undefined }
					onClick={ () => send( previous ) }
				>
					−
				</button>
				<input
					className="tourfront-quantity__input"
					type="number"
					inputMode="numeric"
					step={ limits.multiple_of || 1 }
					min={ lowestQuantity( limits ) }
					max={ highestQuantity( limits ) }
					value={ draft ?? String( shown ) }
					disabled={ disabled }
					aria-label={ sprintf(
						/* translators: %s: product name. */
						__( 'Quantity of %s in your cart.', 'tourfront' ),
						itemName
					) }
					onChange={ ( event ) => setDraft( event.target.value ) }
					onBlur={ commit }
					onKeyDown={ onKeyDown }
				/>
				<button
					type="button"
					className="tourfront-quantity__plus"
					aria-label={ sprintf(
						/* translators: %s: product name. */
						__( 'Increase quantity of %s', 'tourfront' ),
						itemName
					) }
					disabled={ disabled || next === undefined }
					onClick={ () => send( next ) }
				>
					+
				</button>
			</div>
			{ adjusted && (
				// Inline: the cart's stylesheet is at its byte ceiling. Its own line, after the remove link.
				<p
					className="tourfront-quantity__adjusted"
					role="status"
					style={ { order: 1, flexBasis: '100%', margin: 0 } }
				>
					{ adjusted }
				</p>
			) }
		</>
	);
}
