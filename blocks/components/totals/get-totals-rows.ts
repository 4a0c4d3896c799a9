/**
 * Which totals rows a cart shows, and their amounts, for every combination of the display settings.
 * Pure data in, row descriptions out; `TotalsRows` renders them.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import type { CartTotals, CurrencyResponse } from '../../data/cart/types';

/** The parts of a Store API cart's `totals` the rows read (amounts in minor units). */
export type TotalsInput = Omit< CartTotals, keyof CurrencyResponse >;

/** A cart fee. */
export interface FeeInput {
	id?: string;
	key?: string;
	name: string;
	totals: { total: string; total_tax: string };
}

/** The store's display settings (prices with or without tax, itemised taxes). */
export interface TotalsDisplaySettings {
	displayCartPricesIncludingTax: boolean;
	taxesEnabled: boolean;
	displayItemizedTaxes: boolean;
	/** Itemized tax rows read "{name} {rate}" when true (the default), "{name}" otherwise. */
	showRateAfterTaxName?: boolean;
}

export type TotalsRowKey =
	'subtotal' | 'discount' | 'fee' | 'shipping' | 'tax' | 'total';

export interface TotalsRow {
	key: TotalsRowKey;
	/** Unique within the list (a fee's or tax line's own id for repeated kinds). */
	id: string;
	label: string;
	/** Amount in minor units; `null` when there is none to show yet (shipping not calculated). */
	amount: number | null;
	/** Shown with a minus sign (discounts). */
	negative?: boolean;
	/** A second line under the label (the selected shipping rate's name). */
	description?: string;
}

export interface TotalsOptions {
	totals: TotalsInput;
	fees?: FeeInput[];
	settings: TotalsDisplaySettings;
	/** Show the shipping row (the cart needs shipping). */
	needsShipping?: boolean;
	/** Coupons are applied: the discount row shows (for their chips) even at a zero discount. */
	hasCoupons?: boolean;
	/** Name of the selected shipping rate, shown under the shipping row's label. */
	shippingRateName?: string;
}

const toInt = ( value: string | null | undefined ) => {
	const n = parseInt( value ?? '0', 10 );
	return Number.isNaN( n ) ? 0 : n;
};

/** Tax rows: none, one per tax line, or a single "Taxes" row. */
export function getTaxRows(
	totals: TotalsInput,
	settings: TotalsDisplaySettings
): TotalsRow[] {
	const totalTax = toInt( totals.total_tax );
	if ( ! settings.taxesEnabled && totalTax <= 0 ) {
		return [];
	}
	if ( settings.displayItemizedTaxes && totals.tax_lines.length > 0 ) {
		const withRate = settings.showRateAfterTaxName ?? true;
		return totals.tax_lines.map( ( line, index ) => ( {
			key: 'tax',
			id: `tax-${ index }-${ line.name }`,
			label:
				withRate && line.rate
					? `${ line.name } ${ line.rate }`
					: line.name,
			amount: toInt( line.price ),
		} ) );
	}
	return [
		{
			key: 'tax',
			id: 'tax',
			label: __( 'Taxes', 'tourfront' ),
			amount: totalTax,
		},
	];
}

/**
 * The rows above the total, then the total. When prices display including tax, the tax rows are not
 * listed separately: `TotalsRows` mentions them under the total ("Including … in taxes").
 */
export function getTotalsRows( {
	totals,
	fees = [],
	settings,
	needsShipping = false,
	hasCoupons = false,
	shippingRateName,
}: TotalsOptions ): TotalsRow[] {
	const incl = settings.displayCartPricesIncludingTax;
	const withTax = ( amount: string | null, tax: string | null ) =>
		toInt( amount ) + ( incl ? toInt( tax ) : 0 );
	const rows: TotalsRow[] = [
		{
			key: 'subtotal',
			id: 'subtotal',
			label: __( 'Subtotal', 'tourfront' ),
			amount: withTax( totals.total_items, totals.total_items_tax ),
		},
	];
	const discount = withTax(
		totals.total_discount,
		totals.total_discount_tax
	);
	if ( discount > 0 || hasCoupons ) {
		rows.push( {
			key: 'discount',
			id: 'discount',
			label: __( 'Discount', 'tourfront' ),
			amount: discount,
			negative: true,
		} );
	}
	fees.forEach( ( fee, index ) => {
		if ( toInt( fee.totals.total ) === 0 ) {
			return;
		}
		rows.push( {
			key: 'fee',
			id: `fee-${ fee.key ?? fee.id ?? index }`,
			label: fee.name || __( 'Fee', 'tourfront' ),
			amount: withTax( fee.totals.total, fee.totals.total_tax ),
		} );
	} );
	if ( needsShipping ) {
		rows.push( {
			key: 'shipping',
			id: 'shipping',
			label: __( 'Shipping', 'tourfront' ),
			description: shippingRateName,
			amount:
				totals.total_shipping === null
					? null
					: withTax(
							totals.total_shipping,
							totals.total_shipping_tax
						),
		} );
	}
	if ( ! incl ) {
		rows.push( ...getTaxRows( totals, settings ) );
	}
	rows.push( {
		key: 'total',
		id: 'total',
		label: __( 'Total', 'tourfront' ),
		amount: toInt( totals.total_price ),
	} );
	return rows;
}
