/**
 * Product galleries: zoom and the full-screen gallery on product pages, and the variation image swap
 * on every gallery whose product has a variation form (the quick view's included).
 */

/** Internal dependencies */
import { createClaim, queryAll } from '../../common/once';
import {
	HIDE_VARIATION_EVENT,
	SHOW_VARIATION_EVENT,
} from '../variations/constants';
import type { ProductVariation } from '../variations/variation-match';
import { GALLERY_SELECTOR, SLIDER_GALLERY_SELECTOR } from './constants';
import { enhanceGallery } from './gallery';
import { restoreVariationImage, swapVariationImage } from './variation-image';

const claim = createClaim();

/** Enhances the galleries in `root` (once each). */
export function enhance( root: ParentNode ): void {
	for ( const gallery of queryAll( root, GALLERY_SELECTOR ) ) {
		if ( ! claim( gallery ) ) {
			continue;
		}
		if ( ! gallery.matches( SLIDER_GALLERY_SELECTOR ) ) {
			enhanceGallery( gallery );
		}
		const product = gallery.closest( '.product' );
		product?.addEventListener( SHOW_VARIATION_EVENT, ( event ) => {
			swapVariationImage(
				gallery,
				( event as CustomEvent< { variation: ProductVariation } > )
					.detail.variation.image
			);
		} );
		product?.addEventListener( HIDE_VARIATION_EVENT, () =>
			restoreVariationImage( gallery )
		);
	}
}
