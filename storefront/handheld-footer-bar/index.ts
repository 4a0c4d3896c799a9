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

function bindFocusClass( bar: HTMLElement ): void {
	const doc = bar.ownerDocument;
	// A press that takes the focus from a field (a tap on Place order while typing) must end on what it
	// started on: the bar coming back at mousedown would cover it by mouseup and the click would be lost.
	// So the class waits for the press to end; the click follows its mouseup in the same task.
	let pressing = false;
	const update = () => {
		const field = doc.activeElement as HTMLElement | null;
		return (
			pressing ||
			doc.body.classList.toggle(
				'sf-input-focused',
				!! field?.matches( 'input, select, textarea' ) &&
					! bar.contains( field ) &&
					field.tabIndex !== -1
			)
		);
	};
	doc.addEventListener( 'mousedown', () => ( pressing = true ), true );
	doc.addEventListener(
		'mouseup',
		() => {
			pressing = false;
			setTimeout( update );
		},
		true
	);
	doc.addEventListener( 'focusin', update );
	doc.addEventListener( 'focusout', update );
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
