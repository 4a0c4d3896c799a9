/**
 * GET products: filters (category, search without accents, include, featured, on_sale,
 * stock_status, type, price range), orderby/order and paging as the Store API does them.
 */

/** Internal dependencies */
import { CATEGORIES } from '../fixtures/categories';
import { activePrice } from './catalogue';
import type { StoreContext } from './context';
import { invalidParams, StoreError } from './errors';
import { normaliseSearchText } from './format';
import { isOnSale, priceRange, ratingOf } from './product-response';
import { isInStock } from './stock';
import type { Product } from './types';

/** The query args the mock understands (strings as they come from the URL). */
export type ProductsQuery = Record< string, string | string[] | undefined >;

/** Default page size of the Store API. */
export const DEFAULT_PER_PAGE = 10;
/** Largest page size the Store API accepts. */
export const MAX_PER_PAGE = 100;

function list( value: string | string[] | undefined ): string[] {
	if ( value === undefined ) {
		return [];
	}
	return ( Array.isArray( value ) ? value : [ value ] )
		.flatMap( ( entry ) => entry.split( ',' ) )
		.map( ( s ) => s.trim() )
		.filter( Boolean );
}

function categoryIds( values: string[] ): number[] {
	return values.map(
		( value ) =>
			CATEGORIES.find(
				( c ) => c.slug === value || String( c.id ) === value
			)?.id ?? -1
	);
}

/** True when every word of the query appears (accent-insensitively) in the product's texts. */
export function matchesSearch( product: Product, search: string ): boolean {
	const haystack = normaliseSearchText(
		[
			product.name,
			product.sku,
			product.shortDescription,
			product.description,
		].join( ' ' )
	);
	return normaliseSearchText( search )
		.split( ' ' )
		.filter( Boolean )
		.every( ( word ) => haystack.includes( word ) );
}

/** The values the Store API's `catalog_visibility` accepts ('any' filters nothing). */
const CATALOG_VISIBILITY = [
	'any',
	'visible',
	'catalog',
	'search',
	'hidden',
] as const;

/**
 * The products a `catalog_visibility` value keeps, as WooCommerce 11's ProductQuery does it: without
 * the parameter (or with 'any') every published product, hidden ones included; 'visible' shop and
 * search; 'catalog' not excluded from the shop; 'search' not excluded from search; 'hidden' excluded
 * from both. Password-protected products are never left out.
 */
export function catalogVisibilityFilter(
	value: string | string[] | undefined
): ( product: Product ) => boolean {
	if ( value === undefined || value === 'any' ) {
		return () => true;
	}
	if (
		typeof value !== 'string' ||
		! ( CATALOG_VISIBILITY as readonly string[] ).includes( value )
	) {
		const message =
			'catalog_visibility is not one of any, visible, catalog, search, and hidden.';
		throw invalidParams( {
			catalog_visibility: { code: 'rest_not_in_enum', message },
		} );
	}
	const inShop = ( product: Product ) =>
		product.visibility === 'visible' || product.visibility === 'catalog';
	const inSearch = ( product: Product ) =>
		product.visibility === 'visible' || product.visibility === 'search';
	switch ( value ) {
		case 'visible':
			return ( product ) => inShop( product ) && inSearch( product );
		case 'catalog':
			return inShop;
		case 'search':
			return inSearch;
		default:
			return ( product ) => product.visibility === 'hidden';
	}
}

function sortPrice( ctx: StoreContext, product: Product ): number {
	return product.type === 'variable'
		? ( priceRange( ctx, product )?.min ?? 0 )
		: activePrice( product );
}

