/**
 * Product galleries (loaded with the product page chunk when a gallery is on the page): zoom and the
 * full-screen gallery, and the variation image swap.
 */

/** Internal dependencies */
import { lazyInit } from '../../common/lazy-load/lazy';
import { GALLERY_SELECTOR } from './constants';
import './style.css';

/** Enhances the galleries in `root`. */
export const init = lazyInit( GALLERY_SELECTOR, () =>
	import( '../product-page' ).then( ( m ) => ( {
		enhance: m.enhanceGallery,
	} ) )
);
