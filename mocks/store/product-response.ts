/**
 * Pieces of the Store API product object: permalink, prices, price_html, rating, variation label.
 */

/** Internal dependencies */
import { activePrice, attributeKey } from './catalogue';
import type { StoreContext } from './context';
import { currencyFields, money } from './currency';
import { productPriceHtml } from './format';
import type { Product } from './types';

/** The product's permalink (variations carry their attributes in the query). */
export function permalink( ctx: StoreContext, product: Product ): string {
	const parent = ctx.catalogue.parentOf( product );
	const base = ctx.url( `/product/${ parent.slug }/` );
	if ( product.type !== 'variation' ) {
		return base;
	}
	const query = Object.entries( product.variationAttributes ).map( ( [ key, value ] ) => `attribute_${ key }=${ encodeURIComponent( value ).replace( /%20/g, '+' ) }` );
	return `${ base }?${ query.join( '&' ) }`;
}

/** Price range of a variable product. */
export function priceRange( ctx: StoreContext, product: Product ): { min: number; max: number } | undefined {
	const prices = ctx.catalogue.variationsOf( product ).map( activePrice );
	return prices.length ? { min: Math.min( ...prices ), max: Math.max( ...prices ) } : undefined;
}

/** Average rating as WooCommerce stores it ("4.50" → "4.5"; "0" when none). */
export function ratingOf( product: Product ): { average: string; count: number } {
	const count = product.reviews.length;
	if ( ! count ) {
		return { average: '0', count: 0 };
	}
	const average = product.reviews.reduce( ( sum, review ) => sum + review.rating, 0 ) / count;
	return { average: String( Number( average.toFixed( 2 ) ) ), count };
}

/** "Khởi hành: Hà Nội" for a variation. */
export function variationLabel( ctx: StoreContext, product: Product ): string {
	const parent = ctx.catalogue.parentOf( product );
	return parent.attributes
		.map( ( attribute ) => {
			const slug = product.variationAttributes[ attributeKey( attribute ) ];
			const term = attribute.terms.find( ( t ) => t.slug === slug );
			return term ? `${ attribute.name }: ${ term.name }` : '';
		} )
		.filter( Boolean )
		.join( ', ' );
}

/** The product's prices object. */
export function productPrices( ctx: StoreContext, product: Product ) {
	const range = product.type === 'variable' ? priceRange( ctx, product ) : undefined;
	const price = range ? range.min : activePrice( product );
	return {
		price: money( price ),
		regular_price: money( range ? range.min : product.regularPrice ),
		sale_price: money( range ? range.min : activePrice( product ) ),
		price_range: range ? { min_amount: money( range.min ), max_amount: money( range.max ) } : null,
		...currencyFields( ctx ),
	};
}

/** True when the product (or any variation) is on sale. */
export function isOnSale( ctx: StoreContext, product: Product ): boolean {
	if ( product.type === 'variable' ) {
		return ctx.catalogue.variationsOf( product ).some( ( variation ) => isOnSale( ctx, variation ) );
	}
	return product.salePrice !== null && product.salePrice < product.regularPrice;
}

/** The product's price_html. */
export function productPriceMarkup( ctx: StoreContext, product: Product ): string {
	return productPriceHtml(
		{ regular: product.regularPrice, active: activePrice( product ), onSale: product.type !== 'variable' && isOnSale( ctx, product ), range: product.type === 'variable' ? priceRange( ctx, product ) : undefined },
		ctx.settings.currency
	);
}
