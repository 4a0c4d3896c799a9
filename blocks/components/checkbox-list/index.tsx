/**
 * Checkbox list: shows the first `limit` options (10) and collapses only when there are
 * more than limit + 5; the toggle reads "Show %s more" / "Show less"; 5 placeholder rows while loading.
 */

/** WordPress dependencies */
import { useId, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/** Internal dependencies */
import {
	CHECKBOX_LIST_LIMIT,
	CHECKBOX_LIST_COLLAPSE_MARGIN,
	CHECKBOX_LIST_PLACEHOLDER_ROWS,
} from '../constants';

export interface CheckboxListOption {
	value: string;
	label: string;
}

export interface CheckboxListProps {
	options: CheckboxListOption[];
	checked: string[];
	onChange: ( value: string ) => void;
	isLoading?: boolean;
	isDisabled?: boolean;
	limit?: number;
	className?: string;
}

/** The list; `onChange` receives the toggled option's value. */
export default function CheckboxList( {
	options,
	checked,
	onChange,
	isLoading = false,
	isDisabled = false,
	limit = CHECKBOX_LIST_LIMIT,
	className = '',
}: CheckboxListProps ) {
	const [ expanded, setExpanded ] = useState( false );
	const idPrefix = useId();
	const classes = `tourfront-checkbox-list ${ className }`.trim();
	if ( isLoading ) {
		return (
			<ul className={ `${ classes } is-loading` } aria-busy="true">
				{ Array.from(
					{ length: CHECKBOX_LIST_PLACEHOLDER_ROWS },
					( _, i ) => (
						<li
							key={ i }
							className="tourfront-checkbox-list__placeholder"
						/>
					)
				) }
			</ul>
		);
	}
	const collapsible = options.length > limit + CHECKBOX_LIST_COLLAPSE_MARGIN;
	const shown =
		collapsible && ! expanded ? options.slice( 0, limit ) : options;
	return (
		<ul className={ classes }>
			{ shown.map( ( option ) => (
				<li key={ option.value }>
					<label
						className="tourfront-checkbox-list__option"
						htmlFor={ `${ idPrefix }-${ option.value }` }
					>
						<input
							id={ `${ idPrefix }-${ option.value }` }
							type="checkbox"
							value={ option.value }
							checked={ checked.includes( option.value ) }
							disabled={ isDisabled }
							onChange={ () => onChange( option.value ) }
						/>
						<span>{ option.label }</span>
					</label>
				</li>
			) ) }
			{ collapsible && (
				<li>
					<button
						type="button"
						className="tourfront-checkbox-list__toggle"
						aria-expanded={ expanded }
						onClick={ () => setExpanded( ! expanded ) }
					>
						{ expanded
							? __( 'Show less', 'tourfront' )
							: sprintf(
									/* translators: %s: number of hidden options. */
									__( 'Show %s more', 'tourfront' ),
									String( options.length - limit )
								) }
					</button>
				</li>
			) }
		</ul>
	);
}
