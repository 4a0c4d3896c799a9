/**
 * Boots the site-wide progressive enhancements. Every feature folder exports an idempotent
 * `init(root)` that returns at once when its markup is not on the page; anything heavy is
 * loaded by the feature itself, on first use, with a dynamic import.
 */

/** Internal dependencies */
import type { StorefrontFeature } from './types';

// Only each feature's `init`: a whole module namespace per feature cost every page half a kilobyte.
const features = import.meta.glob< StorefrontFeature[ 'init' ] >(
	'./*/index.ts',
	{ eager: true, import: 'init' }
);

/** Runs every feature over `root` (the document, or markup added later such as a quick view). */
export function initFeatures( root: ParentNode = document ): void {
	for ( const init of Object.values( features ) ) {
		init( root );
	}
}

// Markup swapped in later (the listing filters' results) gets the same enhancements.
document.addEventListener( 'tourfront:content', ( event ) =>
	initFeatures( event.target as ParentNode )
);

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', () => initFeatures() );
} else {
	initFeatures();
}
