/**
 * Storefront's handheld footer bar (phones): the Search link raises the search field above the bar
 * (`li.search.active`), moves the focus into it and lowers it again on a second tap or Escape; while a
 * field elsewhere on the page has the focus, `body.sf-input-focused` lets CSS move the bar aside.
 * Replaces Storefront's footer.js, which the theme dequeues.
 */

/** Internal dependencies */
import { createClaim, queryAll } from '../../common/once';

const claim = createClaim();

/** Opens or closes the search item of the bar. */
export function setSearchOpen( item: HTMLElement, open: boolean ): void {
	item.classList.toggle( 'active', open );
	item.querySelector( ':scope > a' )?.setAttribute(
		'aria-expanded',
		String( open )
	);
	if ( open ) {
		item.querySelector< HTMLInputElement >(
			'input[type="search"]'
		)?.focus();
	}
}

function bindSearch( item: HTMLElement ): void {
	const link = item.querySelector< HTMLAnchorElement >( ':scope > a' );
	if ( ! link ) {
		return;
	}
	link.setAttribute( 'role', 'button' );
	link.setAttribute( 'aria-expanded', 'false' );
	const panel = item.querySelector< HTMLElement >( '.site-search' );
	if ( panel ) {
		panel.id ||= 'tourfront-handheld-search';
		link.setAttribute( 'aria-controls', panel.id );
	}
	link.addEventListener( 'click', ( event ) => {
		event.preventDefault();
		setSearchOpen( item, ! item.classList.contains( 'active' ) );
	} );
	item.addEventListener( 'keydown', ( event ) => {
		if ( event.key === 'Escape' && item.classList.contains( 'active' ) ) {
			setSearchOpen( item, false );
			link.focus();
		}
	} );
}

/** True when `element` is a field that raises the on-screen keyboard, outside the bar. */
function isTypingField( element: Element | null ): boolean {
	return (
		!! element?.matches( 'input, select, textarea' ) &&
		! element.closest( '.storefront-handheld-footer-bar' ) &&
		( element as HTMLElement ).tabIndex !== -1
	);
}

function bindFocusClass( bar: HTMLElement ): void {
	const doc = bar.ownerDocument;
	const view = doc.defaultView ?? window;
	const apply = () =>
		doc.body.classList.toggle(
			'sf-input-focused',
			isTypingField( doc.activeElement )
		);
	// A press that takes the focus from a field (a tap on Place order while typing) must end on what it
	// started on: the bar coming back at mousedown would cover it by mouseup and the click would be lost.
	let pressing = false;
	doc.addEventListener(
		'mousedown',
		() => {
			pressing = true;
		},
		true
	);
	const release = () => {
		if ( pressing ) {
			pressing = false;
			// The click follows the mouseup in the same task: the bar returns after it.
			view.setTimeout( apply, 0 );
		}
	};
	doc.addEventListener( 'mouseup', release, true );
	view.addEventListener( 'dragend', release, true );
	view.addEventListener( 'blur', release );
	const onFocusChange = () => {
		if ( ! pressing ) {
			apply();
		}
	};
	doc.addEventListener( 'focusin', onFocusChange );
	doc.addEventListener( 'focusout', onFocusChange );
}

/** Binds the handheld footer bar in `root`. */
export function init( root: ParentNode ): void {
	for ( const bar of queryAll( root, '.storefront-handheld-footer-bar' ) ) {
		if ( ! claim( bar ) ) {
			continue;
		}
		bar.querySelectorAll< HTMLElement >( 'li.search' ).forEach(
			bindSearch
		);
		bindFocusClass( bar );
	}
}
