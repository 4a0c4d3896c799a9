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
import { listenToForeignCartChanges, type ForeignCartChange } from '../../common/cart-events/listen';
import { wooCommerceHandlesAddToCart } from '../../common/cart-events/page';

const bridged = new WeakSet< Document >();

const load = () =>
	Promise.all( [
		import( '../add-to-cart/cart-calls' ),
		import( '../add-to-cart/fragments' ),
		import( '../add-to-cart/button-state' ),
		import( '../../common/cart-events/fire' ),
	] );

async function refreshFragments(): Promise< void > {
	const [ calls, , , events ] = await load();
	const answer = await calls.refreshFragments();
	if ( answer.fragments ) {
		events.fireCartAction( { type: 'fragments-refreshed', source: 'wc-ajax', fragments: answer.fragments, cartHash: answer.cart_hash } );
	}
}

async function onForeignChange( change: ForeignCartChange ): Promise< void > {
	if ( change.type === 'refresh' || change.via === 'dom' || ! change.fragments ) {
		await refreshFragments();
		return;
	}
	const [ , fragments, buttonState, events ] = await load();
	if ( ! wooCommerceHandlesAddToCart() ) {
		fragments.applyFragments( change.fragments );
		if ( change.type === 'added' && change.button instanceof HTMLElement ) {
			buttonState.markAdded( change.button );
		}
	}
	events.fireCartAction( {
		type: change.type,
		source: 'wc-ajax',
		fragments: change.fragments,
		cartHash: change.cartHash,
		button: change.button,
		external: 'jquery',
	} );
}

/** Starts answering foreign cart events on `doc` (once). */
export function bridgeWooCommerceCartEvents( doc: Document = document ): void {
	const win = doc.defaultView;
	if ( ! win || bridged.has( doc ) ) {
		return;
	}
	bridged.add( doc );
	const answer = ( change: ForeignCartChange ) => void onForeignChange( change ).catch( () => undefined );
	listenToForeignCartChanges( answer, win as Parameters< typeof listenToForeignCartChanges >[ 1 ] );
	win.addEventListener( 'pageshow', ( event ) => {
		if ( ( event as PageTransitionEvent ).persisted ) {
			answer( { type: 'refresh', via: 'dom' } );
		}
	} );
}
