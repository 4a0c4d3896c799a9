/**
 * WooCommerce's `FormattedMonetaryAmount`: an amount in minor units in a currency (the store's when none is
 * given), through the theme's one money formatter.
 */

/** Internal dependencies */
import {
	formatPrice,
	getCurrencyFromSettings,
	type Currency,
} from '../../../common/money';

export default function FormattedMonetaryAmount( {
	value,
	currency,
	className,
}: {
	value: number | string | null | undefined;
	currency?: Partial< Currency >;
	className?: string;
	displayType?: string;
} ) {
	if ( value === null || value === undefined || value === '' ) {
		return null;
	}
	return (
		<span
			className={ [
				'tourfront-formatted-price wc-block-formatted-money-amount wc-block-components-formatted-money-amount',
				className,
			]
				.filter( Boolean )
				.join( ' ' ) }
		>
			{ formatPrice( value, {
				...getCurrencyFromSettings(),
				...currency,
			} ) }
		</span>
	);
}
