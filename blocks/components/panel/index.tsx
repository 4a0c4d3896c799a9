/**
 * Collapsible panel: a title button toggles the content. Panels start closed.
 */

/** WordPress dependencies */
import { useState, useId } from '@wordpress/element';
import type { ReactNode } from 'react';

export interface PanelProps {
	title: ReactNode;
	children: ReactNode;
	/** Open on first render; panels start closed unless told otherwise. */
	initialOpen?: boolean;
	className?: string;
	/** Called with the new state after each toggle. */
	onToggle?: ( open: boolean ) => void;
}

/** A disclosure: `<button aria-expanded>` plus a region shown only while open. */
export default function Panel( {
	title,
	children,
	initialOpen = false,
	className = '',
	onToggle,
}: PanelProps ) {
	const [ open, setOpen ] = useState( initialOpen );
	const id = useId();
	const toggle = () => {
		setOpen( ! open );
		onToggle?.( ! open );
	};
	return (
		<div
			className={ `tourfront-panel ${ open ? 'is-open ' : '' }${ className }`.trim() }
		>
			<button
				type="button"
				className="tourfront-panel__button"
				aria-expanded={ open }
				aria-controls={ id }
				onClick={ toggle }
			>
				<span className="tourfront-panel__title">{ title }</span>
				<span className="tourfront-panel__icon" aria-hidden="true" />
			</button>
			{ open && (
				<div id={ id } className="tourfront-panel__content">
					{ children }
				</div>
			) }
		</div>
	);
}
