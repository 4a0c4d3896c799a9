/**
 * A single product: gallery, summary with the add-to-cart form (simple `form.cart` or
 * `form.variations_form`), meta, tabs with reviews, related products, Storefront's product
 * pagination and sticky add-to-cart bar.
 */

/** Internal dependencies */
import { __, _n, sprintf } from '../i18n';
import { escAttr, escHtml } from '../render/escape';
import {
	priceHtml,
	productClasses,
	productGrid,
	starRating,
} from '../render/loop';
import { renderPage } from '../render/layout';
import { findProduct, getCatalogue, productById } from '../data/catalogue';
import type { StoreProduct } from '../data/types';
import { tabs } from './product-tabs';
import { photoswipeDialog } from '../render/photoswipe';
import { addToCartForm, productStockHtml } from '../render/add-to-cart-form';
import { cancellationPolicyLink } from '../render/trust';
import type { PageRequest, PageResult } from './types';

function gallery( product: StoreProduct ): string {
	const images = product.images.length ? product.images : [];
	const slides = images
		.map(
			( image, i ) =>
				`<div data-thumb="${ escAttr( image.thumbnail ) }" data-thumb-alt="${ escAttr( image.alt ) }" data-thumb-srcset="${ escAttr(
					image.thumbnail
				) } 324w" data-thumb-sizes="(max-width: 100px) 100vw, 100px" class="woocommerce-product-gallery__image"><a href="${ escAttr( image.src ) }"><img width="416" height="312" src="${ escAttr(
					image.src
				) }" class="${ i === 0 ? 'wp-post-image' : '' }" alt="${ escAttr( image.alt ) }" data-caption="" data-src="${ escAttr( image.src ) }" data-large_image="${ escAttr(
					image.src
				) }" data-large_image_width="800" data-large_image_height="600" decoding="async"${ i ? ' loading="lazy"' : ' fetchpriority="high"' } /></a></div>`
		)
		.join( '' );
	const placeholder = `<div class="woocommerce-product-gallery__image--placeholder"><img src="/wp-content/uploads/woocommerce-placeholder.svg" alt="${ escAttr(
		__( 'Awaiting product image' )
	) }" class="wp-post-image" /></div>`;
	return `<div class="woocommerce-product-gallery woocommerce-product-gallery--${ images.length ? 'with-images' : 'without-images' } woocommerce-product-gallery--columns-4 images" data-columns="4">
	<div class="woocommerce-product-gallery__wrapper">${ slides || placeholder }</div>
</div>`;
}

/** WooCommerce's up-sells ("You may also like…"). */
function upsells( product: StoreProduct ): string {
	const list = getCatalogue()
		.upsells( product )
		.map( productById )
		.filter( ( p ): p is StoreProduct => !! p );
	return list.length
		? `<section class="up-sells upsells products">
					<h2>${ escHtml( __( 'You may also like&hellip;' ).replace( '&hellip;', '…' ) ) }</h2>
				${ productGrid( list, product.permalink ) }
	</section>`
		: '';
}

/** WooCommerce's related products: the category's other tours, up-sells left out, three of them. */
function related( product: StoreProduct ): string {
	const { products } = getCatalogue();
	const upsold = new Set( getCatalogue().upsells( product ) );
	const sameCategory = products.filter(
		( p ) =>
			p.id !== product.id &&
			! upsold.has( p.id ) &&
			p.categories.some( ( c ) =>
				product.categories.some( ( pc ) => pc.id === c.id )
			)
	);
	if ( ! sameCategory.length ) {
		return '';
	}
	return `<section class="related products">
					<h2>${ escHtml( __( 'Related products' ) ) }</h2>
				${ productGrid( sameCategory.slice( 0, 3 ), product.permalink ) }
	</section>`;
}

function productPagination( product: StoreProduct ): string {
	// Storefront_WooCommerce_Adjacent_Products: the adjacent products by date (then id) in the same category,
	// wrapping to the last / first only when at least two others exist (else previous and next would be one).
	const siblings = getCatalogue()
		.products.filter( ( p ) =>
			p.categories.some( ( c ) =>
				product.categories.some( ( pc ) => pc.id === c.id )
			)
		)
		.sort(
			( a, b ) =>
				( a.date_created ?? '' ).localeCompare(
					b.date_created ?? ''
				) || a.id - b.id
		);
	const index = siblings.findIndex( ( p ) => p.id === product.id );
	const wraps = siblings.length >= 3;
	const prev =
		siblings[ index - 1 ] ??
		( wraps ? siblings[ siblings.length - 1 ] : undefined );
	const next = siblings[ index + 1 ] ?? ( wraps ? siblings[ 0 ] : undefined );
	if ( ! prev && ! next ) {
		return '';
	}
	const link = (
		p: StoreProduct,
		rel: string
	) => `<a href="${ escAttr( p.permalink ) }" rel="${ rel }">
					<img width="324" height="324" src="${ escAttr( p.images[ 0 ]?.thumbnail ?? '' ) }" class="attachment-woocommerce_thumbnail size-woocommerce_thumbnail" alt="${ escAttr(
						p.images[ 0 ]?.alt ?? ''
					) }" loading="lazy" />					<span class="storefront-product-pagination__title">${ p.name }</span>
				</a>`;
	return `<nav class="storefront-product-pagination" aria-label="${ escAttr( __( 'More products' ) ) }">
		${ prev ? link( prev, 'prev' ) : '' }
		${ next ? link( next, 'next' ) : '' }
	</nav><!-- .storefront-product-pagination -->`;
}

