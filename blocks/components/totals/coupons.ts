/**
 * The applied coupons as the totals show them (cart chips, checkout list): each with a `label` (its code)
 * that the `coupons` filter may change, or leave out — called as WooCommerce calls it, `{ context: 'summary' }`.
 */

/** Internal dependencies */
import { applyFilter } from '../../registry/extension-points';
import type { Cart, CartCoupon } from '../../data/cart/types';

export type ShownCoupon = CartCoupon & { label: string };

/** The coupons to show. */
export function filteredCoupons( cart: Cart ): ShownCoupon[] {
	return applyFilter(
		'coupons',
		cart.coupons.map( ( coupon ) => ( { ...coupon, label: coupon.code } ) ),
		null,
		{ context: 'summary' }
	);
}
