/**
 * Pieces of the Store API product object: permalink, prices, price_html, rating, variation label.
 */

/** Internal dependencies */
import { activePrice, attributeKey, variationAttributesOf } from './catalogue';
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
	const query = Object.entries( product.variationAttributes ).map(
		( [ key, value ] ) =>
			`attribute_${ key }=${ encodeURIComponent( value ).replace( /%20/g, '+' ) }`
	);
	return `${ base }?${ query.join( '&' ) }`;
}

/** Price range of a variable product (its variations' active prices). */
export function priceRange(
	ctx: StoreContext,
	product: Product
): { min: number; max: number } | undefined {
	const prices = ctx.catalogue.variationsOf( product ).map( activePrice );
	return prices.length
		? { min: Math.min( ...prices ), max: Math.max( ...prices ) }
		: undefined;
}

/** The lowest and highest regular price of a variable product's variations. */
function regularRange(
	ctx: StoreContext,
	product: Product
): { min: number; max: number } {
	const prices = ctx.catalogue
		.variationsOf( product )
		.map( ( variation ) => variation.regularPrice );
	return { min: Math.min( ...prices ), max: Math.max( ...prices ) };
}

/** Average rating as WooCommerce stores it ("4.50" → "4.5"; "0" when none). */
export function ratingOf( product: Product ): {
	average: string;
	count: number;
} {
	const count = product.reviews.length;
	if ( ! count ) {
		return { average: '0', count: 0 };
	}
	const average =
		product.reviews.reduce( ( sum, review ) => sum + review.rating, 0 ) /
		count;
	return { average: String( Number( average.toFixed( 2 ) ) ), count };
}

/** "Khởi hành: Hà Nội" for a variation. */
export function variationLabel( ctx: StoreContext, product: Product ): string {
	const parent = ctx.catalogue.parentOf( product );
	return variationAttributesOf( parent )
		.map( ( attribute ) => {
			const slug =
				product.variationAttributes[ attributeKey( attribute ) ];
			const term = attribute.terms.find( ( t ) => t.slug === slug );
			return term ? `${ attribute.name }: ${ term.name }` : '';
		} )
		.filter( Boolean )
		.join( ', ' );
}

/**
 * A product's name as WooCommerce's get_name() gives it: a variation's title is its product's plus its
 * attribute values ("Tour … - 15/12/2026") when it has one attribute, or two whose keys are single words
 * (the variation data store's generate_product_title).
 */
export function productTitle( ctx: StoreContext, product: Product ): string {
	if ( product.type !== 'variation' ) {
		return product.name;
	}
	const parent = ctx.catalogue.parentOf( product );
	const attributes = variationAttributesOf( parent );
	const include =
		attributes.length === 1 ||
		( attributes.length === 2 &&
			attributes.every(
				( attribute ) => ! attributeKey( attribute ).includes( '-' )
			) );
	const values = attributes
		.map(
			( attribute ) =>
				attribute.terms.find(
					( term ) =>
						term.slug ===
						product.variationAttributes[ attributeKey( attribute ) ]
				)?.name ?? ''
		)
		.filter( Boolean );
	return include && values.length
		? `${ parent.name } - ${ values.join( ', ' ) }`
		: parent.name;
}

/**
 * The product's prices object. A variable product's are its variations' lowest (get_variation_regular_price,
 * get_variation_sale_price), with a range only when the active prices differ.
 */
export function productPrices( ctx: StoreContext, product: Product ) {
	const range =
		product.type === 'variable' ? priceRange( ctx, product ) : undefined;
	const price = range ? range.min : activePrice( product );
	return {
		price: money( price ),
		regular_price: money(
			range ? regularRange( ctx, product ).min : product.regularPrice
		),
		sale_price: money( range ? range.min : activePrice( product ) ),
		price_range:
			range && range.min !== range.max
				? {
						min_amount: money( range.min ),
						max_amount: money( range.max ),
					}
				: null,
		...currencyFields( ctx ),
	};
}

/** True when the product (or any variation) is on sale. */
export function isOnSale( ctx: StoreContext, product: Product ): boolean {
	if ( product.type === 'variable' ) {
		return ctx.catalogue
			.variationsOf( product )
			.some( ( variation ) => isOnSale( ctx, variation ) );
	}
	return (
		product.salePrice !== null && product.salePrice < product.regularPrice
	);
}

/**
 * The product's price_html. A variable product (WC_Product_Variable::get_price_html): a range when its active
 * prices differ, else the sale format when on sale with one regular price, else the price.
 */
export function productPriceMarkup(
	ctx: StoreContext,
	product: Product
): string {
	const range =
		product.type === 'variable' ? priceRange( ctx, product ) : undefined;
	if ( range ) {
		const regular = regularRange( ctx, product );
		const onSale = isOnSale( ctx, product ) && regular.min === regular.max;
		return productPriceHtml(
			{ regular: regular.max, active: range.min, onSale, range },
			ctx.settings.currency
		);
	}
	return productPriceHtml(
		{
			regular: product.regularPrice,
			active: activePrice( product ),
			onSale: isOnSale( ctx, product ),
		},
		ctx.settings.currency
	);
}

/** `weight` and `formatted_weight`: none for virtual products (tours) or when no weight is set, as WooCommerce shows "N/A". */
export function productWeight(
	ctx: StoreContext,
	product: Product
): { weight: string; formatted_weight: string } {
	if ( product.virtual || product.weightKg === null ) {
		return { weight: '', formatted_weight: 'N/A' };
	}
	return {
		weight: String( product.weightKg ),
		formatted_weight: `${ String( product.weightKg ).replace( '.', ctx.settings.currency.decimalSeparator ) } kg`,
	};
}
