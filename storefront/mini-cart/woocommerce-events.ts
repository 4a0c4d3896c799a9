/**
 * Cart changes other scripts announce with WooCommerce's events, answered as WooCommerce's own scripts
 * (which Tourfront replaces) would answer them:
 * - an add or remove announced with jQuery (`added_to_cart` / `removed_from_cart` with fragments, e.g. a
 *   plugin's own AJAX add): the fragments and the button's "added" state as add-to-cart.js would apply
 *   them (unless add-to-cart.js is on the page and does it), then the rest of that action's events:
 *   WooCommerce Blocks' DOM event and `tourfront:cart-updated` (the mini-cart reveals, the cart store
 *   refetches);
 * - an add or remove announced with WooCommerce Blocks' DOM events (a block adding through the Store API),
 *   a fragments refresh asked for (`wc_fragment_refresh`, `updated_wc_div`) and a page restored from the
 *   back/forward cache: fresh fragments, as cart-fragments.js fetches them, then `wc_fragments_refreshed`.
 * The cart-call code loads on the first such change.
 */

/** Internal dependencies */
import {
	listenToForeignCartChanges,
	type ForeignCartChange,
} from '../../common/cart-events/listen';

const bridged = new WeakSet< Document >();

/** The answers live with the cart calls (one lazy chunk, loaded on the first such change). */
const answerForeignChange = async ( change: ForeignCartChange ) =>
	( await import( '../add-to-cart/add-to-cart' ) ).answerForeignChange(
		change
	);

/** Starts answering foreign cart events on `doc` (once). */
export function bridgeWooCommerceCartEvents( doc: Document = document ): void {
	const win = doc.defaultView;
	if ( ! win || bridged.has( doc ) ) {
		return;
	}
	bridged.add( doc );
	const answer = ( change: ForeignCartChange ) =>
		void answerForeignChange( change ).catch( () => undefined );
	listenToForeignCartChanges(
		answer,
		win as Parameters< typeof listenToForeignCartChanges >[ 1 ]
	);
	win.addEventListener( 'pageshow', ( event ) => {
		if ( ( event as PageTransitionEvent ).persisted ) {
			answer( { type: 'refresh', via: 'dom' } );
		}
	} );
}
