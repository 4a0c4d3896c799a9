/**
 * Test data: a checkout document as WooCommerce builds it for a cart of three travellers on one departure,
 * with the booking core's extension data when given.
 */

/** Internal dependencies */
import type { CheckoutDocument } from '../types';

/** The document, its cart carrying `booking` as `extensions["tourfront-booking"]`. */
export function documentWith(
	booking?: Record< string, number >
): CheckoutDocument {
	return {
		cart: {
			coupons: [],
			shipping_rates: [],
			items: [ 49, 49, 49 ],
			items_type: [ 'variation' ],
			items_count: 3,
			items_weight: 0,
			needs_shipping: false,
			prefers_collection: false,
			totals: { total_price: 8217000, total_tax: 747000 },
			extensions: booking ? { 'tourfront-booking': booking } : {},
		},
		customer: {
			id: 0,
			billing_address: {},
			shipping_address: {},
			additional_fields: {},
		},
		checkout: { additional_fields: {} },
	};
}
