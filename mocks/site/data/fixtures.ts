/**
 * The demo's catalogue from the shared fixtures and the mock store of mocks/ (the same data the
 * browser's MSW answers from), in the Store API's shapes the page renderers take.
 */

/** Internal dependencies */
import { ARTICLES, CATEGORIES, IMAGES, UPLOADS_PATH } from '../../fixtures';
import { createWooStore } from '../../store';
import { productObject } from '../../store/product-object';
import { imageResponses } from '../../store/images';
import { isInStock, stockAvailability, stockOf } from '../../store/stock';
import { activePrice } from '../../store/catalogue';
import { bookingVariationData } from '../../handlers/markup/variations-data';
import { feedScript, printedFeed } from '../../store/departures-feed';
import { wcPrice, wcSalePrice } from '../render/price';
import { stockHtml } from '../render/stock';
import type {
	Article,
	Catalogue,
	StoreCategory,
	StoreImage,
	StoreProduct,
	VariationData,
} from './types';

const ARTICLE_CATEGORY = { name: 'Cẩm nang du lịch', slug: 'cam-nang-du-lich' };

const imageUrl = ( id: number ) => {
	const image = IMAGES.find( ( i ) => i.id === id );
	return image ? `${ UPLOADS_PATH }${ image.file }` : undefined;
};
const imageAlt = ( id: number ) =>
	IMAGES.find( ( i ) => i.id === id )?.alt ?? '';

/** The fixtures' articles, newest first as WordPress lists posts. */
export function fixtureArticles(): Article[] {
	return [ ...ARTICLES ]
		.sort( ( a, b ) => b.date.localeCompare( a.date ) )
		.map( ( a ) => ( {
			...a,
			image: imageUrl( a.imageId ),
			imageAlt: imageAlt( a.imageId ),
			categories: [ ARTICLE_CATEGORY ],
			tags: a.tags ?? [],
		} ) );
}

/** The fixtures' catalogue, or undefined when mocks/ cannot be loaded. */
export function loadFixtureCatalogue(): Catalogue | undefined {
	const store = createWooStore( { settings: { siteUrl: '' } } );
	const { ctx, catalogue } = store;
	const listable = catalogue
		.listable()
		.filter( ( p ) => p.visibility !== 'hidden' );
	const byId = new Map( listable.map( ( p ) => [ p.id, p ] ) );
	const products: StoreProduct[] = listable.map( ( product ) => ( {
		...( productObject( ctx, product ) as unknown as StoreProduct ),
		featured: product.featured,
		virtual: product.virtual,
		total_sales: product.totalSales,
		date_created: product.dateCreated,
		menu_order: product.menuOrder,
	} ) );
	const categories: StoreCategory[] = CATEGORIES.map( ( c ) => ( {
		...c,
		count: products.filter( ( p ) =>
			p.categories.some( ( pc ) => pc.id === c.id )
		).length,
		image: c.imageId
			? ( ( imageResponses( ctx, [ c.imageId ] )[ 0 ] as
					StoreImage | undefined ) ?? null )
			: null,
	} ) );
	const articles = fixtureArticles();
	return {
		products,
		categories,
		articles,
		variations( product ): VariationData[] {
			const parent = byId.get( product.id );
			if ( ! parent ) {
				return [];
			}
			return catalogue.variationsOf( parent ).map( ( v ) => {
				const price = activePrice( v );
				const stock = stockOf( ctx, v );
				const inStock = isInStock( ctx, v );
				const image =
					( imageResponses(
						ctx,
						v.imageIds.length ? v.imageIds : parent.imageIds
					)[ 0 ] as StoreImage | undefined ) ?? null;
				return {
					variation_id: v.id,
					attributes: Object.fromEntries(
						Object.entries( v.variationAttributes ).map(
							( [ k, slug ] ) => [ `attribute_${ k }`, slug ]
						)
					),
					sku: v.sku,
					display_price: price,
					display_regular_price: v.regularPrice,
					price_html: `<span class="price">${ v.salePrice !== null && v.salePrice < v.regularPrice ? wcSalePrice( String( v.regularPrice ), String( price ) ) : wcPrice( price ) }</span>`,
					is_in_stock: inStock,
					max_qty: stock ?? '',
					image,
					availability_html: stockHtml( stockAvailability( ctx, v ) ),
					...bookingVariationData( ctx, v ),
				};
			} );
		},
		departuresFeed( product ): string {
			const parent = byId.get( product.id );
			return parent &&
				catalogue
					.variationsOf( parent )
					.some(
						( v ) => 'pa_ngay-khoi-hanh' in v.variationAttributes
					)
				? feedScript( printedFeed( ctx, parent ) )
				: '';
		},
		reviews: ( product ) =>
			( byId.get( product.id )?.reviews ?? [] ).map( ( r ) => ( {
				id: r.id,
				productId: product.id,
				author: r.reviewer,
				date: r.date,
				rating: r.rating,
				content: r.text,
			} ) ),
		crossSells: ( product ) => byId.get( product.id )?.crossSells ?? [],
		upsells: ( product ) => byId.get( product.id )?.upsells ?? [],
	};
}
