/**
 * The quick view's gallery: one image at a time, changed by dragging (past 15 px) or by the previous
 * and next buttons. Clicks on an image never leave the quick view.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import { QUICKVIEW_DRAG_THRESHOLD_PX } from './constants';

/** The step a horizontal drag of `dx` px makes: 1 (next) when dragged left past the threshold, -1 right, else 0. */
export function dragStep(
	dx: number,
	thresholdPx: number = QUICKVIEW_DRAG_THRESHOLD_PX
): -1 | 0 | 1 {
	if ( dx < -thresholdPx ) {
		return 1;
	}
	return dx > thresholdPx ? -1 : 0;
}

/** Makes `gallery` a slider; returns a function showing slide `index`. */
export function enableSlider(
	gallery: HTMLElement
): ( index: number ) => void {
	const doc = gallery.ownerDocument;
	const slides = Array.from(
		gallery.querySelectorAll< HTMLElement >(
			'.woocommerce-product-gallery__image'
		)
	);
	let current = 0;
	const show = ( index: number ) => {
		current = ( index + slides.length ) % Math.max( slides.length, 1 );
		slides.forEach( ( slide, i ) => {
			slide.classList.toggle( 'is-active', i === current );
			slide.setAttribute( 'aria-hidden', String( i !== current ) );
		} );
	};
	gallery.classList.add( 'tourfront-slider' );
	show( 0 );
	gallery.addEventListener( 'click', ( event ) => {
		if (
			( event.target as Element ).closest(
				'.woocommerce-product-gallery__image a'
			)
		) {
			event.preventDefault();
		}
	} );
	if ( slides.length < 2 ) {
		return show;
	}
	for ( const [ className, label, step, text ] of [
		[
			'tourfront-slider__prev',
			__( 'Previous image', 'tourfront' ),
			-1,
			'‹',
		],
		[ 'tourfront-slider__next', __( 'Next image', 'tourfront' ), 1, '›' ],
	] as const ) {
		const button = doc.createElement( 'button' );
		button.type = 'button';
		button.className = className;
		button.setAttribute( 'aria-label', label );
		button.textContent = text;
		button.addEventListener( 'click', () => show( current + step ) );
		gallery.append( button );
	}
	let startX: number | null = null;
	gallery.addEventListener( 'pointerdown', ( event ) => {
		startX = event.clientX;
	} );
	gallery.addEventListener( 'pointerup', ( event ) => {
		if ( startX !== null ) {
			const step = dragStep( event.clientX - startX );
			startX = null;
			if ( step ) {
				show( current + step );
			}
		}
	} );
	gallery.addEventListener( 'pointercancel', () => ( startX = null ) );
	gallery.addEventListener( 'dragstart', ( event ) =>
		event.preventDefault()
	);
	return show;
}
