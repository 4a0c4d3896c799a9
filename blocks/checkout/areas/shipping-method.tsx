/**
 * Shipping method area: the Ship / Pickup choice, shown when local pickup is enabled.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import { INNER_BLOCK_AREAS } from '../../registry/constants';
import CheckoutStep from '../components/checkout-step';
import type { CheckoutSettings } from '../settings';

const TRUCK =
	'M3 6h11v9H3zM14 9h4l3 3v3h-7M7 18a2 2 0 1 0 0-.1M17 18a2 2 0 1 0 0-.1';
const STORE = 'M4 10h16v10H4zM3 10l2-5h14l2 5M10 20v-5h4v5';

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
		{ pickup: false, label: __( 'Ship', 'tourfront' ), icon: TRUCK },
		{
			pickup: true,
			label: settings.localPickupText || __( 'Pickup', 'tourfront' ),
			icon: STORE,
		},
	];
	return (
		<CheckoutStep
			area={ INNER_BLOCK_AREAS.SHIPPING_METHOD }
			id="shipping-method"
			className="wc-block-checkout__shipping-method"
			title={ __( 'Delivery', 'tourfront' ) }
			description={ __(
				'Select how you would like to receive your order.',
				'tourfront'
			) }
			stepNumber={ stepNumber }
		>
			<div
				className="wc-block-checkout__shipping-method-container"
				role="radiogroup"
				aria-label={ __( 'Delivery', 'tourfront' ) }
			>
				{ options.map( ( option ) => (
					<button
						key={ option.label }
						type="button"
						role="radio"
						aria-checked={ prefersCollection === option.pickup }
						className={ `wc-block-checkout__shipping-method-option ${
							prefersCollection === option.pickup
								? 'wc-block-checkout__shipping-method-option--selected'
								: ''
						}`.trim() }
						onClick={ () => onChange( option.pickup ) }
					>
						<svg
							aria-hidden="true"
							width="24"
							height="24"
							viewBox="0 0 24 24"
							fill="none"
							stroke="currentColor"
							strokeWidth="1.8"
						>
							<path d={ option.icon } />
						</svg>
						<span className="wc-block-checkout__shipping-method-option-title">
							{ option.label }
						</span>
					</button>
				) ) }
			</div>
		</CheckoutStep>
	);
}
