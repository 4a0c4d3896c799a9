/**
 * Billing address area (shown when billing differs from shipping, or nothing ships).
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import { INNER_BLOCK_AREAS } from '../../registry/constants';
import CheckoutStep from '../components/checkout-step';
import AddressForm from '../components/address-form';
import NoticesArea from '../../components/notices-area';
import { CONTEXTS } from '../stores';
import { useAddressForm } from './use-address-form';
import type { CheckoutSettings } from '../settings';

/** The area. */
export default function BillingAddress( {
	settings,
	stepNumber,
}: {
	settings: CheckoutSettings;
	stepNumber?: number;
} ) {
	const form = useAddressForm( 'billing', settings );
	return (
		<CheckoutStep
			area={ INNER_BLOCK_AREAS.BILLING_ADDRESS }
			id="billing-fields"
			className="wc-block-checkout__billing-fields"
			title={ __( 'Billing address', 'tourfront' ) }
			description={ __(
				'Enter the billing address that matches your payment method.',
				'tourfront'
			) }
			stepNumber={ stepNumber }
		>
			<NoticesArea context={ CONTEXTS.BILLING_ADDRESS } />
			<AddressForm type="billing" { ...form } />
		</CheckoutStep>
	);
}
