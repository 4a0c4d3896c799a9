/**
 * Which checkout address follows the other, as WooCommerce's checkout decides it: with "Use same address
 * for billing" the billing address follows the shipping address; when the shopper picks the order up
 * (local pickup) no shipping address is asked for and the shipping address follows the billing address
 * (WooCommerce still validates a shipping address on the server whenever the cart needs shipping).
 */

/** Internal dependencies */
import { ADDRESS_FIELDS } from '../../../common/address';
import type {
	CartAddress,
	CartBillingAddress,
	CustomerData,
} from '../cart/types';

/** The address the other one copies, or null when the shopper fills both (or only billing exists). */
export type AddressSource = 'shipping' | 'billing' | null;

/** What decides the source. */
export interface AddressSourceState {
	needsShipping: boolean;
	prefersCollection: boolean;
	useShippingAsBilling: boolean;
}

/** The source address for the current choices. */
export function getAddressSource( {
	needsShipping,
	prefersCollection,
	useShippingAsBilling,
}: AddressSourceState ): AddressSource {
	if ( ! needsShipping ) {
		return null;
	}
	if ( prefersCollection ) {
		return 'billing';
	}
	return useShippingAsBilling ? 'shipping' : null;
}

/** The address fields of `from` (email excluded), for copying into the other address. */
export function copyAddressFields( from: Partial< CartAddress > ): CartAddress {
	const copy: Partial< CartAddress > = {};
	for ( const field of ADDRESS_FIELDS ) {
		copy[ field ] = from[ field ] ?? '';
	}
	return copy as CartAddress;
}

/** The billing and shipping addresses a checkout POST sends (no shipping address when nothing ships). */
export function getOrderAddresses(
	customer: CustomerData,
	state: AddressSourceState
): { billing_address: CartBillingAddress; shipping_address?: CartAddress } {
	const { billingAddress, shippingAddress } = customer;
	if ( ! state.needsShipping ) {
		return { billing_address: billingAddress };
	}
	const source = getAddressSource( state );
	if ( source === 'billing' ) {
		return {
			billing_address: billingAddress,
			shipping_address: copyAddressFields( billingAddress ),
		};
	}
	if ( source === 'shipping' ) {
		return {
			billing_address: {
				...copyAddressFields( shippingAddress ),
				phone: shippingAddress.phone || billingAddress.phone,
				email: billingAddress.email,
			},
			shipping_address: shippingAddress,
		};
	}
	return {
		billing_address: billingAddress,
		shipping_address: shippingAddress,
	};
}
