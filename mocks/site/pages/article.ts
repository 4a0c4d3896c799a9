/**
 * Posts as Storefront prints them: a travel article (single post: meta, featured image, the theme's table
 * of contents, taxonomy, post navigation, comment form) and the articles' page (the posts page listing
 * every article in full).
 */

/** Internal dependencies */
import { formatDate } from '../../../common/date/format-date';
import { SITE } from '../../fixtures';
import { __ } from '../i18n';
import { escAttr, escHtml } from '../render/escape';
import { renderPage } from '../render/layout';
import { fold, findArticle, getCatalogue } from '../data/catalogue';
import { tableOfContents } from '../render/toc';
import {
	cancelReplyLink,
	commentNotes,
	commentSubmit,
	cookiesConsent,
} from '../render/comment-form';
import type { Article } from '../data/types';
import type { PageRequest, PageResult } from './types';

/** A name's slug, as WordPress's `sanitize_title()` makes it for Vietnamese. */
export const slugOf = ( text: string ) =>
	fold( text )
		.replace( /[^a-z0-9]+/g, '-' )
		.replace( /^-|-$/g, '' );
const byName = < T extends { name: string } >( list: T[] ) =>
	[ ...list ].sort( ( a, b ) =>
		fold( a.name ).localeCompare( fold( b.name ) )
	);

/** Adds ids to the article's h2/h3 headings (what the theme's toc.php does). */
export function withHeadingIds( html: string ): {
	html: string;
	headings: Array< { level: number; id: string; text: string } >;
} {
	const headings: Array< { level: number; id: string; text: string } > = [];
	const used = new Set< string >();
	const out = html.replace(
		/<h([23])((?:\s[^>]*)?)>(.*?)<\/h\1>/g,
		( _m, level: string, attrs: string, inner: string ) => {
			const text = inner.replace( /<[^>]*>/g, '' );
			let id = slugOf( text ) || 'section';
			const base = id;
			for ( let n = 2; used.has( id ); n++ ) {
				id = `${ base }-${ n }`;
			}
			used.add( id );
			headings.push( { level: Number( level ), id, text } );
			return `<h${ level } id="${ id }"${ attrs }>${ inner }</h${ level }>`;
		}
	);
	return { html: out, headings };
}

/** `storefront_post_header()`: date, author, comments link, then the title (h1 on the post, linked h2 in lists). */
function postHeader( article: Article, single: boolean ): string {
	const url = `/${ escAttr( article.slug ) }/`;
	const title = single
		? `<h1 class="entry-title">${ escHtml( article.title ) }</h1>`
		: `<h2 class="alpha entry-title"><a href="${ url }" rel="bookmark">${ escHtml( article.title ) }</a></h2>`;
	return `<header class="entry-header">
		<span class="posted-on">${ escHtml( __( 'Posted on' ) ) } <a href="${ url }" rel="bookmark"><time class="entry-date published updated" datetime="${ escAttr( article.date ) }">${ escHtml(
			formatDate( article.date )
		) }</time></a></span> <span class="post-author">${ escHtml( __( 'by' ) ) } <a href="/author/${ slugOf( article.author ) }/" rel="author">${ escHtml( article.author ) }</a></span> <span class="post-comments">&mdash; <a href="${ url }#respond">${ escHtml( __( 'Leave a comment' ) ) }</a></span>${ title }
	</header><!-- .entry-header -->`;
}

function taxonomy( article: Article ): string {
	const tags = byName( article.tags );
	return `<aside class="entry-taxonomy">
		<div class="cat-links">${ escHtml( __( 'Category:' ) ) } ${ article.categories.map( ( c ) => `<a href="/category/${ escAttr( c.slug ) }/" rel="category tag">${ escHtml( c.name ) }</a>` ).join( ', ' ) }</div>
		${ tags.length ? `<div class="tags-links">${ escHtml( __( 'Tags:' ) ) } ${ tags.map( ( t ) => `<a href="/tag/${ escAttr( t.slug ) }/" rel="tag">${ escHtml( t.name ) }</a>` ).join( ', ' ) }</div>` : '' }
	</aside>`;
}

/** The post's `article` element; `extra` follows the taxonomy (post navigation, comments). */
export function postArticle(
	article: Article,
	content: string,
	single: boolean,
	extra = ''
): string {
	const classes = [
		`post-${ article.id }`,
		'post',
		'type-post',
		'status-publish',
		'format-standard',
		article.image ? 'has-post-thumbnail' : '',
		'hentry',
		...article.categories.map( ( c ) => `category-${ c.slug }` ),
		...byName( article.tags ).map( ( t ) => `tag-${ t.slug }` ),
	];
	const image = article.image
		? `<img width="800" height="600" src="${ escAttr( article.image ) }" class="attachment- size- wp-post-image" alt="${ escAttr( article.imageAlt ?? '' ) }" decoding="async" fetchpriority="high" />`
		: '';
	return `<article id="post-${ article.id }" class="${ classes.filter( Boolean ).join( ' ' ) }">
		${ postHeader( article, single ) }
		<div class="entry-content">
		${ image }${ content }
		</div><!-- .entry-content -->
		${ taxonomy( article ) }
		${ extra }
	</article><!-- #post-## -->`;
}

