/**
 * Removable chip (an applied coupon, a filter): removed by its button, or by Backspace or Delete
 * while the chip has focus. Its accessible label reads `Remove "{text}"`.
 */

/** WordPress dependencies */
import { __, sprintf } from '@wordpress/i18n';
import type { KeyboardEvent } from 'react';

export interface RemovableChipProps {
	text: string;
	onRemove: () => void;
	/** While true the chip is shown greyed and cannot be removed again. */
	disabled?: boolean;
	className?: string;
}

/** A chip whose whole body is one focusable remove button. */
export default function RemovableChip( {
	text,
	onRemove,
	disabled = false,
	className = '',
}: RemovableChipProps ) {
	const remove = () => {
		if ( ! disabled ) {
			onRemove();
		}
	};
	const onKeyDown = ( event: KeyboardEvent ) => {
		if ( event.key === 'Backspace' || event.key === 'Delete' ) {
			event.preventDefault();
			remove();
		}
	};
	/* translators: %s: the chip's text, for example a coupon code. */
	const label = sprintf( __( 'Remove "%s"', 'tourfront' ), text );
	return (
		<span
			className={ `tourfront-chip ${ disabled ? 'is-disabled ' : '' }${ className }`.trim() }
		>
			<span className="tourfront-chip__text" aria-hidden="true">
				{ text }
			</span>
			<button
				type="button"
				className="tourfront-chip__remove"
				aria-label={ label }
				aria-disabled={ disabled || undefined }
				onClick={ remove }
				onKeyDown={ onKeyDown }
			>
				<span aria-hidden="true">×</span>
			</button>
		</span>
	);
}
