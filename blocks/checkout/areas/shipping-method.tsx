/**
 * Shipping method area: the Ship / Pickup choice, shown when local pickup is enabled.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import CheckoutStep from '../components/checkout-step';
import type { CheckoutSettings } from '../settings';

/** The two toggle buttons. */
export default function ShippingMethod( {
	settings,
	prefersCollection,
	onChange,
	stepNumber,
}: {
	settings: CheckoutSettings;
	prefersCollection: boolean;
	onChange: ( pickup: boolean ) => void;
	stepNumber?: number;
} ) {
	const options = [
		{ pickup: false, label: __( 'Ship', 'tourfront' ), icon: '🚚' },
		{ pickup: true, label: settings.localPickupText || __( 'Pickup', 'tourfront' ), icon: '🏢' },
	];
	return (
		<CheckoutStep
			id="shipping-method"
			className="wc-block-checkout__shipping-method"
			title={ __( 'Delivery', 'tourfront' ) }
			description={ __( 'Select how you would like to receive your order.', 'tourfront' ) }
			stepNumber={ stepNumber }
		>
			<div className="wc-block-checkout__shipping-method-container" role="radiogroup" aria-label={ __( 'Delivery', 'tourfront' ) }>
				{ options.map( ( option ) => (
					<button
						key={ option.label }
						type="button"
						role="radio"
						aria-checked={ prefersCollection === option.pickup }
						className={ `wc-block-checkout__shipping-method-option ${
							prefersCollection === option.pickup ? 'wc-block-checkout__shipping-method-option--selected' : ''
						}`.trim() }
						onClick={ () => onChange( option.pickup ) }
					>
						<span aria-hidden="true" className="wc-block-checkout__shipping-method-option-icon">
							{ option.icon }
						</span>
						<span className="wc-block-checkout__shipping-method-option-title">{ option.label }</span>
					</button>
				) ) }
			</div>
		</CheckoutStep>
	);
}
