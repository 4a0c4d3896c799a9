/**
 * Lightbox triggers (the lightbox code loads on the first click):
 * - a link to `#id` whose target is inline lightbox content (`.tourfront-lightbox-inline`, kept hidden);
 * - `a[data-lightbox="image"]` (single image), links inside `[data-lightbox="gallery"]` (gallery);
 * - `a[data-lightbox="video"]` (YouTube, Vimeo or a video file);
 * - `[data-lightbox="off-canvas"][href="#id"]` (the element with that id as a side panel;
 *   `data-position="right"` for the right side).
 */

/** Internal dependencies */
import { decodeFragment } from '../../common/url-fragment';
import { createClaim } from '../../common/once';
import { INLINE_LIGHTBOX_SELECTOR } from './constants';
import type { LightboxOptions } from './lightbox';

const claimPage = createClaim();

/** Opens a lightbox, loading its code first. */
export async function openLightbox(
	options: LightboxOptions
): Promise< HTMLElement > {
	const lightbox = await import( './lightbox' );
	return lightbox.openLightbox( options );
}

function idTarget( link: HTMLAnchorElement ): HTMLElement | null {
	const id = link.getAttribute( 'href' )?.startsWith( '#' )
		? decodeFragment( link.hash.slice( 1 ) )
		: '';
	return id ? link.ownerDocument.getElementById( id ) : null;
}

/** The lightbox a click on `link` opens, or null when it is an ordinary link. */
export function lightboxFor( link: HTMLAnchorElement ): LightboxOptions | null {
	const kind = link.dataset.lightbox;
	if ( kind === 'image' ) {
		return {
			type: 'image',
			items: [
				{ src: link.href, alt: link.querySelector( 'img' )?.alt },
			],
			trigger: link,
		};
	}
	if ( kind === 'video' ) {
		return { type: 'video', src: link.href, trigger: link };
	}
	const gallery = link.closest< HTMLElement >( '[data-lightbox="gallery"]' );
	if ( gallery ) {
		const links = Array.from(
			gallery.querySelectorAll< HTMLAnchorElement >( 'a[href]' )
		);
		return {
			type: 'gallery',
			items: links.map( ( item ) => ( {
				src: item.href,
				alt: item.querySelector( 'img' )?.alt,
			} ) ),
			index: links.indexOf( link ),
			trigger: link,
		};
	}
	const target = idTarget( link );
	if ( kind === 'off-canvas' && target ) {
		return {
			type: 'off-canvas',
			content: target,
			position: link.dataset.position === 'right' ? 'right' : 'left',
			trigger: link,
		};
	}
	if ( target?.matches( INLINE_LIGHTBOX_SELECTOR ) ) {
		return { type: 'inline', content: target, trigger: link };
	}
	return null;
}

/** Listens for lightbox links anywhere in the document (once per page). */
export function init( root: ParentNode ): void {
	const doc = root.ownerDocument ?? ( root as Document );
	if ( ! claimPage( doc.documentElement ) ) {
		return;
	}
	doc.addEventListener( 'click', ( event ) => {
		const link = (
			event.target as Element | null
		 )?.closest?.< HTMLAnchorElement >( 'a[href]' );
		const options =
			link && ! link.closest( '.tourfront-lightbox' )
				? lightboxFor( link )
				: null;
		if ( options ) {
			event.preventDefault();
			void openLightbox( options );
		}
	} );
}
