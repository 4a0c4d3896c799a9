/**
 * `prefers-reduced-motion`: marks the page (`html.tourfront-reduced-motion`, which the animations,
 * parallax and accordions check) and tells users who can edit pages, in the console, why the
 * animations they configured do not play.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import { getSettings } from '../../common/settings';
import { prefersReducedMotion } from '../../common/motion/prefers-reduced-motion';
import { createClaim } from '../../common/once';

const claimPage = createClaim();

/** The class on `<html>` while reduced motion is on. */
export const REDUCED_MOTION_CLASS = 'tourfront-reduced-motion';

/** Applies the visitor's motion preference to the page once. */
export function init( root: ParentNode ): void {
	const doc = root.ownerDocument ?? ( root as Document );
	if ( ! claimPage( doc.documentElement ) ) {
		return;
	}
	const win = doc.defaultView ?? window;
	const reduced = prefersReducedMotion( win );
	doc.documentElement.classList.toggle( REDUCED_MOTION_CLASS, reduced );
	if ( reduced && getSettings().theme?.can_edit_pages ) {
		// eslint-disable-next-line no-console
		console.info(
			__(
				'Reduced motion is turned on in your operating system, so animations and parallax effects are off on this site.',
				'tourfront'
			)
		);
	}
}
