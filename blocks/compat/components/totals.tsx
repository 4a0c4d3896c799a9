/**
 * WooCommerce's totals components (`TotalsWrapper`, `TotalsItem`, `Subtotal`, `TotalsFees`) with their
 * props, drawn as the theme's totals rows, so a plugin's row sits in the order summary like the theme's own.
 */

/** External dependencies */
import type { ReactNode } from 'react';

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import { getSetting } from '../../../common/settings';
import FormattedMonetaryAmount from './formatted-monetary-amount';
import type { Currency } from '../../../common/money';

const classes = ( ...names: Array< string | false | undefined > ) =>
	names.filter( Boolean ).join( ' ' );

/** `TotalsWrapper`: a group of rows, as the theme's totals are grouped. */
export function TotalsWrapper( {
	children,
	className,
}: {
	children?: ReactNode;
	className?: string;
	slotWrapper?: boolean;
} ) {
	return children ? (
		<div
			className={ classes(
				'tourfront-totals wc-block-components-totals-wrapper',
				className
			) }
		>
			{ children }
		</div>
	) : null;
}

export interface TotalsItemProps {
	className?: string;
	currency?: Currency;
	label: ReactNode;
	/** Minor units (formatted in `currency`), or anything to show as it is. */
	value?: number | ReactNode;
	description?: ReactNode;
}

/** `TotalsItem`: a label, its amount and an optional description under them. */
export function TotalsItem( {
	className,
	currency,
	label,
	value,
	description,
}: TotalsItemProps ) {
	return (
		<div
			className={ classes(
				'tourfront-totals__row wc-block-components-totals-item',
				className
			) }
		>
			<span className="tourfront-totals__label wc-block-components-totals-item__label">
				{ label }
			</span>
			<span className="tourfront-totals__value wc-block-components-totals-item__value">
				{ typeof value === 'number' ? (
					<FormattedMonetaryAmount
						value={ value }
						currency={ currency }
					/>
				) : (
					value
				) }
			</span>
			{ description ? (
				<div className="tourfront-totals__description wc-block-components-totals-item__description">
					{ description }
				</div>
			) : null }
		</div>
	);
}

interface CartTotalsValues {
	total_items?: string;
	total_items_tax?: string;
}

/** `Subtotal`: the items' total, with their tax when the shop shows prices including tax. */
export function Subtotal( {
	currency,
	values,
	className,
}: {
	currency?: Currency;
	values: CartTotalsValues;
	className?: string;
} ) {
	const withTax = getSetting( 'displayCartPricesIncludingTax', false );
	const amount =
		Number( values.total_items ?? 0 ) +
		( withTax ? Number( values.total_items_tax ?? 0 ) : 0 );
	return (
		<TotalsItem
			className={ classes(
				'wc-block-components-totals-subtotal',
				className
			) }
			currency={ currency }
			label={ __( 'Subtotal', 'tourfront' ) }
			value={ amount }
		/>
	);
}

interface CartFee {
	key: string;
	name: string;
	totals: { total: string; total_tax: string };
}

/** `TotalsFees`: one row per fee of the cart. */
export function TotalsFees( {
	currency,
	cartFees,
	className,
}: {
	currency?: Currency;
	cartFees: CartFee[];
	className?: string;
} ) {
	const withTax = getSetting( 'displayCartPricesIncludingTax', false );
	return (
		<>
			{ cartFees.map( ( fee ) => (
				<TotalsItem
					key={ fee.key }
					className={ classes(
						'wc-block-components-totals-fees',
						className
					) }
					currency={ currency }
					label={ fee.name || __( 'Fee', 'tourfront' ) }
					value={
						Number( fee.totals.total ) +
						( withTax ? Number( fee.totals.total_tax ) : 0 )
					}
				/>
			) ) }
		</>
	);
}
