/**
 * Content pages: the home page (hero, featured tours, categories, latest articles), a travel article
 * with its table of contents, and the 404 page.
 */

/** Internal dependencies */
import { __, sprintf } from '../i18n';
import { escAttr, escHtml } from '../render/escape';
import { productGrid } from '../render/loop';
import { productSearchForm } from '../render/header';
import { renderPage } from '../render/layout';
import { findArticle, getCatalogue, queryProducts } from '../data/catalogue';
import { tableOfContents } from '../render/toc';
import type { Article } from '../data/types';
import type { PageRequest, PageResult } from './types';

const formatDate = ( iso: string ) => new Date( iso ).toLocaleDateString( 'vi-VN', { day: '2-digit', month: '2-digit', year: 'numeric' } );

function articleCard( article: Article ): string {
	return `<article class="tourfront-post-card post type-post">
		${ article.image ? `<a class="tourfront-post-card__image" href="/${ escAttr( article.slug ) }/" tabindex="-1" aria-hidden="true"><img src="${ escAttr( article.image ) }" alt="" width="416" height="312" loading="lazy" /></a>` : '' }
		<div class="tourfront-post-card__body">
			<h3 class="tourfront-post-card__title"><a href="/${ escAttr( article.slug ) }/">${ escHtml( article.title ) }</a></h3>
			<p class="tourfront-post-card__meta"><time datetime="${ escAttr( article.date ) }">${ escHtml( formatDate( article.date ) ) }</time></p>
			<p>${ escHtml( article.excerpt ) }</p>
		</div>
	</article>`;
}

/** The home page (a static front page with shop sections, as Storefront's homepage template). */
export function homePage( request: PageRequest ): PageResult {
	const { products, categories, articles } = getCatalogue();
	const featured = products.filter( ( p ) => p.featured ).slice( 0, 3 );
	const onSale = products.filter( ( p ) => p.on_sale ).slice( 0, 3 );
	const popular = queryProducts( { orderby: 'popularity', perPage: 3 } ).products;
	const cats = categories
		.map( ( c ) => {
			const image = products.find( ( p ) => p.categories.some( ( pc ) => pc.id === c.id ) )?.images[ 0 ];
			return `<li class="product-category product"><a href="/product-category/${ escAttr( c.slug ) }/">${
				image ? `<img src="${ escAttr( image.thumbnail ) }" alt="${ escAttr( c.name ) }" width="324" height="324" loading="lazy" />` : ''
			}<h2 class="woocommerce-loop-category__title">${ escHtml( c.name ) } <mark class="count">(${ c.count })</mark></h2></a></li>`;
		} )
		.join( '' );
	const section = ( cls: string, title: string, body: string ) =>
		`<section class="storefront-product-section ${ cls }" aria-label="${ escAttr( title ) }"><h2 class="section-title">${ escHtml( title ) }</h2><div class="woocommerce columns-3">${ body }</div></section>`;
	const hero = featured[ 0 ]?.images[ 0 ]?.src ?? '';
	const main = `<div class="tourfront-hero" style="--tf-hero-image: url('${ escAttr( hero ) }')">
		<div class="tourfront-hero__inner">
			<h1 class="tourfront-hero__title">${ escHtml( __( 'Discover Vietnam with Du lịch Việt' ) ) }</h1>
			<p class="tourfront-hero__text">${ escHtml( __( 'Cruises on Ha Long Bay, rice terraces in Mu Cang Chai, the islands of Phu Quoc: tours with guides, hotels and transfers included.' ) ) }</p>
			<div class="tourfront-hero__search site-search">${ productSearchForm() }</div>
			<a class="button alt" href="/shop/">${ escHtml( __( 'See all tours' ) ) }</a>
		</div>
	</div>
	${ section( 'product-categories', __( 'Tour categories' ), `<ul class="products columns-4">${ cats }</ul>` ) }
	${ section( 'featured-products', __( 'Featured tours' ), productGrid( featured, '/' ) ) }
	${ onSale.length ? section( 'on-sale-products', __( 'On sale' ), productGrid( onSale, '/' ) ) : '' }
	${ section( 'popular-products', __( 'Popular tours' ), productGrid( popular, '/' ) ) }
	<section class="tourfront-latest-posts" aria-label="${ escAttr( __( 'Travel guide' ) ) }"><h2 class="section-title">${ escHtml( __( 'Travel guide' ) ) }</h2>
		<div class="tourfront-post-grid">${ articles.slice( 0, 3 ).map( articleCard ).join( '' ) }</div></section>`;
	return {
		status: 200,
		html: renderPage( {
			title: __( 'Home' ),
			bodyClasses: [ 'home', 'page-template-template-homepage', 'page' ],
			main,
			breadcrumb: null,
			current: '/',
			userId: request.userId,
		} ),
	};
}

/** Adds ids to the article's h2/h3 headings (what the theme's toc.php does). */
export function withHeadingIds( html: string ): { html: string; headings: Array< { level: number; id: string; text: string } > } {
	const headings: Array< { level: number; id: string; text: string } > = [];
	const used = new Set< string >();
	const out = html.replace( /<h([23])((?:\s[^>]*)?)>(.*?)<\/h\1>/g, ( _m, level: string, attrs: string, inner: string ) => {
		const text = inner.replace( /<[^>]*>/g, '' );
		let id = text
			.normalize( 'NFD' )
			.replace( /[\u0300-\u036f]/g, '' )
			.replace( /đ/gi, 'd' )
			.toLowerCase()
			.replace( /[^a-z0-9]+/g, '-' )
			.replace( /^-|-$/g, '' ) || 'section';
		const base = id;
		for ( let n = 2; used.has( id ); n++ ) {
			id = `${ base }-${ n }`;
		}
		used.add( id );
		headings.push( { level: Number( level ), id, text } );
		return `<h${ level } id="${ id }"${ attrs }>${ inner }</h${ level }>`;
	} );
	return { html: out, headings };
}

