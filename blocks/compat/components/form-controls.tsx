/**
 * WooCommerce's form components with their props (`CheckboxControl`, `ValidatedTextInput`, `Panel`), drawn
 * by the checkout's own: a plugin's field validates through the page's `wc/store/validation` store and looks
 * like the checkout's fields.
 */

/** External dependencies */
import type { ReactNode } from 'react';

/** WordPress dependencies */
import { forwardRef, useId } from '@wordpress/element';

/** Internal dependencies */
import TourfrontCheckbox from '../../checkout/components/checkbox-control';
import ValidatedInput, {
	type ValidatedInputHandle,
	type ValidatedInputProps,
} from '../../checkout/components/validated-input';
import TourfrontPanel from '../../components/panel';

const classes = ( ...names: Array< string | false | undefined > ) =>
	names.filter( Boolean ).join( ' ' );

/** `CheckboxControl`: `label` and `children` both inside the label, as WooCommerce draws them. */
export function CheckboxControl( {
	id,
	className,
	label,
	children,
	checked = false,
	hasError = false,
	disabled,
	onChange,
}: {
	id?: string;
	className?: string;
	label?: ReactNode;
	children?: ReactNode;
	checked?: boolean;
	hasError?: boolean;
	disabled?: boolean;
	onChange?: ( checked: boolean ) => void;
	instanceId?: string;
} ) {
	return (
		<TourfrontCheckbox
			id={ id }
			className={ classes( className, hasError && 'has-error' ) }
			label={
				<>
					{ label }
					{ children }
				</>
			}
			checked={ checked }
			disabled={ disabled }
			onChange={ ( value ) => onChange?.( value ) }
		/>
	);
}

type TextInputProps = Omit< ValidatedInputProps, 'id' | 'onChange' > & {
	id?: string;
	onChange?: ( value: string ) => void;
	instanceId?: string;
	showError?: boolean;
	ariaDescribedBy?: string;
};

/** `ValidatedTextInput`: its error kept in `wc/store/validation` under `errorId` (the `id` by default). */
export const ValidatedTextInput = forwardRef<
	ValidatedInputHandle,
	TextInputProps
>( function ValidatedTextInputRender(
	// Props of WooCommerce's that the theme's input has no use for stay out of the DOM.
	{ id, onChange, instanceId, showError, ariaDescribedBy, ...props },
	ref
) {
	const ownId = useId();
	void showError;
	void ariaDescribedBy;
	return (
		<ValidatedInput
			{ ...props }
			ref={ ref }
			id={ id || instanceId || ownId }
			onChange={ ( value ) => onChange?.( value ) }
		/>
	);
} );

/** `Panel`: `hasBorder` adds WooCommerce's bordered look. */
export function Panel( {
	hasBorder = false,
	className,
	title,
	initialOpen = false,
	children,
}: {
	hasBorder?: boolean;
	className?: string;
	title: ReactNode;
	initialOpen?: boolean;
	titleTag?: string;
	children?: ReactNode;
} ) {
	return (
		<TourfrontPanel
			className={ classes(
				'wc-block-components-panel',
				hasBorder && 'has-border',
				className
			) }
			title={ title }
			initialOpen={ initialOpen }
		>
			{ children }
		</TourfrontPanel>
	);
}
