/**
 * A cart line's unit price: the sale price with the regular price struck through when on sale.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import FormattedPrice from '../formatted-price';
import type { PriceCurrency } from '../formatted-price';

export interface ProductPriceProps {
	price: string;
	regularPrice?: string;
	currency: PriceCurrency;
	className?: string;
}

/** `<del>regular</del> <ins>sale</ins>` when on sale, else the price alone. */
export default function ProductPrice( {
	price,
	regularPrice,
	currency,
	className = '',
}: ProductPriceProps ) {
	const onSale =
		regularPrice !== undefined &&
		parseInt( regularPrice, 10 ) > parseInt( price, 10 );
	return (
		<span className={ `tourfront-product-price ${ className }`.trim() }>
			{ onSale ? (
				<>
					<del>
						<span className="screen-reader-text">
							{ __( 'Previous price:', 'tourfront' ) }
						</span>
						<FormattedPrice
							value={ regularPrice }
							currency={ currency }
						/>
					</del>{ ' ' }
					<ins>
						<span className="screen-reader-text">
							{ __( 'Discounted price:', 'tourfront' ) }
						</span>
						<FormattedPrice value={ price } currency={ currency } />
					</ins>
				</>
			) : (
				<FormattedPrice value={ price } currency={ currency } />
			) }
		</span>
	);
}
