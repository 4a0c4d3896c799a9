/**
 * Totals rows: subtotal, discount, fees, shipping, taxes and total, for every
 * combination of the display settings. Amounts through FormattedPrice.
 */

/** WordPress dependencies */
import { __, sprintf } from '@wordpress/i18n';
import { createInterpolateElement } from '@wordpress/element';
import type { ReactNode } from 'react';

/** Internal dependencies */
import FormattedPrice from '../formatted-price';
import { applyFilter, withPriceFormat } from '../../registry/extension-points';
import type { Cart } from '../../data/cart/types';
import type { PriceCurrency } from '../formatted-price';
import { getTotalsRows, getTaxRows } from './get-totals-rows';
import type {
	TotalsOptions,
	TotalsRowKey,
	TotalsInput,
} from './get-totals-rows';

export * from './get-totals-rows';

export interface TotalsRowsProps extends TotalsOptions {
	totals: TotalsInput & PriceCurrency;
	/** Extra content under a kind of row (coupon chips under the discount, rate choice under shipping). */
	extras?: Partial< Record< TotalsRowKey, ReactNode > >;
	/** Text of the shipping amount while it is not known yet. */
	shippingPendingText?: string;
	className?: string;
	/** The cart, for the `totalLabel` and `totalValue` filters (cart and checkout). */
	cart?: Cart;
}

/** The rows as a list of label/amount pairs; the total row is emphasised. */
export default function TotalsRows( {
	extras = {},
	shippingPendingText,
	className = '',
	cart,
	...options
}: TotalsRowsProps ) {
	// The total row's filters, with WooCommerce's arguments.
	const filterTotal = < T, >( filterName: string, value: T ) =>
		applyFilter( filterName, value, cart?.extensions, { cart } );
	const rows = getTotalsRows( options );
	const currency = options.totals;
	const inclTaxRows = options.settings.displayCartPricesIncludingTax
		? getTaxRows( options.totals, options.settings )
		: [];
	return (
		<div className={ `tourfront-totals ${ className }`.trim() }>
			{ rows.map( ( row ) => (
				<div
					key={ row.id }
					className={ `tourfront-totals__row is-${ row.key }` }
				>
					<span className="tourfront-totals__label">
						{ row.key === 'total'
							? filterTotal( 'totalLabel', row.label )
							: row.label }
					</span>
					<span className="tourfront-totals__value">
						{ row.amount === null
							? ( shippingPendingText ??
								__( 'Calculated at checkout', 'tourfront' ) )
							: withPriceFormat(
									row.key === 'total'
										? filterTotal(
												'totalValue',
												'<price/>'
											)
										: '<price/>',
									<FormattedPrice
										value={ row.amount }
										currency={ currency }
										negative={ row.negative }
									/>
								) }
					</span>
					{ row.description && (
						<div className="tourfront-totals__description">
							{ row.description }
						</div>
					) }
					{ row.key === 'total' && inclTaxRows.length > 0 && (
						<div className="tourfront-totals__description is-tax">
							{ inclTaxRows.map( ( tax ) => (
								<p key={ tax.id }>
									{ createInterpolateElement(
										sprintf(
											/* translators: <price/>: tax amount; %s: tax label ("Taxes" or a tax line's name). */
											__(
												'Including <price/> in %s',
												'tourfront'
											),
											tax.key === 'tax' &&
												tax.id === 'tax'
												? __( 'taxes', 'tourfront' )
												: tax.label
										),
										{
											price: (
												<FormattedPrice
													value={ tax.amount }
													currency={ currency }
												/>
											),
										}
									) }
								</p>
							) ) }
						</div>
					) }
					{ extras[ row.key ] && (
						<div className="tourfront-totals__extra">
							{ extras[ row.key ] }
						</div>
					) }
				</div>
			) ) }
		</div>
	);
}
