/**
 * Shipping methods area: one radio group per package, with the shipping packages slot.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import { INNER_BLOCK_AREAS } from '../../registry/constants';
import CheckoutStep from '../components/checkout-step';
import RadioControl from '../components/radio-control';
import NoticesArea from '../../components/notices-area';
import { ExperimentalOrderShippingPackages } from '../../registry';
import { CONTEXTS } from '../stores';
import { getSelectedRateId } from '../shipping/rates';
import { rateToOption } from './rate-option';
import type { PackagesAreaProps } from './rate-option';

/** The area. */
export default function ShippingMethods( {
	packages,
	onSelect,
	stepNumber,
	disabled,
	cart,
}: PackagesAreaProps ) {
	const hasRates = packages.some( ( pkg ) => pkg.shipping_rates.length > 0 );
	return (
		<CheckoutStep
			area={ INNER_BLOCK_AREAS.SHIPPING_METHODS }
			id="shipping-option"
			className="wc-block-checkout__shipping-option"
			title={ __( 'Shipping options', 'tourfront' ) }
			stepNumber={ stepNumber }
		>
			<NoticesArea context={ CONTEXTS.SHIPPING_METHODS } />
			{ ! hasRates && (
				<p className="wc-block-components-shipping-rates-control__no-results-notice">
					{ __(
						'There are no shipping options available. Please check your shipping address.',
						'tourfront'
					) }
				</p>
			) }
			{ packages.map( ( pkg ) => (
				<div
					key={ pkg.package_id }
					className="wc-block-components-shipping-rates-control__package"
				>
					{ packages.length > 1 && (
						<h3 className="wc-block-components-shipping-rates-control__package-title">
							{ pkg.name }
						</h3>
					) }
					<RadioControl
						id={ `shipping-rates-${ pkg.package_id }` }
						label={
							pkg.name || __( 'Shipping options', 'tourfront' )
						}
						selected={ getSelectedRateId( pkg ) }
						options={ pkg.shipping_rates.map( ( rate ) =>
							rateToOption( rate )
						) }
						onChange={ ( rateId ) =>
							onSelect( pkg.package_id, rateId )
						}
						disabled={ disabled }
					/>
				</div>
			) ) }
			<ExperimentalOrderShippingPackages.Slot
				cart={ cart }
				extensions={ {} }
				context="woocommerce/checkout"
			/>
		</CheckoutStep>
	);
}
