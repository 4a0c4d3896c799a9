/**
 * Menus: the menu button; the desktop dropdowns (hover intent, click, keyboard) and the mobile sidebar's
 * levels, each a lazy chunk loaded on the first intent towards them (every page has a header, and until
 * the shopper reaches for a menu neither is needed); `?menu_id=N` opening menu item N's dropdown
 * after 1 s.
 */

/** Internal dependencies */
import { warmOnIntent } from '../../common/lazy-load/warm-on-intent';
import { loadChunk } from '../../common/lazy-load/lazy';
import { createClaim } from '../../common/once';
import {
	DROPDOWN_ITEM_SELECTOR,
	MENU_ID_OPEN_DELAY_MS,
	MOBILE_MENU_SELECTOR,
} from './constants';
import { initMenuToggles } from './menu-toggle';

const claimPage = createClaim();

/** The dropdowns' code, bound to the page's items once loaded. */
function loadDropdowns( doc: Document ) {
	return loadChunk( () => import( './dropdowns' ) ).then( ( m ) => {
		m.initDropdowns( doc );
		return m;
	} );
}

/** The menu item id in `?menu_id=`, or null. */
export function getMenuIdFromUrl( href: string ): string | null {
	const id = new URL( href ).searchParams.get( 'menu_id' );
	return id && /^\d+$/.test( id ) ? id : null;
}

/** Binds the menus in `root`. */
export function init( root: ParentNode ): void {
	initMenuToggles( root );
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
	let dropdowns: ReturnType< typeof loadDropdowns > | undefined;
	let bound = false;
	const withDropdowns = () =>
		( dropdowns ??= loadDropdowns( doc ).then( ( m ) => {
			bound = true;
			return m;
		} ) );
	warmOnIntent( doc, DROPDOWN_ITEM_SELECTOR, ( event ) =>
		withDropdowns().then( ( m ) => m.resumeIntent( event ) )
	);
	// A tap on a parent link before the code is in (touch screens send the click at once): it opens the
	// dropdown once loaded, as the first click does, instead of following the link.
	doc.addEventListener( 'click', ( event ) => {
		const item = ( event.target as Element | null )?.closest?.(
			'a'
		)?.parentElement;
		if (
			! bound &&
			item?.matches( DROPDOWN_ITEM_SELECTOR ) &&
			! item.classList.contains( 'is-open' )
		) {
			event.preventDefault();
			void withDropdowns().then( ( m ) =>
				m.setDropdownOpen( item, true )
			);
		}
	} );
	const menuId = getMenuIdFromUrl( doc.location.href );
	if ( menuId ) {
		setTimeout( () => {
			const item = doc.getElementById( `menu-item-${ menuId }` );
			if ( item ) {
				void withDropdowns().then( ( m ) =>
					m.setDropdownOpen( item, true )
				);
			}
		}, MENU_ID_OPEN_DELAY_MS );
	}
}
