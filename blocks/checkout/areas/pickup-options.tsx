/**
 * Pickup options area: pickup locations from the rates' meta_data, with the local pickup slot.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import { INNER_BLOCK_AREAS } from '../../registry/constants';
import CheckoutStep from '../components/checkout-step';
import RadioControl from '../components/radio-control';
import { ExperimentalOrderLocalPickupPackages } from '../../registry';
import { getSelectedRateId } from '../shipping/rates';
import { rateToOption } from './rate-option';
import type { PackagesAreaProps } from './rate-option';

/** The area. */
export default function PickupOptions( {
	packages,
	onSelect,
	stepNumber,
	disabled,
	cart,
}: PackagesAreaProps ) {
	return (
		<CheckoutStep
			area={ INNER_BLOCK_AREAS.PICKUP_LOCATION }
			id="pickup-options"
			className="wc-block-checkout__pickup-options"
			title={ __( 'Pickup locations', 'tourfront' ) }
			stepNumber={ stepNumber }
		>
			{ packages.map( ( pkg ) => (
				<RadioControl
					key={ pkg.package_id }
					id={ `pickup-${ pkg.package_id }` }
					label={ __( 'Pickup locations', 'tourfront' ) }
					selected={ getSelectedRateId( pkg ) }
					options={ pkg.shipping_rates.map( ( rate ) =>
						rateToOption( rate, true )
					) }
					onChange={ ( rateId ) =>
						onSelect( pkg.package_id, rateId )
					}
					disabled={ disabled }
				/>
			) ) }
			<ExperimentalOrderLocalPickupPackages.Slot
				cart={ cart }
				extensions={ {} }
				context="woocommerce/checkout"
			/>
		</CheckoutStep>
	);
}
