/**
 * A single product: gallery, summary with the add-to-cart form (simple `form.cart` or
 * `form.variations_form`), meta, tabs with reviews, related products, Storefront's product
 * pagination and sticky add-to-cart bar.
 */

/** Internal dependencies */
import { __, _n, sprintf } from '../i18n';
import { decodeEntities, escAttr, escHtml, stripTags } from '../render/escape';
import { priceHtml, productClasses, productGrid, starRating } from '../render/loop';
import { renderPage } from '../render/layout';
import { findProduct, getCatalogue, productById } from '../data/catalogue';
import type { Review, StoreProduct, VariationData } from '../data/types';
import type { PageRequest, PageResult } from './types';

let uniq = 0;
const uniqid = () => `${ Date.now().toString( 16 ) }${ ( uniq++ ).toString( 16 ) }`;

function gallery( product: StoreProduct ): string {
	const images = product.images.length ? product.images : [];
	const slides = images
		.map(
			( image, i ) => `<div data-thumb="${ escAttr( image.thumbnail ) }" data-thumb-alt="${ escAttr( image.alt ) }" data-thumb-srcset="${ escAttr(
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

function quantityInput( product: StoreProduct, id: string, max?: number ): string {
	const label = sprintf( __( '%s quantity' ), decodeEntities( stripTags( product.name ) ) );
	if ( product.sold_individually ) {
		return `<div class="quantity hidden">
		<input type="hidden" id="${ id }" class="qty" name="quantity" value="1" />
	</div>`;
	}
	return `<div class="quantity">
		<label class="screen-reader-text" for="${ id }">${ escHtml( label ) }</label>
	<input type="number" id="${ id }" class="input-text qty text" name="quantity" value="1" aria-label="${ escAttr( __( 'Product quantity' ) ) }" min="1"${
		max ? ` max="${ max }"` : ''
	} step="1" placeholder="" inputmode="numeric" autocomplete="off" />
	</div>`;
}

function stockHtml( product: StoreProduct ): string {
	if ( ! product.is_in_stock ) {
		return `<p class="stock out-of-stock">${ escHtml( __( 'Out of stock' ) ) }</p>`;
	}
	if ( product.low_stock_remaining ) {
		return `<p class="stock in-stock">${ escHtml( sprintf( __( '%s in stock' ), product.low_stock_remaining ) ) }</p>`;
	}
	return '';
}

function simpleForm( product: StoreProduct ): string {
	if ( ! product.is_in_stock ) {
		return '';
	}
	const max = product.low_stock_remaining ?? ( product.add_to_cart.maximum < 9999 ? product.add_to_cart.maximum : undefined );
	return `<form class="cart" action="${ escAttr( product.permalink ) }" method="post" enctype='multipart/form-data'>
		${ quantityInput( product, `quantity_${ uniqid() }`, max ?? undefined ) }
		<button type="submit" name="add-to-cart" value="${ product.id }" class="single_add_to_cart_button button alt">${ escHtml( __( 'Add to cart' ) ) }</button>
	</form>`;
}

function variableForm( product: StoreProduct, variations: VariationData[] ): string {
	const rows = product.attributes
		.filter( ( a ) => a.has_variations )
		.map( ( attribute ) => {
			const slug = attribute.taxonomy ?? attribute.name.toLowerCase().normalize( 'NFD' ).replace( /[\u0300-\u036f]/g, '' ).replace( /đ/g, 'd' ).replace( /\s+/g, '-' );
			const name = `attribute_${ slug }`;
			const options = attribute.terms
				.map( ( t ) => `<option value="${ escAttr( t.slug ) }"${ t.default ? " selected='selected'" : '' }>${ escHtml( t.name ) }</option>` )
				.join( '' );
			return `<tr>
						<th class="label"><label for="${ escAttr( slug ) }">${ escHtml( attribute.name ) }</label></th>
						<td class="value">
							<select id="${ escAttr( slug ) }" class="" name="${ escAttr( name ) }" data-attribute_name="${ escAttr( name ) }" data-show_option_none="yes"><option value="">${ escHtml(
								__( 'Choose an option' )
							) }</option>${ options }</select>${ '' }
						</td>
					</tr>`;
		} );
	const reset = `<a class="reset_variations" href="#" aria-label="${ escAttr( __( 'Clear options' ) ) }">${ escHtml( __( 'Clear' ) ) }</a>`;
	const lastRow = rows.length ? rows[ rows.length - 1 ].replace( /(<\/select>)/, `$1${ reset }` ) : '';
	rows[ rows.length - 1 ] = lastRow;
	return `<form class="variations_form cart" action="${ escAttr( product.permalink ) }" method="post" enctype='multipart/form-data' data-product_id="${ product.id }" data-product_variations="${ escAttr(
		JSON.stringify( variations )
	) }">
			<table class="variations" cellspacing="0" role="presentation">
			<tbody>
				${ rows.join( '\n' ) }
			</tbody>
		</table>
		<div class="reset_variations_alert screen-reader-text" role="alert" aria-live="polite" aria-relevant="all"></div>
		<div class="single_variation_wrap">
			<div class="woocommerce-variation single_variation" role="alert" aria-relevant="additions"></div><div class="woocommerce-variation-add-to-cart variations_button">
	${ quantityInput( product, `quantity_${ uniqid() }` ) }
	<button type="submit" class="single_add_to_cart_button button alt">${ escHtml( __( 'Add to cart' ) ) }</button>
	<input type="hidden" name="add-to-cart" value="${ product.id }" />
	<input type="hidden" name="product_id" value="${ product.id }" />
	<input type="hidden" name="variation_id" class="variation_id" value="0" />
