/**
 * Listing behaviours: the sort select submits its form on change; notices are scrolled into view.
 */

/** Internal dependencies */
import {
	NOTICE_SCROLL_DURATION_MS,
	NOTICE_SCROLL_OFFSET_PX,
} from './constants';

/** Submits the ordering form when its select changes. */
export function bindSortSelect( select: HTMLSelectElement ): void {
	select.addEventListener( 'change', () => {
		const form = select.form;
		if ( ! form ) {
			return;
		}
		if ( typeof form.requestSubmit === 'function' ) {
			form.requestSubmit();
		} else {
			form.submit();
		}
	} );
}

/**
 * Scrolls so `notice` sits 100 px below the top of the window, over 1000 ms. The scrolling code loads
 * only then: listings and product pages seldom open with a notice out of view.
 */
export function scrollToNotice(
	notice: Element,
	win: Window = window
): Promise< void > {
	return import( '../../common/motion' ).then( ( { pageTop, scrollToY } ) =>
		scrollToY(
			pageTop( notice, win ) - NOTICE_SCROLL_OFFSET_PX,
			NOTICE_SCROLL_DURATION_MS,
			undefined,
			win
		)
	);
}

/** True when `notice` is not fully inside the window (below the offset band). */
export function isOutOfView( notice: Element, win: Window = window ): boolean {
	const rect = notice.getBoundingClientRect();
	return rect.top < 0 || rect.bottom > win.innerHeight;
}
