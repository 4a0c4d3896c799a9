/**
 * Quick view on product listings: each `li.product` gets a "Quick view" button (unless the theme
 * printed one: `.tourfront-quickview-button[data-product_id]`). A click marks the item `processing`,
 * loads the quick-view code and opens the lightbox. Without the script the product link is all there is.
 */

/** WordPress dependencies */
import { __, sprintf } from '@wordpress/i18n';

/** Internal dependencies */
import { createClaim, queryAll } from '../../common/once';
import { PROCESSING_CLASS, QUICKVIEW_BUTTON_CLASS } from './constants';
import './style.css';

const claim = createClaim();
const boundDocuments = new WeakSet< Document >();

/** The product id of a loop item (its add-to-cart button, else its `post-ID` class). */
export function productIdOf( item: Element ): string {
	const fromButton =
		item.querySelector< HTMLElement >( '[data-product_id]' )?.dataset
			.product_id;
	return (
		fromButton ||
		( /(?:^|\s)post-(\d+)(?:\s|$)/.exec( item.className )?.[ 1 ] ?? '' )
	);
}

function addButton( item: HTMLElement ): void {
	const id = productIdOf( item );
	if ( ! id || item.querySelector( `.${ QUICKVIEW_BUTTON_CLASS }` ) ) {
		return;
	}
	const doc = item.ownerDocument;
	const name =
		item
			.querySelector( '.woocommerce-loop-product__title' )
			?.textContent?.trim() ?? '';
	const button = doc.createElement( 'button' );
	button.type = 'button';
	button.className = `button ${ QUICKVIEW_BUTTON_CLASS }`;
	button.dataset.product_id = id;
	button.setAttribute( 'aria-haspopup', 'dialog' );
	button.setAttribute(
		'aria-label',
		/* translators: %s: product name. */
		sprintf( __( 'Quick view: “%s”', 'tourfront' ), name )
	);
	button.textContent = __( 'Quick view', 'tourfront' );
	item.append( button );
}

async function onClick( event: MouseEvent ): Promise< void > {
	const button = ( event.target as Element | null )?.closest?.< HTMLElement >(
		`.${ QUICKVIEW_BUTTON_CLASS }`
	);
	const id = button?.dataset.product_id;
	if ( ! button || ! id || event.defaultPrevented ) {
		return;
	}
	event.preventDefault();
	const item = button.closest( '.product' ) ?? button;
	if ( item.classList.contains( PROCESSING_CLASS ) ) {
		return;
	}
	item.classList.add( PROCESSING_CLASS );
	item.setAttribute( 'aria-busy', 'true' );
	const link = item.querySelector< HTMLAnchorElement >(
		'a.woocommerce-LoopProduct-link, a[href]'
	);
	try {
		const { openQuickView } = await import( './quick-view' );
		await openQuickView( id, button, link?.href );
	} finally {
		item.classList.remove( PROCESSING_CLASS );
		item.removeAttribute( 'aria-busy' );
	}
}

/** Adds the buttons in `root` and binds the page's click listener once. */
export function init( root: ParentNode ): void {
	for ( const item of queryAll( root, 'ul.products li.product' ) ) {
		if ( claim( item ) ) {
			addButton( item );
		}
	}
	const doc =
		( root as Node ).nodeType === 9
			? ( root as Document )
			: ( root as Node ).ownerDocument;
	if (
		doc &&
		! boundDocuments.has( doc ) &&
		doc.querySelector( `.${ QUICKVIEW_BUTTON_CLASS }` )
	) {
		boundDocuments.add( doc );
		doc.addEventListener( 'click', onClick );
	}
}
