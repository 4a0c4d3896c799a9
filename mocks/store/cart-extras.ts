/**
 * Coupons and shipping-rate choice on the cart.
 */

/** Internal dependencies */
import { calculateCart } from './calculate';
import type { StoreContext } from './context';
import {
	couponProblem,
	findCoupon,
	normaliseCouponCode,
	validateNewCoupon,
} from './coupons';
import { StoreError } from './errors';
import { escHtml } from './format';
import { couponMissing, couponNotApplied, couponRemoved } from './messages';

function subtotal( ctx: StoreContext ): number {
	return calculateCart( ctx ).totals.totalItems;
}

/** apply-coupon. */
export function applyCoupon( ctx: StoreContext, code: string ): void {
	const coupon = validateNewCoupon( ctx, code, subtotal( ctx ) );
	ctx.state.cart.coupons.push( coupon.code );
	if ( coupon.freeShipping ) {
		// WC_Cart::apply_coupon() chooses "free_shipping" for the package; not a rate id, so the next calculation
		// selects the default rate, which is free shipping with such a coupon.
		ctx.state.cart.selectedRates = {
			...ctx.state.cart.selectedRates,
			0: 'free_shipping',
		};
	}
}

/** remove-coupon. */
export function removeCoupon( ctx: StoreContext, code: string ): void {
	const normalised = normaliseCouponCode( code );
	if ( ! ctx.state.cart.coupons.includes( normalised ) ) {
		throw new StoreError(
			'woocommerce_rest_cart_coupon_invalid_code',
			couponNotApplied(),
			409
		);
	}
	ctx.state.cart.coupons = ctx.state.cart.coupons.filter(
		( entry ) => entry !== normalised
	);
}

/** Removes coupons that stopped being valid (e.g. below the minimum spend), with a cart error. */
export function reconcileCoupons( ctx: StoreContext ): void {
	if ( ! ctx.state.cart.items.length ) {
		ctx.state.cart.coupons = [];
		return;
	}
	const total = subtotal( ctx );
	for ( const code of [ ...ctx.state.cart.coupons ] ) {
		const coupon = findCoupon( ctx, code );
		const problem = coupon
			? couponProblem( ctx, coupon, total )
			: 'missing';
		if ( problem ) {
			ctx.state.cart.coupons = ctx.state.cart.coupons.filter(
				( entry ) => entry !== code
			);
			ctx.state.cart.notices.push( {
				code: 'woocommerce_rest_cart_coupon_error',
				message: escHtml(
					couponRemoved(
						code,
						problem === 'missing' ? couponMissing( code ) : problem
					)
				),
			} );
		}
	}
}

/** select-shipping-rate: an unknown rate is stored and falls back to the first rate (as recorded). */
export function selectShippingRate(
	ctx: StoreContext,
	packageId: number | string,
	rateId: string
): void {
	if ( ! rateId ) {
		throw new StoreError(
			'woocommerce_rest_cart_missing_rate_id',
			'Invalid Rate ID.',
			400
		);
	}
	ctx.state.cart.selectedRates[ String( packageId ?? 0 ) ] = String( rateId );
}
