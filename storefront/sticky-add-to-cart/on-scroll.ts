/**
 * Storefront's sticky add-to-cart bar only shows once the shopper has scrolled past the product
 * summary, so its code (./sticky.ts, its own chunk) loads on the page's first scroll, or at once on a
 * page that opens already scrolled (a restored position, an anchor): not before any interaction
 * otherwise. This runs with the product page's chunk (storefront/sticky-add-to-cart/index.ts).
 */

/** Internal dependencies */
import { loadChunk } from '../../common/lazy-load/lazy';

/** Binds the sticky bar in `root` on the first scroll. */
export function enhance( root: ParentNode ): void {
	const win = ( root.ownerDocument ?? ( root as Document ) ).defaultView;
	const load = () =>
		void loadChunk( () => import( './sticky' ) )
			.then( ( m ) => m.enhance( root ) )
			.catch( () => undefined );
	if ( ! win || win.scrollY > 0 ) {
		load();
	} else {
		win.addEventListener( 'scroll', load, { once: true, passive: true } );
	}
}
