/**
 * Lightbox triggers (the lightbox code loads on the first click):
 * - a link to `#id` whose target is inline lightbox content (`.tourfront-lightbox-inline`, kept hidden);
 * - `a[data-lightbox="image"]` (single image), links inside `[data-lightbox="gallery"]` (gallery);
 * - `a[data-lightbox="video"]` (YouTube, Vimeo or a video file);
 * - `[data-lightbox="off-canvas"][href="#id"]` (the element with that id as a side panel;
 *   `data-position="right"` for the right side).
 */

/** Internal dependencies */
import { idTarget } from '../../common/url-fragment';
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

/**
 * Whether a click on `link` may open a lightbox: the check every page runs on every click is this
 * much; which lightbox it is comes with the lightbox's code (./triggers.ts, in its chunk).
 */
function mayOpenLightbox( link: HTMLAnchorElement ): boolean {
	return (
		! link.closest( '.tourfront-lightbox' ) &&
		( !! link.closest( '[data-lightbox]' ) ||
			!! idTarget( link )?.matches( INLINE_LIGHTBOX_SELECTOR ) )
	);
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
		if ( ! link || ! mayOpenLightbox( link ) ) {
			return;
		}
		event.preventDefault();
		void import( './lightbox' ).then( ( lightbox ) => {
			const options = lightbox.lightboxFor( link );
			// Marked, but not a lightbox after all (an off-canvas link whose panel is missing): the link it is.
			return options
				? lightbox.openLightbox( options )
				: doc.defaultView?.location.assign( link.href );
		} );
	} );
}
