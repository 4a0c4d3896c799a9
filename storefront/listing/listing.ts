/**
 * Listing behaviours: the sort select submits its form on change; quantity inputs below their
 * minimum are raised to it on load; notices are scrolled into view.
 */

/** Internal dependencies */
import { raisedToMinimum } from '../quantity/quantity-math';
import {
	CART_QUANTITY_SELECTOR,
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

/** Raises a non-cart quantity input below its minimum (≥ 0) to it; true when changed. */
export function raiseQuantity( input: HTMLInputElement ): boolean {
	if ( input.closest( CART_QUANTITY_SELECTOR ) ) {
		return false;
	}
	const raised = raisedToMinimum( input.value, input.getAttribute( 'min' ) );
	if ( raised === null ) {
		return false;
	}
	input.value = String( raised );
	return true;
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
