/**
 * Hover zoom on a gallery image (WooCommerce's zoom): the large image follows the pointer inside the
 * slide. Only when the large image is wider than the slide. A large image that fails to load shows
 * "The image could not be loaded" for 2500 ms and the zoom stays off for it.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import { ZOOM_ERROR_DISPLAY_MS } from './constants';

/** The zoomed image's offset for a pointer at (`x`, `y`) in a slide, both as fractions (0–1). */
export function zoomOffset(
	fx: number,
	fy: number,
	slide: { width: number; height: number },
	zoom: { width: number; height: number }
): { left: number; top: number } {
	const clamp = ( value: number ) => Math.min( 1, Math.max( 0, value ) );
	return {
		left: -clamp( fx ) * Math.max( 0, zoom.width - slide.width ),
		top: -clamp( fy ) * Math.max( 0, zoom.height - slide.height ),
	};
}

function showError( slide: HTMLElement ): void {
	const doc = slide.ownerDocument;
	const message = doc.createElement( 'span' );
	message.className = 'tourfront-zoom__error';
	message.setAttribute( 'role', 'status' );
	message.textContent = __( 'The image could not be loaded', 'tourfront' );
	slide.append( message );
	setTimeout( () => message.remove(), ZOOM_ERROR_DISPLAY_MS );
}

/** Adds the zoom to one `.woocommerce-product-gallery__image`. */
export function enableZoom( slide: HTMLElement ): void {
	const doc = slide.ownerDocument;
	let zoom: HTMLImageElement | null = null;
	let failedSrc = '';

	const largeOf = () => {
		const img =
			slide.querySelector< HTMLImageElement >( 'img:not(.zoomImg)' );
		return {
			src: img?.dataset.large_image ?? '',
			width: Number( img?.dataset.large_image_width ) || 0,
			height: Number( img?.dataset.large_image_height ) || 0,
		};
	};

	slide.addEventListener( 'pointerenter', ( event ) => {
		const large = largeOf();
		const rect = slide.getBoundingClientRect();
		if (
			event.pointerType === 'touch' ||
			! large.src ||
			large.src === failedSrc ||
			( rect.width && large.width <= rect.width )
		) {
			return;
		}
		if ( ! zoom || zoom.dataset.for !== large.src ) {
			zoom?.remove();
			const image = doc.createElement( 'img' );
			image.className = 'zoomImg';
			image.alt = '';
			image.setAttribute( 'role', 'presentation' );
			image.dataset.for = large.src;
			image.addEventListener( 'error', () => {
				failedSrc = large.src;
				image.remove();
				zoom = null;
				showError( slide );
			} );
			image.src = large.src;
			slide.classList.add( 'tourfront-zoom' );
			slide.append( image );
			zoom = image;
		}
		zoom.classList.add( 'is-zoomed' );
	} );
	slide.addEventListener( 'pointermove', ( event ) => {
		if ( ! zoom ) {
			return;
		}
		const rect = slide.getBoundingClientRect();
		const large = largeOf();
		const { left, top } = zoomOffset(
			( event.clientX - rect.left ) / ( rect.width || 1 ),
			( event.clientY - rect.top ) / ( rect.height || 1 ),
			rect,
			{
				width: large.width || zoom.naturalWidth,
				height: large.height || zoom.naturalHeight,
			}
		);
		zoom.style.transform = `translate(${ left }px, ${ top }px)`;
	} );
	slide.addEventListener( 'pointerleave', () =>
		zoom?.classList.remove( 'is-zoomed' )
	);
}
