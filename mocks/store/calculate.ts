/**
 * One computation of the whole cart from the state: lines with their products, applied coupons,
 * shipping package and rates, the tax location and every total.
 */

/** Internal dependencies */
import type { CouponSettings } from '../fixtures/settings';
import { bookingOf, bookingTotal, isTour } from './booking';
import { activePrice } from './catalogue';
import type { StoreContext } from './context';
import { findCoupon } from './coupons';
import {
	availableRates,
	chosenRate,
	shippableLines,
	type RateOption,
} from './shipping';
import { ratesFor } from './taxes';
import { calculateTotals, type TotalsResult } from './totals';
import type { CartLine, Product } from './types';
import { blocksExtensionFees } from './test-blocks-extension';

/** A cart line with its product (the variation for variations) and parent. */
export interface PricedLine {
	line: CartLine;
	product: Product;
	parent: Product;
	unitPrice: number;
}

/** The computed cart. */
export interface CartComputation {
	lines: PricedLine[];
	coupons: CouponSettings[];
	needsShipping: boolean;
	shippingLines: CartLine[];
	rates: RateOption[];
	chosen: RateOption | undefined;
	totals: TotalsResult;
}

/** A line's unit price: a booking's total ÷ its travellers (woocommerce_before_calculate_totals in the theme). */
function unitPriceOf(
	ctx: StoreContext,
	line: CartLine,
	product: Product
): number {
	if ( ! ctx.tourfront || ! isTour( product ) || line.quantity < 1 ) {
		return activePrice( product );
	}
	return bookingTotal( product, bookingOf( line ) ) / line.quantity;
}

/** Prices the lines that still exist in the catalogue. */
export function pricedLines( ctx: StoreContext ): PricedLine[] {
	return ctx.state.cart.items.flatMap( ( line ) => {
		const product = ctx.catalogue.get( line.variationId || line.productId );
		if ( ! product ) {
			return [];
		}
		return [
			{
				line,
				product,
				parent: ctx.catalogue.parentOf( product ),
				unitPrice: unitPriceOf( ctx, line, product ),
			},
		];
	} );
}

/** Computes the cart. */
export function calculateCart( ctx: StoreContext ): CartComputation {
	const { settings } = ctx;
	const lines = pricedLines( ctx );
	const coupons = ctx.state.cart.coupons
		.map( ( code ) => findCoupon( ctx, code ) )
		.filter( ( c ): c is CouponSettings => !! c );
	const totalsLines = lines.map( ( { line, unitPrice } ) => ( {
		key: line.key,
		unitPrice,
		quantity: line.quantity,
		taxable: true,
	} ) );
	const minor = 10 ** settings.currency.minorUnit;
	const discountCoupons = coupons.map( ( coupon ) => ( {
		code: coupon.code,
		type: coupon.discountType,
		amount:
			coupon.discountType === 'fixed_cart'
				? Math.round( coupon.amount * minor )
				: coupon.amount,
	} ) );
	const base = {
		lines: totalsLines,
		coupons: discountCoupons,
		fees: lines.length
			? [ ...settings.fees, ...blocksExtensionFees( ctx ) ].map(
					( fee ) => ( {
						...fee,
						amount: Math.round( fee.amount * minor ),
					} )
				)
			: [],
		pricesIncludeTax: settings.pricesIncludeTax,
	};
	const draft = calculateTotals( {
		...base,
		itemRates: [],
		shippingRates: [],
		shippingCost: 0,
	} );

	const shippingLines = shippableLines( ctx, ctx.state.cart.items );
	const needsShipping = shippingLines.length > 0;
	const freeShippingCoupon = coupons.some(
		( coupon ) => coupon.freeShipping
	);
	const rates = needsShipping
		? availableRates(
				ctx,
				shippingLines,
				draft.totalItems - draft.totalDiscount,
				freeShippingCoupon
			)
		: [];
	if ( ! needsShipping ) {
		// WC_Cart_Session forgets the shipping choice of a cart with nothing to ship.
		ctx.state.cart.selectedRates = {};
		ctx.state.cart.previousRates = {};
	}
	const chosen = needsShipping
		? chosenRate( ctx, rates, freeShippingCoupon )
		: undefined;

	const country =
		chosen?.methodId === 'pickup_location'
			? settings.baseCountry
			: ctx.state.cart.shipping.country;
	const itemRates = settings.taxesEnabled
		? ratesFor( settings.taxRates, country )
		: [];
	const shippingRates = chosen?.taxable
		? ratesFor( itemRates, country, true )
		: [];
	const totals = calculateTotals( {
		...base,
		itemRates,
		shippingRates,
		shippingCost: chosen?.cost ?? 0,
	} );
	return {
		lines,
		coupons,
		needsShipping,
		shippingLines,
		rates,
		chosen,
		totals,
	};
}
