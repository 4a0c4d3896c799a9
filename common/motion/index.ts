/**
 * Reduced motion and animated scrolling shared by the site-wide features.
 */

/** Internal dependencies */
import { prefersReducedMotion } from './prefers-reduced-motion';

export { prefersReducedMotion };

/** Ease in-out (swing), as jQuery's default animations use. */
export function swing( progress: number ): number {
	return 0.5 - Math.cos( progress * Math.PI ) / 2;
}

/**
 * Scrolls the window to `top` over `durationMs`, then calls `done`. Instant with reduced motion or a
 * zero duration. `top` may be a function: it is read again on every frame, so a target that moves
 * while scrolling (a list still opening above it, an image loading) is still where the scroll ends.
 * Uses requestAnimationFrame, so fake timers can drive it in tests.
 */
export function scrollToY(
	top: number | ( () => number ),
	durationMs: number,
	done?: () => void,
	win: Window = window
): void {
	const start = win.scrollY;
	const targetNow = () =>
		Math.max( 0, typeof top === 'function' ? top() : top );
	if (
		durationMs <= 0 ||
		prefersReducedMotion( win ) ||
		start === targetNow()
	) {
		win.scrollTo( 0, targetNow() );
		done?.();
		return;
	}
	const startedAt = Date.now();
	const step = () => {
		const progress = Math.min( 1, ( Date.now() - startedAt ) / durationMs );
		const target = targetNow();
		win.scrollTo( 0, start + ( target - start ) * swing( progress ) );
		if ( progress < 1 ) {
			win.requestAnimationFrame( step );
		} else {
			done?.();
		}
	};
	win.requestAnimationFrame( step );
}

/** The page offset of an element's top edge. */
export function pageTop( element: Element, win: Window = window ): number {
	return element.getBoundingClientRect().top + win.scrollY;
}

/**
 * Height of the header when it stays stuck to the top while scrolling (`settings.theme.sticky_header`
 * = 'sticky'), so scroll targets land below it instead of under it; 0 otherwise, and on a phone, where
 * the header stays in the page (theme/assets/css/20-header.css sticks it from 768 px): there a table of
 * contents' heading landed 314 px down the screen, a header's height below where it should.
 */
export function stickyHeaderHeight(
	doc: Document,
	mode: string | undefined
): number {
	return mode === 'sticky' && ( doc.defaultView?.innerWidth ?? 0 ) > 767
		? ( doc.getElementById( 'masthead' )?.offsetHeight ?? 0 )
		: 0;
}
