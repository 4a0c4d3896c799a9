/**
 * Product archives: the shop, a category, product search — sorting, result count, pagination and
 * the grid, as WooCommerce's archive-product template and Storefront's `.storefront-sorting` print them.
 */

/** Internal dependencies */
import { SITE } from '../../fixtures';
import { __, _n, _x, sprintf } from '../i18n';
import { escAttr, escHtml } from '../render/escape';
import { productGrid } from '../render/loop';
import { renderPage } from '../render/layout';
import {
	ORDERBY,
	findCategory,
	queryProducts,
	type ProductPage,
} from '../data/catalogue';
import {
	FILTER_ARGS,
	activeFilters,
	matchesFilters,
} from '../data/listing-filters';
import { listingFilters } from '../render/listing-filters';
import type { PageRequest, PageResult } from './types';

const orderbyLabels = (): Record< string, string > => ( {
	relevance: __( 'Relevance' ),
	menu_order: __( 'Default sorting' ),
	popularity: __( 'Sort by popularity' ),
	rating: __( 'Sort by average rating' ),
	date: __( 'Sort by latest' ),
	price: __( 'Sort by price: low to high' ),
	'price-desc': __( 'Sort by price: high to low' ),
} );

/** `wc_query_string_form_fields()`: the request's other arguments as hidden fields. */
function hiddenFields( params: URLSearchParams ): string {
	return [ ...params.entries() ]
		.filter(
			( [ key ] ) =>
				! [ 'orderby', 'submit', 'paged', 'product-page' ].includes(
					key
				)
		)
		.map(
			( [ key, value ] ) =>
				`<input type="hidden" name="${ escAttr( key ) }" value="${ escAttr( value ) }" />`
		)
		.join( '' );
}

function ordering(
	current: string,
	params: URLSearchParams,
	search?: string
): string {
	const keys = search ? [ 'relevance', ...ORDERBY ] : [ ...ORDERBY ];
	const labels = orderbyLabels();
	return `<form class="woocommerce-ordering" method="get">
		<select name="orderby" class="orderby" aria-label="${ escAttr( __( 'Shop order' ) ) }">
${ keys.map( ( k ) => `			<option value="${ k }"${ k === current ? " selected='selected'" : '' }>${ escHtml( labels[ k ] ) }</option>` ).join( '\n' ) }
		</select>
	<input type="hidden" name="paged" value="1" />
	${ hiddenFields( params ) }
	</form>`;
}

function resultCount( page: ProductPage ): string {
	let text: string;
	if ( page.total === 1 ) {
		text = __( 'Showing the single result' );
	} else if ( page.total <= page.perPage ) {
		text = sprintf(
			_n( 'Showing all %d result', 'Showing all %d results', page.total ),
			page.total
		);
	} else {
		const first = ( page.page - 1 ) * page.perPage + 1;
		const last = Math.min( page.total, page.page * page.perPage );
		/* translators: 1: first result 2: last result 3: total results */
		text = sprintf(
			_x(
				'Showing %1$d&ndash;%2$d of %3$d results',
				'with first and last result'
			),
			first,
			last,
			page.total
		);
	}
	return `<p class="woocommerce-result-count" role="status" aria-relevant="all">
	${ text }</p>`;
}

function pagination( page: ProductPage, base: string, query: string ): string {
	if ( page.totalPages < 2 ) {
		return '';
	}
	const url = ( n: number ) =>
		( n === 1 ? base : `${ base }page/${ n }/` ) + query;
	const items: string[] = [];
	if ( page.page > 1 ) {
		items.push(
			`<li><a class="prev page-numbers" href="${ escAttr( url( page.page - 1 ) ) }">&larr;</a></li>`
		);
	}
	for ( let n = 1; n <= page.totalPages; n++ ) {
		const label = escAttr( sprintf( __( 'Page %d' ), n ) );
		items.push(
			n === page.page
				? `<li><span aria-label="${ label }" aria-current="page" class="page-numbers current">${ n }</span></li>`
				: `<li><a aria-label="${ label }" class="page-numbers" href="${ escAttr( url( n ) ) }">${ n }</a></li>`
		);
	}
	if ( page.page < page.totalPages ) {
		items.push(
			`<li><a class="next page-numbers" href="${ escAttr( url( page.page + 1 ) ) }">&rarr;</a></li>`
		);
	}
	return `<nav class="woocommerce-pagination" aria-label="${ escAttr( __( 'Product Pagination' ) ) }">
	<ul class='page-numbers'>
	${ items.join( '\n\t' ) }
</ul>
</nav>`;
}

export interface ArchiveOptions {
	kind: 'shop' | 'category' | 'search';
	slug?: string;
	page: number;
}

