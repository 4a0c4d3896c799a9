/**
 * Sliders: `.tourfront-slider` around a `.tourfront-slider__track` of `.tourfront-slider__slide`s. The
 * track scrolls sideways (CSS scroll snap); previous/next buttons and arrow keys move one slide, and
 * dots jump to a slide. `data-autoplay="5000"` advances every 5 s unless the visitor prefers reduced
 * motion, hovers or focuses the slider.
 */

/** WordPress dependencies */
import { __, sprintf } from '@wordpress/i18n';

/** Internal dependencies */
import { prefersReducedMotion } from '../../common/motion';
import { createClaim, queryAll } from '../../common/once';
import { iconButton } from '../../common/icon-button';

const claim = createClaim();

/** The slide index after moving `step` from `index` among `count` slides (wrapping). */
export function nextSlideIndex(
	index: number,
	step: number,
	count: number
): number {
	return count > 0 ? ( ( ( index + step ) % count ) + count ) % count : 0;
}

/** Binds every slider in `root`. */
export function enhance( root: ParentNode ): void {
	for ( const slider of queryAll( root, '.tourfront-slider' ) ) {
		const track = slider.querySelector< HTMLElement >(
			'.tourfront-slider__track'
		);
		const slides = Array.from(
			slider.querySelectorAll< HTMLElement >( '.tourfront-slider__slide' )
		);
		if ( ! track || slides.length < 2 || ! claim( slider ) ) {
			continue;
		}
		const doc = slider.ownerDocument;
		let index = 0;
		const dots = doc.createElement( 'div' );
		dots.className = 'tourfront-slider__dots';
		const go = ( target: number ) => {
			index = nextSlideIndex( target, 0, slides.length );
			track.scrollTo( {
				left: slides[ index ].offsetLeft - track.offsetLeft,
				behavior: prefersReducedMotion() ? 'auto' : 'smooth',
			} );
			slides.forEach( ( slide, n ) =>
				slide.setAttribute( 'aria-hidden', String( n !== index ) )
			);
			Array.from( dots.children ).forEach( ( dot, n ) =>
				dot.setAttribute( 'aria-current', String( n === index ) )
			);
		};
		slides.forEach( ( _slide, n ) => {
			const dot = iconButton(
				doc,
				'tourfront-slider__dot',
				/* translators: %d: slide number */
				sprintf( __( 'Go to slide %d', 'tourfront' ), n + 1 ),
				''
			);
			dot.addEventListener( 'click', () => go( n ) );
			dots.append( dot );
		} );
		const previous = iconButton(
			doc,
			'tourfront-slider__prev',
			__( 'Previous', 'tourfront' ),
			'‹'
		);
		const next = iconButton(
			doc,
			'tourfront-slider__next',
			__( 'Next', 'tourfront' ),
			'›'
		);
		previous.addEventListener( 'click', () =>
			go( nextSlideIndex( index, -1, slides.length ) )
		);
		next.addEventListener( 'click', () =>
			go( nextSlideIndex( index, 1, slides.length ) )
		);
		slider.append( previous, next, dots );
		slider.addEventListener( 'keydown', ( event ) => {
			if ( event.key === 'ArrowLeft' || event.key === 'ArrowRight' ) {
				go(
					nextSlideIndex(
						index,
						event.key === 'ArrowLeft' ? -1 : 1,
						slides.length
					)
				);
			}
		} );
		go( 0 );
		const delay = Number( slider.dataset.autoplay );
		if ( delay > 0 && ! prefersReducedMotion() ) {
			let paused = false;
			slider.addEventListener( 'mouseenter', () => ( paused = true ) );
			slider.addEventListener( 'mouseleave', () => ( paused = false ) );
			slider.addEventListener( 'focusin', () => ( paused = true ) );
			slider.addEventListener( 'focusout', () => ( paused = false ) );
			setInterval( () => {
				if ( ! paused && slider.isConnected ) {
					go( nextSlideIndex( index, 1, slides.length ) );
				}
			}, delay );
		}
	}
}
