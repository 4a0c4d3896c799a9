/**
 * WooCommerce's `Button` (`wc-block-components-button`): a button, or a link when given `href`, drawn with
 * the theme's button style; `showSpinner` marks it busy.
 */

/** External dependencies */
import type { ReactNode } from 'react';

export interface ButtonProps extends Record< string, unknown > {
	className?: string;
	children?: ReactNode;
	href?: string;
	showSpinner?: boolean;
	variant?: 'text' | 'contained' | 'outlined';
	disabled?: boolean;
	onClick?: ( event: unknown ) => void;
	type?: 'button' | 'submit' | 'reset';
}

export default function Button( {
	className,
	children,
	href,
	showSpinner = false,
	variant = 'contained',
	type = 'button',
	...props
}: ButtonProps ) {
	const classNames = [
		'tourfront-button wc-block-components-button',
		variant === 'contained' ? 'is-primary contained' : variant,
		showSpinner && 'is-busy',
		className,
	]
		.filter( Boolean )
		.join( ' ' );
	const content = (
		<span className="wc-block-components-button__text">{ children }</span>
	);
	return href ? (
		<a href={ href } className={ classNames } { ...props }>
			{ content }
		</a>
	) : (
		<button
			type={ type }
			className={ classNames }
			aria-busy={ showSpinner || undefined }
			{ ...props }
		>
			{ content }
		</button>
	);
}