/** Links to the older and newer article. */
function postNavigation( article: Article ): string {
	const list = getCatalogue().articles;
	const index = list.findIndex( ( a ) => a.slug === article.slug );
	const link = (
		other: Article | undefined,
		cls: string,
		rel: string,
		label: string
	) =>
		other
			? `<div class="${ cls }"><a href="/${ escAttr( other.slug ) }/" rel="${ rel }"><span class="screen-reader-text">${ escHtml( label ) }</span>${ escHtml( other.title ) }</a></div>`
			: '';
	return `<nav id="post-navigation" class="navigation post-navigation" role="navigation" aria-label="${ escAttr( __( 'Post Navigation' ) ) }"><h2 class="screen-reader-text">${ escHtml(
		__( 'Post navigation' )
	) }</h2><div class="nav-links">${ link( list[ index + 1 ], 'nav-previous', 'prev', __( 'Previous post:' ) + ' ' ) }${ link( list[ index - 1 ], 'nav-next', 'next', __( 'Next post:' ) + ' ' ) }</div></nav>`;
}

/** WordPress's comment form for a guest. */
function comments( article: Article ): string {
	const field = (
		name: string,
		type: string,
		label: string,
		required: boolean,
		extra = ''
	) =>
		`<p class="comment-form-${ name }"><label for="${ name }">${ escHtml( label ) }${ required ? ' <span class="required">*</span>' : '' }</label> <input id="${ name }" name="${ name }" type="${ type }" value="" size="30"${ extra }${ required ? ' required' : '' } /></p>\n`;
	return `<section id="comments" class="comments-area" aria-label="${ escAttr( __( 'Post Comments' ) ) }">
		<div id="respond" class="comment-respond">
		<span id="reply-title" class="gamma comment-reply-title">${ escHtml( __( 'Leave a Reply' ) ) }${ cancelReplyLink( `/${ article.slug }/` ) }</span><form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form">${ commentNotes() }<p class="comment-form-comment"><label for="comment">${ escHtml(
			__( 'Comment' )
		) } <span class="required">*</span></label> <textarea id="comment" name="comment" cols="45" rows="8" maxlength="65525" required></textarea></p>${ field( 'author', 'text', __( 'Name' ), true, ' maxlength="245" autocomplete="name"' ) }${ field(
			'email',
			'email',
			__( 'Email' ),
			true,
			' maxlength="100" aria-describedby="email-notes" autocomplete="email"'
		) }${ field( 'url', 'url', __( 'Website' ), false, ' maxlength="200" autocomplete="url"' ) }${ cookiesConsent() }${ commentSubmit( __( 'Post Comment' ), article.id ) }</form>
		</div><!-- #respond -->
	</section><!-- #comments -->`;
}

/** A travel article, or undefined. */
export function articlePage(
	request: PageRequest,
	slug: string
): PageResult | undefined {
	const article = findArticle( slug );
	if ( ! article ) {
		return slug === SITE.postsPage.slug ? blogPage( request ) : undefined;
	}
	const { html, headings } = withHeadingIds( article.content );
	// theme/inc/toc.php prepends the TOC when the post has at least 2 headings.
	const content =
		headings.length >= 2 ? tableOfContents( headings ) + html : html;
	return {
		status: 200,
		html: renderPage( {
			title: article.title,
			bodyClasses: [
				'post-template-default',
				'single',
				'single-post',
				`postid-${ article.id }`,
				'single-format-standard',
			],
			main: postArticle(
				article,
				content,
				true,
				postNavigation( article ) + comments( article )
			),
			breadcrumb: [
				...article.categories.slice( 0, 1 ).map( ( c ) => ( {
					label: escHtml( c.name ),
					url: `/category/${ c.slug }/`,
				} ) ),
				{ label: escHtml( article.title ) },
			],
			menu: { post: true },
			userId: request.userId,
		} ),
	};
}

/** The articles' page: every article, newest first, in full. */
export function blogPage( request: PageRequest ): PageResult {
	return {
		status: 200,
		html: renderPage( {
			title: SITE.postsPage.title,
			bodyClasses: [ 'blog' ],
			main: getCatalogue()
				.articles.map( ( article ) =>
					postArticle( article, article.content, false )
				)
				.join( '\n' ),
			breadcrumb: [ { label: escHtml( SITE.postsPage.title ) } ],
			menu: { page: 'posts' },
			userId: request.userId,
		} ),
	};
}
