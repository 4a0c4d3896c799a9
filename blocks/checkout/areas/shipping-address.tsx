/**
 * Shipping address area, with "Use same address for billing".
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';
import { useDispatch, useSelect } from '@wordpress/data';

/** Internal dependencies */
import { INNER_BLOCK_AREAS } from '../../registry/constants';
import CheckoutStep from '../components/checkout-step';
import AddressForm from '../components/address-form';
import CheckboxControl from '../components/checkbox-control';
import NoticesArea from '../../components/notices-area';
import { CHECKOUT_STORE_KEY, CONTEXTS } from '../stores';
import { useAddressForm } from './use-address-form';
import type { CheckoutSettings } from '../settings';

/** The area. */
export default function ShippingAddress( {
	settings,
	stepNumber,
}: {
	settings: CheckoutSettings;
	stepNumber?: number;
} ) {
	const form = useAddressForm( 'shipping', settings );
	const useShippingAsBilling = useSelect(
		( select ) => select( CHECKOUT_STORE_KEY ).getUseShippingAsBilling(),
		[]
	);
	const { setUseShippingAsBilling } = useDispatch( CHECKOUT_STORE_KEY );
	return (
		<CheckoutStep
			area={ INNER_BLOCK_AREAS.SHIPPING_ADDRESS }
			id="shipping-fields"
			className="wc-block-checkout__shipping-fields"
			title={ __( 'Shipping address', 'tourfront' ) }
			description={ __(
				'Enter the address where you want your order delivered.',
				'tourfront'
			) }
			stepNumber={ stepNumber }
		>
			<NoticesArea context={ CONTEXTS.SHIPPING_ADDRESS } />
			<AddressForm type="shipping" { ...form } />
			<CheckboxControl
				className="wc-block-checkout__use-address-for-billing"
				checked={ useShippingAsBilling }
				onChange={ setUseShippingAsBilling }
				label={ __( 'Use same address for billing', 'tourfront' ) }
			/>
		</CheckoutStep>
	);
}
