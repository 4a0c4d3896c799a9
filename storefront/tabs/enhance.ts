/**
 * Tabs: `.tourfront-tabs` with links `.tourfront-tabs__nav a[href="#panel-id"]` and panels
 * `.tourfront-tabs__panel[id]`. A click opens a tab; a URL hash naming a panel opens it on load and
 * on `hashchange`. Arrow keys move between tabs.
 */

/** Internal dependencies */
import { decodeFragment } from '../../common/url-fragment';
import { createClaim, queryAll } from '../../common/once';

const claim = createClaim();

function tabsOf( container: HTMLElement ): HTMLAnchorElement[] {
	return Array.from(
		container.querySelectorAll< HTMLAnchorElement >(
			'.tourfront-tabs__nav a[href^="#"]'
		)
	);
}

/** Opens the tab whose panel has id `id`; false when this container has none. */
export function openTab( container: HTMLElement, id: string ): boolean {
	const tabs = tabsOf( container );
	if ( ! tabs.some( ( tab ) => tab.hash === `#${ id }` ) ) {
		return false;
	}
	for ( const tab of tabs ) {
		const selected = tab.hash === `#${ id }`;
		tab.setAttribute( 'aria-selected', String( selected ) );
		tab.tabIndex = selected ? 0 : -1;
		tab.closest( 'li' )?.classList.toggle( 'active', selected );
		const panel = container.ownerDocument.getElementById(
			decodeFragment( tab.hash.slice( 1 ) )
		);
		if ( panel ) {
			panel.hidden = ! selected;
		}
	}
	return true;
}

/** Binds every tab set in `root`. */
export function enhance( root: ParentNode ): void {
	for ( const container of queryAll( root, '.tourfront-tabs' ) ) {
		const tabs = tabsOf( container );
		if ( ! tabs.length || ! claim( container ) ) {
			continue;
		}
		const doc = container.ownerDocument;
		const win = doc.defaultView ?? window;
		container
			.querySelector( '.tourfront-tabs__nav' )
			?.setAttribute( 'role', 'tablist' );
		for ( const tab of tabs ) {
			tab.setAttribute( 'role', 'tab' );
			tab.setAttribute( 'aria-controls', tab.hash.slice( 1 ) );
			doc.getElementById( tab.hash.slice( 1 ) )?.setAttribute(
				'role',
				'tabpanel'
			);
			tab.addEventListener( 'click', ( event ) => {
				event.preventDefault();
				openTab( container, tab.hash.slice( 1 ) );
			} );
			tab.addEventListener( 'keydown', ( event ) => {
				let step = 0;
				if ( event.key === 'ArrowRight' ) {
					step = 1;
				} else if ( event.key === 'ArrowLeft' ) {
					step = -1;
				}
				if ( step ) {
					const next =
						tabs[
							( tabs.indexOf( tab ) + step + tabs.length ) %
								tabs.length
						];
					openTab( container, next.hash.slice( 1 ) );
					next.focus();
				}
			} );
		}
		const fromHash = () =>
			openTab(
				container,
				decodeFragment( win.location.hash.slice( 1 ) )
			);
		if ( ! fromHash() ) {
			const active =
				tabs.find( ( tab ) =>
					tab.closest( 'li' )?.classList.contains( 'active' )
				) ?? tabs[ 0 ];
			openTab( container, active.hash.slice( 1 ) );
		}
		win.addEventListener( 'hashchange', fromHash );
	}
}
