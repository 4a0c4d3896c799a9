/**
 * The single product's tabs (description, additional information, reviews) and the review form, as
 * WooCommerce's `single-product/tabs/tabs.php` and `single-product-reviews.php` print them.
 */

/** Internal dependencies */
import { formatDate } from '../../../common/date/format-date';
import { storeDay } from '../../fixtures/departures';
import { __, _n, sprintf } from '../i18n';
import { escAttr, escHtml } from '../render/escape';
import { starRating } from '../render/loop';
import {
	cancelReplyLink,
	commentNotes,
	commentSubmit,
	cookiesConsent,
} from '../render/comment-form';
import type { Review, StoreProduct } from '../data/types';

function reviewsPanel( product: StoreProduct, reviews: Review[] ): string {
	const list = reviews.length
		? `<ol class="commentlist">${ reviews
				.map(
					(
						r
					) => `<li class="review even thread-even depth-1" id="li-comment-${ r.id }">
		<div id="comment-${ r.id }" class="comment_container">
			<img alt="" src="/wp-content/uploads/avatar.svg" class="avatar avatar-60 photo" height="60" width="60" loading="lazy" />
			<div class="comment-text">
				${ starRating( r.rating ) }
				<p class="meta"><strong class="woocommerce-review__author">${ escHtml( r.author ) }</strong> <span class="woocommerce-review__dash">&ndash;</span> <time class="woocommerce-review__published-date" datetime="${ escAttr(
					r.date
				) }">${ escHtml( formatDate( r.date ) ) }</time></p>
				<div class="description"><p>${ escHtml( r.content ) }</p></div>
			</div>
		</div>
	</li>`
				)
				.join( '' ) }</ol>`
		: `<p class="woocommerce-noreviews">${ escHtml( __( 'There are no reviews yet.' ) ) }</p>`;
	const title = reviews.length
		? sprintf(
				_n(
					'%1$s review for %2$s',
					'%1$s reviews for %2$s',
					reviews.length
				),
				reviews.length,
				`<span>${ product.name }</span>`
			)
		: __( 'Reviews' );
	const ratingOptions = [
		[ '', __( 'Rate…' ) ],
		[ '5', __( 'Perfect' ) ],
		[ '4', __( 'Good' ) ],
		[ '3', __( 'Average' ) ],
		[ '2', __( 'Not that bad' ) ],
		[ '1', __( 'Very poor' ) ],
	]
		.map(
			( [ v, l ] ) => `<option value="${ v }">${ escHtml( l ) }</option>`
		)
		.join( '' );
	const replyTitle = reviews.length
		? __( 'Add a review' )
		: sprintf(
				__( 'Be the first to review &ldquo;%s&rdquo;' ),
				product.name
			);
	return `<div id="reviews" class="woocommerce-Reviews">
	<div id="comments">
		<h2 class="woocommerce-Reviews-title">${ title }</h2>
		${ list }
	</div>
	<div id="review_form_wrapper">
		<div id="review_form">
			<div id="respond" class="comment-respond">
		<span id="reply-title" class="comment-reply-title" role="heading" aria-level="3">${ replyTitle }${ cancelReplyLink( product.permalink ) }</span><form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form">${ commentNotes() }<div class="comment-form-rating"><label for="rating" id="comment-form-rating-label">${ escHtml( __( 'Your rating' ) ) }&nbsp;<span class="required">*</span></label><select name="rating" id="rating" required>
						${ ratingOptions }
					</select></div><p class="comment-form-comment"><label for="comment">${ escHtml( __( 'Your review' ) ) }&nbsp;<span class="required">*</span></label><textarea id="comment" name="comment" cols="45" rows="8" required></textarea></p><p class="comment-form-author"><label for="author">${ escHtml(
						__( 'Name' )
					) }&nbsp;<span class="required">*</span></label><input id="author" name="author" type="text" autocomplete="name" value="" size="30" required /></p>
<p class="comment-form-email"><label for="email">${ escHtml( __( 'Email' ) ) }&nbsp;<span class="required">*</span></label><input id="email" name="email" type="email" autocomplete="email" value="" size="30" required /></p>
${ cookiesConsent() }${ commentSubmit( __( 'Submit' ), product.id ) }</form>	</div><!-- #respond -->
		</div>
	</div>
	<div class="clear"></div>
</div>`;
}

/** Attributes dated by their slugs (YYYY-MM-DD, YYYY-MM): the theme lists the terms ahead, by date. */
const DATED = [ 'pa_ngay-khoi-hanh', 'pa_thang-khoi-hanh' ];

/** The attribute table's rows as the theme's woocommerce_display_product_attributes leaves them. */
function shownAttributes(
	product: StoreProduct
): StoreProduct[ 'attributes' ] {
	const today = storeDay( Date.now() );
	return product.attributes
		.map( ( a ) =>
			DATED.includes( a.taxonomy ?? '' )
				? {
						...a,
						terms: a.terms
							.filter(
								( t ) =>
									t.slug >= today.slice( 0, t.slug.length )
							)
							.sort( ( x, y ) => ( x.slug < y.slug ? -1 : 1 ) ),
					}
				: a
		)
		.filter( ( a ) => a.terms.length );
}

/** WooCommerce's product tabs: description, additional information, reviews with the review form. */
export function tabs( product: StoreProduct, reviews: Review[] ): string {
	const attributes = shownAttributes( product )
		.map(
			(
				a
			) => `<tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--attribute_${ escAttr( a.taxonomy ?? a.name ) }">
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
		[
			'description',
			__( 'Description' ),
			`<h2>${ escHtml( __( 'Description' ) ) }</h2>\n${ product.description }`,
		],
	];
	if ( weight || attributes ) {
		panels.push( [
			'additional_information',
			__( 'Additional information' ),
			`<h2>${ escHtml( __( 'Additional information' ) ) }</h2>
<table class="woocommerce-product-attributes shop_attributes" aria-label="${ escAttr( __( 'Product Details' ) ) }">${ weight }${ attributes }</table>`,
		] );
	}
	panels.push( [
		'reviews',
		sprintf( __( 'Reviews (%d)' ), reviews.length ),
		reviewsPanel( product, reviews ),
	] );
	return `<div class="woocommerce-tabs wc-tabs-wrapper">
		<ul class="tabs wc-tabs" role="tablist">
${ panels
	.map(
		( [
			key,
			label,
		] ) => `			<li role="presentation" class="${ key }_tab" id="tab-title-${ key }">
				<a href="#tab-${ key }" role="tab" aria-controls="tab-${ key }">${ escHtml( label ) }</a>
			</li>`
	)
	.join( '\n' ) }
		</ul>
${ panels
	.map(
		( [
			key,
			,
			html,
		] ) => `		<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--${ key } panel entry-content wc-tab" id="tab-${ key }" role="tabpanel" aria-labelledby="tab-title-${ key }">
	${ html }
		</div>`
	)
	.join( '\n' ) }
	</div>`;
}
