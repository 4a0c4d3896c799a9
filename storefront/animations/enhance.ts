/**
 * Count-up numbers (`.tourfront-count-up`) and scroll animations (`[data-animate]`), both started
 * when the element comes into view (IntersectionObserver; the bottom edge is pushed out 1 % for the
 * 101 % offset). A scroll-animated element gets `is-animating` at once and `data-animated="true"`
 * 300 ms later; with reduced motion it is marked animated straight away and numbers show their end.
 */

/** Internal dependencies */
import { prefersReducedMotion } from '../../common/motion';
import { createClaim, queryAll } from '../../common/once';
import {
	SCROLL_ANIMATION_MARK_DELAY_MS,
	SCROLL_ANIMATION_OFFSET_PERCENT,
} from './constants';
import { runCountUp } from './count-up';

const claim = createClaim();

/** rootMargin for an offset given as a share of the viewport height (101 → 1 % below the bottom). */
export function offsetToRootMargin( offsetPercent: number ): string {
	return `0px 0px ${ offsetPercent - 100 }% 0px`;
}

/** Starts the scroll animation of one element. */
export function startScrollAnimation(
	element: HTMLElement,
	reduced: boolean
): void {
	if ( reduced ) {
		element.dataset.animated = 'true';
		return;
	}
	element.classList.add( 'is-animating' );
	setTimeout( () => {
		element.dataset.animated = 'true';
	}, SCROLL_ANIMATION_MARK_DELAY_MS );
}

function whenVisible(
	elements: HTMLElement[],
	run: ( element: HTMLElement ) => void
): void {
	if ( typeof IntersectionObserver !== 'function' ) {
		elements.forEach( run );
		return;
	}
	const observer = new IntersectionObserver(
		( entries ) => {
			for ( const entry of entries ) {
				if ( entry.isIntersecting ) {
					observer.unobserve( entry.target );
					run( entry.target as HTMLElement );
				}
			}
		},
		{ rootMargin: offsetToRootMargin( SCROLL_ANIMATION_OFFSET_PERCENT ) }
	);
	elements.forEach( ( element ) => observer.observe( element ) );
}

/** Observes the count-ups and scroll animations in `root`. */
export function enhance( root: ParentNode ): void {
	const reduced = prefersReducedMotion();
	const counters = queryAll( root, '.tourfront-count-up' ).filter( claim );
	const animated = queryAll( root, '[data-animate]' ).filter( claim );
	if ( counters.length ) {
		whenVisible( counters, ( element ) => runCountUp( element, reduced ) );
	}
	if ( animated.length ) {
		whenVisible( animated, ( element ) =>
			startScrollAnimation( element, reduced )
		);
	}
}