/** Storefront's sticky add-to-cart bar (after the footer). */
function stickyAddToCart( product: StoreProduct, rating: number ): string {
	if ( ! product.is_in_stock ) {
		return '';
	}
	const href =
		product.type === 'variable'
			? product.permalink
			: `${ product.permalink }?add-to-cart=${ product.id }`;
	const label =
		product.type === 'variable'
			? __( 'Select options' )
			: __( 'Add to cart' );
	return `<section class="storefront-sticky-add-to-cart">
				<div class="col-full">
					<div class="storefront-sticky-add-to-cart__content">
						<img width="324" height="324" src="${ escAttr( product.images[ 0 ]?.thumbnail ?? '' ) }" class="attachment-woocommerce_thumbnail size-woocommerce_thumbnail" alt="${ escAttr(
							product.images[ 0 ]?.alt ?? ''
						) }" loading="lazy" />						<div class="storefront-sticky-add-to-cart__content-product-info">
							<span class="storefront-sticky-add-to-cart__content-title">${ escHtml( __( "You're viewing:" ) ) } <strong>${ product.name }</strong></span>
							<span class="storefront-sticky-add-to-cart__content-price">${ priceHtml( product ) }</span>
							${ rating > 0 ? starRating( rating ) : '' }
						</div>
						<a href="${ escAttr( href ) }" class="storefront-sticky-add-to-cart__content-button button alt" rel="nofollow">${ escHtml( label ) }</a>
					</div>
				</div>
			</section><!-- .storefront-sticky-add-to-cart -->`;
}

/** The product page for a slug, or undefined. */
export function productPage(
	request: PageRequest,
	slug: string
): PageResult | undefined {
	const product = findProduct( slug );
	if ( ! product ) {
		return undefined;
	}
	const catalogue = getCatalogue();
	const reviews = catalogue.reviews( product );
	const rating = Number( product.average_rating );
	const form = addToCartForm(
		product,
		catalogue.variations( product ),
		{ __, sprintf },
		catalogue.departuresFeed?.( product ) ?? ''
	);
	const category = product.categories[ 0 ];
	const main = `<div class="woocommerce-notices-wrapper"></div><div id="product-${ product.id }" class="${ productClasses( product, [ 'first' ] ) }">
	${ product.on_sale ? `<span class="onsale">${ escHtml( __( 'Sale!' ) ) }</span>` : '' }
	${ gallery( product ) }
	<div class="summary entry-summary">
		<h1 class="product_title entry-title">${ product.name }</h1>
		${
			rating > 0
				? `<div class="woocommerce-product-rating">${ starRating( rating ) }<a href="#reviews" class="woocommerce-review-link" rel="nofollow">(<span class="count">${ product.review_count }</span> ${ escHtml(
						_n(
							'customer review',
							'customer reviews',
							product.review_count
						)
					) })</a></div>`
				: ''
		}
		<p class="price">${ priceHtml( product ) }</p>
<div class="woocommerce-product-details__short-description">
	${ product.short_description }
</div>
${ productStockHtml( product ) }
	${ form }
${ cancellationPolicyLink( 'tourfront-policy-link' ) }<div class="product_meta">
		<span class="sku_wrapper">${ escHtml( __( 'SKU:' ) ) } <span class="sku">${ escHtml( product.sku ) }</span></span>
	<span class="posted_in">${ escHtml( _n( 'Category:', 'Categories:', product.categories.length ) ) } ${ product.categories
		.map(
			( c ) =>
				`<a href="/product-category/${ escAttr( c.slug ) }/" rel="tag">${ escHtml( c.name ) }</a>`
		)
		.join( ', ' ) }</span>
</div>
	</div>
	${ tabs( product, reviews ) }
	${ upsells( product ) }
	${ related( product ) }
	${ productPagination( product ) }
</div>`;
	return {
		status: 200,
		html: renderPage( {
			title: product.name,
			bodyClasses: [
				'product-template-default',
				'single',
				'single-product',
				`postid-${ product.id }`,
				'woocommerce',
				'woocommerce-page',
			],
			main,
			breadcrumb: [
				...( category
					? [
							{
								label: category.name,
								url: `/product-category/${ category.slug }/`,
							},
						]
					: [] ),
				{ label: product.name },
			],
			userId: request.userId,
			menu: { productCategory: category?.slug },
			afterFooter: stickyAddToCart( product, rating ),
			afterPage: photoswipeDialog(),
		} ),
	};
}

export { productById };
