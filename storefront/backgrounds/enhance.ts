/**
 * Parallax and video backgrounds. `[data-parallax]` (a factor, default 0.3) moves its
 * `.tourfront-parallax__bg` child (or itself) against the scroll; `.tourfront-video-bg video` plays,
 * muted and looping, only while visible. With reduced motion neither moves: parallax stays put and
 * videos stay paused on their poster.
 */

/** Internal dependencies */
import { prefersReducedMotion } from '../../common/motion';
import { createClaim, queryAll } from '../../common/once';

/** Parallax factor when the element gives none. */
export const DEFAULT_PARALLAX_FACTOR = 0.3;

const claim = createClaim();

/** The background's vertical shift for an element `topPx` from the window's top. */
export function parallaxShiftPx( topPx: number, factor: number ): number {
	return Math.round( -topPx * factor );
}

function initParallax( element: HTMLElement, win: Window ): void {
	const layer =
		element.querySelector< HTMLElement >( '.tourfront-parallax__bg' ) ??
		element;
	const factor =
		Number( element.dataset.parallax ) || DEFAULT_PARALLAX_FACTOR;
	let frame = 0;
	const update = () => {
		frame = 0;
		const shift = parallaxShiftPx(
			element.getBoundingClientRect().top,
			factor
		);
		if ( layer === element ) {
			element.style.backgroundPositionY = `${ shift }px`;
		} else {
			layer.style.transform = `translate3d(0, ${ shift }px, 0)`;
		}
	};
	win.addEventListener(
		'scroll',
		() => {
			frame ||= win.requestAnimationFrame( update );
		},
		{ passive: true }
	);
	update();
}

function initVideo( video: HTMLVideoElement ): void {
	video.muted = true;
	video.loop = true;
	video.playsInline = true;
	if ( typeof IntersectionObserver !== 'function' ) {
		void video.play?.()?.catch( () => undefined );
		return;
	}
	new IntersectionObserver( ( entries ) => {
		for ( const entry of entries ) {
			if ( entry.isIntersecting ) {
				void video.play?.()?.catch( () => undefined );
			} else {
				video.pause?.();
			}
		}
	} ).observe( video );
}

/** Starts the parallax and video backgrounds in `root` unless the visitor prefers reduced motion. */
export function enhance( root: ParentNode ): void {
	const reduced = prefersReducedMotion();
	const doc = root.ownerDocument ?? ( root as Document );
	const win = doc.defaultView ?? window;
	for ( const element of queryAll( root, '[data-parallax]' ) ) {
		if ( claim( element ) && ! reduced ) {
			initParallax( element, win );
		}
	}
	for ( const video of queryAll< HTMLVideoElement >(
		root,
		'.tourfront-video-bg video'
	) ) {
		if ( ! claim( video ) ) {
			continue;
		}
		if ( reduced ) {
			video.autoplay = false;
			video.pause?.();
		} else {
			initVideo( video );
		}
	}
}
