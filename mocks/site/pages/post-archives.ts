/**
 * Article lists by category, tag and author, as Storefront's archive.php prints them: the archive title
 * (`get_the_archive_title()`), then each article in full, newest first — where the articles' category,
 * tag and author links lead.
 */

/** Internal dependencies */
import { __, sprintf } from '../i18n';
import { escHtml } from '../render/escape';
import { renderPage } from '../render/layout';
import { getCatalogue } from '../data/catalogue';
import { postArticle, slugOf } from './article';
import type { Article } from '../data/types';
import type { PageRequest, PageResult } from './types';

export type PostArchiveKind = 'category' | 'tag' | 'author';

interface Archive {
	name: string;
	articles: Article[];
}

/** The articles of the archive and its name, or undefined when nothing has that slug. */
function findArchive(
	kind: PostArchiveKind,
	slug: string
): Archive | undefined {
	const articles = getCatalogue().articles;
	const terms = ( article: Article ) =>
		kind === 'category' ? article.categories : article.tags;
	const matches =
		kind === 'author'
			? articles.filter( ( a ) => slugOf( a.author ) === slug )
			: articles.filter( ( a ) =>
					terms( a ).some( ( t ) => t.slug === slug )
				);
	if ( ! matches.length ) {
		return undefined;
	}
	const name =
		kind === 'author'
			? matches[ 0 ].author
			: ( terms( matches[ 0 ] ).find( ( t ) => t.slug === slug )?.name ??
				slug );
	return { name, articles: matches };
}

/** The title WordPress prints (`get_the_archive_title()`) and WooCommerce's breadcrumb for it. */
function labels(
	kind: PostArchiveKind,
	name: string
): { title: string; crumb: string } {
	const span = `<span>${ escHtml( name ) }</span>`;
	switch ( kind ) {
		case 'category':
			return {
				title: sprintf( __( 'Category: %s' ), span ),
				crumb: escHtml( name ),
			};
		case 'tag':
			return {
				title: sprintf( __( 'Tag: %s' ), span ),
				crumb: sprintf(
					__( 'Posts tagged &ldquo;%s&rdquo;' ),
					escHtml( name )
				),
			};
		default:
			return {
				title: sprintf( __( 'Author: %s' ), span ),
				crumb: sprintf( __( 'Author: %s' ), escHtml( name ) ),
			};
	}
}

/** A category, tag or author archive, or undefined for an unknown slug. */
export function postArchivePage(
	request: PageRequest,
	kind: PostArchiveKind,
	slug: string
): PageResult | undefined {
	const archive = findArchive( kind, slug );
	if ( ! archive ) {
		return undefined;
	}
	const { title, crumb } = labels( kind, archive.name );
	const main = `<header class="page-header">
				<h1 class="page-title">${ title }</h1>			</header><!-- .page-header -->
${ archive.articles.map( ( article ) => postArticle( article, article.content, false ) ).join( '\n' ) }`;
	return {
		status: 200,
		html: renderPage( {
			title: archive.name,
			bodyClasses: [ 'archive', kind, `${ kind }-${ slug }` ],
			main,
			breadcrumb: [ { label: crumb } ],
			menu: { post: true },
			userId: request.userId,
		} ),
	};
}
