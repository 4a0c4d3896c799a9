/**
 * The visitor's motion preference, on its own: every page asks it at boot (storefront/reduced-motion),
 * while the animated scrolling beside it in ./motion.ts loads only with the features that scroll.
 */

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** True when the visitor's system asks for reduced motion. */
export function prefersReducedMotion( win: Window = window ): boolean {
	return (
		typeof win.matchMedia === 'function' &&
		win.matchMedia( REDUCED_MOTION_QUERY ).matches
	);
}
