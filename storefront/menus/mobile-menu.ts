/**
 * The mobile sidebar menu (Storefront's `.handheld-navigation`), a lazy chunk loaded on the first intent
 * towards the menu button: each parent item gets a "next" button that slides to its sub-menu; a
 * back button at the top returns one level and is labelled with the parent item's label, or "Main menu".
 * Items outside the current level get `hidden`, so the menu works without CSS; the new level slides in
 * from the side it comes from. An item the site marks with `tourfront-submenu-toggle` instead gets a
 * toggle that opens and closes its sub-menu in place.
 */

/** WordPress dependencies */
import { __, sprintf } from '@wordpress/i18n';

/** Internal dependencies */
import { prefersReducedMotion } from '../../common/motion';
import { createClaim, queryAll } from '../../common/once';
import { slide } from '../../common/motion/slide';
import {
	MOBILE_MENU_SELECTOR,
	MOBILE_MENU_SLIDE_MS,
	SUBMENU_TOGGLE_ITEM_CLASS,
} from './constants';
import { getBackLabel } from './levels';

const claim = createClaim();

function labelOf( item: HTMLElement ): string {
	return item.querySelector( ':scope > a' )?.textContent?.trim() ?? '';
}

function isToggleItem( item: Element | null ): boolean {
	return (
		!! item?.classList.contains( SUBMENU_TOGGLE_ITEM_CLASS ) &&
		!! item.querySelector( ':scope > ul' )
	);
}

/** The list of the level an item belongs to: a toggled sub-menu is part of its parent's level. */
function levelListOf( item: HTMLElement ): HTMLElement | null {
	let list = item.parentElement;
	while ( list && isToggleItem( list.parentElement ) ) {
		list = list.parentElement!.parentElement;
	}
	return list;
}

function slideMs( element: Element ): number {
	return prefersReducedMotion( element.ownerDocument.defaultView ?? window )
		? 0
		: MOBILE_MENU_SLIDE_MS;
}

const pendingSlides = new WeakMap<
	HTMLElement,
	ReturnType< typeof setTimeout >
>();

/** Slides a level's list in from the right (going down) or the left (going back). */
function slideLevelIn( list: HTMLElement, fromRight: boolean ): void {
	const ms = slideMs( list );
	clearTimeout( pendingSlides.get( list ) );
	if ( ! ms ) {
		return;
	}
	list.style.transition = 'none';
	list.style.transform = `translateX(${ fromRight ? '' : '-' }100%)`;
	// Force layout so the transition starts from the offset just set.
	void list.offsetWidth;
	list.style.transition = `transform ${ ms }ms ease`;
	list.style.transform = 'none';
	pendingSlides.set(
		list,
		setTimeout( () => {
			list.style.removeProperty( 'transition' );
			list.style.removeProperty( 'transform' );
		}, ms )
	);
}

/** Shows only the items of the level that `trail` (the opened items, outermost first) leads to. */
function render(
	menu: HTMLElement,
	rootList: HTMLElement,
	trail: HTMLElement[],
	back: HTMLButtonElement
): HTMLElement | null {
	const current = trail.length
		? trail[ trail.length - 1 ].querySelector< HTMLElement >(
				':scope > ul'
			)
		: rootList;
	for ( const item of rootList.querySelectorAll< HTMLElement >( 'li' ) ) {
		const onTrail = trail.includes( item );
		item.hidden = ! onTrail && levelListOf( item ) !== current;
		item.classList.toggle( 'is-level-parent', onTrail );
		for ( const own of item.querySelectorAll< HTMLElement >(
			':scope > a, :scope > .tourfront-menu-next'
		) ) {
			own.hidden = onTrail;
		}
		const submenu = item.querySelector< HTMLElement >( ':scope > ul' );
		if ( submenu && ! isToggleItem( item ) ) {
			submenu.hidden = ! onTrail;
		}
	}
	menu.dataset.level = String( trail.length );
	back.hidden = trail.length === 0;
	back.textContent = getBackLabel( trail.map( labelOf ) );
	current?.querySelector< HTMLElement >( ':scope > li > a' )?.focus();
	return current;
}

/** The site's in-place toggle for one item's sub-menu. */
function addSubmenuToggle(
	item: HTMLElement,
	submenu: HTMLElement,
	doc: Document
): void {
	const toggle = doc.createElement( 'button' );
	toggle.type = 'button';
	toggle.className = 'tourfront-menu-next tourfront-submenu-toggle__button';
	toggle.setAttribute( 'aria-expanded', 'false' );
	toggle.setAttribute(
		'aria-label',
		/* translators: %s: menu item label */
		sprintf( __( 'Open sub-menu: %s', 'tourfront' ), labelOf( item ) )
	);
	toggle.innerHTML =
		'<span aria-hidden="true" style="display:inline-block">▾</span>';
	toggle.addEventListener( 'click', () => {
		const open = toggle.getAttribute( 'aria-expanded' ) !== 'true';
		toggle.setAttribute( 'aria-expanded', String( open ) );
		item.classList.toggle( 'is-open', open );
		// Styled here, not in the site stylesheet every page loads.
		( toggle.firstElementChild as HTMLElement ).style.transform = open
			? 'rotate(180deg)'
			: '';
		slide( submenu, open, slideMs( submenu ) );
	} );
	item.querySelector( ':scope > a' )?.after( toggle );
	submenu.hidden = true;
}

/** Binds level navigation (and the site's sub-menu toggles) to every mobile menu in `root`. */
export function enhance( root: ParentNode ): void {
	for ( const menu of queryAll( root, MOBILE_MENU_SELECTOR ) ) {
		const rootList = menu.querySelector< HTMLElement >( 'ul' );
		if ( ! rootList || ! claim( menu ) ) {
			continue;
		}
		const doc = menu.ownerDocument;
		// A level sliding in from the side shows nothing past the menu's edge.
		menu.style.overflowX = 'hidden';
		let trail: HTMLElement[] = [];
		const back = doc.createElement( 'button' );
		back.type = 'button';
		back.className = 'tourfront-menu-back';
		back.hidden = true;
		const go = ( next: HTMLElement[] ) => {
			const deeper = next.length > trail.length;
			trail = next;
			const current = render( menu, rootList, trail, back );
			if ( current ) {
				slideLevelIn( current, deeper );
			}
		};
		back.addEventListener( 'click', () => go( trail.slice( 0, -1 ) ) );
		rootList.before( back );
		for ( const item of rootList.querySelectorAll< HTMLElement >( 'li' ) ) {
			const submenu = item.querySelector< HTMLElement >( ':scope > ul' );
			if ( ! submenu ) {
				continue;
			}
			if ( isToggleItem( item ) ) {
				addSubmenuToggle( item, submenu, doc );
				continue;
			}
			const next = doc.createElement( 'button' );
			next.type = 'button';
			next.className = 'tourfront-menu-next';
			next.setAttribute(
				'aria-label',
				sprintf(
					/* translators: %s: menu item label */
					__( 'Open sub-menu: %s', 'tourfront' ),
					labelOf( item )
				)
			);
			next.innerHTML = '<span aria-hidden="true">›</span>';
			next.addEventListener( 'click', () => go( [ ...trail, item ] ) );
			item.querySelector( ':scope > a' )?.after( next );
			submenu.hidden = true;
		}
	}
}
