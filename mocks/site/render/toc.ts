/**
 * The article's table of contents, as theme/inc/toc.php prints it: a title with a show/hide toggle
 * and a list of the h2 headings, each with its h3 headings in a sub-list.
 */

/** Internal dependencies */
import { __ } from '../i18n';
import { escAttr, escHtml } from './escape';

export interface TocHeading {
	level: number;
	id: string;
	text: string;
}

/** The TOC markup for the article's headings. */
export function tableOfContents( headings: TocHeading[] ): string {
	let items = '';
	let open = false;
	for ( const heading of headings ) {
		const link = `<a href="#${ escAttr( heading.id ) }">${ escHtml( heading.text ) }</a>`;
		if ( heading.level === 3 && open ) {
			items += `<li class="tourfront-toc__item tourfront-toc__item--h3">${ link }</li>`;
			continue;
		}
		items += `${ open ? '</ol></li>' : '' }<li class="tourfront-toc__item tourfront-toc__item--h${ heading.level }">${ link }<ol class="tourfront-toc__sublist">`;
		open = true;
	}
	items += open ? '</ol></li>' : '';
	items = items
		.split( '<ol class="tourfront-toc__sublist"></ol>' )
		.join( '' );
	return `<nav class="tourfront-toc" aria-label="${ escAttr( __( 'Table of contents' ) ) }"><p class="tourfront-toc__title">${ escHtml(
		__( 'Contents' )
	) } <button type="button" class="tourfront-toc__toggle" aria-expanded="true" aria-controls="tourfront-toc-list" data-label-show="${ escAttr( __( 'Show' ) ) }" data-label-hide="${ escAttr(
		__( 'Hide' )
	) }">${ escHtml( __( 'Hide' ) ) }</button></p><ol class="tourfront-toc__list" id="tourfront-toc-list">${ items }</ol></nav>`;
}
