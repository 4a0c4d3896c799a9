/**
 * The meta an order line shows on order received and in My account → Orders, as WooCommerce's
 * `wc_display_item_meta()` prints the order item's visible meta: the variation's attributes (a tour's
 * "Ngày khởi hành"), then the travellers the theme stores on a booking's line ("Người lớn", "Trẻ em";
 * no children row when there are none, as woocommerce_checkout_create_order_line_item adds them).
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import {
	BOOKING_NAMESPACE,
	type BookingItemExtension,
} from '../../../common/booking/constants';

/** What the demo keeps of a bought line. */
export interface OrderLineLike {
	variation?: Array< { attribute: string; value: string } >;
	extensions?: Record< string, unknown >;
}

/** The line's meta as label/value pairs. */
export function orderItemMeta(
	item: OrderLineLike
): Array< { label: string; value: string } > {
	const booking = item.extensions?.[ BOOKING_NAMESPACE ] as
		BookingItemExtension | undefined;
	const travellers = booking?.is_tour
		? [
				{
					label: __( 'Adults', 'tourfront' ),
					value: String( booking.adults ),
				},
				...( booking.children
					? [
							{
								label: __( 'Children', 'tourfront' ),
								value: String( booking.children ),
							},
						]
					: [] ),
			]
		: [];
	return [
		...( item.variation ?? [] ).map( ( entry ) => ( {
			label: entry.attribute,
			value: entry.value,
		} ) ),
		...travellers,
	];
}
