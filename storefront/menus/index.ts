/**
 * Menus: desktop dropdowns (hover intent, click, keyboard), the menu button, the mobile sidebar's levels
 * (a lazy chunk, loaded on the first intent towards the menu button or a mobile menu), and `?menu_id=N`
 * opening menu item N's dropdown after 1 s.
 */

/** Internal dependencies */
import { warmOnIntent } from '../../common/lazy-load/warm-on-intent';
import { loadChunk } from '../../common/lazy-load/lazy';
import { createClaim } from '../../common/once';
import { MENU_ID_OPEN_DELAY_MS, MOBILE_MENU_SELECTOR } from './constants';
import { initDropdowns, setDropdownOpen } from './dropdowns';
import { initMenuToggles } from './menu-toggle';

const claimPage = createClaim();

/** The menu item id in `?menu_id=`, or null. */
export function getMenuIdFromUrl( href: string ): string | null {
	const id = new URL( href ).searchParams.get( 'menu_id' );
	return id && /^\d+$/.test( id ) ? id : null;
}

/** Binds the menus in `root`. */
export function init( root: ParentNode ): void {
	initMenuToggles( root );
	initDropdowns( root );
	const doc = root.ownerDocument ?? ( root as Document );
	if ( ! claimPage( doc.documentElement ) ) {
		return;
	}
	// The mobile menu is closed until the button is used: its code waits for the shopper to reach for it.
	warmOnIntent( doc, `.menu-toggle, ${ MOBILE_MENU_SELECTOR }`, () =>
		loadChunk( () => import( './mobile-menu' ) ).then( ( m ) =>
			m.enhance( doc )
		)
	);
	const menuId = getMenuIdFromUrl( doc.location.href );
	if ( menuId ) {
		setTimeout( () => {
			const item = doc.getElementById( `menu-item-${ menuId }` );
			if ( item ) {
				setDropdownOpen( item, true );
			}
		}, MENU_ID_OPEN_DELAY_MS );
	}
}
