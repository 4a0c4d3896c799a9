/**
 * The full-screen gallery (PhotoSwipe 5, loaded on the first open): one image each side preloaded,
 * "The image #%curr% could not be loaded." for an image that fails.
 */

/** External dependencies */
import PhotoSwipe from 'photoswipe';
import 'photoswipe/style.css';

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import { GALLERY_PRELOAD_EACH_SIDE } from './constants';

/** One image of the gallery. */
export interface GalleryItem {
	src: string;
	width: number;
	height: number;
	alt: string;
}

/** The error text for image number `index + 1`. */
export function imageErrorText( index: number ): string {
	/* translators: %curr% is the number of the image in the gallery; keep it as is. */
	// eslint-disable-next-line @wordpress/i18n-translator-comments -- no printf placeholder here: the rule reads "%curr% could" as the placeholder "% c".
	return __( 'The image #%curr% could not be loaded.', 'tourfront' ).replace(
		'%curr%',
		String( index + 1 )
	);
}

/** Opens the gallery at `index`; focus goes back to `trigger` on close. */
export function openPhotoSwipe(
	items: GalleryItem[],
	index: number,
	trigger?: HTMLElement | null
): PhotoSwipe {
	const pswp = new PhotoSwipe( {
		dataSource: items,
		index,
		preload: [ GALLERY_PRELOAD_EACH_SIDE, GALLERY_PRELOAD_EACH_SIDE ],
		showHideAnimationType: 'fade',
		closeTitle: __( 'Close (Esc)', 'tourfront' ),
		arrowPrevTitle: __( 'Previous (arrow left)', 'tourfront' ),
		arrowNextTitle: __( 'Next (arrow right)', 'tourfront' ),
		zoomTitle: __( 'Zoom in/out', 'tourfront' ),
		errorMsg: imageErrorText( index ),
	} );
	pswp.addFilter( 'contentErrorElement', ( element, content ) => {
		element.textContent = imageErrorText( content.index );
		return element;
	} );
	pswp.on( 'destroy', () => trigger?.focus() );
	// PhotoSwipe binds its keyboard only once the opening fade has ended, so an early Escape would be
	// lost; the shopper still means it, so the close is carried out as soon as the fade ends.
	let escapedWhileOpening = false;
	const noteEscape = ( event: KeyboardEvent ) => {
		escapedWhileOpening ||= event.key === 'Escape';
	};
	document.addEventListener( 'keydown', noteEscape );
	pswp.on( 'destroy', () =>
		document.removeEventListener( 'keydown', noteEscape )
	);
	pswp.on( 'openingAnimationEnd', () => {
		document.removeEventListener( 'keydown', noteEscape );
		if ( escapedWhileOpening ) {
			pswp.close();
		}
	} );
	pswp.init();
	return pswp;
}
