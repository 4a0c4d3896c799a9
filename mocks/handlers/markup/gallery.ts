/**
 * The product gallery markup (div.woocommerce-product-gallery) with local image files.
 */

/** Internal dependencies */
import { IMAGES } from '../../fixtures/images';
import type { StoreContext } from '../../store/context';
import { escAttr } from '../../store/format';
import { imageUrl } from '../../store/images';

/** Gallery images as `div.woocommerce-product-gallery__image` entries. */
export function renderGalleryImages(
	ctx: StoreContext,
	imageIds: number[]
): string {
	return imageIds
		.map( ( id, index ) => {
			const url = imageUrl( ctx, id );
			const alt = IMAGES.find( ( image ) => image.id === id )?.alt ?? '';
			const loading = index === 0 ? '' : ' loading="lazy"';
			return `<div class="woocommerce-product-gallery__image" data-thumb="${ escAttr( url ) }" data-thumb-alt="${ escAttr( alt ) }"><a href="${ escAttr( url ) }"><img width="800" height="600" src="${ escAttr( url ) }" class="${ index === 0 ? 'wp-post-image' : '' }" alt="${ escAttr( alt ) }" data-src="${ escAttr( url ) }" data-large_image="${ escAttr( url ) }" data-large_image_width="800" data-large_image_height="600" decoding="async"${ loading } /></a></div>`;
		} )
		.join( '' );
}

/** The whole gallery block; `extraClass` is added to the outer element. */
export function renderGallery(
	ctx: StoreContext,
	imageIds: number[],
	extraClass = ''
): string {
	const cls = [
		'woocommerce-product-gallery',
		'woocommerce-product-gallery--with-images',
		`woocommerce-product-gallery--columns-4`,
		'images',
		extraClass,
	]
		.filter( Boolean )
		.join( ' ' );
	return `<div class="${ cls }" data-columns="4"><div class="woocommerce-product-gallery__wrapper">${ renderGalleryImages( ctx, imageIds ) }</div></div>`;
}
