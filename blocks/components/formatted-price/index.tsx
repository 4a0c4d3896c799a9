/**
 * An amount in minor units, formatted by the product's one money formatter (`common/money`).
 */

/** Internal dependencies */
import { formatAmount } from './format';
import type { PriceCurrency } from './format';

export type { PriceCurrency } from './format';

export interface FormattedPriceProps {
	/** Minor units (string or number, as the Store API sends them); null/'' shows nothing. */
	value: string | number | null | undefined;
	/** The currency fields of the Store API object the amount came from. */
	currency: PriceCurrency | null | undefined;
	/** Prefix a minus sign (discounts). */
	negative?: boolean;
	className?: string;
}

/** `<span class="tourfront-formatted-price">2.490.000 ₫</span>`. */
export default function FormattedPrice( {
	value,
	currency,
	negative = false,
	className = '',
}: FormattedPriceProps ) {
	if ( value === null || value === undefined || value === '' ) {
		return null;
	}
	const text = formatAmount( value, currency );
	return (
		<span className={ `tourfront-formatted-price ${ className }`.trim() }>
			{ negative ? `-${ text }` : text }
		</span>
	);
}
