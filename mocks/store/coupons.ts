/**
 * Coupon rules: lookup, expiry, usage limits, minimum spend and duplicates, with
 * WooCommerce's error code (woocommerce_rest_cart_coupon_error) and messages.
 */

/** Internal dependencies */
import type { CouponSettings } from '../fixtures/settings';
import type { StoreContext } from './context';
import { StoreError } from './errors';
import { escHtml, pricePlain } from './format';
import {
	couponAlreadyApplied,
	couponExpired,
	couponMinimumSpend,
	couponMissing,
	couponUsageLimit,
} from './messages';

/** wc_format_coupon_code + lower-casing. */
export function normaliseCouponCode( code: string ): string {
	return String( code ?? '' )
		.trim()
		.toLowerCase();
}

/** The coupon configured with this code. */
export function findCoupon(
	ctx: StoreContext,
	code: string
): CouponSettings | undefined {
	return ctx.settings.coupons.find(
		( coupon ) => coupon.code === normaliseCouponCode( code )
	);
}

function couponError( message: string ): StoreError {
	return new StoreError(
		'woocommerce_rest_cart_coupon_error',
		escHtml( message ),
		400
	);
}

/** Why a coupon cannot stay in / enter the cart, or null when it is valid. */
export function couponProblem(
	ctx: StoreContext,
	coupon: CouponSettings,
	subtotal: number
): string | null {
	if (
		coupon.expires &&
		ctx.now() > Date.parse( `${ coupon.expires }T23:59:59Z` )
	) {
		return couponExpired( coupon.code );
	}
	const used =
		( coupon.usageCount ?? 0 ) +
		( ctx.state.couponUsage[ coupon.code ] ?? 0 );
	if ( coupon.usageLimit !== undefined && used >= coupon.usageLimit ) {
		return couponUsageLimit( coupon.code );
	}
	const minimum = Math.round(
		( coupon.minimumAmount ?? 0 ) * 10 ** ctx.settings.currency.minorUnit
	);
	if ( minimum > 0 && subtotal < minimum ) {
		return couponMinimumSpend(
			coupon.code,
			pricePlain( minimum, ctx.settings.currency )
		);
	}
	return null;
}

/** Validates a code before apply-coupon; throws the error WooCommerce answers with. */
export function validateNewCoupon(
	ctx: StoreContext,
	rawCode: string,
	subtotal: number
): CouponSettings {
	const code = normaliseCouponCode( rawCode );
	const coupon = findCoupon( ctx, code );
	if ( ! coupon ) {
		throw couponError( couponMissing( code ) );
	}
	if ( ctx.state.cart.coupons.includes( coupon.code ) ) {
		throw couponError( couponAlreadyApplied( coupon.code ) );
	}
	const problem = couponProblem( ctx, coupon, subtotal );
	if ( problem ) {
		throw couponError( problem );
	}
	return coupon;
}
