/**
 * The variation image swap: a chosen variation's image replaces the
 * gallery's first image; hiding or resetting the variation restores the original. Originals are kept
 * in `data-o_*` attributes, as WooCommerce does.
 */

/** Internal dependencies */
import type { VariationImage } from '../variations/variation-match';

function setSaved(
	element: Element,
	attribute: string,
	value: string | number | false | undefined
): void {
	const saved = `data-o_${ attribute }`;
	if ( ! element.hasAttribute( saved ) ) {
		element.setAttribute( saved, element.getAttribute( attribute ) ?? '' );
	}
	// WooCommerce sends `srcset: false` for an image without sizes (an SVG): no attribute, not "false".
	if ( value === undefined || value === '' || value === false ) {
		element.removeAttribute( attribute );
	} else {
		element.setAttribute( attribute, String( value ) );
	}
}

function restoreSaved( element: Element | null | undefined ): void {
	for ( const attribute of Array.from( element?.attributes ?? [] ) ) {
		if ( attribute.name.startsWith( 'data-o_' ) ) {
			const original = attribute.name.slice( 'data-o_'.length );
			if ( attribute.value === '' ) {
				element?.removeAttribute( original );
			} else {
				element?.setAttribute( original, attribute.value );
			}
			element?.removeAttribute( attribute.name );
		}
	}
}

function firstSlide( gallery: Element ): {
	slide: Element | null;
	image: HTMLImageElement | null;
	link: Element | null;
} {
	const slide = gallery.querySelector(
		'.woocommerce-product-gallery__image, .woocommerce-product-gallery__image--placeholder'
	);
	return {
		slide,
		image: slide?.querySelector( 'img' ) ?? null,
		link: slide?.querySelector( 'a' ) ?? null,
	};
}

/** Shows `image` as the gallery's first image; false when the variation has none (then it restores). */
export function swapVariationImage(
	gallery: Element,
	image: VariationImage | undefined
): boolean {
	const { slide, image: img, link } = firstSlide( gallery );
	if ( ! img || ! image?.src || image.src.length < 2 ) {
		restoreVariationImage( gallery );
		return false;
	}
	const values: Record< string, string | number | false | undefined > = {
		src: image.src,
		srcset: image.srcset,
		sizes: image.sizes,
		width: image.src_w,
		height: image.src_h,
		title: image.title,
		alt: image.alt,
		'data-caption': image.caption,
		'data-src': image.full_src,
		'data-large_image': image.full_src,
		'data-large_image_width': image.full_src_w,
		'data-large_image_height': image.full_src_h,
	};
	for ( const [ attribute, value ] of Object.entries( values ) ) {
		setSaved( img, attribute, value );
	}
	if ( slide ) {
		setSaved(
			slide,
			'data-thumb',
			image.gallery_thumbnail_src || image.src
		);
	}
	if ( link && image.full_src ) {
		setSaved( link, 'href', image.full_src );
	}
	gallery.classList.add( 'has-variation-image' );
	return true;
}

/** Puts the gallery's original first image back. */
export function restoreVariationImage( gallery: Element ): void {
	const { slide, image, link } = firstSlide( gallery );
	restoreSaved( image );
	restoreSaved( slide );
	restoreSaved( link );
	gallery.classList.remove( 'has-variation-image' );
}