</div>
		</div>
	</form>`;
}

function reviewsPanel( product: StoreProduct, reviews: Review[] ): string {
	const list = reviews.length
		? `<ol class="commentlist">${ reviews
				.map(
					( r ) => `<li class="review even thread-even depth-1" id="li-comment-${ r.id }">
		<div id="comment-${ r.id }" class="comment_container">
			<img alt="" src="/wp-content/uploads/avatar.svg" class="avatar avatar-60 photo" height="60" width="60" loading="lazy" />
			<div class="comment-text">
				${ starRating( r.rating ) }
				<p class="meta"><strong class="woocommerce-review__author">${ escHtml( r.author ) }</strong> <span class="woocommerce-review__dash">&ndash;</span> <time class="woocommerce-review__published-date" datetime="${ escAttr(
					r.date
				) }">${ escHtml( new Date( r.date ).toLocaleDateString( 'vi-VN' ) ) }</time></p>
				<div class="description"><p>${ escHtml( r.content ) }</p></div>
			</div>
		</div>
	</li>`
				)
				.join( '' ) }</ol>`
		: `<p class="woocommerce-noreviews">${ escHtml( __( 'There are no reviews yet.' ) ) }</p>`;
	const title = reviews.length
		? sprintf( _n( '%1$s review for %2$s', '%1$s reviews for %2$s', reviews.length ), reviews.length, `<span>${ product.name }</span>` )
		: __( 'Reviews' );
	const ratingOptions = [
		[ '', __( 'Rate…' ) ],
		[ '5', __( 'Perfect' ) ],
		[ '4', __( 'Good' ) ],
		[ '3', __( 'Average' ) ],
		[ '2', __( 'Not that bad' ) ],
		[ '1', __( 'Very poor' ) ],
	]
		.map( ( [ v, l ] ) => `<option value="${ v }">${ escHtml( l ) }</option>` )
		.join( '' );
	const replyTitle = reviews.length
		? __( 'Add a review' )
		: sprintf( __( 'Be the first to review &ldquo;%s&rdquo;' ), product.name );
	return `<div id="reviews" class="woocommerce-Reviews">
	<div id="comments">
		<h2 class="woocommerce-Reviews-title">${ title }</h2>
		${ list }
	</div>
	<div id="review_form_wrapper">
		<div id="review_form">
			<div id="respond" class="comment-respond">
		<span id="reply-title" class="comment-reply-title" role="heading" aria-level="3">${ replyTitle }</span><form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form"><p class="comment-notes"><span id="email-notes">${ escHtml(
			__( 'Your email address will not be published.' )
		) }</span></p><div class="comment-form-rating"><label for="rating" id="comment-form-rating-label">${ escHtml( __( 'Your rating' ) ) }&nbsp;<span class="required">*</span></label><select name="rating" id="rating" required>
						${ ratingOptions }
					</select></div><p class="comment-form-comment"><label for="comment">${ escHtml( __( 'Your review' ) ) }&nbsp;<span class="required">*</span></label><textarea id="comment" name="comment" cols="45" rows="8" required></textarea></p><p class="comment-form-author"><label for="author">${ escHtml(
			__( 'Name' )
		) }&nbsp;<span class="required">*</span></label><input id="author" name="author" type="text" autocomplete="name" value="" size="30" required /></p>
