/**
 * The quick view itself (loaded on the first open): asks the theme for the product's quick-view HTML,
 * shows it in the site lightbox (Escape and the close button close it, focus returns to the button),
 * makes its gallery a slider, and sends its add-to-cart form in place.
 */

/** Internal dependencies */
import { getSettings } from '../../common/settings';
import { addFormToCart } from '../add-to-cart/add-to-cart';
import { enhance as initBooking } from '../booking/enhance';
import { openLightbox } from '../lightbox';
import { enhance as initGallery } from '../product-gallery/enhance';
import { enhance as initQuantity } from '../quantity/enhance';
import { navigateTo } from '../../common/safe-url';
import { enhance as initVariations } from '../variations/enhance';
import { SHOW_VARIATION_EVENT } from '../variations/constants';
import { QUICKVIEW_ACTION } from './constants';
import { enableSlider } from './slider';

/** Fetches the quick-view HTML of a product (the 404 error markup included); rejects when offline. */
export async function fetchQuickView( productId: string ): Promise< string > {
	const ajaxUrl = getSettings().theme?.ajax_url || '/wp-admin/admin-ajax.php';
	const response = await fetch( ajaxUrl, {
		method: 'POST',
		credentials: 'same-origin',
		body: new URLSearchParams( {
			action: QUICKVIEW_ACTION,
			product: productId,
		} ),
	} );
	if ( ! response.ok && response.status !== 404 ) {
		throw new Error( `Quick view: HTTP ${ response.status }` );
	}
	return response.text();
}

/** Builds the quick-view content from its HTML, enhanced and ready to show. */
export function buildQuickView(
	html: string,
	doc: Document = document
): HTMLElement {
	const container = doc.createElement( 'div' );
	container.className = 'tourfront-quickview-content';
	container.innerHTML = html;
	const title = container
		.querySelector( '.product_title' )
		?.textContent?.trim();
	if ( title ) {
		container.setAttribute( 'aria-label', title );
	}
	const gallery = container.querySelector< HTMLElement >(
		'.tourfront-quickview__gallery'
	);
	const show = gallery ? enableSlider( gallery ) : null;
	initGallery( container );
	// A tour's form becomes its booking box, which then adds in place itself.
	initBooking( container );
	initVariations( container );
	initQuantity( container );
	container.addEventListener( SHOW_VARIATION_EVENT, () => show?.( 0 ) );
	container.addEventListener( 'submit', ( event ) => {
		const form = event.target as HTMLFormElement;
		if ( event.defaultPrevented || ! form.matches( 'form.cart' ) ) {
			return;
		}
		event.preventDefault();
		const button =
			( event.submitter as HTMLElement | null ) ??
			form.querySelector< HTMLElement >( '.single_add_to_cart_button' );
		if ( button ) {
			addFormToCart( form, button );
		}
	} );
	return container;
}

/** Opens the quick view of `productId`; `fallbackUrl` is followed when the server cannot be reached. */
export async function openQuickView(
	productId: string,
	trigger: HTMLElement,
	fallbackUrl?: string
): Promise< HTMLElement | null > {
	let html: string;
	try {
		html = await fetchQuickView( productId );
	} catch {
		if ( fallbackUrl ) {
			navigateTo( fallbackUrl );
		}
		return null;
	}
	const content = buildQuickView( html, trigger.ownerDocument );
	await openLightbox( { type: 'inline', content, trigger } );
	return content;
}
