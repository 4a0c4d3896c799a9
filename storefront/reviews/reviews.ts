/**
 * Opening the reviews: the reviews tab (or the accordion item or `<details>` around them) opens and the page
 * scrolls to them in 300 ms, ending 200 px below the top of the window.
 */

/** Internal dependencies */
import { openProductTab, tabsWrapperOf } from '../product-tabs/tabs';
import { pageTop, scrollToY } from '../../common/motion';
import {
	REVIEW_SCROLL_DURATION_MS,
	REVIEW_SCROLL_OFFSET_PX,
} from './constants';

/** Opens and scrolls to the reviews; false when the page has none. */
export function openReviews( doc: Document = document ): boolean {
	const reviews =
		doc.getElementById( 'reviews' ) ?? doc.getElementById( 'tab-reviews' );
	if ( ! reviews ) {
		return false;
	}
	const panel =
		reviews.closest( '.wc-tab, .woocommerce-Tabs-panel' ) ??
		doc.getElementById( 'tab-reviews' );
	const wrapper = panel?.id ? tabsWrapperOf( doc, panel.id ) : null;
	if ( wrapper && panel ) {
		openProductTab( wrapper, panel.id );
	}
	// A reviews accordion item (the theme's accordion): its title opens it.
	const item = reviews.closest( '.tourfront-accordion__item' );
	if ( item && ! item.classList.contains( 'is-open' ) ) {
		item.querySelector< HTMLElement >(
			'.tourfront-accordion__title'
		)?.click();
	}
	const details = reviews.closest( 'details' );
	if ( details ) {
		details.open = true;
	}
	const win = doc.defaultView ?? window;
	scrollToY(
		pageTop( reviews, win ) + REVIEW_SCROLL_OFFSET_PX,
		REVIEW_SCROLL_DURATION_MS,
		undefined,
		win
	);
	return true;
}
