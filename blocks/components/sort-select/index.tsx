/**
 * Sort select: a labelled dropdown of options, each with a key and a label; it can be read-only.
 */

/** WordPress dependencies */
import { useId } from '@wordpress/element';

export interface SortSelectOption {
	key: string;
	label: string;
}

export interface SortSelectProps {
	label: string;
	options: SortSelectOption[];
	value: string;
	onChange: ( key: string ) => void;
	readOnly?: boolean;
	/** Visually hide the label (it stays the select's accessible name). */
	screenReaderLabel?: boolean;
	className?: string;
}

/** A native `<select>` with its `<label>`. */
export default function SortSelect( {
	label,
	options,
	value,
	onChange,
	readOnly = false,
	screenReaderLabel = false,
	className = '',
}: SortSelectProps ) {
	const id = useId();
	return (
		<div className={ `tourfront-sort-select ${ className }`.trim() }>
			<label
				htmlFor={ id }
				className={
					screenReaderLabel
						? 'screen-reader-text'
						: 'tourfront-sort-select__label'
				}
			>
				{ label }
			</label>
			<select
				id={ id }
				className="tourfront-sort-select__select"
				value={ value }
				disabled={ readOnly }
				onChange={ ( event ) => onChange( event.target.value ) }
			>
				{ options.map( ( option ) => (
					<option key={ option.key } value={ option.key }>
						{ option.label }
					</option>
				) ) }
			</select>
		</div>
	);
}