/** A travel article, or undefined. */
export function articlePage( request: PageRequest, slug: string ): PageResult | undefined {
	const article = findArticle( slug );
	if ( ! article ) {
		return undefined;
	}
	const { html, headings } = withHeadingIds( article.content );
	// theme/inc/toc.php prepends the TOC when the post has at least 2 headings.
	const content = headings.length >= 2 ? tableOfContents( headings ) + html : html;
	const main = `<article id="post-${ article.id }" class="post-${ article.id } post type-post status-publish format-standard has-post-thumbnail hentry">
		<header class="entry-header">
			<span class="posted-on">${ escHtml( __( 'Posted on' ) ) } <time class="entry-date published" datetime="${ escAttr( article.date ) }">${ escHtml( formatDate( article.date ) ) }</time></span>
			<span class="post-author">${ escHtml( __( 'by' ) ) } ${ escHtml( article.author ) }</span>
			<h1 class="entry-title">${ escHtml( article.title ) }</h1>
		</header><!-- .entry-header -->
		${ article.image ? `<img class="tourfront-featured-image wp-post-image" src="${ escAttr( article.image ) }" alt="" width="800" height="600" fetchpriority="high" />` : '' }
		<div class="entry-content">
${ content }
		</div><!-- .entry-content -->
		<aside class="entry-taxonomy">
			<div class="cat-links">${ escHtml( __( 'Category' ) ) }: ${ article.categories.map( ( c ) => `<a href="/category/${ escAttr( c.slug ) }/" rel="category tag">${ escHtml( c.name ) }</a>` ).join( ', ' ) }</div>
			<div class="tags-links">${ escHtml( __( 'Tags' ) ) }: ${ article.tags.map( ( t ) => `<a href="/tag/${ escAttr( t.slug ) }/" rel="tag">${ escHtml( t.name ) }</a>` ).join( ', ' ) }</div>
		</aside>
	</article><!-- #post-## -->
	<section id="comments" class="comments-area" aria-label="${ escAttr( __( 'Post Comments' ) ) }">
		<div id="respond" class="comment-respond">
		<span id="reply-title" class="gamma comment-reply-title">${ escHtml( __( 'Leave a Reply' ) ) }</span><form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form" novalidate><p class="comment-notes"><span id="email-notes">${ escHtml(
			__( 'Your email address will not be published.' )
		) }</span></p><p class="comment-form-comment"><label for="comment">${ escHtml( __( 'Comment' ) ) } <span class="required">*</span></label> <textarea id="comment" name="comment" cols="45" rows="6" maxlength="65525" required></textarea></p><p class="comment-form-author"><label for="author">${ escHtml(
			__( 'Name' )
		) } <span class="required">*</span></label> <input id="author" name="author" type="text" value="" size="30" maxlength="245" autocomplete="name" required /></p>
<p class="comment-form-email"><label for="email">${ escHtml( __( 'Email' ) ) } <span class="required">*</span></label> <input id="email" name="email" type="email" value="" size="30" maxlength="100" autocomplete="email" required /></p>
<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="${ escAttr( __( 'Post Comment' ) ) }" /> <input type='hidden' name='comment_post_ID' value='${ article.id }' id='comment_post_ID' /></p></form>
		</div><!-- #respond -->
	</section><!-- #comments -->`;
	return {
		status: 200,
		html: renderPage( {
			title: article.title,
			bodyClasses: [ 'post-template-default', 'single', 'single-post', `postid-${ article.id }`, 'single-format-standard' ],
			main,
			breadcrumb: [ ...article.categories.slice( 0, 1 ).map( ( c ) => ( { label: escHtml( c.name ), url: `/category/${ c.slug }/` } ) ), { label: escHtml( article.title ) } ],
			current: `/${ article.slug }/`,
			userId: request.userId,
		} ),
	};
}

/** The 404 page. */
export function notFoundPage( request: PageRequest ): PageResult {
	const main = `<div class="error-404 not-found">
		<div class="page-content">
			<header class="page-header"><h1 class="page-title">${ escHtml( __( 'Oops! That page can&rsquo;t be found.' ).replace( '&rsquo;', '’' ) ) }</h1></header>
			<p>${ escHtml( __( 'Nothing was found at this location. Try searching, or check out the links below.' ) ) }</p>
			<div class="site-search">${ productSearchForm() }</div>
			<section aria-label="${ escAttr( __( 'Popular Products' ) ) }"><h2>${ escHtml( __( 'Popular Products' ) ) }</h2>
			${ productGrid( queryProducts( { orderby: 'popularity', perPage: 3 } ).products, request.url.pathname ) }</section>
		</div>
	</div>`;
	return {
		status: 404,
		html: renderPage( {
			title: __( 'Page not found' ),
			bodyClasses: [ 'error404' ],
			main,
			breadcrumb: [ { label: escHtml( sprintf( __( 'Error 404' ) ) ) } ],
			userId: request.userId,
		} ),
	};
}
