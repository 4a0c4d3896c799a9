/**
 * Sticky sections (`.tourfront-sticky-section`): stick to the top of the window while their parent
 * is in view, below a header that stays stuck.
 */

/** Internal dependencies */
import { getSettings } from '../../common/settings';
import { stickyHeaderHeight } from '../../common/motion';
import { createClaim, queryAll } from '../../common/once';

const claim = createClaim();

/** Makes every sticky section in `root` stick. */
export function enhance( root: ParentNode ): void {
	for ( const section of queryAll( root, '.tourfront-sticky-section' ) ) {
		if ( ! claim( section ) ) {
			continue;
		}
		const top = stickyHeaderHeight(
			section.ownerDocument,
			getSettings().theme?.sticky_header
		);
		section.style.position = 'sticky';
		section.style.top = `${ top }px`;
		section.style.zIndex = section.style.zIndex || '1';
	}
}
