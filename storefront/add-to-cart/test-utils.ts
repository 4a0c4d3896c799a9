/**
 * Test helpers: the shop page markup, and a `fetch` answering `?wc-ajax=` from the mock WooCommerce store, with each answer
 * held until the test releases it (so tests can see what is in flight).
 */

/** External dependencies */
import { vi } from 'vitest';

/** Internal dependencies */
import { RECORDED_TOURS } from '../../mocks/fixtures/recorded';
import { createWooStore } from '../../mocks/store';
import { cartCookies, wcAjaxAnswer } from '../../mocks/handlers/wc-ajax';

/** A held request. */
export interface HeldRequest {
	endpoint: string;
	form: Record< string, string >;
	release: ( override?: unknown ) => void;
	fail: () => void;
	/** The server makes the change (and sets its cookies), then the answer is lost. */
	processThenFail: () => void;
}

/** Installs the fake `fetch`; returns the store and the held requests. */
export function installWcAjax() {
	const store = createWooStore( {
		tours: RECORDED_TOURS,
		tourfront: false,
		seed: 'h4',
	} );
	const held: HeldRequest[] = [];
	const fetchMock = vi.fn( ( url: string, init?: RequestInit ) => {
		const endpoint =
			new URL( url, 'http://localhost' ).searchParams.get( 'wc-ajax' ) ??
			'';
		const form = Object.fromEntries(
			new URLSearchParams( String( init?.body ?? '' ) )
		);
		// What the server does: the change, and the cart cookies the browser then holds.
		const answer = () => {
			const result = wcAjaxAnswer( store, endpoint, form );
			cartCookies( store ).forEach(
				( cookie ) => ( document.cookie = cookie )
			);
			return result;
		};
		return new Promise< Response >( ( resolve, reject ) => {
			held.push( {
				endpoint,
				form,
				release: ( override ) => {
					const body = override ?? answer().body;
					resolve(
						new Response( JSON.stringify( body ), {
							headers: { 'Content-Type': 'application/json' },
						} )
					);
				},
				fail: () => reject( new TypeError( 'Failed to fetch' ) ),
				processThenFail: () => {
					answer();
					reject( new TypeError( 'Failed to fetch' ) );
				},
			} );
		} );
	} );
	vi.stubGlobal( 'fetch', fetchMock );
	return { store, held, fetchMock };
}

/** Lets pending promise callbacks run. */
export async function flush(): Promise< void > {
	for ( let round = 0; round < 5; round++ ) {
		for ( let i = 0; i < 10; i++ ) {
			await Promise.resolve();
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	}
}

/** A loop "Add to cart" button as WooCommerce prints it. */
export function loopButton( id: number, sku: string, extra = '' ) {
	return `<li class="product post-${ id }"><a href="/shop/?add-to-cart=${ id }" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="${ id }" data-product_sku="${ sku }" data-success_message="“${ sku }” has been added to your cart" rel="nofollow" role="button" ${ extra }>Add to cart</a></li>`;
}

/** A shop page: Storefront's header cart (link + classic list), the products, the handheld footer bar. */
export function page( items: string ) {
	document.body.innerHTML = `<header><div id="site-header-cart" class="site-header-cart tourfront-mini-cart">
		<a class="cart-contents" href="/cart/"><span class="count">0 tours</span></a>
		<div class="widget woocommerce widget_shopping_cart"><div class="widget_shopping_cart_content"></div></div></div></header>
		<ul class="products">${ items }</ul>
		<div class="storefront-handheld-footer-bar"><a class="footer-cart-contents" href="/cart/"><span class="count">0</span></a></div>`;
}

/** A plain left click; returns the event (was it prevented?). */
export function click( element: Element ) {
	const event = new MouseEvent( 'click', {
		bubbles: true,
		cancelable: true,
		button: 0,
	} );
	element.dispatchEvent( event );
	return event;
}

/** The loop button of product `id`. */
export const button = ( id: number ) =>
	document.querySelector(
		`.ajax_add_to_cart[data-product_id="${ id }"]`
	) as HTMLElement;

/** A classic mini-cart list with one item in the header; returns its remove link. */
export function miniCartWithItem() {
	document.querySelector( '.widget_shopping_cart_content' )!.innerHTML =
		`<ul class="woocommerce-mini-cart cart_list product_list_widget"><li class="woocommerce-mini-cart-item mini_cart_item">
		<a href="/cart/?remove_item=abc&_wpnonce=n" class="remove remove_from_cart_button" aria-label="Remove" data-product_id="11" data-cart_item_key="abc">×</a>Tour</li></ul>`;
	return document.querySelector(
		'.remove_from_cart_button'
	) as HTMLAnchorElement;
}
