/**
 * Plus and minus buttons around a quantity input. They change the value by the input's step within
 * its limits and fire `input` and `change`, as typing would.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import { readLimits, stepQuantity } from './quantity-math';
import { iconButton } from '../../common/icon-button';

/** Applies one press to `input`. */
export function press( input: HTMLInputElement, direction: 1 | -1 ): void {
	const limits = readLimits( {
		min: input.getAttribute( 'min' ),
		max: input.getAttribute( 'max' ),
		step: input.getAttribute( 'step' ),
	} );
	const next = String( stepQuantity( input.value, limits, direction ) );
	if ( next !== input.value ) {
		input.value = next;
		input.dispatchEvent( new Event( 'input', { bubbles: true } ) );
		input.dispatchEvent( new Event( 'change', { bubbles: true } ) );
	}
}

/** Adds the buttons around `input` (inside its `.quantity` wrapper). */
export function addButtons( input: HTMLInputElement ): void {
	const doc = input.ownerDocument;
	const minus = iconButton(
		doc,
		'tourfront-quantity__button minus',
		__( 'Decrease quantity', 'tourfront' ),
		'−'
	);
	const plus = iconButton(
		doc,
		'tourfront-quantity__button plus',
		__( 'Increase quantity', 'tourfront' ),
		'+'
	);
	minus.addEventListener( 'click', () => press( input, -1 ) );
	plus.addEventListener( 'click', () => press( input, 1 ) );
	input.before( minus );
	input.after( plus );
	input.closest( '.quantity' )?.classList.add( 'tourfront-quantity' );
}