<p class="comment-form-email"><label for="email">${ escHtml( __( 'Email' ) ) }&nbsp;<span class="required">*</span></label><input id="email" name="email" type="email" autocomplete="email" value="" size="30" required /></p>
<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="${ escAttr( __( 'Submit' ) ) }" /> <input type='hidden' name='comment_post_ID' value='${ product.id }' id='comment_post_ID' />
<input type='hidden' name='comment_parent' id='comment_parent' value='0' />
</p></form>	</div><!-- #respond -->
		</div>
	</div>
	<div class="clear"></div>
</div>`;
}

function tabs( product: StoreProduct, reviews: Review[] ): string {
	const attributes = product.attributes
		.map(
			( a ) => `<tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--attribute_${ escAttr( a.taxonomy ?? a.name ) }">
			<th class="woocommerce-product-attributes-item__label" scope="row">${ escHtml( a.name ) }</th>
			<td class="woocommerce-product-attributes-item__value"><p>${ a.terms.map( ( t ) => escHtml( t.name ) ).join( ', ' ) }</p></td>
		</tr>`
		)
		.join( '' );
	const weight = product.virtual
		? ''
		: `<tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--weight">
			<th class="woocommerce-product-attributes-item__label" scope="row">${ escHtml( __( 'Weight' ) ) }</th>
			<td class="woocommerce-product-attributes-item__value">0,2 kg</td>
		</tr>`;
	const panels: Array< [ string, string, string ] > = [
		[ 'description', __( 'Description' ), `<h2>${ escHtml( __( 'Description' ) ) }</h2>\n${ product.description }` ],
	];
	if ( weight || attributes ) {
		panels.push( [
			'additional_information',
			__( 'Additional information' ),
			`<h2>${ escHtml( __( 'Additional information' ) ) }</h2>
<table class="woocommerce-product-attributes shop_attributes" aria-label="${ escAttr( __( 'Product Details' ) ) }">${ weight }${ attributes }</table>`,
		] );
	}
	panels.push( [ 'reviews', sprintf( __( 'Reviews (%d)' ), reviews.length ), reviewsPanel( product, reviews ) ] );
	return `<div class="woocommerce-tabs wc-tabs-wrapper">
		<ul class="tabs wc-tabs" role="tablist">
${ panels
	.map(
		( [ key, label ] ) => `			<li role="presentation" class="${ key }_tab" id="tab-title-${ key }">
				<a href="#tab-${ key }" role="tab" aria-controls="tab-${ key }">${ escHtml( label ) }</a>
			</li>`
	)
	.join( '\n' ) }
		</ul>
