/**
 * Keeps the address the shopper does not fill in equal to the one they do: billing follows shipping
 * with "Use same address for billing"; shipping follows billing when the order is picked up (WooCommerce
 * validates a shipping address on the server whenever the cart needs shipping, so the pickup order
 * sends the billing address as its shipping address, as WooCommerce's own checkout does). The billing
 * email is never copied.
 */

/** WordPress dependencies */
import { useEffect } from '@wordpress/element';
import { useDispatch, useSelect } from '@wordpress/data';

/** Internal dependencies */
import { CART_STORE_KEY } from '../stores';
import { ADDRESS_KEYS, type AddressValues } from '../address/fields';
import type { AddressSource } from '../../data/checkout/address-source';

/** Copies the changed fields of `source` into the other address. */
export function useSyncAddresses( source: AddressSource ): void {
	const { shippingAddress: shipping, billingAddress: billing } = useSelect(
		( select ) => select( CART_STORE_KEY ).getCustomerData(),
		[]
	);
	const { setBillingAddress, setShippingAddress } =
		useDispatch( CART_STORE_KEY );
	useEffect( () => {
		if ( ! source ) {
			return;
		}
		const [ from, to, set ]: [
			AddressValues,
			AddressValues,
			typeof setShippingAddress,
		] =
			source === 'shipping'
				? [ shipping, billing, setBillingAddress ]
				: [ billing, shipping, setShippingAddress ];
		const changes: Record< string, string > = {};
		for ( const key of ADDRESS_KEYS ) {
			if ( ( from[ key ] ?? '' ) !== ( to[ key ] ?? '' ) ) {
				changes[ key ] = from[ key ] ?? '';
			}
		}
		if ( Object.keys( changes ).length ) {
			set( changes );
		}
	}, [ source, shipping, billing, setBillingAddress, setShippingAddress ] );
}
