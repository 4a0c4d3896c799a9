/**
 * "Use same address for billing": while on, the billing address follows the shipping address
 * (the billing email stays the contact email).
 */

/** WordPress dependencies */
import { useEffect } from '@wordpress/element';
import { useDispatch, useSelect } from '@wordpress/data';

/** Internal dependencies */
import { CART_STORE_KEY } from '../stores';
import { ADDRESS_KEYS } from '../address/fields';

/** Copies changed shipping fields into billing while `active`. */
export function useSyncBillingWithShipping( active: boolean ): void {
	const { shipping, billing } = useSelect( ( select ) => {
		const data = select( CART_STORE_KEY ).getCustomerData();
		return {
			shipping: data.shippingAddress as Record< string, string >,
			billing: data.billingAddress as Record< string, string >,
		};
	}, [] );
	const { setBillingAddress } = useDispatch( CART_STORE_KEY );
	useEffect( () => {
		if ( ! active ) return;
		const changes: Record< string, string > = {};
		for ( const key of ADDRESS_KEYS ) {
			if ( ( shipping[ key ] ?? '' ) !== ( billing[ key ] ?? '' ) ) {
				changes[ key ] = shipping[ key ] ?? '';
			}
		}
		if ( Object.keys( changes ).length ) {
			setBillingAddress( changes );
		}
	}, [ active, shipping, billing, setBillingAddress ] );
}
