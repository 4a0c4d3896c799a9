/**
 * Firing and hearing cart events with the real jQuery (as WordPress ships it) on the page, or none.
 */

/** External dependencies */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import jQuery from 'jquery';

/** Internal dependencies */
import { fireCartAction, mayAddToCart } from './fire';
import { listenToForeignCartChanges, type ForeignCartChange } from './listen';
import { CART_UPDATED_EVENT } from './constants';
import type { CartEventsWindow } from './page';

const win = window as unknown as CartEventsWindow;
const fragments = { 'a.cart-contents': '<a class="cart-contents">1</a>' };

/** Records what a plugin would see: jQuery handlers on body and document, DOM listeners, hooks. */
function recordPluginView() {
	const seen: string[] = [];
	const $ = jQuery;
	const names =
		'adding_to_cart added_to_cart removed_from_cart wc_fragments_loaded wc_cart_button_updated updated_cart_totals';
	$( document.body ).on( names, ( event, ...args ) => {
		seen.push(
			`jquery:${ event.type }:${ args.map( ( a ) => ( a && ( a as { jquery?: string } ).jquery ? `$${ ( a as JQuery )[ 0 ].id }` : JSON.stringify( a ) ) ).join( ',' ) }`
		);
	} );
	for ( const name of [
		'wc-blocks_added_to_cart',
		'wc-blocks_removed_from_cart',
		CART_UPDATED_EVENT,
	] ) {
		document.addEventListener( name, ( event ) => {
			const e = event as CustomEvent;
			seen.push(
				`dom:${ e.type }:${ e.bubbles && e.target === document.body ? 'bubbled' : 'flat' }`
			);
		} );
	}
	return seen;
}

let button: HTMLElement;
beforeEach( () => {
	button = document.createElement( 'a' );
	button.id = 'btn';
	document.body.append( button );
} );

afterEach( () => {
	jQuery( document.body ).off();
	document.body.innerHTML = '';
	delete win.jQuery;
	delete win.wp;
	delete win.wc_add_to_cart_params;
	delete ( win as { reportError?: unknown } ).reportError;
} );

describe( 'fireCartAction', () => {
	it( 'fires the jQuery events with WooCommerce’s arguments ($button wrapped), then the DOM events, which bubble', () => {
		win.jQuery = jQuery as never;
		const seen = recordPluginView();
		fireCartAction( {
			type: 'added',
			source: 'wc-ajax',
			fragments,
			cartHash: 'h1',
			button,
		} );
		expect( seen ).toEqual( [
			`jquery:added_to_cart:${ JSON.stringify( fragments ) },"h1",$btn`,
			'jquery:wc_cart_button_updated:$btn',
			'jquery:wc_fragments_loaded:',
			'dom:wc-blocks_added_to_cart:bubbled',
			`dom:${ CART_UPDATED_EVENT }:bubbled`,
		] );
	} );

	it( 'fires only the DOM events without jQuery on the page', () => {
		const seen = recordPluginView();
		fireCartAction( {
			type: 'removed',
			source: 'wc-ajax',
			fragments,
			button,
		} );
		expect( seen ).toEqual( [
			'dom:wc-blocks_removed_from_cart:bubbled',
			`dom:${ CART_UPDATED_EVENT }:bubbled`,
		] );
	} );

	it( 'calls the blocks’ store events on wp.hooks when WordPress’s hooks are on the page', () => {
		const doAction = vi.fn();
		win.wp = { hooks: { doAction } };
		const item = { key: 'k', id: 11, quantity: 2 };
		fireCartAction( {
			type: 'quantity',
			source: 'store-api',
			item,
			cart: { items_count: 2 },
		} );
		expect( doAction ).toHaveBeenCalledWith(
			'experimental__woocommerce_blocks-cart-set-item-quantity',
			{ product: item, quantity: 2 }
		);
	} );

	it( 'a plugin listener that throws neither stops the others nor the caller', () => {
		win.jQuery = jQuery as never;
		const reportError = vi.fn();
		( win as { reportError: unknown } ).reportError = reportError;
		jQuery( document.body ).on(
			'added_to_cart',
			( _e, _f, _h, $b ) => ( $b as JQuery ).data( 'x' ).missing
		);
		const seen = recordPluginView();
		expect( () =>
			fireCartAction( {
				type: 'added',
				source: 'store-api',
				cart: { items_count: 1 },
			} )
		).not.toThrow();
		expect( reportError ).toHaveBeenCalledTimes( 1 );
		expect( seen ).toContain( 'dom:wc-blocks_added_to_cart:bubbled' );
	} );
} );

describe( 'mayAddToCart', () => {
	it( 'lets a plugin veto an in-place add, and tells the others it was not sent', () => {
		win.jQuery = jQuery as never;
		expect( mayAddToCart( button ) ).toBe( true );
		const notSent = vi.fn();
		jQuery( document.body ).on(
			'should_send_ajax_request.adding_to_cart',
			() => false
		);
		jQuery( document.body ).on(
			'ajax_request_not_sent.adding_to_cart',
			( _e, ...args ) => notSent( ...args )
		);
		expect( mayAddToCart( button ) ).toBe( false );
		expect( notSent ).toHaveBeenCalledWith(
			false,
			false,
			expect.objectContaining( { 0: button } )
		);
	} );

	it( 'always says yes without jQuery', () => {
		expect( mayAddToCart( button ) ).toBe( true );
	} );
} );

describe( 'listenToForeignCartChanges', () => {
	it( 'hears other scripts’ adds, removes and refresh requests, never Tourfront’s own events', () => {
		win.jQuery = jQuery as never;
		const heard: ForeignCartChange[] = [];
		const stop = listenToForeignCartChanges( ( change ) =>
			heard.push( change )
		);
		fireCartAction( {
			type: 'added',
			source: 'wc-ajax',
			fragments,
			button,
		} );
		fireCartAction( {
			type: 'removed',
			source: 'store-api',
			cart: { items_count: 0 },
		} );
		expect( heard ).toEqual( [] );

		jQuery( document.body ).trigger( 'added_to_cart', [
			fragments,
			'h3',
			jQuery( button ),
		] );
		document.body.dispatchEvent(
			new CustomEvent( 'wc-blocks_removed_from_cart', {
				bubbles: true,
				detail: { preserveCartData: true },
			} )
		);
		jQuery( document.body ).trigger( 'wc_fragment_refresh' );
		expect( heard ).toEqual( [
			{ type: 'added', via: 'jquery', fragments, cartHash: 'h3', button },
			{ type: 'removed', via: 'dom' },
			{
				type: 'refresh',
				via: 'jquery',
				fragments: undefined,
				cartHash: undefined,
				button: undefined,
			},
		] );
		stop();
		jQuery( document.body ).trigger( 'added_to_cart', [ fragments, 'h4' ] );
		expect( heard ).toHaveLength( 3 );
	} );

	it( 'ignores what a listener of Tourfront’s event translates on the spot (an echo, not a new change)', () => {
		win.jQuery = jQuery as never;
		const heard: ForeignCartChange[] = [];
		listenToForeignCartChanges( ( change ) => heard.push( change ) );
		// WooCommerce's blocks translate jQuery added_to_cart into their DOM event.
		jQuery( document.body ).on( 'added_to_cart', () =>
			document.body.dispatchEvent(
				new CustomEvent( 'wc-blocks_added_to_cart' )
			)
		);
		fireCartAction( { type: 'added', source: 'wc-ajax', fragments } );
		expect( heard ).toEqual( [] );
	} );
} );
