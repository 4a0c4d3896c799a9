/**
 * Which lightbox a link opens (storefront/lightbox/index.ts lists the kinds). Loaded with the lightbox's
 * code, on the first click on a link that may open one.
 */

/** Internal dependencies */
import { idTarget } from '../../common/url-fragment';
import { INLINE_LIGHTBOX_SELECTOR } from './constants';
import type { LightboxOptions } from './lightbox';

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
