/**
 * The header mini-cart, light: no React on the page until the shopper opens the mini-cart or an add
 * to cart reveals it. It keeps the header button's count and total current from the cart events
 * (`tourfront:cart-updated`), turns the header cart link into the panel's toggle, and loads the React
 * panel (`settings.theme.mini_cart_assets`) on first use. On the cart and checkout pages the link
 * just goes to the cart.
 */

/** Internal dependencies */
import { getSettings } from '../../common/settings';
import { CART_UPDATED_EVENT } from '../../common/cart-events/constants';
import type { CartUpdatedDetail } from '../../common/cart-events/types';
import type { HeaderCart } from '../../common/mini-cart/header';
import { afterNextPaint } from './after-paint';
import { bridgeWooCommerceCartEvents } from './woocommerce-events';
import type {
	MiniCartController,
	MiniCartControllerOptions,
} from './controller';
import type { MiniCartAssets } from './load-assets';
import {
	MINI_CART_SELECTOR,
	MINI_CART_TRIGGER_SELECTOR,
	CART_PAGE_BLOCK_SELECTOR,
} from './constants';

const ENHANCED = 'data-tourfront-mini-cart';

let headerCode:
	Promise< typeof import( '../../common/mini-cart/header' ) > | undefined;

/**
 * The controller, loaded with the panel's loader on first use (an open, a toggle, a reveal): every page
 * with a header carries this feature, and until the shopper asks for the panel it only keeps the header
 * current. When that code cannot load, `onLoadError` follows the link instead.
 */
export function lazyMiniCartController(
	assets: MiniCartAssets,
	options: Omit< MiniCartControllerOptions, 'load' >
): MiniCartController {
	let loading: Promise< MiniCartController > | undefined;
	let loaded: MiniCartController | undefined;
	const get = () =>
		( loading ??= Promise.all( [
			import( './controller' ),
			import( './load-assets' ),
		] ).then(
			( [ { createMiniCartController }, { loadMiniCartAssets } ] ) =>
				( loaded = createMiniCartController( {
					...options,
					load: () => loadMiniCartAssets( assets ),
				} ) )
		) );
	const run = (
		action: ( controller: MiniCartController ) => Promise< void >
	) =>
		get().then( action, ( error: unknown ) => {
			loading = undefined;
			options.onLoadError?.( error );
		} );
	return {
		open: ( openOptions ) => run( ( c ) => c.open( openOptions ) ),
		toggle: () => run( ( c ) => c.toggle() ),
		reveal: () => run( ( c ) => c.reveal() ),
		close: () => loaded?.close(),
		isOpen: () => loaded?.isOpen() ?? false,
		warm: () =>
			void get().then(
				( c ) => c.warm(),
				() => ( loading = undefined )
			),
	};
}

/** The triggers get the semantics of a disclosure button for the panel. */
function decorateTriggers( open: boolean ): void {
	document
		.querySelectorAll< HTMLElement >( MINI_CART_TRIGGER_SELECTOR )
		.forEach( ( link ) => {
			link.setAttribute( 'role', 'button' );
			link.setAttribute( 'aria-haspopup', 'dialog' );
			link.setAttribute( 'aria-expanded', String( open ) );
		} );
}

/** The first trigger the shopper can see (header link on large screens, footer bar on small ones). */
function visibleTrigger(): HTMLElement | null {
	const links = [
		...document.querySelectorAll< HTMLElement >(
			MINI_CART_TRIGGER_SELECTOR
		),
	];
	return (
		links.find( ( l ) => l.getClientRects().length > 0 ) ??
		links[ 0 ] ??
		null
	);
}

