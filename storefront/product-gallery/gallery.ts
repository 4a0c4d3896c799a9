/**
 * A product page gallery: shown at once (WooCommerce prints it at opacity 0 for its own script),
 * hover zoom on each image, and a full-screen PhotoSwipe gallery from the trigger button or a click on
 * an image, its code loaded on the first open.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import type { GalleryItem } from './photoswipe';

const MAGNIFIER_SVG =
	'<svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24"><circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" stroke-width="2.5"/><path d="M15 15l6 6" stroke="currentColor" stroke-width="2.5" stroke-linecap="round"/></svg>';

/** The full-size images of a gallery, in order. */
export function galleryItems( gallery: Element ): GalleryItem[] {
	return Array.from(
		gallery.querySelectorAll( '.woocommerce-product-gallery__image' )
	).flatMap( ( slide ) => {
		const img =
			slide.querySelector< HTMLImageElement >( 'img:not(.zoomImg)' );
		const src =
			img?.dataset.large_image ||
			slide.querySelector( 'a' )?.getAttribute( 'href' ) ||
			img?.src;
		return src
			? [
					{
						src,
						width: Number( img?.dataset.large_image_width ) || 0,
						height: Number( img?.dataset.large_image_height ) || 0,
						alt: img?.alt ?? '',
					},
				]
			: [];
	} );
}

async function open(
	gallery: Element,
	index: number,
	trigger: HTMLElement
): Promise< void > {
	const items = galleryItems( gallery );
	if ( ! items.length ) {
		return;
	}
	const { openPhotoSwipe } = await import( './photoswipe' );
	openPhotoSwipe( items, Math.min( index, items.length - 1 ), trigger );
}

/**
 * The hover zoom's code (./zoom.ts) comes with the first mouse or pen over an image (a touch never
 * zooms), then takes up that hover: a product page does not carry it before any interaction.
 */
function zoomOnFirstHover( slide: HTMLElement ): void {
	const start = ( event: PointerEvent ) => {
		if ( event.pointerType === 'touch' ) {
			return;
		}
		slide.removeEventListener( 'pointerenter', start );
		void import( './zoom' ).then( ( { enableZoom } ) => {
			enableZoom( slide );
			if ( slide.matches( ':hover' ) ) {
				const { pointerType, clientX, clientY } = event;
				slide.dispatchEvent(
					new PointerEvent( 'pointerenter', {
						pointerType,
						clientX,
						clientY,
					} )
				);
			}
		} );
	};
	slide.addEventListener( 'pointerenter', start );
}

/** Enhances one product page gallery. */
export function enhanceGallery( gallery: HTMLElement ): void {
	const doc = gallery.ownerDocument;
	gallery.style.opacity = '1';
	const slides = Array.from(
		gallery.querySelectorAll< HTMLElement >(
			'.woocommerce-product-gallery__image'
		)
	);
	slides.forEach( zoomOnFirstHover );
	if ( ! slides.length ) {
		return;
	}
	const trigger = doc.createElement( 'button' );
	trigger.type = 'button';
	trigger.className = 'woocommerce-product-gallery__trigger';
	trigger.innerHTML = MAGNIFIER_SVG;
	trigger.setAttribute(
		'aria-label',
		__( 'View full-screen image gallery', 'tourfront' )
	);
	trigger.addEventListener( 'click', () => open( gallery, 0, trigger ) );
	gallery.prepend( trigger );
	gallery.addEventListener( 'click', ( event ) => {
		const link = ( event.target as Element ).closest(
			'.woocommerce-product-gallery__image a'
		);
		if ( ! link ) {
			return;
		}
		event.preventDefault();
		const slide = link.closest< HTMLElement >(
			'.woocommerce-product-gallery__image'
		) as HTMLElement;
		open( gallery, slides.indexOf( slide ), link as HTMLElement );
	} );
}