/** A product archive page, or undefined for an unknown category / page. */
export function archivePage(
	request: PageRequest,
	options: ArchiveOptions
): PageResult | undefined {
	const search =
		options.kind === 'search'
			? ( request.url.searchParams.get( 's' ) ?? '' )
			: undefined;
	const category =
		options.kind === 'category'
			? findCategory( options.slug ?? '' )
			: undefined;
	if ( options.kind === 'category' && ! category ) {
		return undefined;
	}
	// tourfront_drop_empty_filter_args(): a filter form sent with empty fields, without them.
	const empty =
		search === undefined
			? FILTER_ARGS.filter(
					( key ) =>
						request.url.searchParams.get( key )?.trim() === ''
				)
			: [];
	if ( empty.length ) {
		const params = new URLSearchParams( request.url.searchParams );
		[ ...empty, 'paged' ].forEach( ( key ) => params.delete( key ) );
		return {
			status: 302,
			location: `${ request.url.pathname }${ params.size ? `?${ params }` : '' }`,
		};
	}
	const orderby =
		request.url.searchParams.get( 'orderby' ) ||
		( search !== undefined ? 'relevance' : 'menu_order' );
	const filters =
		search === undefined
			? activeFilters( request.url.searchParams )
			: new Map< string, string >();
	const result = queryProducts( {
		category: category?.slug,
		search,
		orderby,
		page: options.page,
		filter: ( p ) => matchesFilters( p, filters ),
	} );
	if ( options.page > result.totalPages ) {
		return undefined;
	}
	// WooCommerce sends a single-hit product search straight to the product.
	if ( search !== undefined && result.total === 1 && options.page === 1 ) {
		return { status: 302, location: result.products[ 0 ].permalink };
	}
	const base = category ? `/product-category/${ category.slug }/` : '/shop/';
	const keep = new URLSearchParams();
	// get_pagenum_link() keeps the request's query in its order.
	for ( const [ key, value ] of request.url.searchParams ) {
		if (
			value &&
			[ 'orderby', 's', 'post_type', ...FILTER_ARGS ].includes( key )
		) {
			keep.set( key, value );
		}
	}
	const query = keep.size ? `?${ keep.toString() }` : '';
	const pagePath = options.kind === 'search' ? '/' : base;
	// The heading, and WooCommerce's trail: a category under Home only; a product search under the shop.
	// The shop page's title (WooCommerce's page, which the seed names as the menu does).
	let title = SITE.shopPage.title;
	let crumbs: Array< { label: string; url?: string } > = [ { label: title } ];
	if ( category ) {
		title = category.name;
		crumbs = [ { label: category.name } ];
	} else if ( search !== undefined ) {
		title = sprintf(
			__( 'Search results: &ldquo;%s&rdquo;' ),
			escHtml( search )
		);
		crumbs = [
			{ label: SITE.shopPage.title, url: '/shop/' },
			{
				label: sprintf(
					__( 'Search results for &ldquo;%s&rdquo;' ),
					escHtml( search )
				),
			},
		];
	}
	const sorting = ( first: boolean ) =>
		`<div class="storefront-sorting">${ first ? '<div class="woocommerce-notices-wrapper"></div>' : '' }${ ordering( orderby, request.url.searchParams, search ) }
${ resultCount( result ) }
${ pagination( result, search !== undefined ? '/' : base, query ) }
</div>`;
	const body = result.total
		? `${ sorting( true ) }${ productGrid( result.products, pagePath ) }${ sorting( false ) }`
		: `<div class="woocommerce-no-products-found">
	<div class="woocommerce-info" role="status">${ escHtml( __( 'No products were found matching your selection.' ) ) }</div>
</div>`;
	const main = `<header class="woocommerce-products-header">
			<h1 class="woocommerce-products-header__title page-title">${ title }</h1>
			${ category?.description ? `<div class="term-description"><p>${ category.description }</p></div>` : '' }
	</header>
${ search === undefined ? listingFilters( request.url.searchParams, category?.slug ) : '' }${ body }`;
	let bodyClasses = [
		'archive',
		'post-type-archive',
		'post-type-archive-product',
		'woocommerce-shop',
		'woocommerce',
		'woocommerce-page',
	];
	if ( options.kind === 'category' ) {
		bodyClasses = [
			'archive',
			'tax-product_cat',
			`term-${ category?.slug }`,
			'woocommerce',
			'woocommerce-page',
		];
	} else if ( options.kind === 'search' ) {
		// A product search is also the shop's post type archive, and WordPress's body_class says so.
		bodyClasses = [
			'archive',
			'search',
			search && result.total ? 'search-results' : 'search-no-results',
			'post-type-archive',
			'post-type-archive-product',
			'woocommerce-shop',
			'woocommerce',
			'woocommerce-page',
		];
	}
	return {
		status: 200,
		html: renderPage( {
			title:
				options.page > 1
					? `${ title } – ${ sprintf( __( 'Page %d' ), options.page ) }`
					: title,
			bodyClasses,
			main,
			breadcrumb: crumbs,
			menu: category ? { category: category.slug } : { page: 'shop' },
			search: search ?? '',
			userId: request.userId,
		} ),
	};
}
