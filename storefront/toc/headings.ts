/**
 * Stable ids for the article's headings, and a list built from them when the server printed none.
 */

/** Internal dependencies */
import { slugify, uniqueId } from './slug';
import { TOC_HEADING_SELECTOR } from './constants';

/** Gives every heading in `content` without an id a slug id; returns the headings. */
export function ensureHeadingIds(
	content: ParentNode,
	doc: Document = document
): HTMLElement[] {
	const headings = Array.from(
		content.querySelectorAll< HTMLElement >( TOC_HEADING_SELECTOR )
	).filter( ( heading ) => ! heading.closest( '.tourfront-toc' ) );
	const taken = new Set< string >();
	for ( const heading of headings ) {
		if ( ! heading.id ) {
			heading.id = uniqueId(
				slugify( heading.textContent ?? '' ),
				doc,
				taken
			);
		}
		taken.add( heading.id );
	}
	return headings;
}

/** Fills an empty list with one link per heading (h3 items marked as a sub-level). */
export function buildList( list: HTMLElement, headings: HTMLElement[] ): void {
	const doc = list.ownerDocument;
	for ( const heading of headings ) {
		const item = doc.createElement( 'li' );
		item.className = `tourfront-toc__item tourfront-toc__item--${ heading.tagName.toLowerCase() }`;
		const link = doc.createElement( 'a' );
		link.href = `#${ heading.id }`;
		link.textContent = heading.textContent?.trim() ?? '';
		item.append( link );
		list.append( item );
	}
}
