/**
 * Sticky sidebar (`.tourfront-sticky-sidebar`, e.g. on `#secondary`): from 850 px wide it sticks
 * 15 px below the sticky header (or the top) and keeps 15 px from the bottom of the window.
 */

/** Internal dependencies */
import { getSettings } from '../../common/settings';
import { createClaim, queryAll } from '../../common/once';

/** Gap below the sticky header. */
export const STICKY_SIDEBAR_TOP_SPACING_PX = 15;
/** Gap above the window's bottom. */
export const STICKY_SIDEBAR_BOTTOM_SPACING_PX = 15;
/** Narrower windows keep the sidebar in the flow. */
export const STICKY_SIDEBAR_MIN_WIDTH_PX = 850;

const claim = createClaim();

/** The sidebar's offsets for a window width and sticky-header height, or null below 850 px. */
export function stickySidebarOffsets(
	viewportWidthPx: number,
	headerHeightPx: number
) {
	if ( viewportWidthPx < STICKY_SIDEBAR_MIN_WIDTH_PX ) {
		return null;
	}
	return {
		topPx: headerHeightPx + STICKY_SIDEBAR_TOP_SPACING_PX,
		bottomPx: STICKY_SIDEBAR_BOTTOM_SPACING_PX,
	};
}

/** Makes every sticky sidebar in `root` follow the window's width. */
export function enhance( root: ParentNode ): void {
	for ( const sidebar of queryAll( root, '.tourfront-sticky-sidebar' ) ) {
		if ( ! claim( sidebar ) ) {
			continue;
		}
		const doc = sidebar.ownerDocument;
		const win = doc.defaultView ?? window;
		const update = () => {
			const stickyHeader =
				( getSettings().theme?.sticky_header ?? 'off' ) !== 'off';
			const header = stickyHeader
				? doc.getElementById( 'masthead' )
				: null;
			const offsets = stickySidebarOffsets(
				win.innerWidth,
				header?.offsetHeight ?? 0
			);
			sidebar.style.position = offsets ? 'sticky' : '';
			sidebar.style.top = offsets ? `${ offsets.topPx }px` : '';
			sidebar.style.maxHeight = offsets
				? `calc(100vh - ${ offsets.topPx + offsets.bottomPx }px)`
				: '';
			sidebar.style.overflowY = offsets ? 'auto' : '';
		};
		win.addEventListener( 'resize', update, { passive: true } );
		update();
	}
}
