/**
 * The phone is required when the cart holds a tour, as the server answers (theme/inc/checkout-phone.php
 * makes WooCommerce's phone setting "required" then): the page prints it for the cart it was rendered
 * with, this keeps it so when a tour is added or the cart changes on the page.
 */

/** Internal dependencies */
import type {
	AddressFieldConfig,
	AddressFieldKey,
} from '../../../common/settings';

type Fields = Partial< Record< AddressFieldKey, AddressFieldConfig > >;

/** `defaultFields` with the phone shown and required when `holdsTour`. */
export function withTourPhone( fields: Fields, holdsTour: boolean ): Fields {
	const phone = fields.phone;
	if ( ! holdsTour || ! phone || ( phone.required && ! phone.hidden ) ) {
		return fields;
	}
	return { ...fields, phone: { ...phone, required: true, hidden: false } };
}
