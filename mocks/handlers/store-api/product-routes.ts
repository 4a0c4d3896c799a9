/**
 * Catalogue routes: products (paging headers), products/{id|slug}, categories, attributes,
 * attribute terms and collection-data.
 */

/** Internal dependencies */
import { storeMidnight } from '../../fixtures/departures';
import { CATEGORIES } from '../../fixtures/categories';
import type { WooStore } from '../../store';
import { StoreError } from '../../store/errors';
import { texturize } from '../../store/format';
import { productObject } from '../../store/product-object';
import { queryProducts, type ProductsQuery } from '../../store/products-query';
import { baseHeaders } from './respond';
import {
	collectionData,
	productAttributes,
	attributeTerms,
} from './collection-data';
import { reviewsRoute } from './reviews';
import type { ApiRequest, ApiResponse } from './types';

function queryObject( query: URLSearchParams ): ProductsQuery {
	const result: ProductsQuery = {};
	for ( const key of new Set( query.keys() ) ) {
		const all = query.getAll( key );
		result[ key.replace( /\[\]$/, '' ) ] =
			all.length > 1 || key.endsWith( '[]' ) ? all : all[ 0 ];
	}
	return result;
}

function pageLink(
	store: WooStore,
	query: URLSearchParams,
	page: number,
	rel: string
): string {
	const params = new URLSearchParams( query );
	params.delete( '_locale' );
	params.set( 'page', String( page ) );
	return `<${ store.ctx.url( '/wp-json/wc/store/v1/products' ) }?${ params.toString() }>; rel="${ rel }"`;
}

/**
 * WooCommerce's `Last-Modified` of the products collection: the newest product change as an HTTP date
 * (ProductQuery::get_last_modified). The demo's catalogue dates from its build day until an order saves a
 * product (its stock).
 */
export function productsLastModified( store: WooStore ): string {
	const modified =
		store.ctx.state.productsModifiedAt ??
		storeMidnight( store.ctx.catalogue.buildDay );
	return new Date( Math.floor( modified / 1000 ) * 1000 ).toUTCString();
}

function listProducts( store: WooStore, request: ApiRequest ): ApiResponse {
	const result = queryProducts( store.ctx, queryObject( request.query ) );
	const links: string[] = [];
	if ( result.page > 1 ) {
		links.push( pageLink( store, request.query, result.page - 1, 'prev' ) );
	}
	if ( result.page < result.totalPages ) {
		links.push( pageLink( store, request.query, result.page + 1, 'next' ) );
	}
	const headers: Record< string, string > = {
		...baseHeaders( store ),
		'X-WP-Total': String( result.total ),
		'X-WP-TotalPages': String( result.totalPages ),
		'Last-Modified': productsLastModified( store ),
	};
	if ( links.length ) {
		// Paging links replace the api.w.org link (WordPress sets the header once).
		headers.Link = links.join( ', ' );
	}
	return {
		status: 200,
		headers,
		body: result.items.map( ( product ) =>
			productObject( store.ctx, product )
		),
	};
}

function categoryObject(
	store: WooStore,
	category: ( typeof CATEGORIES )[ number ]
) {
	const count = store.catalogue
		.listable()
		.filter(
			( p ) =>
				p.visibility === 'visible' &&
				p.categoryIds.includes( category.id )
		).length;
	return {
		id: category.id,
		name: category.name,
		slug: category.slug,
		description: texturize( category.description ),
		parent: 0,
		count,
		image: null,
		review_count: 0,
		permalink: store.ctx.url( `/product-category/${ category.slug }/` ),
	};
}

const ok = ( store: WooStore, body: unknown ): ApiResponse => ( {
	status: 200,
	headers: baseHeaders( store ),
	body,
} );

/** Answers a catalogue route, or undefined when the path is not one. */
export function productRoute(
	store: WooStore,
	request: ApiRequest
): ApiResponse | undefined {
	const { path } = request;
	if ( request.method !== 'GET' || ! path.startsWith( '/products' ) ) {
		return undefined;
	}
	if ( path === '/products' ) {
		return listProducts( store, request );
	}
	if ( path === '/products/categories' ) {
		return ok(
			store,
			CATEGORIES.map( ( category ) => categoryObject( store, category ) )
		);
	}
	const category = path.match( /^\/products\/categories\/(\d+)$/ );
	if ( category ) {
		const found = CATEGORIES.find(
			( entry ) => entry.id === Number( category[ 1 ] )
		);
		if ( ! found ) {
			throw new StoreError(
				'woocommerce_rest_term_invalid',
				'Term does not exist.',
				404
			);
		}
		return ok( store, categoryObject( store, found ) );
	}
	if ( path === '/products/reviews' ) {
		return reviewsRoute( store, request.query );
	}
	if ( path === '/products/tags' || path === '/products/brands' ) {
		return ok( store, [] );
	}
	if ( path === '/products/collection-data' ) {
		return ok( store, collectionData( store, request.query ) );
	}
	if ( path === '/products/attributes' ) {
		return ok( store, productAttributes( store ) );
	}
	const terms = path.match( /^\/products\/attributes\/(\d+)\/terms$/ );
	if ( terms ) {
		return ok( store, attributeTerms( store, Number( terms[ 1 ] ) ) );
	}
	const single = path.match( /^\/products\/([^/]+)$/ );
	if ( single ) {
		const key = decodeURIComponent( single[ 1 ] );
		const product = /^\d+$/.test( key )
			? store.catalogue.get( Number( key ) )
			: store.catalogue.bySlug( key );
		const parent = product
			? store.catalogue.parentOf( product )
			: undefined;
		if ( ! product || parent?.status !== 'publish' ) {
			throw new StoreError(
				'woocommerce_rest_product_invalid_id',
				'Invalid product ID.',
				404
			);
		}
		return ok( store, productObject( store.ctx, product ) );
	}
	return undefined;
}
