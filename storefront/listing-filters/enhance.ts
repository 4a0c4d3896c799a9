/**
 * The filters without a full reload: a changed select or a submitted form, a destination or "clear"
 * link fetch the listing they lead to and swap its main column and breadcrumb in, with the address in
 * the history (back and forward work). Any failure falls back to plain navigation.
 */

/** Internal dependencies */
import { createClaim, queryAll } from '../../common/once';
import { announce } from '../../common/live-region';
import { filterUrl } from './filter-url';

const claim = createClaim();
const SWAPPED = [ '#main', '.woocommerce-breadcrumb' ];
/** Tells the site's features that fresh markup is on the page (storefront/index.ts). */
export const CONTENT_EVENT = 'tourfront:content';
let listening = false;

/** Replaces the page's swapped parts with those of `html`; false when the answer has no listing. */
export function swapListing( html: string, doc: Document = document ): boolean {
	const next = new DOMParser().parseFromString( html, 'text/html' );
	if ( ! next.querySelector( '#main' ) ) {
		return false;
	}
	for ( const selector of SWAPPED ) {
		const current = doc.querySelector( selector );
		const fresh = next.querySelector( selector );
		if ( current && fresh ) {
			current.replaceWith( doc.importNode( fresh, true ) );
		}
	}
	doc.title = next.title;
	const main = doc.querySelector( '#main' );
	main?.dispatchEvent( new CustomEvent( CONTENT_EVENT, { bubbles: true } ) );
	announce(
		main
			?.querySelector( '.woocommerce-result-count, .woocommerce-info' )
			?.textContent?.trim() ?? '',
		doc
	);
	return true;
}

/** Shows the listing at `url`, in place when possible. */
export async function showListing( url: string, push = true ): Promise< void > {
	document.querySelector( '#main' )?.setAttribute( 'aria-busy', 'true' );
	try {
		const response = await fetch( url, {
			credentials: 'same-origin',
			headers: { Accept: 'text/html' },
		} );
		if ( ! response.ok || ! swapListing( await response.text() ) ) {
			throw new Error( String( response.status ) );
		}
		if ( push ) {
			history.pushState(
				{ tourfrontListing: true },
				'',
				response.url || url
			);
		}
	} catch {
		window.location.assign( url );
	}
}

/** Scrolls the current category's pill into its row's view: the row only, the page stays where it is. */
export function showCurrentPill( filters: HTMLElement ): void {
	const pill = filters.querySelector(
		'.tourfront-filters__destinations a[aria-current]'
	);
	const row = pill?.closest( 'ul' );
	if ( pill && row && row.scrollWidth > row.clientWidth ) {
		const p = pill.getBoundingClientRect();
		const r = row.getBoundingClientRect();
		row.scrollLeft += p.left - r.left - ( r.width - p.width ) / 2;
	}
}

function bind( filters: HTMLElement ): void {
	showCurrentPill( filters );
	const form = filters.querySelector< HTMLFormElement >( 'form' );
	form?.addEventListener( 'change', ( event ) => {
		if ( ( event.target as Element ).matches( 'select' ) ) {
			form.requestSubmit();
		}
	} );
	form?.addEventListener( 'submit', ( event ) => {
		event.preventDefault();
		void showListing( filterUrl( form ) );
	} );
	filters.addEventListener( 'click', ( event ) => {
		const link = ( event.target as Element ).closest< HTMLAnchorElement >(
			'a[href]'
		);
		if (
			link &&
			! event.defaultPrevented &&
			event.button === 0 &&
			! (
				event.metaKey ||
				event.ctrlKey ||
				event.shiftKey ||
				event.altKey
			)
		) {
			event.preventDefault();
			void showListing( link.href );
		}
	} );
}

/** Binds every filter block in `root`, and the history once. */
export function enhance( root: ParentNode ): void {
	queryAll( root, '.tourfront-filters' ).filter( claim ).forEach( bind );
	if ( ! listening ) {
		listening = true;
		window.history.replaceState( { tourfrontListing: true }, '' );
		window.addEventListener( 'popstate', ( event ) => {
			if (
				( event.state as { tourfrontListing?: boolean } | null )
					?.tourfrontListing
			) {
				void showListing( window.location.href, false );
			}
		} );
	}
}