/** Wires the header links to `controller`. */
function wireTriggers( block: Element, controller: MiniCartController ): void {
	const activate = ( event: Event ) => {
		event.preventDefault();
		void controller.toggle();
	};
	document.addEventListener( 'click', ( event ) => {
		if ( ! block.isConnected ) {
			return;
		}
		const link = ( event.target as Element | null )?.closest?.(
			MINI_CART_TRIGGER_SELECTOR
		);
		if (
			! link ||
			event.button !== 0 ||
			event.metaKey ||
			event.ctrlKey ||
			event.shiftKey ||
			event.altKey
		) {
			return;
		}
		activate( event );
	} );
	document.addEventListener( 'keydown', ( event ) => {
		if (
			block.isConnected &&
			event.key === ' ' &&
			( event.target as Element | null )?.closest?.(
				MINI_CART_TRIGGER_SELECTOR
			)
		) {
			activate( event );
		}
	} );
	// The shopper is about to open the cart (a press, a touch, focus, a pointer over the link): the
	// panel's code and the cart's read start now, not after the tap.
	const intent = ( event: Event ) => {
		if (
			! controller.isOpen() &&
			( event.target as Element | null )?.closest?.(
				MINI_CART_TRIGGER_SELECTOR
			)
		) {
			controller.warm();
		}
	};
	for ( const type of [
		'pointerdown',
		'touchstart',
		'focusin',
		'mouseover',
	] ) {
		document.addEventListener( type, intent, { passive: true } );
	}
	// Fragments replace `a.cart-contents`: decorate the new link too.
	new MutationObserver( () =>
		decorateTriggers( controller.isOpen() )
	).observe( block, { childList: true, subtree: true } );
	decorateTriggers( false );
}

/** True when the page shows WooCommerce's "added to cart" message (form-submitted add). */
export function hasAddedToCartNotice( root: ParentNode = document ): boolean {
	return !! root.querySelector( '.woocommerce-message a.wc-forward' );
}

/** Enhances the header mini-cart under `root` (idempotent). */
export function init( root: ParentNode ): void {
	bridgeWooCommerceCartEvents(
		( root as Node ).nodeType === 9
			? ( root as Document )
			: ( ( root as Node ).ownerDocument ?? document )
	);
	const block =
		root.querySelector( MINI_CART_SELECTOR ) ??
		( root instanceof Element && root.matches( MINI_CART_SELECTOR )
			? root
			: null );
	if ( ! block || block.hasAttribute( ENHANCED ) ) {
		return;
	}
	block.setAttribute( ENHANCED, '' );
	const settings = getSettings();

	const assets = settings.theme?.mini_cart_assets;
	// No panel on the cart page (the Cart block is the cart) or without the panel's code.
	const controller =
		assets?.module && ! document.querySelector( CART_PAGE_BLOCK_SELECTOR )
			? lazyMiniCartController( assets, {
					container: document.body,
					onToggle: decorateTriggers,
					getTrigger: visibleTrigger,
					isTrigger: ( target ) =>
						!! target.closest( MINI_CART_TRIGGER_SELECTOR ),
					// Without the panel the link still works: go to the cart page.
					onLoadError: () =>
						window.location.assign(
							settings.shop?.cart_url ||
								settings.storePages?.cart?.permalink ||
								'/cart/'
						),
				} )
			: undefined;
	document.body.addEventListener( CART_UPDATED_EVENT, ( event ) => {
		const detail = (
			event as CustomEvent< CartUpdatedDetail< HeaderCart > >
		 ).detail;
		if ( ! block.isConnected ) {
			return;
		}
		const cart = detail?.source === 'store-api' && detail.cart;
		if ( cart ) {
			// The header's words load with the first change of the cart: nothing before it uses
			// them. One promise, so quick changes land in the order they came.
			void ( headerCode ??=
				import( '../../common/mini-cart/header' ) ).then(
				( { updateHeaderLinks } ) => updateHeaderLinks( document, cart )
			);
		}
		if (
			detail?.action === 'add' &&
			settings.theme?.mini_cart_reveal &&
			controller
		) {
			// The shopper's feedback (count, total, "added") is painted before the panel's code loads.
			const reveal = controller.reveal;
			afterNextPaint( () => void reveal() );
		}
	} );

	if ( ! controller ) {
		return;
	}
	// The React panel replaces WooCommerce's hover list.
	block
		.querySelectorAll< HTMLElement >( '.widget_shopping_cart' )
		.forEach( ( widget ) => {
			widget.style.display = 'none';
		} );
	block.classList.add( 'is-enhanced' );
	wireTriggers( block, controller );
	if (
		settings.theme?.mini_cart_reveal &&
		hasAddedToCartNotice( document )
	) {
		void controller.reveal();
	}
}
