/**
 * Coupon discounts per item the way WC_Discounts spreads them: items by price (highest first),
 * percent coupons floored per line with the remainder given out one minor unit at a time,
 * fixed-cart coupons split per unit and repeated until the amount is used.
 */

/** Internal dependencies */
import { floorShare, percentOf, roundShare } from './money';

/** An item the discounts apply to: its price as entered × quantity. */
export interface DiscountItem {
	key: string;
	unitPrice: number;
	quantity: number;
}

/** A coupon's kind and amount (percent, or minor units for fixed_cart). */
export interface DiscountCoupon {
	code: string;
	type: 'percent' | 'fixed_cart';
	amount: number;
}

/** coupon code → item key → discount in minor units. */
export type DiscountTable = Record< string, Record< string, number > >;

/**
 * The line's price: unit price × quantity rounded to WooCommerce's precision (wc_add_number_precision_deep), so a
 * booking's unit price (its total ÷ its travellers) gives back the exact total.
 */
export function linePrice( item: {
	unitPrice: number;
	quantity: number;
} ): number {
	return Math.round( item.unitPrice * item.quantity * 1e6 ) / 1e6;
}

function sortByPrice( items: DiscountItem[] ): DiscountItem[] {
	return [ ...items ].sort( ( a, b ) => b.unitPrice - a.unitPrice );
}

/** Discounts of every coupon, applied in order (not sequentially: each on the full price). */
export function computeDiscounts(
	items: DiscountItem[],
	coupons: DiscountCoupon[]
): DiscountTable {
	const table: DiscountTable = {};
	const given: Record< string, number > = Object.fromEntries(
		items.map( ( item ) => [ item.key, 0 ] )
	);
	const sorted = sortByPrice( items );
	const remaining = ( item: DiscountItem ) =>
		linePrice( item ) - given[ item.key ];
	const give = ( code: string, item: DiscountItem, amount: number ) => {
		table[ code ][ item.key ] += amount;
		given[ item.key ] += amount;
	};

	const remainder = (
		code: string,
		list: DiscountItem[],
		amount: number
	): number => {
		let total = 0;
		for ( const item of list ) {
			for ( let unit = 0; unit < item.quantity; unit++ ) {
				const discount = Math.min( remaining( item ), 1 );
				give( code, item, discount );
				total += discount;
				if ( total >= amount ) {
					return total;
				}
			}
		}
		return total;
	};

	const fixedCart = (
		code: string,
		list: DiscountItem[],
		amount: number
	): number => {
		const count = list.reduce( ( sum, item ) => sum + item.quantity, 0 );
		if ( ! count || amount <= 0 ) {
			return 0;
		}
		const perItem = Math.floor( amount / count );
		if ( perItem <= 0 ) {
			return remainder( code, list, amount );
		}
		let total = 0;
		for ( const item of list ) {
			const discount = Math.min(
				remaining( item ),
				perItem * item.quantity
			);
			give( code, item, discount );
			total += discount;
		}
		if ( total > 0 && total < amount ) {
			total += fixedCart( code, list, amount - total );
		}
		return total;
	};

	const percent = ( code: string, list: DiscountItem[], rate: number ) => {
		let total = 0;
		let base = 0;
		for ( const item of list ) {
			const price = linePrice( item );
			const discount = Math.min(
				remaining( item ),
				floorShare( percentOf( price, rate ) )
			);
			give( code, item, discount );
			total += discount;
			base += price;
		}
		const whole = roundShare( percentOf( base, rate ) );
		if ( total < whole ) {
			remainder( code, list, whole - total );
		}
	};

	for ( const coupon of coupons ) {
		table[ coupon.code ] = Object.fromEntries(
			items.map( ( item ) => [ item.key, 0 ] )
		);
		const list = sorted.filter( ( item ) => item.unitPrice > 0 );
		if ( coupon.type === 'percent' ) {
			percent( coupon.code, list, coupon.amount );
		} else {
			fixedCart( coupon.code, list, Math.round( coupon.amount ) );
		}
	}
	return table;
}
