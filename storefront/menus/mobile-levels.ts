/**
 * The mobile sidebar menu (Storefront's `.handheld-navigation`): each parent item gets a "next"
 * button that slides to its sub-menu; a back button at the top returns one level and is labelled
 * with the parent item's label, or "Main menu". Items outside the current level get `hidden`, so the
 * menu works without CSS; the container's `data-level` lets CSS animate the slide. Loaded when the
 * shopper shows intent to open the menu (menus/index.ts): the menu is hidden until then (issue 14).
 */

/** WordPress dependencies */
import { __, sprintf } from '@wordpress/i18n';

/** Internal dependencies */
import { createClaim, queryAll } from '../site-kit/once';
import { MOBILE_MENU_SELECTOR } from './constants';
import { getBackLabel } from './levels';

const claim = createClaim();

function labelOf( item: HTMLElement ): string {
	return item.querySelector( ':scope > a' )?.textContent?.trim() ?? '';
}

/** Shows only the items of the level that `trail` (the opened items, outermost first) leads to. */
function render( menu: HTMLElement, rootList: HTMLElement, trail: HTMLElement[], back: HTMLButtonElement ): void {
	const current = trail.length ? trail[ trail.length - 1 ].querySelector< HTMLElement >( ':scope > ul' ) : rootList;
	for ( const item of rootList.querySelectorAll< HTMLElement >( 'li' ) ) {
		const onTrail = trail.includes( item );
		item.hidden = ! onTrail && item.parentElement !== current;
		item.classList.toggle( 'is-level-parent', onTrail );
		for ( const own of item.querySelectorAll< HTMLElement >( ':scope > a, :scope > .tourfront-menu-next' ) ) {
			own.hidden = onTrail;
		}
		const submenu = item.querySelector< HTMLElement >( ':scope > ul' );
		if ( submenu ) {
			submenu.hidden = ! onTrail;
		}
	}
	menu.dataset.level = String( trail.length );
	back.hidden = trail.length === 0;
	back.textContent = getBackLabel( trail.map( labelOf ) );
	if ( current ) {
		current.querySelector< HTMLElement >( ':scope > li > a' )?.focus();
	}
}

/** Binds level navigation to every mobile menu in `root`. */
export function initMobileMenus( root: ParentNode ): void {
	for ( const menu of queryAll( root, MOBILE_MENU_SELECTOR ) ) {
		const rootList = menu.querySelector< HTMLElement >( 'ul' );
		if ( ! rootList || ! claim( menu ) ) {
			continue;
		}
		const doc = menu.ownerDocument;
		let trail: HTMLElement[] = [];
		const back = doc.createElement( 'button' );
		back.type = 'button';
		back.className = 'tourfront-menu-back';
		back.hidden = true;
		back.addEventListener( 'click', () => {
			trail = trail.slice( 0, -1 );
			render( menu, rootList, trail, back );
		} );
		rootList.before( back );
		for ( const item of rootList.querySelectorAll< HTMLElement >( 'li' ) ) {
			if ( ! item.querySelector( ':scope > ul' ) ) {
				continue;
			}
			const next = doc.createElement( 'button' );
			next.type = 'button';
			next.className = 'tourfront-menu-next';
			/* translators: %s: menu item label */
			next.setAttribute( 'aria-label', sprintf( __( 'Open sub-menu: %s', 'tourfront' ), labelOf( item ) ) );
			const chevron = doc.createElement( 'span' );
			chevron.setAttribute( 'aria-hidden', 'true' );
			chevron.textContent = '›';
			next.append( chevron );
			next.addEventListener( 'click', () => {
				trail = [ ...trail, item ];
				render( menu, rootList, trail, back );
			} );
			item.querySelector( ':scope > a' )?.after( next );
			item.querySelector< HTMLElement >( ':scope > ul' )!.hidden = true;
		}
	}
}

