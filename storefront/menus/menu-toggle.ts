/**
 * Storefront's menu button (every page carries it; the mobile menu's levels load on first intent).
 */

/** Internal dependencies */
import { createClaim, queryAll } from '../../common/once';

const claim = createClaim();

/** Storefront's menu button: toggles the navigation open (`toggled`) and its `aria-expanded`. */
export function initMenuToggles( root: ParentNode ): void {
	for ( const button of queryAll< HTMLButtonElement >(
		root,
		'.main-navigation .menu-toggle'
	) ) {
		if ( ! claim( button ) ) {
			continue;
		}
		button.addEventListener( 'click', () => {
			const nav = button.closest( '.main-navigation' );
			const open = ! nav?.classList.contains( 'toggled' );
			nav?.classList.toggle( 'toggled', open );
			button.setAttribute( 'aria-expanded', String( open ) );
		} );
	}
}
