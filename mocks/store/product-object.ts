/**
 * Builds the full Store API product object.
 */

/** Internal dependencies */
import { CATEGORIES } from '../fixtures/categories';
import { bookingProductExtension, withBooking } from './booking-response';
import { attributeKey, variationAttributesOf } from './catalogue';
import type { StoreContext } from './context';
import { texturize } from './format';
import { imageResponses } from './images';
import {
	isOnSale,
	permalink,
	productWeight,
	productPriceMarkup,
	productPrices,
	ratingOf,
	variationLabel,
} from './product-response';
import { addToCartTexts } from './messages';
import {
	isInStock,
	isOnBackorder,
	lowStockRemaining,
	quantityLimits,
	stockAvailability,
} from './stock';
import type { Product } from './types';

/** The categories of a product as the Store API lists them. */
export function productCategories( ctx: StoreContext, product: Product ) {
	return CATEGORIES.filter( ( category ) =>
		product.categoryIds.includes( category.id )
	).map( ( category ) => ( {
		id: category.id,
		name: texturize( category.name ),
		slug: category.slug,
		link: ctx.url( `/product-category/${ category.slug }/` ),
	} ) );
}

/**
 * A global attribute's terms as WooCommerce reads them back from the product (wc_get_object_terms: by name, as
 * MySQL compares them; departure dates therefore come as "04/01/2027" before "07/12/2026"); local ones as entered.
 */
function byTermName< T extends { name: string } >(
	taxonomy: string | null,
	terms: T[]
): T[] {
	return taxonomy
		? [ ...terms ].sort( ( a, b ) =>
				a.name.localeCompare( b.name, 'en', { sensitivity: 'base' } )
			)
		: terms;
}

function attributesOf( ctx: StoreContext, product: Product ) {
	return product.attributes.map( ( attribute ) => {
		const key = attributeKey( attribute );
		const used = new Set(
			ctx.catalogue
				.variationsOf( product )
				.map( ( v ) => v.variationAttributes[ key ] )
		);
		return {
			id: attribute.id,
			name: attribute.name,
			taxonomy: attribute.taxonomy,
			has_variations: !! attribute.variation,
			terms: byTermName(
				attribute.taxonomy,
				attribute.terms.filter(
					( term ) => ! attribute.variation || used.has( term.slug )
				)
			).map( ( term ) =>
				attribute.taxonomy
					? {
							id: term.id,
							name: term.name,
							slug: term.slug,
							default: attribute.defaultTerm === term.slug,
						}
					: { id: term.id, name: term.name, slug: term.slug }
			),
		};
	} );
}

function addToCart( ctx: StoreContext, product: Product, name: string ) {
	const limits = quantityLimits( ctx, product );
	const variable = product.type === 'variable';
	// A variable product asks for its options; a simple one adds to the cart while in stock, else links to its page.
	let text: string = addToCartTexts.readMore();
	let description: string = addToCartTexts.readMoreDescription( name );
	if ( variable ) {
		text = addToCartTexts.selectOptions();
		description = addToCartTexts.selectOptionsDescription( name );
	} else if ( isInStock( ctx, product ) ) {
		text = addToCartTexts.add();
		description = addToCartTexts.addDescription( name );
	}
	return {
		text,
		description,
		url: variable
			? permalink( ctx, product )
			: `${ permalink( ctx, product ) }${ product.type === 'variation' ? '&#038;' : '?' }add-to-cart=${ product.parentId || product.id }`,
		single_text: addToCartTexts.add(),
		minimum: limits.minimum,
		maximum: limits.maximum,
		multiple_of: limits.multiple_of,
	};
}

function productLinks( api: string, product: Product, parent: Product ) {
	const links: Record< string, unknown[] > = {
		self: [
			{
				href: `${ api }/${ product.id }`,
				targetHints: { allow: [ 'GET' ] },
			},
		],
		collection: [ { href: api } ],
	};
	if ( product.parentId ) {
		links.up = [ { href: `${ api }/${ product.parentId }` } ];
	}
	if ( parent.crossSells.length ) {
		links.cross_sells = [
			{
				embeddable: true,
				href: `${ api }?include=${ parent.crossSells.join( ',' ) }`,
			},
		];
	}
	if ( parent.upsells.length ) {
		links.upsells = [
			{
				embeddable: true,
				href: `${ api }?include=${ parent.upsells.join( ',' ) }`,
			},
		];
	}
	links.related = [
		{
			embeddable: true,
			href: `${ api }?related=${ product.id }&per_page=10`,
		},
	];
	return links;
}

/** The Store API product object. */
export function productObject( ctx: StoreContext, product: Product ) {
	const parent = ctx.catalogue.parentOf( product );
	const name = texturize( product.name );
	const rating = ratingOf( parent );
	const variations = ctx.catalogue.variationsOf( product );
	const api = ctx.url( '/wp-json/wc/store/v1/products' );
	return {
		id: product.id,
		name,
		slug: product.slug,
		parent: product.parentId,
		type: product.type,
		variation:
			product.type === 'variation' ? variationLabel( ctx, product ) : '',
		permalink: permalink( ctx, product ),
		sku: product.sku,
		short_description:
			product.type === 'variation'
				? ''
				: texturize( product.shortDescription ),
		description: texturize( product.description ),
		on_sale: isOnSale( ctx, product ),
		prices: productPrices( ctx, product ),
		price_html: productPriceMarkup( ctx, product ),
		average_rating: rating.average,
		review_count: rating.count,
		images: imageResponses( ctx, product.imageIds ),
		categories: productCategories( ctx, parent ),
		tags: [] as unknown[],
		brands: [] as unknown[],
		attributes: attributesOf( ctx, product ),
		variations: variations.map( ( variation ) => ( {
			id: variation.id,
			attributes: variationAttributesOf( product ).map(
				( attribute ) => ( {
					name: attribute.name,
					value: variation.variationAttributes[
						attributeKey( attribute )
					],
				} )
			),
		} ) ),
		grouped_products: [] as number[],
		has_options: product.type === 'variable',
		is_purchasable:
			product.status === 'publish' || product.type === 'variation',
		is_in_stock: isInStock( ctx, product ),
		is_on_backorder: isOnBackorder( ctx, product ),
		low_stock_remaining: lowStockRemaining( ctx, product ),
		stock_availability: stockAvailability( ctx, product ),
		sold_individually: product.soldIndividually,
		...productWeight( ctx, product ),
		dimensions: { length: '', width: '', height: '' },
		formatted_dimensions: 'N/A',
		add_to_cart: addToCart( ctx, product, name ),
		is_password_protected: false,
		extensions: withBooking( ctx, bookingProductExtension( ctx, product ) ),
		_links: productLinks( api, product, parent ),
	};
}

/** The product object without _links (as embedded in cart cross-sells). */
export function productObjectNoLinks( ctx: StoreContext, product: Product ) {
	const { _links: _ignored, ...rest } = productObject( ctx, product );
	return rest;
}
