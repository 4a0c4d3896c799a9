/**
 * WooCommerce's product tabs (`.wc-tabs-wrapper`) without its jQuery script: one panel shown at a
 * time, the first (or the one the URL hash names) on load; arrows move between tabs.
 */

/** Internal dependencies */
import { shouldOpenReviews } from '../reviews/conditions';
import { decodeFragment } from '../../common/url-fragment';
import { createClaim, queryAll } from '../../common/once';

const claim = createClaim();

function tabLinks( wrapper: Element ): HTMLAnchorElement[] {
	return Array.from(
		wrapper.querySelectorAll< HTMLAnchorElement >(
			'.wc-tabs li a[href^="#"], ul.tabs li a[href^="#"]'
		)
	);
}

function panelId( link: HTMLAnchorElement ): string {
	return decodeFragment( ( link.getAttribute( 'href' ) ?? '' ).slice( 1 ) );
}

/** Shows the panel with id `id` in `wrapper`; false when the wrapper has no such tab. */
export function openProductTab( wrapper: Element, id: string ): boolean {
	const links = tabLinks( wrapper );
	if ( ! links.some( ( link ) => panelId( link ) === id ) ) {
		return false;
	}
	for ( const link of links ) {
		const selected = panelId( link ) === id;
		link.closest( 'li' )?.classList.toggle( 'active', selected );
		link.setAttribute( 'aria-selected', String( selected ) );
		link.tabIndex = selected ? 0 : -1;
		const panel = wrapper.ownerDocument.getElementById( panelId( link ) );
		if ( panel ) {
			panel.hidden = ! selected;
			panel.style.display = selected ? '' : 'none';
		}
	}
	// From now on the script's state is the tabs' state, whichever script opened a tab first (the tabs'
	// or the reviews'): the stylesheet's stand-in stops.
	wrapper.classList.add( 'is-enhanced' );
	return true;
}

/** The tabs wrapper holding a panel with id `id`, if any. */
export function tabsWrapperOf( doc: Document, id: string ): Element | null {
	return (
		doc
			.getElementById( id )
			?.closest( '.wc-tabs-wrapper, .woocommerce-tabs' ) ?? null
	);
}

/**
 * The tab to show on arrival: the one the hash names, else the reviews tab for the reviews cases of
 * the hash (#reviews, #comments, #comment-N, #tab-reviews; the reviews code may open it before or after this runs: both must agree), else the first.
 */
function initialLink(
	wrapper: Element,
	links: HTMLAnchorElement[]
): HTMLAnchorElement {
	const doc = wrapper.ownerDocument;
	const location = doc.location;
	const hash = decodeFragment( location?.hash.slice( 1 ) ?? '' );
	const named = links.find( ( link ) => panelId( link ) === hash );
	if (
		named ||
		! location ||
		! shouldOpenReviews( location.hash, location.href )
	) {
		return named ?? links[ 0 ];
	}
	const reviews = links.find( ( link ) => {
		const panel = doc.getElementById( panelId( link ) );
		return (
			panel &&
			( panel.id === 'tab-reviews' || panel.querySelector( '#reviews' ) )
		);
	} );
	return reviews ?? links[ 0 ];
}

/** Enhances the product tabs in `root` (once each). */
export function enhance( root: ParentNode ): void {
	for ( const wrapper of queryAll(
		root,
		'.wc-tabs-wrapper, .woocommerce-tabs'
	) ) {
		const links = tabLinks( wrapper );
		if ( ! links.length || ! claim( wrapper ) ) {
			continue;
		}
		openProductTab( wrapper, panelId( initialLink( wrapper, links ) ) );
		wrapper.addEventListener( 'click', ( event ) => {
			const link = (
				event.target as Element
			 ).closest< HTMLAnchorElement >( 'a[href^="#"]' );
			if ( link && links.includes( link ) ) {
				event.preventDefault();
				openProductTab( wrapper, panelId( link ) );
			}
		} );
		wrapper.addEventListener( 'keydown', ( event ) => {
			const index = links.indexOf( event.target as HTMLAnchorElement );
			if (
				index < 0 ||
				( event.key !== 'ArrowRight' && event.key !== 'ArrowLeft' )
			) {
				return;
			}
			event.preventDefault();
			const next =
				links[
					( index +
						( event.key === 'ArrowRight' ? 1 : -1 ) +
						links.length ) %
						links.length
				];
			openProductTab( wrapper, panelId( next ) );
			next.focus();
		} );
	}
}
