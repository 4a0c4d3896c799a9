/**
 * Back-to-top link (`a.back-to-top` / `#top-link`): shown after some scrolling, scrolls to the top in
 * 300 ms and moves focus to the page's top.
 */

/** Internal dependencies */
import { createClaim, queryAll } from '../../common/once';
import {
	BACK_TO_TOP_DURATION_MS,
	BACK_TO_TOP_VISIBLE_AFTER_PX,
} from './constants';

const claim = createClaim();

/** Binds every back-to-top link in `root`. */
export function init( root: ParentNode ): void {
	for ( const link of queryAll( root, 'a.back-to-top, #top-link' ) ) {
		if ( ! claim( link ) ) {
			continue;
		}
		const win = link.ownerDocument.defaultView ?? window;
		const update = () =>
			link.classList.toggle(
				'is-active',
				win.scrollY > BACK_TO_TOP_VISIBLE_AFTER_PX
			);
		win.addEventListener( 'scroll', update, { passive: true } );
		update();
		link.addEventListener( 'click', ( event ) => {
			event.preventDefault();
			// The scrolling code comes with the first click (every page carries this feature, so it stays light).
			void import( '../../common/motion' ).then( ( { scrollToY } ) =>
				scrollToY( 0, BACK_TO_TOP_DURATION_MS, undefined, win )
			);
		} );
	}
}
