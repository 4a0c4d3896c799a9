/**
 * The page loader overlay (`.tourfront-page-loader`): faded out (`is-loaded`) once the page has
 * loaded and removed 1000 ms later.
 */

/** Internal dependencies */
import { createClaim, queryAll } from '../../common/once';

/** The loader is removed this long after the page has loaded. */
export const PAGE_LOADER_REMOVE_DELAY_MS = 1000;

const claim = createClaim();

/** Schedules the removal of every page loader in `root`. */
export function init( root: ParentNode ): void {
	for ( const loader of queryAll( root, '.tourfront-page-loader' ) ) {
		if ( ! claim( loader ) ) {
			continue;
		}
		const doc = loader.ownerDocument;
		const hide = () => {
			loader.classList.add( 'is-loaded' );
			setTimeout( () => loader.remove(), PAGE_LOADER_REMOVE_DELAY_MS );
		};
		if ( doc.readyState === 'complete' ) {
			hide();
		} else {
			doc.defaultView?.addEventListener( 'load', hide, { once: true } );
		}
	}
}
