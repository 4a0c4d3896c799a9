/**
 * `tourfront_listing_filters_template()` (theme/inc/filters-form.php) for the demo's shop and category pages.
 */

/** Internal dependencies */
import { __, sprintf } from '../i18n';
import { escAttr, escHtml } from './escape';
import {
	DURATION_ARG,
	MONTH_ARG,
	activeFilters,
	departureMonths,
	durationOptions,
} from '../data/listing-filters';
import { fold, getCatalogue } from '../data/catalogue';

const withQuery = ( url: string, keep: Array< [ string, string ] > ) =>
	keep.length
		? `${ url }?${ keep.map( ( [ k, v ] ) => `${ k }=${ encodeURIComponent( v ) }` ).join( '&' ) }`
		: url;

function select(
	name: string,
	id: string,
	label: string,
	options: Array< [ string, string ] >,
	current: string
): string {
	const html = [ [ '', __( 'All' ) ], ...options ]
		.map(
			( [ value, text ] ) =>
				`<option value="${ escAttr( value ) }"${ value && value === current ? " selected='selected'" : '' }>${ escHtml( text ) }</option>`
		)
		.join( '' );
	return `<p class="tourfront-filters__field"><label for="${ id }">${ escHtml( label ) }</label><select id="${ id }" name="${ name }">${ html }</select></p>`;
}

function price(
	name: 'min_price' | 'max_price',
	label: string,
	current: string
): string {
	const id = `tourfront-${ name.replace( '_', '-' ) }`;
	const value = /^\d+(\.\d+)?$/.test( current )
		? String( Math.trunc( Number( current ) ) )
		: '';
	return `<p class="tourfront-filters__field"><label for="${ id }">${ escHtml( label ) }</label><input type="number" id="${ id }" name="${ name }" min="0" step="100000" inputmode="numeric" value="${ value }" /></p>`;
}

/** The filters of the shop (no `category`) or a category page, for the request's query. */
export function listingFilters(
	params: URLSearchParams,
	category?: string
): string {
	const { categories, products } = getCatalogue();
	const active = activeFilters( params );
	const orderby =
		params
			.get( 'orderby' )
			?.replace( /[^a-z0-9_-]/gi, '' )
			.toLowerCase() ?? '';
	// add_query_arg( filters + orderby ): the filters in the form's order, then the sort order.
	const keep: Array< [ string, string ] > = [
		...active.entries(),
		...( orderby ? [ [ 'orderby', orderby ] as [ string, string ] ] : [] ),
	];
	const action = category ? `/product-category/${ category }/` : '/shop/';
	const destinations = [
		[ '/shop/', __( 'All categories' ), ! category ],
		...[ ...categories ]
			.sort( ( a, b ) => fold( a.name ).localeCompare( fold( b.name ) ) )
			.filter( ( c ) =>
				products.some( ( p ) =>
					p.categories.some( ( pc ) => pc.slug === c.slug )
				)
			)
			.map(
				( c ) =>
					[
						`/product-category/${ c.slug }/`,
						c.name,
						c.slug === category,
					] as const
			),
	]
		.map(
			( [ url, name, current ] ) =>
				`<li><a href="${ escAttr( withQuery( url as string, keep ) ) }"${ current ? ' aria-current="page"' : '' }>${ escHtml( name as string ) }</a></li>`
		)
		.join( '' );
	let fields =
		price(
			'min_price',
			__( 'Price from (₫)' ),
			active.get( 'min_price' ) ?? ''
		) +
		price(
			'max_price',
			__( 'Price up to (₫)' ),
			active.get( 'max_price' ) ?? ''
		);
	const durations = durationOptions( products );
	if ( durations.length ) {
		fields += select(
			DURATION_ARG,
			'tourfront-duration',
			__( 'Duration' ),
			durations.map( ( d ) => [ d.slug, d.name ] ),
			active.get( DURATION_ARG ) ?? ''
		);
	}
	const months = departureMonths( products );
	if ( months.length ) {
		/* translators: 1: month number, 2: year */
		const label = ( m: string ) =>
			sprintf(
				__( 'Month %1$s/%2$s' ),
				m.slice( 5, 7 ),
				m.slice( 0, 4 )
			);
		fields += select(
			MONTH_ARG,
			'tourfront-departure-month',
			__( 'Departure month' ),
			months.map( ( m ) => [ m, label( m ) ] ),
			active.get( MONTH_ARG ) ?? ''
		);
	}
	if ( orderby ) {
		fields += `<input type="hidden" name="orderby" value="${ escAttr( orderby ) }" />`;
	}
	const reset = active.size
		? ` <a class="tourfront-filters__reset" href="${ action }">${ escHtml( __( 'Clear filters' ) ) }</a>`
		: '';
	return `<div class="tourfront-filters"><nav class="tourfront-filters__destinations" aria-label="${ escAttr( __( 'Categories' ) ) }"><ul>${ destinations }</ul></nav><form class="tourfront-filters__form" method="get" action="${ action }" aria-label="${ escAttr(
		__( 'Filter tours' )
	) }">${ fields }<p class="tourfront-filters__actions"><button type="submit" class="button">${ escHtml( __( 'Filter' ) ) }</button>${ reset }</p></form></div>`;
}
