/**
 * The catalogue the demo renders, and the queries WordPress runs for archive pages
 * (ordering, paging, category and search), done the way WooCommerce orders them.
 */

/** Internal dependencies */
import { seedCatalogue } from './seed';
import { loadFixtureCatalogue } from './fixtures';
import type { Catalogue, StoreProduct } from './types';
import { decodeEntities } from '../render/escape';
import { removeMarks } from '../../../common/search/fold';

let cached: Catalogue | undefined;

/** The catalogue: the shared fixtures when they load, else the recorded store. */
export function getCatalogue(): Catalogue {
	if ( ! cached ) {
		try {
			cached = loadFixtureCatalogue();
		} catch ( error ) {
			// mocks/ mid-change must not take the demo down: fall back to the recorded store.
			// eslint-disable-next-line no-console -- deliberate diagnostic: whoever runs the demo must learn the fixtures failed to load.
			console.warn(
				'[tourfront demo] fixtures unavailable, using the recorded catalogue:',
				( error as Error ).message
			);
		}
		cached ??= seedCatalogue();
	}
	return cached;
}

/** Sort orders of `form.woocommerce-ordering` (plus `relevance` on search). */
export const ORDERBY = [
	'menu_order',
	'popularity',
	'rating',
	'date',
	'price',
	'price-desc',
] as const;

export interface ProductQuery {
	category?: string;
	search?: string;
	orderby?: string;
	page?: number;
	perPage?: number;
	/** Further conditions (the listing filters). */
	filter?: ( product: StoreProduct ) => boolean;
}

export interface ProductPage {
	products: StoreProduct[];
	total: number;
	totalPages: number;
	page: number;
	perPage: number;
}

/** Lowercase, accents and đ folded: "Hà Nội" → "ha noi" (WordPress's search matches both). */
export function fold( text: string ): string {
	return removeMarks( decodeEntities( text ) ).toLowerCase();
}

const price = ( p: StoreProduct ) => Number( p.prices.price );

/** The products in WooCommerce's order for `orderby` (ties by newest id, as WordPress breaks them). */
export function sortProducts(
	list: StoreProduct[],
	orderby: string
): StoreProduct[] {
	const byName = ( a: StoreProduct, b: StoreProduct ) =>
		fold( a.name ).localeCompare( fold( b.name ) );
	const sorted = [ ...list ];
	switch ( orderby ) {
		case 'price':
			return sorted.sort(
				( a, b ) => price( a ) - price( b ) || byName( a, b )
			);
		case 'price-desc':
			return sorted.sort(
				( a, b ) => price( b ) - price( a ) || byName( a, b )
			);
		case 'popularity':
			// WC_Query: total_sales DESC, product_id DESC.
			return sorted.sort(
				( a, b ) =>
					( b.total_sales ?? 0 ) - ( a.total_sales ?? 0 ) ||
					b.id - a.id
			);
		case 'rating':
			// WC_Query: average_rating DESC, rating_count DESC, product_id DESC.
			return sorted.sort(
				( a, b ) =>
					Number( b.average_rating ) - Number( a.average_rating ) ||
					b.review_count - a.review_count ||
					b.id - a.id
			);
		case 'date':
			return sorted.sort(
				( a, b ) =>
					( b.date_created ?? '' ).localeCompare(
						a.date_created ?? ''
					) || b.id - a.id
			);
		case 'relevance':
			return sorted;
		default:
			// menu_order, then title: what the recorded shop page shows.
			return sorted.sort(
				( a, b ) =>
					( a.menu_order ?? 0 ) - ( b.menu_order ?? 0 ) ||
					byName( a, b )
			);
	}
}

/** One archive page of products. */
export function queryProducts( query: ProductQuery ): ProductPage {
	const catalogue = getCatalogue();
	const perPage = query.perPage ?? 12;
	let list = catalogue.products;
	if ( query.category ) {
		list = list.filter( ( p ) =>
			p.categories.some( ( c ) => c.slug === query.category )
		);
	}
	if ( query.filter ) {
		list = list.filter( query.filter );
	}
	if ( query.search ) {
		const words = fold( query.search ).split( /\s+/ ).filter( Boolean );
		list = list.filter( ( p ) => {
			const haystack = fold(
				`${ p.name } ${ p.short_description } ${ p.description }`
			);
			return words.every( ( w ) => haystack.includes( w ) );
		} );
	}
	const sorted = sortProducts(
		list,
		query.orderby || ( query.search ? 'relevance' : 'menu_order' )
	);
	const totalPages = Math.max( 1, Math.ceil( sorted.length / perPage ) );
	const page = Math.min( Math.max( 1, query.page ?? 1 ), totalPages );
	return {
		products: sorted.slice( ( page - 1 ) * perPage, page * perPage ),
		total: sorted.length,
		totalPages,
		page,
		perPage,
	};
}

/** A product by slug. */
export const findProduct = ( slug: string ) =>
	getCatalogue().products.find( ( p ) => p.slug === slug );
/** A product by id. */
export const productById = ( id: number ) =>
	getCatalogue().products.find( ( p ) => p.id === id );
/** A category by slug. */
export const findCategory = ( slug: string ) =>
	getCatalogue().categories.find( ( c ) => c.slug === slug );
/** An article by slug. */
export const findArticle = ( slug: string ) =>
	getCatalogue().articles.find( ( a ) => a.slug === slug );