function comparator(
	ctx: StoreContext,
	orderby: string,
	include: number[]
): ( a: Product, b: Product ) => number {
	switch ( orderby ) {
		case 'price':
			return ( a, b ) => sortPrice( ctx, a ) - sortPrice( ctx, b );
		case 'title':
			return ( a, b ) => a.name.localeCompare( b.name, 'vi' );
		case 'id':
			return ( a, b ) => a.id - b.id;
		case 'menu_order':
			return ( a, b ) =>
				a.menuOrder - b.menuOrder ||
				a.name.localeCompare( b.name, 'vi' );
		case 'popularity':
			return ( a, b ) => a.totalSales - b.totalSales;
		case 'rating':
			return ( a, b ) =>
				Number( ratingOf( a ).average ) -
				Number( ratingOf( b ).average );
		case 'include':
			return ( a, b ) =>
				include.indexOf( a.id ) - include.indexOf( b.id );
		default:
			return ( a, b ) =>
				a.dateCreated.localeCompare( b.dateCreated ) || a.id - b.id;
	}
}

/** Runs the query; returns the page and the totals for the paging headers. */
export function queryProducts(
	ctx: StoreContext,
	query: ProductsQuery
): {
	items: Product[];
	total: number;
	totalPages: number;
	page: number;
	perPage: number;
} {
	const perPage = Number( query.per_page ?? DEFAULT_PER_PAGE );
	const page = Number( query.page ?? 1 );
	if (
		! Number.isInteger( perPage ) ||
		perPage < 0 ||
		perPage > MAX_PER_PAGE
	) {
		throw new StoreError(
			'rest_invalid_param',
			'Invalid parameter(s): per_page',
			400,
			{
				params: {
					per_page: `per_page must be between 1 (inclusive) and ${ MAX_PER_PAGE } (inclusive)`,
				},
			},
			true
		);
	}
	const include = list( query.include ).map( Number );
	const categories = categoryIds( list( query.category ) );
	const search = typeof query.search === 'string' ? query.search.trim() : '';
	// `type=variation` queries the departures themselves (WooCommerce's product_variation posts, no catalogue visibility).
	let items =
		query.type === 'variation'
			? [ ...ctx.catalogue.products.values() ].filter(
					( product ) =>
						product.type === 'variation' &&
						ctx.catalogue.parentOf( product ).status === 'publish'
				)
			: ctx.catalogue
					.listable()
					.filter(
						catalogVisibilityFilter( query.catalog_visibility )
					);
	if ( include.length ) {
		items = items.filter( ( product ) => include.includes( product.id ) );
	}
	if ( categories.length ) {
		items = items.filter( ( product ) =>
			product.categoryIds.some( ( id ) => categories.includes( id ) )
		);
	}
	if ( search ) {
		items = items.filter( ( product ) => matchesSearch( product, search ) );
	}
	if ( query.featured === 'true' ) {
		items = items.filter( ( product ) => product.featured );
	}
	if ( query.on_sale === 'true' ) {
		items = items.filter( ( product ) => isOnSale( ctx, product ) );
	}
	const stockStatus = list( query.stock_status );
	if ( stockStatus.length ) {
		items = items.filter( ( product ) =>
			stockStatus.includes(
				isInStock( ctx, product ) ? 'instock' : 'outofstock'
			)
		);
	}
	if ( typeof query.type === 'string' ) {
		items = items.filter( ( product ) => product.type === query.type );
	}
	if ( query.min_price ) {
		items = items.filter(
			( product ) =>
				sortPrice( ctx, product ) >= Number( query.min_price )
		);
	}
	if ( query.max_price ) {
		items = items.filter(
			( product ) =>
				sortPrice( ctx, product ) <= Number( query.max_price )
		);
	}
	const defaultOrderby = include.length ? 'include' : 'date';
	const orderby =
		typeof query.orderby === 'string' ? query.orderby : defaultOrderby;
	const defaultOrder = [ 'date', 'popularity', 'rating' ].includes( orderby )
		? 'desc'
		: 'asc';
	const order =
		query.order === 'asc' || query.order === 'desc'
			? query.order
			: defaultOrder;
	items.sort( comparator( ctx, orderby, include ) );
	if ( order === 'desc' ) {
		items.reverse();
	}
	const total = items.length;
	const size = perPage || total || 1;
	return {
		items: items.slice( ( page - 1 ) * size, page * size ),
		total,
		totalPages: Math.ceil( total / size ),
		page,
		perPage: size,
	};
}
