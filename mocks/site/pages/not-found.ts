/**
 * The 404 page as Storefront's 404.php prints it with WooCommerce: product search, two featured tours,
 * the product categories widget with counts, four best sellers.
 */

/** Internal dependencies */
import { __ } from '../i18n';
import { escAttr, escHtml } from '../render/escape';
import { productSearchForm } from '../render/header';
import { productGrid } from '../render/loop';
import { renderPage } from '../render/layout';
import { getCatalogue, queryProducts, sortProducts } from '../data/catalogue';
import type { PageRequest, PageResult } from './types';

/** The categories widget (`the_widget( 'WC_Widget_Product_Categories', count )`), empty ones too. */
function categoriesWidget(): string {
	const { categories } = getCatalogue();
	// WooCommerce's default category always exists; the 404 widget lists it with its 0.
	const all = [
		...categories,
		{
			id: 15,
			slug: 'uncategorized',
			name: __( 'Uncategorized' ),
			count: 0,
		},
	];
	return `<div class="widget woocommerce widget_product_categories"><h2 class="widgettitle">${ escHtml( __( 'Product categories' ) ) }</h2><ul class="product-categories">${ all
		.map(
			( c ) =>
				`<li class="cat-item cat-item-${ c.id }"><a href="/product-category/${ escAttr( c.slug ) }/">${ escHtml( c.name ) }</a> <span class="count">(${ c.count })</span></li>\n`
		)
		.join( '' ) }</ul></div>`;
}

/** The 404 page. */
export function notFoundPage( request: PageRequest ): PageResult {
	const path = request.url.pathname;
	const featured = sortProducts(
		getCatalogue().products.filter( ( p ) => p.featured ),
		'date'
	).slice( 0, 2 );
	const popular = queryProducts( {
		orderby: 'popularity',
		perPage: 4,
	} ).products;
	const main = `<div class="error-404 not-found">
		<div class="page-content">
			<header class="page-header"><h1 class="page-title">${ escHtml( __( 'Oops! That page can&rsquo;t be found.' ).replace( '&rsquo;', '’' ) ) }</h1></header><!-- .page-header -->
			<p>${ escHtml( __( 'Nothing was found at this location. Try searching, or check out the links below.' ) ) }</p>
			<section aria-label="${ escAttr( __( 'Search' ) ) }">${ productSearchForm() }</section><div class="fourohfour-columns-2"><section class="col-1" aria-label="${ escAttr(
				__( 'Promoted Products' )
			) }"><h2>${ escHtml( __( 'Featured Products' ) ) }</h2><div class="woocommerce columns-2 ">${ productGrid( featured, path, 2 ) }</div></section><nav class="col-2" aria-label="${ escAttr(
				__( 'Product Categories' )
			) }"><h2>${ escHtml( __( 'Product Categories' ) ) }</h2>${ categoriesWidget() }</nav></div><section aria-label="${ escAttr( __( 'Popular Products' ) ) }"><h2>${ escHtml(
				__( 'Popular Products' )
			) }</h2><div class="woocommerce columns-4 ">${ productGrid( popular, path, 4 ) }</div></section>
		</div><!-- .page-content -->
	</div><!-- .error-404 -->`;
	return {
		status: 404,
		html: renderPage( {
			title: __( 'Page not found' ),
			bodyClasses: [ 'error404' ],
			main,
			breadcrumb: [ { label: escHtml( __( 'Error 404' ) ) } ],
			userId: request.userId,
			menu: { post: true },
		} ),
	};
}
