/**
 * The home page as a store seeded by wp-env/seed.php shows it: the static front page of
 * mocks/fixtures/site.ts with Storefront's Homepage template — the page's title and text over its
 * featured image, then Storefront's product sections (categories, new, featured, top rated, on sale,
 * best sellers, brands).
 */

/** Internal dependencies */
import { DEPARTURE_TAXONOMY } from '../../../common/booking/constants';
import { IMAGES, SITE, UPLOADS_PATH } from '../../fixtures';
import { __, sprintf } from '../i18n';
import { escAttr, escHtml } from '../render/escape';
import { productGrid } from '../render/loop';
import { renderPage } from '../render/layout';
import { renderBlocks } from '../render/blocks';
import { PAGE_IDS } from '../render/menu';
import { getCatalogue, sortProducts } from '../data/catalogue';
import type { StoreCategory, StoreProduct } from '../data/types';
import type { PageRequest, PageResult } from './types';

/** The page content as WordPress renders it, with the shop's URL the seed puts in. */
function renderContent( content: string ): string {
	return renderBlocks( content ).replace( /%shop_url%/g, '/shop/' );
}

/** `storefront_homepage_content()`: the front page over its featured image. */
function frontPage(): string {
	const { frontPage: page } = SITE;
	const image = IMAGES.find( ( i ) => i.id === page.imageId );
	const url = image ? `${ UPLOADS_PATH }${ image.file }` : '';
	const id = PAGE_IDS.home;
	return `<div id="post-${ id }" class="post-${ id } page type-page status-publish${ url ? ' has-post-thumbnail' : '' } hentry" style="${ url ? `background-image: url(${ escAttr( url ) }); ` : '' }" data-featured-image="${ escAttr( url ) }">
	<div class="col-full">
		<header class="entry-header">
			<h1 class="entry-title">${ escHtml( page.title ) }</h1>
		</header><!-- .entry-header -->
		<div class="entry-content">
${ renderContent( page.content ) }
		</div><!-- .entry-content -->
	</div>
</div><!-- #post-## -->`;
}

/** `[product_categories]`: a category tile with its thumbnail and count. */
function categoryTile(
	category: StoreCategory,
	index: number,
	columns: number
): string {
	let position = '';
	if ( index % columns === 0 ) {
		position = ' first';
	} else if ( index % columns === columns - 1 ) {
		position = ' last';
	}
	const src =
		category.image?.thumbnail ||
		'/wp-content/uploads/woocommerce-placeholder.svg';
	return `<li class="product-category product${ position }">
	<a aria-label="${ escAttr( sprintf( __( 'Visit product category %1$s' ), category.name ) ) }" href="/product-category/${ escAttr( category.slug ) }/"><img src="${ escAttr( src ) }" alt="${ escAttr(
		category.name
	) }" width="324" height="324" /><h2 class="woocommerce-loop-category__title">${ escHtml( category.name ) } <mark class="count">(${ category.count })</mark></h2></a></li>`;
}

/** A Storefront product section: printed only when its shortcode found products, as Storefront does. */
function section(
	name: string,
	label: string,
	title: string,
	body: string
): string {
	return `<section class="storefront-product-section storefront-${ name }" aria-label="${ escAttr( label ) }"><h2 class="section-title">${ escHtml( title ) }</h2>${ body }</section>`;
}

const SECTION_LIMIT = 4;

/**
 * Storefront's product sections, each its `[products]` query in WooCommerce's order, with what
 * theme/inc/homepage-sections.php does on a real store: a product printed by an earlier section is left
 * out of the later ones, so the page does not show the same tour (and its picture) several times.
 */
function productSections(): string {
	const { products } = getCatalogue();
	const shown = new Set< number >();
	const productSection = (
		name: string,
		label: string,
		title: string,
		ordered: StoreProduct[]
	) => {
		const picked = ordered
			.filter( ( product ) => ! shown.has( product.id ) )
			.slice( 0, SECTION_LIMIT );
		picked.forEach( ( product ) => shown.add( product.id ) );
		return picked.length
			? section(
					name,
					label,
					title,
					`<div class="woocommerce columns-4 ">${ productGrid( picked, '/', 4 ) }</div>`
				)
			: '';
	};
	return [
		productSection(
			'recent-products',
			__( 'Recent Products' ),
			__( 'New In' ),
			sortProducts( products, 'date' )
		),
		productSection(
			'featured-products',
			__( 'Featured Products' ),
			__( 'We Recommend' ),
			sortProducts(
				products.filter( ( p ) => p.featured ),
				'date'
			)
		),
		productSection(
			'popular-products',
			__( 'Popular Products' ),
			__( 'Fan Favorites' ),
			sortProducts( products, 'rating' )
		),
		productSection(
			'on-sale-products',
			__( 'On Sale Products' ),
			__( 'On Sale' ),
			sortProducts(
				products.filter( ( p ) => p.on_sale ),
				'date'
			)
		),
		productSection(
			'best-selling-products',
			__( 'Best Selling Products' ),
			__( 'Best Sellers' ),
			sortProducts( products, 'popularity' )
		),
	].join( '' );
}

/** The home page. */
export function homePage( request: PageRequest ): PageResult {
	const { categories, products } = getCatalogue();
	// The theme lists the categories that hold a tour, up to four in one row (not the accessories).
	const tourCategories = categories
		.filter( ( c ) =>
			products.some(
				( p ) =>
					p.categories.some( ( pc ) => pc.slug === c.slug ) &&
					p.attributes.some(
						( a ) => a.taxonomy === DEPARTURE_TAXONOMY
					)
			)
		)
		.slice( 0, 4 );
	const columns = Math.max( 3, tourCategories.length );
	const tiles = tourCategories
		.map( ( c, i ) => categoryTile( c, i, columns ) )
		.join( '\n' );
	const main = [
		frontPage(),
		section(
			'product-categories',
			__( 'Product Categories' ),
			__( 'Shop by Category' ),
			`<div class="woocommerce columns-${ columns }"><ul class="products columns-${ columns }">\n${ tiles }\n</ul>\n</div>`
		),
		productSections(),
		// WooCommerce 9.6+ has brands, so Storefront prints its brands section; the shop has none.
		section(
			'woocommerce-brands',
			__( 'Product Brands' ),
			__( 'Shop by Brand' ),
			''
		),
	].join( '' );
	return {
		status: 200,
		html: renderPage( {
			title: SITE.frontPage.title,
			bodyClasses: [
				'home',
				'wp-singular',
				'page-template',
				'page-template-template-homepage',
				'page-template-template-homepage-php',
				'page',
				`page-id-${ PAGE_IDS.home }`,
				'has-post-thumbnail',
			],
			main,
			breadcrumb: null,
			menu: { page: 'home' },
			userId: request.userId,
		} ),
	};
}
