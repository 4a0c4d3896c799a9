/**
 * The in-place add and remove tell plugins what WooCommerce's add-to-cart.js would: its jQuery events
 * (with jQuery on the page), WooCommerce Blocks' DOM events, and they honour a plugin's veto.
 */

/** External dependencies */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import jQuery from 'jquery';

/** Internal dependencies */
import { navigation } from '../../common/safe-url';
import './add-to-cart';
import { init } from './index';
import {
	button,
	click,
	flush,
	installWcAjax,
	loopButton,
	miniCartWithItem,
	page,
} from './test-utils';

type PageWindow = Window & {
	jQuery?: unknown;
	wc_add_to_cart_params?: unknown;
};
const win = window as PageWindow;

/** What a plugin listening the usual ways hears, in order. */
function listenLikeAPlugin() {
	const heard: string[] = [];
	jQuery( document.body ).on(
		'adding_to_cart added_to_cart removed_from_cart wc_fragments_loaded wc_cart_button_updated',
		( event, ...args ) => {
			const shown = args.map( ( arg ) => {
				if ( arg && ( arg as JQuery ).jquery ) {
					return `$${ ( ( arg as JQuery )[ 0 ] as HTMLElement ).dataset.product_id }`;
				}
				if ( arg && typeof arg === 'object' ) {
					return Object.keys( arg ).sort().join( '|' );
				}
				return String( arg );
			} );
			heard.push( `${ event.type }(${ shown.join( ', ' ) })` );
		}
	);
	for ( const name of [
		'wc-blocks_adding_to_cart',
		'wc-blocks_added_to_cart',
		'wc-blocks_removed_from_cart',
	] ) {
		document.addEventListener( name, ( event ) =>
			heard.push(
				`${ event.type } ${ JSON.stringify( ( event as CustomEvent ).detail ) }`
			)
		);
	}
	return heard;
}

beforeEach( () => {
	window.tourfrontSettings = {
		shop: {
			cart_redirect_after_add: 'no',
			cart_url: '/cart/',
			is_cart: false,
			wc_ajax_url: '/?wc-ajax=%%endpoint%%',
		},
	};
	vi.spyOn( navigation, 'assign' ).mockImplementation( () => undefined );
	win.jQuery = jQuery;
	init( document );
} );

afterEach( () => {
	jQuery( document.body ).off();
	vi.unstubAllGlobals();
	delete win.jQuery;
	delete win.wc_add_to_cart_params;
	delete window.tourfrontSettings;
} );

describe( 'WooCommerce’s events around an in-place add', () => {
	it( 'adding_to_cart before the request, added_to_cart with fragments, hash and $button after it, then the rest', async () => {
		const { held } = installWcAjax();
		page( loopButton( 11, 'HL' ) );
		const heard = listenLikeAPlugin();
		click( button( 11 ) );
		await flush();
		expect( heard ).toEqual( [
			'adding_to_cart($11, product_id|product_sku|quantity|success_message)',
			'wc-blocks_adding_to_cart {"preserveCartData":false}',
		] );
		held[ 0 ].release();
		await flush();
		expect( heard.slice( 2 ) ).toEqual( [
			expect.stringMatching(
				/^added_to_cart\(a\.cart-contents\|a\.footer-cart-contents\|div\.widget_shopping_cart_content, [0-9a-f]{32}, \$11\)$/
			),
			'wc_cart_button_updated($11)',
			'wc_fragments_loaded()',
			'wc-blocks_added_to_cart {"preserveCartData":false}',
		] );
	} );

	it( 'removed_from_cart after a remove from the classic mini-cart list', async () => {
		const { held } = installWcAjax();
		page( '' );
		const heard = listenLikeAPlugin();
		click( miniCartWithItem() );
		await flush();
		held[ 0 ].release( {
			fragments: {
				'div.widget_shopping_cart_content':
					'<div class="widget_shopping_cart_content"></div>',
			},
			cart_hash: '',
		} );
		await flush();
		expect( heard ).toEqual( [
			'removed_from_cart(div.widget_shopping_cart_content, , $11)',
			'wc_fragments_loaded()',
			'wc-blocks_removed_from_cart {"preserveCartData":false}',
		] );
	} );

	it( 'a plugin’s should_send_ajax_request.adding_to_cart veto stops the add', async () => {
		const { held } = installWcAjax();
		page( loopButton( 11, 'HL' ) );
		const notSent = vi.fn();
		jQuery( document.body ).on(
			'should_send_ajax_request.adding_to_cart',
			() => false
		);
		jQuery( document.body ).on(
			'ajax_request_not_sent.adding_to_cart',
			notSent
		);
		click( button( 11 ) );
		await flush();
		expect( held ).toHaveLength( 0 );
		expect( notSent ).toHaveBeenCalledTimes( 1 );
		expect( button( 11 ).classList.contains( 'loading' ) ).toBe( false );
	} );

	it( 'leaves adds and removes to WooCommerce’s add-to-cart.js when a plugin keeps it on the page', async () => {
		const { held } = installWcAjax();
		win.wc_add_to_cart_params = { wc_ajax_url: '/?wc-ajax=%%endpoint%%' };
		page( loopButton( 11, 'HL' ) );
		expect( click( button( 11 ) ).defaultPrevented ).toBe( false );
		expect( click( miniCartWithItem() ).defaultPrevented ).toBe( false );
		await flush();
		expect( held ).toHaveLength( 0 );
	} );
} );
