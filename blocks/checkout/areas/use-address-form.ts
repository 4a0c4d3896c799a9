/**
 * Everything an address area needs: the current address, the country's fields and countries, and
 * change handlers that blank hidden fields when the country changes.
 */

/** WordPress dependencies */
import { useCallback, useMemo } from '@wordpress/element';
import { useDispatch, useSelect } from '@wordpress/data';

/** Internal dependencies */
import { CART_STORE_KEY } from '../stores';
import {
	blankHiddenFields,
	getAddressFields,
	getCountryOptions,
	type AddressType,
} from '../address/fields';
import { withTourPhone } from '../address/tour-phone';
import { cartHoldsTour } from '../../../common/checkout-fields';
import type { CheckoutSettings } from '../settings';

/** The address of `type` and its handlers. */
export function useAddressForm(
	type: AddressType,
	settings: CheckoutSettings
) {
	const address = useSelect(
		( select ) => {
			const data = select( CART_STORE_KEY ).getCustomerData();
			return type === 'billing'
				? data.billingAddress
				: data.shippingAddress;
		},
		[ type ]
	);
	const holdsTour = useSelect(
		( select ) => cartHoldsTour( select( CART_STORE_KEY ).getCartData() ),
		[]
	);
	const dispatch = useDispatch( CART_STORE_KEY );
	const set =
		type === 'billing'
			? dispatch.setBillingAddress
			: dispatch.setShippingAddress;
	const country = address.country || '';
	const defaultFields = useMemo(
		() => withTourPhone( settings.defaultFields, holdsTour ),
		[ settings, holdsTour ]
	);
	const fields = useMemo(
		() =>
			getAddressFields(
				country,
				settings.addressFieldsLocations.address,
				defaultFields,
				settings.countryData
			),
		[ country, settings, defaultFields ]
	);
	const countryOptions = useMemo(
		() =>
			getCountryOptions( settings.countries, settings.countryData, type ),
		[ settings, type ]
	);
	const onChange = useCallback(
		( key: string, value: string ) => {
			if ( key === 'country' ) {
				const nextFields = getAddressFields(
					value,
					settings.addressFieldsLocations.address,
					defaultFields,
					settings.countryData
				);
				set(
					blankHiddenFields(
						{ ...address, country: value },
						nextFields
					)
				);
				return;
			}
			set( { [ key ]: value } );
		},
		[ address, set, settings, defaultFields ]
	);
	return {
		address,
		fields,
		countryOptions,
		onChange,
		onBlur: dispatch.flushCustomerData,
	};
}
