/**
 * Scroll-to anchors and bullets: `.tourfront-scroll-to[data-link="#name"][data-label]` marks a place
 * in the page. Anchors with `data-bullet` (not "false") get a bullet in `nav.tourfront-scroll-bullets`;
 * a bullet, any link to `#name`, or arriving with `#name` in the address scrolls there (500 ms).
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import { getSettings } from '../../common/settings';
import { decodeFragment } from '../../common/url-fragment';
import { pageTop, scrollToY, stickyHeaderHeight } from '../../common/motion';
import { createClaim, queryAll } from '../../common/once';

/** Scroll to an anchor. */
export const SCROLL_TO_DURATION_MS = 500;

const claimPage = createClaim();

function anchorFor( doc: Document, hash: string ): HTMLElement | null {
	if ( ! hash || hash === '#' ) {
		return null;
	}
	return (
		Array.from(
			doc.querySelectorAll< HTMLElement >(
				'.tourfront-scroll-to[data-link]'
			)
		).find(
			( anchor ) =>
				anchor.dataset.link === hash ||
				anchor.dataset.link === decodeFragment( hash )
		) ?? null
	);
}

/** Scrolls to the anchor named by `hash` ("#name"); false when there is none. */
export function scrollToAnchor(
	doc: Document,
	hash: string,
	setHash = true
): boolean {
	const anchor = anchorFor( doc, hash );
	if ( ! anchor ) {
		return false;
	}
	const below = stickyHeaderHeight( doc, getSettings().theme?.sticky_header );
	scrollToY(
		() => pageTop( anchor ) - below,
		SCROLL_TO_DURATION_MS,
		() => {
			if ( setHash ) {
				doc.defaultView?.history.pushState( null, '', hash );
			}
		}
	);
	return true;
}

/** Builds the bullets from the page's anchors (once per page) and handles `#name` links. */
export function enhance( root: ParentNode ): void {
	const doc = root.ownerDocument ?? ( root as Document );
	const anchors = queryAll( doc, '.tourfront-scroll-to[data-link]' );
	if ( ! anchors.length || ! claimPage( doc.documentElement ) ) {
		return;
	}
	const bulleted = anchors.filter(
		( anchor ) => anchor.dataset.bullet !== 'false'
	);
	if ( bulleted.length ) {
		const nav = doc.createElement( 'nav' );
		nav.className = 'tourfront-scroll-bullets';
		nav.setAttribute( 'aria-label', __( 'Page sections', 'tourfront' ) );
		const list = doc.createElement( 'ul' );
		for ( const anchor of bulleted ) {
			const item = doc.createElement( 'li' );
			const link = doc.createElement( 'a' );
			link.href = anchor.dataset.link ?? '#';
			link.title = anchor.dataset.label ?? '';
			link.setAttribute(
				'aria-label',
				anchor.dataset.label ?? anchor.dataset.link ?? ''
			);
			item.append( link );
			list.append( item );
		}
		nav.append( list );
		doc.body.append( nav );
	}
	doc.addEventListener( 'click', ( event ) => {
		const link = (
			event.target as Element | null
		 )?.closest?.< HTMLAnchorElement >( 'a[href^="#"]' );
		if (
			link &&
			scrollToAnchor( doc, link.getAttribute( 'href' ) ?? '' )
		) {
			event.preventDefault();
		}
	} );
	scrollToAnchor( doc, doc.location.hash, false );
}
