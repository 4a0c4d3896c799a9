/**
 * Cart totals as WC_Cart_Totals computes them, in integer minor units: line subtotals and totals,
 * per-rate taxes rounded per line, coupon totals with their tax, shipping, fees and tax_lines.
 */

/** Internal dependencies */
import type { TaxRateSettings } from '../fixtures/settings';
import { computeDiscounts, linePrice, type DiscountCoupon } from './discounts';
import { roundShare } from './money';
import { calcTaxShares, excludeTaxes, roundedTaxes } from './taxes';

/** One cart line going into the totals. */
export interface TotalsLine {
	key: string;
	unitPrice: number;
	quantity: number;
	taxable: boolean;
}

/** A fee going into the totals (amount excl. tax). */
export interface TotalsFee {
	id: string;
	name: string;
	amount: number;
	taxable: boolean;
}

/** Everything the totals depend on. */
export interface TotalsInput {
	lines: TotalsLine[];
	coupons: DiscountCoupon[];
	itemRates: TaxRateSettings[];
	shippingRates: TaxRateSettings[];
	shippingCost: number;
	fees: TotalsFee[];
	pricesIncludeTax: boolean;
}

/** Line results. */
export interface LineTotals {
	subtotal: number;
	subtotalTax: number;
	total: number;
	totalTax: number;
}

/** The computed totals. */
export interface TotalsResult {
	lines: Record< string, LineTotals >;
	coupons: Record< string, { discount: number; discountTax: number } >;
	fees: Array< {
		id: string;
		name: string;
		total: number;
		totalTax: number;
	} >;
	shipping: { total: number; tax: number; taxes: number[] };
	taxLines: Array< { rate: TaxRateSettings; amount: number } >;
	totalItems: number;
	totalItemsTax: number;
	totalDiscount: number;
	totalDiscountTax: number;
	totalFees: number;
	totalFeesTax: number;
	totalTax: number;
	totalPrice: number;
}

const sum = ( values: number[] ) =>
	values.reduce( ( total, value ) => total + value, 0 );

/** Shipping cost taxes per item rate (0 for rates that do not apply to shipping). */
export function shippingTaxes(
	cost: number,
	itemRates: TaxRateSettings[],
	shippingRates: TaxRateSettings[]
): number[] {
	const shares = roundedTaxes( calcTaxShares( cost, shippingRates, false ) );
	return itemRates.map( ( rate ) => {
		const index = shippingRates.findIndex( ( r ) => r.id === rate.id );
		return index === -1 ? 0 : shares[ index ];
	} );
}

/** Computes every total of the cart. */
export function calculateTotals( input: TotalsInput ): TotalsResult {
	const { itemRates, pricesIncludeTax: inclusive } = input;
	const discounts = computeDiscounts( input.lines, input.coupons );
	const lines: Record< string, LineTotals > = {};
	const rateTotals = itemRates.map( () => 0 );
	for ( const line of input.lines ) {
		const rates = line.taxable ? itemRates : [];
		const price = linePrice( line );
		const discount = sum(
			input.coupons.map(
				( coupon ) => discounts[ coupon.code ][ line.key ] ?? 0
			)
		);
		const subShares = calcTaxShares( price, rates, inclusive );
		const totalShares = calcTaxShares( price - discount, rates, inclusive );
		const totalTaxes = roundedTaxes( totalShares );
		totalTaxes.forEach( ( tax, index ) => ( rateTotals[ index ] += tax ) );
		lines[ line.key ] = {
			subtotal: inclusive ? excludeTaxes( price, subShares ) : price,
			subtotalTax: sum( roundedTaxes( subShares ) ),
			total: inclusive
				? excludeTaxes( price - discount, totalShares )
				: price - discount,
			totalTax: sum( totalTaxes ),
		};
	}

	const coupons: TotalsResult[ 'coupons' ] = {};
	for ( const coupon of input.coupons ) {
		let discount = 0;
		let taxNum = 0n;
		let taxDen = 1n;
		for ( const line of input.lines ) {
			const amount = discounts[ coupon.code ][ line.key ] ?? 0;
			discount += amount;
			// All shares of one rate set share a denominator, so numerators add up exactly.
			for ( const share of calcTaxShares(
				amount,
				line.taxable ? itemRates : [],
				inclusive
			) ) {
				taxNum += share.num;
				taxDen = share.den;
			}
		}
		const discountTax = roundShare( { num: taxNum, den: taxDen } );
		coupons[ coupon.code ] = {
			discount: inclusive ? discount - discountTax : discount,
			discountTax,
		};
	}

	const fees = input.fees.map( ( fee ) => {
		const taxes = roundedTaxes(
			calcTaxShares( fee.amount, fee.taxable ? itemRates : [], false )
		);
		taxes.forEach( ( tax, index ) => ( rateTotals[ index ] += tax ) );
		return {
			id: fee.id,
			name: fee.name,
			total: fee.amount,
			totalTax: sum( taxes ),
		};
	} );

	const shipTaxes = shippingTaxes(
		input.shippingCost,
		itemRates,
		input.shippingRates
	);
	shipTaxes.forEach( ( tax, index ) => ( rateTotals[ index ] += tax ) );
	const shipping = {
		total: input.shippingCost,
		tax: sum( shipTaxes ),
		taxes: shipTaxes,
	};

	const values = Object.values( lines );
	const itemsTotal = sum( values.map( ( line ) => line.total ) );
	const itemsTotalTax = sum( values.map( ( line ) => line.totalTax ) );
	const totalFees = sum( fees.map( ( fee ) => fee.total ) );
	const totalFeesTax = sum( fees.map( ( fee ) => fee.totalTax ) );
	const totalTax = itemsTotalTax + shipping.tax + totalFeesTax;
	return {
		lines,
		coupons,
		fees,
		shipping,
		taxLines: itemRates
			.map( ( rate, index ) => ( { rate, amount: rateTotals[ index ] } ) )
			.filter( ( line ) => line.amount !== 0 ),
		totalItems: sum( values.map( ( line ) => line.subtotal ) ),
		totalItemsTax: sum( values.map( ( line ) => line.subtotalTax ) ),
		totalDiscount: sum(
			Object.values( coupons ).map( ( coupon ) => coupon.discount )
		),
		totalDiscountTax: sum(
			Object.values( coupons ).map( ( coupon ) => coupon.discountTax )
		),
		totalFees,
		totalFeesTax,
		totalTax,
		totalPrice: Math.max(
			0,
			itemsTotal + totalFees + shipping.total + totalTax
		),
	};
}
