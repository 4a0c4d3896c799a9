/**
 * The sticky header's state for a scroll position, as a pure function.
 */

/** The header's state. */
export interface HeaderState {
	stuck: boolean;
	hidden: boolean;
}

/**
 * Stuck once the page is scrolled past the header's bottom (`thresholdPx`), un-stuck above it. In
 * hide-on-scroll mode a stuck header hides while scrolling down and shows while scrolling up.
 */
export function nextHeaderState(
	previous: HeaderState,
	scrollY: number,
	lastScrollY: number,
	thresholdPx: number,
	hideOnScroll: boolean
): HeaderState {
	const stuck = scrollY > thresholdPx;
	if ( ! stuck || ! hideOnScroll ) {
		return { stuck, hidden: false };
	}
	if ( scrollY > lastScrollY ) {
		return { stuck, hidden: true };
	}
	if ( scrollY < lastScrollY ) {
		return { stuck, hidden: false };
	}
	return { stuck, hidden: previous.hidden };
}
