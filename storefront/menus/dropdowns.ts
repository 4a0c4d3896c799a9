/**
 * Desktop dropdowns: open on hover (with intent), on a click of the parent link (first click opens,
 * a second follows it) and on keyboard focus; Escape closes. A dropdown that would leave the
 * viewport is flipped to the other side, except in containers under 750 px.
 */

/** Internal dependencies */
import { createClaim, queryAll } from '../../common/once';
import {
	DROPDOWN_ADJUST_MIN_CONTAINER_WIDTH_PX,
	DROPDOWN_HOVER_INTERVAL_MS,
	DROPDOWN_HOVER_SENSITIVITY_PX,
	DROPDOWN_HOVER_TIMEOUT_MS,
	DROPDOWN_ITEM_SELECTOR,
} from './constants';
import { hoverIntent } from './hover-intent';

const claim = createClaim();

/** True when a dropdown's position should be adjusted in a container this wide. */
export function shouldAdjustPosition( containerWidthPx: number ): boolean {
	return containerWidthPx >= DROPDOWN_ADJUST_MIN_CONTAINER_WIDTH_PX;
}

function adjustPosition( item: HTMLElement, submenu: HTMLElement ): void {
	const container =
		item.closest< HTMLElement >( '.col-full, .main-navigation' ) ??
		item.ownerDocument.body;
	submenu.classList.remove( 'is-flipped' );
	if ( ! shouldAdjustPosition( container.clientWidth ) ) {
		return;
	}
	const viewport = item.ownerDocument.documentElement.clientWidth;
	if ( viewport > 0 && submenu.getBoundingClientRect().right > viewport ) {
		submenu.classList.add( 'is-flipped' );
	}
}

/** Opens or closes one dropdown item (`focus` is the class Storefront's CSS shows sub-menus with). */
export function setDropdownOpen( item: HTMLElement, open: boolean ): void {
	const submenu = item.querySelector< HTMLElement >( ':scope > ul' );
	item.classList.toggle( 'focus', open );
	item.classList.toggle( 'is-open', open );
	item.querySelector( ':scope > a' )?.setAttribute(
		'aria-expanded',
		String( open )
	);
	if ( open && submenu ) {
		adjustPosition( item, submenu );
	}
}

/**
 * Takes up the gesture that loaded this code (storefront/menus/index.ts binds the dropdowns on the first
 * intent towards one): a pointer still over an item starts its hover intent from where it is, a focus
 * inside an item opens it, as if the listeners had been there all along.
 */
export function resumeIntent( event: Event ): void {
	const target = event.target as Element | null;
	const doc = target?.ownerDocument;
	if ( ! doc ) {
		return;
	}
	for ( const item of queryAll( doc, DROPDOWN_ITEM_SELECTOR ) ) {
		if ( ! item.contains( target ) ) {
			continue;
		}
		if ( event.type === 'focusin' ) {
			if ( item.contains( doc.activeElement ) ) {
				setDropdownOpen( item, true );
			}
		} else if ( item.matches( ':hover' ) ) {
			const { clientX, clientY } = event as PointerEvent;
			item.dispatchEvent(
				new MouseEvent( 'mouseenter', { clientX, clientY } )
			);
		}
	}
}

/** Binds every dropdown item in `root`. */
export function initDropdowns( root: ParentNode ): void {
	for ( const item of queryAll( root, DROPDOWN_ITEM_SELECTOR ) ) {
		if ( ! claim( item ) ) {
			continue;
		}
		const link = item.querySelector< HTMLAnchorElement >( ':scope > a' );
		link?.setAttribute( 'aria-haspopup', 'true' );
		link?.setAttribute( 'aria-expanded', 'false' );
		hoverIntent(
			item,
			() => setDropdownOpen( item, true ),
			() => setDropdownOpen( item, false ),
			{
				sensitivityPx: DROPDOWN_HOVER_SENSITIVITY_PX,
				intervalMs: DROPDOWN_HOVER_INTERVAL_MS,
				timeoutMs: DROPDOWN_HOVER_TIMEOUT_MS,
			}
		);
		link?.addEventListener( 'click', ( event ) => {
			if ( ! item.classList.contains( 'is-open' ) ) {
				event.preventDefault();
				setDropdownOpen( item, true );
			}
		} );
		item.addEventListener( 'focusin', () => {
			// Escape hands focus back to the parent link without reopening.
			if ( item.dataset.menuEscaped ) {
				delete item.dataset.menuEscaped;
				return;
			}
			setDropdownOpen( item, true );
		} );
		item.addEventListener( 'focusout', ( event ) => {
			if ( ! item.contains( event.relatedTarget as Node | null ) ) {
				setDropdownOpen( item, false );
			}
		} );
		item.addEventListener( 'keydown', ( event ) => {
			if (
				event.key === 'Escape' &&
				item.classList.contains( 'is-open' )
			) {
				event.stopPropagation();
				setDropdownOpen( item, false );
				item.dataset.menuEscaped = '1';
				link?.focus();
			}
		} );
	}
}