${ panels
	.map(
		( [ key, , html ] ) => `		<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--${ key } panel entry-content wc-tab" id="tab-${ key }" role="tabpanel" aria-labelledby="tab-title-${ key }">
	${ html }
		</div>`
	)
	.join( '\n' ) }
	</div>`;
}

function related( product: StoreProduct ): string {
	const { products } = getCatalogue();
	const sameCategory = products.filter(
		( p ) => p.id !== product.id && p.categories.some( ( c ) => product.categories.some( ( pc ) => pc.id === c.id ) )
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
	const { products } = getCatalogue();
	const index = products.findIndex( ( p ) => p.id === product.id );
	const prev = products[ ( index - 1 + products.length ) % products.length ];
	const next = products[ ( index + 1 ) % products.length ];
	const link = ( p: StoreProduct, rel: string ) => `<a href="${ escAttr( p.permalink ) }" rel="${ rel }">
					<img width="324" height="324" src="${ escAttr( p.images[ 0 ]?.thumbnail ?? '' ) }" class="attachment-woocommerce_thumbnail size-woocommerce_thumbnail" alt="${ escAttr(
						p.images[ 0 ]?.alt ?? ''
					) }" loading="lazy" />					<span class="storefront-product-pagination__title">${ p.name }</span>
				</a>`;
	return `<nav class="storefront-product-pagination" aria-label="${ escAttr( __( 'More products' ) ) }">
		${ link( prev, 'prev' ) }
		${ link( next, 'next' ) }
	</nav><!-- .storefront-product-pagination -->`;
}

function stickyAddToCart( product: StoreProduct ): string {
	if ( ! product.is_in_stock ) {
		return '';
	}
	const href = product.type === 'variable' ? '#product-' + product.id : `${ product.permalink }?add-to-cart=${ product.id }`;
	const label = product.type === 'variable' ? __( 'Select options' ) : __( 'Add to cart' );
	return `<section class="storefront-sticky-add-to-cart">
				<div class="col-full">
					<div class="storefront-sticky-add-to-cart__content">
						<img width="324" height="324" src="${ escAttr( product.images[ 0 ]?.thumbnail ?? '' ) }" class="attachment-woocommerce_thumbnail size-woocommerce_thumbnail" alt="${ escAttr(
							product.images[ 0 ]?.alt ?? ''
						) }" loading="lazy" />						<div class="storefront-sticky-add-to-cart__content-product-info">
							<span class="storefront-sticky-add-to-cart__content-title">${ escHtml( __( "You're viewing:" ) ) } <strong>${ product.name }</strong></span>
							<span class="storefront-sticky-add-to-cart__content-price">${ priceHtml( product ) }</span>
						</div>
						<a href="${ escAttr( href ) }" class="storefront-sticky-add-to-cart__content-button button alt" rel="nofollow">${ escHtml( label ) }</a>
					</div>
				</div>
			</section><!-- .storefront-sticky-add-to-cart -->`;
}

/** The product page for a slug, or undefined. */
export function productPage( request: PageRequest, slug: string ): PageResult | undefined {
	const product = findProduct( slug );
	if ( ! product ) {
		return undefined;
	}
	const catalogue = getCatalogue();
	const reviews = catalogue.reviews( product );
	const rating = Number( product.average_rating );
	const form = product.type === 'variable' ? variableForm( product, catalogue.variations( product ) ) : simpleForm( product );
	const category = product.categories[ 0 ];
	const main = `<div class="woocommerce-notices-wrapper"></div><div id="product-${ product.id }" class="${ productClasses( product, [ 'first' ] ) }">
	${ product.on_sale ? `<span class="onsale">${ escHtml( __( 'Sale!' ) ) }</span>` : '' }
	${ gallery( product ) }
	<div class="summary entry-summary">
		<h1 class="product_title entry-title">${ product.name }</h1>
		${
			rating > 0
				? `<div class="woocommerce-product-rating">${ starRating( rating ) }<a href="#reviews" class="woocommerce-review-link" rel="nofollow">(<span class="count">${ product.review_count }</span> ${ escHtml(
						_n( 'customer review', 'customer reviews', product.review_count )
				  ) })</a></div>`
				: ''
		}
		<p class="price">${ priceHtml( product ) }</p>
<div class="woocommerce-product-details__short-description">
	${ product.short_description }
</div>
${ stockHtml( product ) }
	${ form }
<div class="product_meta">
		<span class="sku_wrapper">${ escHtml( __( 'SKU:' ) ) } <span class="sku">${ escHtml( product.sku ) }</span></span>
	<span class="posted_in">${ escHtml( _n( 'Category:', 'Categories:', product.categories.length ) ) } ${ product.categories
		.map( ( c ) => `<a href="/product-category/${ escAttr( c.slug ) }/" rel="tag">${ escHtml( c.name ) }</a>` )
		.join( ', ' ) }</span>
</div>
	</div>
	${ tabs( product, reviews ) }
	${ related( product ) }
	${ productPagination( product ) }
</div>`;
	return {
		status: 200,
		html: renderPage( {
			title: product.name,
			bodyClasses: [ 'product-template-default', 'single', 'single-product', `postid-${ product.id }`, 'woocommerce', 'woocommerce-page' ],
			main,
			breadcrumb: [
				{ label: __( 'Shop' ), url: '/shop/' },
				...( category ? [ { label: category.name, url: `/product-category/${ category.slug }/` } ] : [] ),
				{ label: product.name },
			],
			userId: request.userId,
			afterPrimary: stickyAddToCart( product ),
		} ),
	};
}

export { productById };
