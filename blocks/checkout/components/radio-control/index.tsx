/**
 * Radio options: label, secondaryLabel, description, secondaryDescription and optional
 * content. In the accordion form an option's content shows only while that option is selected.
 */

/** External dependencies */
import type { ReactNode } from 'react';

export interface RadioOption {
	value: string;
	label: ReactNode;
	secondaryLabel?: ReactNode;
	description?: ReactNode;
	secondaryDescription?: ReactNode;
	content?: ReactNode;
	onChange?: ( value: string ) => void;
	disabled?: boolean;
	/** Accessible name when `label` is not plain text. */
	ariaLabel?: string;
}

export interface RadioControlProps {
	id: string;
	/** Radio group name; defaults to `id`. */
	name?: string;
	selected: string;
	options: RadioOption[];
	onChange: ( value: string ) => void;
	/** Accordion form: each option's content renders only while it is selected. */
	accordion?: boolean;
	disabled?: boolean;
	className?: string;
	/** Accessible name of the group. */
	label?: string;
}

function OptionLayout( { option }: { option: RadioOption } ) {
	return (
		<span className="wc-block-components-radio-control__option-layout">
			<span className="wc-block-components-radio-control__label-group">
				<span className="wc-block-components-radio-control__label">
					{ option.label }
				</span>
				{ option.secondaryLabel !== undefined && (
					<span className="wc-block-components-radio-control__secondary-label">
						{ option.secondaryLabel }
					</span>
				) }
			</span>
			{ ( option.description || option.secondaryDescription ) && (
				<span className="wc-block-components-radio-control__description-group">
					{ option.description && (
						<span className="wc-block-components-radio-control__description">
							{ option.description }
						</span>
					) }
					{ option.secondaryDescription && (
						<span className="wc-block-components-radio-control__secondary-description">
							{ option.secondaryDescription }
						</span>
					) }
				</span>
			) }
		</span>
	);
}

/** The group of radio options. */
export default function RadioControl( {
	id,
	name = id,
	selected,
	options,
	onChange,
	accordion = false,
	disabled = false,
	className = '',
	label,
}: RadioControlProps ) {
	if ( ! options.length ) {
		return null;
	}
	return (
		<div
			className={ `wc-block-components-radio-control ${ accordion ? 'is-accordion' : '' } ${ className }`.trim() }
			role="radiogroup"
			aria-label={ label }
			id={ id }
		>
			{ options.map( ( option ) => {
				const checked = option.value === selected;
				const inputId = `${ id }-${ option.value }`;
				return (
					<div
						key={ option.value }
						className={ `wc-block-components-radio-control-accordion-option ${
							checked
								? 'wc-block-components-radio-control-accordion-option--checked-option-highlighted'
								: ''
						}`.trim() }
					>
						<label
							htmlFor={ inputId }
							className={ `wc-block-components-radio-control__option ${
								checked
									? 'wc-block-components-radio-control__option-checked'
									: ''
							}`.trim() }
						>
							<input
								id={ inputId }
								className="wc-block-components-radio-control__input"
								type="radio"
								name={ name }
								value={ option.value }
								checked={ checked }
								disabled={ disabled || option.disabled }
								aria-label={ option.ariaLabel }
								onChange={ () => {
									onChange( option.value );
									option.onChange?.( option.value );
								} }
							/>
							<OptionLayout option={ option } />
						</label>
						{ option.content && ( ! accordion || checked ) && (
							<div className="wc-block-components-radio-control-accordion-content">
								{ option.content }
							</div>
						) }
					</div>
				);
			} ) }
		</div>
	);
}
