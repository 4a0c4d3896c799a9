/**
 * The components WooCommerce hands every payment method in `props.components`: a label with an optional
 * icon, a row of card icons, a loading mask and a field's validation error. Gateways draw their labels and
 * forms with them; without them a gateway's label throws (it destructures `props.components`).
 */

/** External dependencies */
import type { ReactNode } from 'react';

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';
import { useSelect } from '@wordpress/data';

/** Internal dependencies */
import { VALIDATION_STORE_KEY } from '../stores';
import FieldError from '../components/validated-input/field-error';
import type { PaymentMethodIcon } from '../../registry/payment-methods/types';

/** A method's label: its text, after an optional icon (an element, or a URL). */
export function PaymentMethodLabel( {
	icon = '',
	text = '',
}: {
	icon?: ReactNode | string;
	text?: string;
} ) {
	const hasIcon = !! icon;
	return (
		<span
			className={
				'wc-block-components-payment-method-label' +
				( hasIcon
					? ' wc-block-components-payment-method-label--with-icon'
					: '' )
			}
		>
			{ typeof icon === 'string' && icon ? (
				<img src={ icon } alt="" aria-hidden="true" />
			) : (
				icon
			) }
			{ text }
		</span>
	);
}

type IconEntry = PaymentMethodIcon | string;

function normaliseIcon( icon: IconEntry ): PaymentMethodIcon {
	return typeof icon === 'string' ? { id: icon, src: icon, alt: icon } : icon;
}

/** A row of payment icons (`{ id, src, alt }` or a URL each). */
export function PaymentMethodIcons( {
	icons = [],
	align = 'center',
	className = '',
}: {
	icons?: IconEntry[] | null;
	align?: 'left' | 'right' | 'center';
	className?: string;
} ) {
	if ( ! icons || ! icons.length ) {
		return null;
	}
	return (
		<div
			className={ [
				'wc-block-components-payment-method-icons',
				`wc-block-components-payment-method-icons--align-${ align }`,
				className,
			]
				.filter( Boolean )
				.join( ' ' ) }
		>
			{ icons
				.map( normaliseIcon )
				.map( ( icon ) =>
					icon.src ? (
						<img
							key={ icon.id }
							className={ `wc-block-components-payment-method-icon wc-block-components-payment-method-icon--${ icon.id }` }
							src={ icon.src }
							alt={ icon.alt }
						/>
					) : null
				) }
		</div>
	);
}

/** Covers its children while `isLoading` (announced to screen readers). */
export function LoadingMask( {
	children,
	className = '',
	screenReaderLabel,
	showSpinner = false,
	isLoading = true,
}: {
	children?: ReactNode;
	className?: string;
	screenReaderLabel?: string;
	showSpinner?: boolean;
	isLoading?: boolean;
} ) {
	return (
		<div
			className={ [
				className,
				isLoading ? 'wc-block-components-loading-mask' : '',
			]
				.filter( Boolean )
				.join( ' ' ) }
			aria-busy={ isLoading || undefined }
		>
			{ isLoading && showSpinner && (
				<span
					className="wc-block-components-spinner"
					aria-hidden="true"
				/>
			) }
			<div
				className={
					isLoading
						? 'wc-block-components-loading-mask__children'
						: undefined
				}
				aria-hidden={ isLoading || undefined }
			>
				{ children }
			</div>
			{ isLoading && (
				<span className="screen-reader-text">
					{ screenReaderLabel || __( 'Loading…', 'tourfront' ) }
				</span>
			) }
		</div>
	);
}

/** The validation error of `propertyName` from the validation store (or `errorMessage` as given). */
export function ValidationInputError( {
	errorMessage = '',
	propertyName = '',
	elementId = '',
}: {
	errorMessage?: string;
	propertyName?: string;
	elementId?: string;
} ) {
	const stored = useSelect(
		( select ) =>
			propertyName
				? select( VALIDATION_STORE_KEY ).getValidationError(
						propertyName
					)
				: undefined,
		[ propertyName ]
	);
	const message =
		errorMessage || ( stored && ! stored.hidden ? stored.message : '' );
	return (
		<FieldError errorId={ elementId || propertyName } message={ message } />
	);
}

/** `props.components` of every payment method. */
export const PAYMENT_METHOD_COMPONENTS = Object.freeze( {
	PaymentMethodLabel,
	PaymentMethodIcons,
	LoadingMask,
	ValidationInputError,
} );
