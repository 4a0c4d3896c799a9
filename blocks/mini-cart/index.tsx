/**
 * The Mini-cart block entry, loaded lazily by storefront/mini-cart on first open or reveal
 * (`settings.theme.mini_cart_assets.module`): mounts the React panel in the host it is given.
 */

/** WordPress dependencies */
import { createRoot } from '@wordpress/element';
import { dispatch, select, subscribe } from '@wordpress/data';
import apiFetch from '@wordpress/api-fetch';

/** Internal dependencies */
import { getSettings } from '../../common/settings';
import { cartStore, type Cart } from '../data/cart';
import { keepCart, keptCart } from './cart-cache';
import { installStoreApiClient } from '../api';
import MiniCartContents from './mini-cart-contents';
import { exposeApi, extensionsApi } from '../registry/extension-points';
import type {
	MiniCartPanel,
	MiniCartPanelOptions,
	MiniCartOpenOptions,
} from '../../common/mini-cart/types';
import './style.css';

/**
 * api-fetch came in as a bare script (its inline root-URL setup is not printed on lazy pages): point
 * it at the REST root. The root middleware is idempotent, so a page that already set it is unaffected.
 */
function prepareApiFetch(): void {
	const root = getSettings().storeApi?.root;
	if ( root ) {
		apiFetch.use( apiFetch.createRootURLMiddleware( root ) );
	}
	installStoreApiClient();
}

/**
 * Puts a dropdown host right under the header cart button, aligned to its right edge. The host is
 * fixed to the viewport: the header may be sticky, and the dropdown must stay under it.
 */
function placeDropdown(
	host: HTMLElement,
	mode: MiniCartOpenOptions[ 'mode' ]
): void {
	const anchor = document.querySelector(
		'[data-block-name="tourfront/mini-cart"]'
	);
	const rect = anchor?.getBoundingClientRect();
	if ( mode !== 'dropdown' || ! rect ) {
		host.style.removeProperty( 'top' );
		host.style.removeProperty( 'right' );
		return;
	}
	host.style.top = `${ Math.round( rect.bottom ) }px`;
	host.style.right = `${ Math.max( 8, Math.round( document.documentElement.clientWidth - rect.right ) ) }px`;
}

/**
 * The cart the panel last showed on a page with this cart hash, at once, read again behind it; and
 * every cart the store gets from now on kept for the next page.
 */
function showKeptCart(): void {
	const kept = keptCart< Cart >();
	if ( kept && ! select( cartStore ).hasCartData() ) {
		dispatch( cartStore ).receiveCart( kept );
		void dispatch( cartStore ).refreshCart( true );
	}
	let last: Cart | undefined;
	subscribe( () => {
		const cart = select( cartStore ).getCartData();
		if ( cart !== last && select( cartStore ).hasCartData() ) {
			last = cart;
			keepCart( cart );
		}
	}, cartStore );
}

/** Mounts the panel into `host`; the returned object opens and closes it. */
export function createMiniCartPanel(
	host: HTMLElement,
	{ onRequestClose }: MiniCartPanelOptions
): MiniCartPanel {
	prepareApiFetch();
	showKeptCart();
	// Extensions register for the mini-cart on any page (queued until now on pages without the cart or checkout).
	exposeApi( extensionsApi );
	const root = createRoot( host );
	const render = ( state: MiniCartOpenOptions | null ) =>
		root.render(
			state ? (
				<MiniCartContents
					mode={ state.mode }
					focusOnOpen={ state.focus }
					onClose={ onRequestClose }
				/>
			) : null
		);
	return {
		element: host,
		open( options ) {
			host.className = `tourfront-mini-cart-host is-open is-${ options.mode }`;
			placeDropdown( host, options.mode );
			render( options );
		},
		close() {
			host.className = 'tourfront-mini-cart-host';
			render( null );
		},
	};
}
