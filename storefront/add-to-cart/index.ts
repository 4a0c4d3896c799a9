/**
 * In-place add to cart on listings (delegated, so buttons added later work too), the mini-cart's
 * remove links, and the loading state of form-submitted adds, cleared on `pageshow` (back/forward
 * cache included). The cart-call code loads when the page is idle on a page with add buttons (a
 * listing), else when the shopper points at, focuses or touches a button (at the latest on the first
 * click); once it is in, a click goes straight to the request (the header count must change
 * no later than with WooCommerce's own add-to-cart.js, which is on the page from the start). When a plugin keeps WooCommerce's own
 * add-to-cart.js on the page, that script adds and removes (and fires its events); Tourfront steps aside.
 */

/** Internal dependencies */
import { wooCommerceHandlesAddToCart } from '../../common/cart-events/page';
import { markIdle, markLoading } from './button-state';
import {
	AJAX_BUTTON_SELECTOR,
	LISTING_BODY_SELECTOR,
	REMOVE_LINK_SELECTOR,
} from './constants';
import { inClickOrder } from './in-click-order';
import { warmOnIntent } from '../../common/lazy-load/warm-on-intent';
import './style.css';

const bound = new WeakSet< Document >();

type CartCalls = typeof import( './add-to-cart' );

/** The cart-call code once it has loaded: a click then needs no module load. */
let cartCalls: CartCalls | undefined;

const loadCartCalls = () =>
	import( './add-to-cart' ).then( ( module ) => ( cartCalls = module ) );

/** Cart calls in the order the shopper clicked, even while the cart-call code is still loading. */
const queued = inClickOrder( loadCartCalls );

/** Runs `task` with the cart-call code: at once when it is in, else once it has loaded. */
function withCartCalls(
	task: ( module: CartCalls ) => void,
	onFail: () => void
): void {
	if ( cartCalls ) {
		task( cartCalls );
	} else {
		queued( task, onFail );
	}
}

/** Calls `work` when the browser is idle (within 2 s), or soon where it cannot say. */
export function whenIdle( win: Window, work: () => void ): void {
	if ( win.requestIdleCallback ) {
		win.requestIdleCallback( work, { timeout: 2000 } );
	} else {
		win.setTimeout( work, 200 );
	}
}

function onClick( event: MouseEvent ): void {
	if (
		event.defaultPrevented ||
		event.button !== 0 ||
		event.metaKey ||
		event.ctrlKey ||
		event.shiftKey ||
		wooCommerceHandlesAddToCart()
	) {
		return;
	}
	const target = event.target as Element | null;
	const button = target?.closest< HTMLElement >( AJAX_BUTTON_SELECTOR );
	// A button without product_id keeps its link.
	if ( button?.dataset.product_id ) {
		event.preventDefault();
		markLoading( button );
		withCartCalls(
			( { addButtonToCart } ) => void addButtonToCart( button ),
			() => markIdle( button )
		);
		return;
	}
	const remove = target?.closest< HTMLAnchorElement >( REMOVE_LINK_SELECTOR );
	if (
		remove?.dataset.cart_item_key &&
		remove.closest( '.widget_shopping_cart' )
	) {
		event.preventDefault();
		withCartCalls(
			( { removeFromCart } ) => void removeFromCart( remove ),
			() =>
				remove.ownerDocument.defaultView?.location.assign( remove.href )
		);
	}
}

function onSubmit( event: SubmitEvent ): void {
	const form = event.target as HTMLFormElement;
	if ( event.defaultPrevented || ! form.matches?.( 'form.cart' ) ) {
		return;
	}
	const submitter = event.submitter as HTMLElement | null;
	const button = submitter?.matches( '.single_add_to_cart_button' )
		? submitter
		: form.querySelector< HTMLElement >( '.single_add_to_cart_button' );
	if ( button ) {
		markLoading( button );
	}
}

function onPageShow( doc: Document ): void {
	for ( const button of Array.from(
		doc.querySelectorAll< HTMLElement >(
			'.single_add_to_cart_button.loading'
		)
	) ) {
		markIdle( button );
	}
}

/** Binds the page-wide listeners once per document. */
export function init( root: ParentNode ): void {
	const doc =
		( root as Node ).nodeType === 9
			? ( root as Document )
			: ( root as Node ).ownerDocument;
	if ( ! doc || bound.has( doc ) ) {
		return;
	}
	bound.add( doc );
	doc.addEventListener( 'click', onClick );
	warmOnIntent(
		doc,
		`${ AJAX_BUTTON_SELECTOR }, ${ REMOVE_LINK_SELECTOR }`,
		loadCartCalls
	);
	// A listing (shop, category, tag, product search): its add buttons are what the shopper came for, so
	// the code is in before the first click. Elsewhere (a product's related products) it waits for intent.
	if (
		doc.defaultView &&
		doc.body?.matches( LISTING_BODY_SELECTOR ) &&
		doc.querySelector( AJAX_BUTTON_SELECTOR )
	) {
		whenIdle(
			doc.defaultView,
			() => void loadCartCalls().catch( () => undefined )
		);
	}
	doc.addEventListener( 'submit', onSubmit );
	doc.defaultView?.addEventListener( 'pageshow', () => onPageShow( doc ) );
}
