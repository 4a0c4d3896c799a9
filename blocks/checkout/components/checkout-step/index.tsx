/**
 * Checkout step: a fieldset with an optional title and step number, a description and its
 * content. A disabled step disables every control inside it.
 */

/** External dependencies */
import type { ReactNode } from 'react';

/** Internal dependencies */
import { InnerBlocks } from '../../../registry/extension-points';
import type { InnerBlockArea } from '../../../registry/constants';

export interface CheckoutStepProps {
	id?: string;
	className?: string;
	title?: string;
	/** Shown before the title ("1", "2"…) when step numbers are on. */
	stepNumber?: number;
	description?: ReactNode;
	disabled?: boolean;
	/** Content beside the title, e.g. a "log in" link. */
	stepHeadingContent?: ReactNode;
	children?: ReactNode;
	/** The inner block area the step is (extension blocks registered for it render at its end). */
	area?: InnerBlockArea;
}

/** One step of the checkout form. */
export default function CheckoutStep( {
	id,
	className = '',
	title,
	stepNumber,
	description,
	disabled = false,
	stepHeadingContent,
	children,
	area,
}: CheckoutStepProps ) {
	const classes = [ 'wc-block-components-checkout-step', className ];
	if ( stepNumber !== undefined ) {
		classes.push( 'wc-block-components-checkout-step--with-step-number' );
	}
	if ( disabled ) {
		classes.push( 'wc-block-components-checkout-step--disabled' );
	}
	return (
		<fieldset
			id={ id }
			className={ classes.filter( Boolean ).join( ' ' ) }
			disabled={ disabled }
			aria-labelledby={ title && id ? `${ id }-title` : undefined }
			aria-label={ title && ! id ? title : undefined }
		>
			{ title && (
				<div className="wc-block-components-checkout-step__heading">
					{ stepNumber !== undefined && (
						<span
							className="wc-block-components-checkout-step__number"
							aria-hidden="true"
						>
							{ stepNumber }
						</span>
					) }
					<h2
						id={ id ? `${ id }-title` : undefined }
						className="wc-block-components-checkout-step__title"
					>
						{ title }
					</h2>
					{ stepHeadingContent && (
						<span className="wc-block-components-checkout-step__heading-content">
							{ stepHeadingContent }
						</span>
					) }
				</div>
			) }
			<div className="wc-block-components-checkout-step__container">
				{ description && (
					<p className="wc-block-components-checkout-step__description">
						{ description }
					</p>
				) }
				<div className="wc-block-components-checkout-step__content">
					{ children }
					{ area && <InnerBlocks area={ area } /> }
				</div>
			</div>
		</fieldset>
	);
}
