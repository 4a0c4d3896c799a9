/**
 * Sticky header (`settings.theme.sticky_header`: 'off' | 'sticky' | 'hide-on-scroll'): the header
 * (`#masthead`) gets `is-stuck` once the page scrolls past it and loses it above; in hide-on-scroll
 * mode it also gets `is-hidden` while scrolling down. `body.tourfront-header-stuck` mirrors it.
 */

/** Internal dependencies */
import { getSettings } from '../../common/settings';
import { createClaim, queryAll } from '../../common/once';
import { nextHeaderState, type HeaderState } from './state';

const claim = createClaim();

/** Binds the sticky behaviour to the site header in `root`. */
export function init( root: ParentNode ): void {
	const mode = getSettings().theme?.sticky_header ?? 'off';
	if ( mode === 'off' ) {
		return;
	}
	for ( const header of queryAll(
		root,
		'#masthead, .site-header[data-sticky]'
	) ) {
		if ( ! claim( header ) ) {
			continue;
		}
		const win = header.ownerDocument.defaultView ?? window;
		const body = header.ownerDocument.body;
		// Measured before the header ever sticks, so its own fixed position cannot skew it.
		const threshold = header.getBoundingClientRect().bottom + win.scrollY;
		let state: HeaderState = { stuck: false, hidden: false };
		let lastY = win.scrollY;
		const update = () => {
			state = nextHeaderState(
				state,
				win.scrollY,
				lastY,
				threshold,
				mode === 'hide-on-scroll'
			);
			lastY = win.scrollY;
			header.classList.toggle( 'is-stuck', state.stuck );
			header.classList.toggle( 'is-hidden', state.hidden );
			body.classList.toggle( 'tourfront-header-stuck', state.stuck );
		};
		win.addEventListener( 'scroll', update, { passive: true } );
		update();
	}
}
