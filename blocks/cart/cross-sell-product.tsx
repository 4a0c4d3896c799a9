/**
 * One cross-sell product card: image, name link, price, and an in-place add to cart (products with
 * options link to their page instead).
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';
import { decodeEntities } from '@wordpress/html-entities';

/** Internal dependencies */
import { safeUrl } from '../../common/safe-url';
import ProductImage from '../components/product-image';
import ProductPrice from '../components/cart-line/product-price';
import type { PriceCurrency } from '../components/formatted-price';

/** The fields of a Store API cross-sell product the card reads. */
export interface CrossSellProductData {
	id: number;
	name: string;
	permalink: string;
	images?: Array< {
		src?: string;
		thumbnail?: string;
		srcset?: string;
		sizes?: string;
		alt?: string;
	} >;
	prices?: PriceCurrency & { price: string; regular_price: string };
	has_options?: boolean;
	is_purchasable?: boolean;
	is_in_stock?: boolean;
	type?: string;
}

export interface CrossSellProductProps {
	product: CrossSellProductData;
	isAdding: boolean;
	onAdd: () => void;
}

/** True when the product can be added from the card (simple, purchasable, in stock, no options). */
export function canAddInPlace( product: CrossSellProductData ): boolean {
	return (
		product.is_purchasable !== false &&
		product.is_in_stock !== false &&
		! product.has_options &&
		product.type !== 'variable'
	);
}

/** The card. */
export default function CrossSellProduct( {
	product,
	isAdding,
	onAdd,
}: CrossSellProductProps ) {
	const name = decodeEntities( product.name );
	return (
		<li className="tourfront-cross-sell">
			<a
				className="tourfront-cross-sell__link"
				href={ safeUrl( product.permalink ) ?? undefined }
			>
				<ProductImage
					full
					image={ product.images?.[ 0 ] }
					fallbackAlt={ name }
				/>
				<span className="tourfront-cross-sell__name">{ name }</span>
			</a>
			{ product.prices && (
				<ProductPrice
					className="tourfront-cross-sell__price"
					price={ product.prices.price }
					regularPrice={ product.prices.regular_price }
					currency={ product.prices }
				/>
			) }
			{ canAddInPlace( product ) ? (
				<button
					type="button"
					className={ `tourfront-button tourfront-cross-sell__add${ isAdding ? ' is-loading' : '' }` }
					aria-busy={ isAdding || undefined }
					disabled={ isAdding }
					onClick={ onAdd }
				>
					{ /* The accessible name starts with the visible text, then says which tour. */ }
					{ __( 'Add to cart', 'tourfront' ) }
					<span className="screen-reader-text">{ `: ${ name }` }</span>
				</button>
			) : (
				<a
					className="tourfront-button tourfront-cross-sell__add"
					href={ safeUrl( product.permalink ) ?? undefined }
				>
					{ product.is_in_stock === false
						? __( 'Read more', 'tourfront' )
						: __( 'Select options', 'tourfront' ) }
				</a>
			) }
		</li>
	);
}
