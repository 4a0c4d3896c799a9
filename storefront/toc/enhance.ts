/**
 * The article's table of contents:
 * `<nav class="tourfront-toc"><button class="tourfront-toc__toggle" aria-expanded="true"
 * data-label-show="Show" data-label-hide="Hide">Hide</button><ol class="tourfront-toc__list">…</ol></nav>`
 * (theme/inc/toc.php prints it, heading ids included; an empty list is built here).
 * The toggle swaps its two labels and opens/closes the list (300 ms); links smooth-scroll (500 ms)
 * to `settings.theme.toc_scroll_offset` above the heading (plus a stuck header's height) and then
 * set the hash.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import { getSettings } from '../../common/settings';
import { decodeFragment } from '../../common/url-fragment';
import {
	pageTop,
	prefersReducedMotion,
	scrollToY,
	stickyHeaderHeight,
} from '../../common/motion';
import { createClaim, queryAll } from '../../common/once';
import { slide } from '../../common/motion/slide';
import {
	DEFAULT_TOC_SCROLL_OFFSET_PX,
	TOC_CONTENT_SELECTOR,
	TOC_SCROLL_DURATION_MS,
	TOC_TOGGLE_DURATION_MS,
} from './constants';
import { buildList, ensureHeadingIds } from './headings';

const claim = createClaim();

function labels( toggle: HTMLElement ) {
	return {
		open: toggle.dataset.labelHide || __( 'Hide', 'tourfront' ),
		closed: toggle.dataset.labelShow || __( 'Show', 'tourfront' ),
	};
}

/** Opens or closes one TOC. */
export function setTocOpen( toc: HTMLElement, open: boolean ): void {
	const toggle = toc.querySelector< HTMLElement >( '.tourfront-toc__toggle' );
	const list = toc.querySelector< HTMLElement >( '.tourfront-toc__list' );
	if ( ! toggle || ! list ) {
		return;
	}
	const label =
		toggle.querySelector( '.tourfront-toc__toggle-label' ) ?? toggle;
	label.textContent = open ? labels( toggle ).open : labels( toggle ).closed;
	toggle.setAttribute( 'aria-expanded', String( open ) );
	toc.classList.toggle( 'is-closed', ! open );
	slide( list, open, prefersReducedMotion() ? 0 : TOC_TOGGLE_DURATION_MS );
}

/**
 * Scrolls to the heading `id`, `toc_scroll_offset` px below the top (below a header that stays stuck),
 * then sets the hash.
 */
export function scrollToHeading(
	id: string,
	doc: Document = document
): boolean {
	const target = doc.getElementById( id );
	if ( ! target ) {
		return false;
	}
	const theme = getSettings().theme;
	const offset =
		Number( theme?.toc_scroll_offset ?? DEFAULT_TOC_SCROLL_OFFSET_PX ) +
		stickyHeaderHeight( doc, theme?.sticky_header );
	scrollToY(
		() => pageTop( target ) - offset,
		TOC_SCROLL_DURATION_MS,
		() => {
			doc.defaultView?.history.pushState(
				null,
				'',
				`#${ encodeURIComponent( id ) }`
			);
		}
	);
	return true;
}

/** Enhances every `.tourfront-toc` in `root`. */
export function enhance( root: ParentNode ): void {
	for ( const toc of queryAll( root, '.tourfront-toc' ) ) {
		if ( ! claim( toc ) ) {
			continue;
		}
		const doc = toc.ownerDocument;
		const content = toc.closest( TOC_CONTENT_SELECTOR ) ?? doc.body;
		const headings = ensureHeadingIds( content, doc );
		const list = toc.querySelector< HTMLElement >( '.tourfront-toc__list' );
		if ( list && ! list.querySelector( 'a' ) ) {
			buildList( list, headings );
		}
		const toggle = toc.querySelector< HTMLElement >(
			'.tourfront-toc__toggle'
		);
		toggle?.addEventListener( 'click', ( event ) => {
			event.preventDefault();
			setTocOpen(
				toc,
				toggle.getAttribute( 'aria-expanded' ) !== 'true'
			);
		} );
		toc.addEventListener( 'click', ( event ) => {
			const link = (
				event.target as Element
			 ).closest< HTMLAnchorElement >(
				'.tourfront-toc__list a[href^="#"]'
			);
			if (
				link &&
				scrollToHeading( decodeFragment( link.hash.slice( 1 ) ), doc )
			) {
				event.preventDefault();
			}
		} );
	}
}
