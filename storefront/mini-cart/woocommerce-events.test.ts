/**
 * Cart changes other scripts announce with WooCommerce's events reach the header, the mini-cart and the
 * cart store, as WooCommerce's own scripts would have made them.
 */

/** External dependencies */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import jQuery from 'jquery';

/** Internal dependencies */
import { bridgeWooCommerceCartEvents } from './woocommerce-events';
import {
	button,
	flush,
	installWcAjax,
	loopButton,
	page,
} from '../add-to-cart/test-utils';

type PageWindow = Window & { jQuery?: unknown };
const win = window as PageWindow;
const headerCount = () =>
	document.querySelector( 'a.cart-contents .count' )!.textContent;
const fragments = {
	'a.cart-contents':
		'<a class="cart-contents" href="/cart/"><span class="count">3 tours</span></a>',
};

let heard: string[] = [];
let listeners: AbortController;
beforeEach( () => {
	listeners = new AbortController();
	window.tourfrontSettings = {
		shop: {
			cart_redirect_after_add: 'no',
			cart_url: '/cart/',
			is_cart: false,
			wc_ajax_url: '/?wc-ajax=%%endpoint%%',
		},
	};
	win.jQuery = jQuery;
	page( loopButton( 11, 'HL' ) );
	heard = [];
	jQuery( document.body ).on(
		'added_to_cart.test wc_fragments_loaded.test wc_fragments_refreshed.test',
		( event ) => heard.push( `$ ${ event.type }` )
	);
	for ( const name of [
		'wc-blocks_added_to_cart',
		'tourfront:cart-updated',
	] ) {
		document.body.addEventListener(
			name,
			( event ) => {
				const detail = ( event as CustomEvent ).detail ?? {};
				heard.push(
					`dom ${ event.type }${ detail.action ? ` ${ detail.action }` : '' }${ detail.external ? ' external' : '' }`
				);
			},
			{ signal: listeners.signal }
		);
	}
	bridgeWooCommerceCartEvents( document );
} );

afterEach( () => {
	listeners.abort();
	jQuery( document.body ).off( '.test' );
	delete win.jQuery;
	delete window.tourfrontSettings;
} );

describe( 'foreign cart events', () => {
	it( 'a plugin’s own AJAX add (jQuery added_to_cart with fragments) updates the header and the button, then tells the page', async () => {
		jQuery( document.body ).trigger( 'added_to_cart', [
			fragments,
			'h1',
			jQuery( button( 11 ) ),
		] );
		await vi.waitFor( () => expect( headerCount() ).toBe( '3 tours' ) );
		expect( button( 11 ).classList.contains( 'added' ) ).toBe( true );
		expect( heard ).toEqual( [
			'$ added_to_cart',
			'$ wc_fragments_loaded',
			'dom wc-blocks_added_to_cart',
			'dom tourfront:cart-updated add external',
		] );
	} );

	it( 'an add through the Store API elsewhere (the blocks’ DOM event) or a refresh request brings fresh fragments', async () => {
		const { held, store } = installWcAjax();
		store.addItem( { id: 11, quantity: 2 } );
		document.body.dispatchEvent(
			new CustomEvent( 'wc-blocks_added_to_cart', {
				bubbles: true,
				detail: { preserveCartData: true },
			} )
		);
		await vi.waitFor( () =>
			expect( held.map( ( h ) => h.endpoint ) ).toEqual( [
				'get_refreshed_fragments',
			] )
		);
		held[ 0 ].release();
		await flush();
		expect( headerCount() ).toMatch( /^2 / );
		expect( heard ).toEqual( [
			'dom wc-blocks_added_to_cart',
			'$ wc_fragments_refreshed',
			'dom tourfront:cart-updated refresh',
		] );

		jQuery( document.body ).trigger( 'wc_fragment_refresh' );
		await vi.waitFor( () => expect( held ).toHaveLength( 2 ) );
		expect( held[ 1 ].endpoint ).toBe( 'get_refreshed_fragments' );
		held[ 1 ].release();
		await flush();
	} );

	it( 'a page restored from the back/forward cache refreshes its fragments', async () => {
		const { held } = installWcAjax();
		const pageshow = ( persisted: boolean ) =>
			Object.defineProperty( new Event( 'pageshow' ), 'persisted', {
				value: persisted,
			} );
		window.dispatchEvent( pageshow( true ) );
		window.dispatchEvent( pageshow( false ) );
		await vi.waitFor( () => expect( held ).toHaveLength( 1 ) );
		await flush();
		expect( held.map( ( h ) => h.endpoint ) ).toEqual( [
			'get_refreshed_fragments',
		] );
	} );
} );
