/**
 * Menus: desktop dropdowns (hover intent, click, keyboard), the mobile sidebar's levels, the menu
 * button, and `?menu_id=N` opening menu item N's dropdown after 1 s.
 */

/** Internal dependencies */
import { createClaim, queryAll } from '../site-kit/once';
import { warmOnIntent } from '../site-kit/warm-on-intent';
import { MENU_ID_OPEN_DELAY_MS, MOBILE_MENU_SELECTOR } from './constants';
import { initDropdowns, setDropdownOpen } from './dropdowns';
import { initMenuToggles } from './mobile-menu';

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
	// The sidebar menu's levels, when the shopper heads for the menu (it stays hidden until opened).
	if ( queryAll( root, MOBILE_MENU_SELECTOR ).length ) {
		warmOnIntent( root.ownerDocument ?? ( root as Document ), `.main-navigation .menu-toggle, ${ MOBILE_MENU_SELECTOR }`, () =>
			import( './mobile-levels' ).then( ( { initMobileMenus } ) => initMobileMenus( root ) )
		);
	}
	const doc = root.ownerDocument ?? ( root as Document );
	if ( ! claimPage( doc.documentElement ) ) {
		return;
	}
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
