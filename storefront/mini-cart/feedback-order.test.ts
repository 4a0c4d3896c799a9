/**
 * The in-place add to cart, then the mini-cart reveal, in that order: the shopper sees the new count,
 * total and the button's "added" state before the mini-cart's code is even asked for.
 */

/** External dependencies */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { fakeMiniCartModule } from './test-utils';
import { flush, installWcAjax } from '../add-to-cart/test-utils';

const fake = fakeMiniCartModule();
/** What the page showed when the mini-cart's code was asked for. */
const atLoad: Array< { count: string; added: boolean; viewCart: boolean } > =
	[];
const loadMiniCartAssets = vi.fn( async () => {
	atLoad.push( {
		count:
			document.querySelector( '#site-header-cart a.cart-contents .count' )
				?.textContent ?? '',
		added: document
			.querySelector( '.ajax_add_to_cart' )!
			.classList.contains( 'added' ),
		viewCart: !! document.querySelector( 'a.added_to_cart' ),
	} );
	return fake.module;
} );
vi.mock( './load-assets', () => ( {
	loadMiniCartAssets: ( ...args: unknown[] ) =>
		loadMiniCartAssets( ...( args as [] ) ),
} ) );

const miniCart = await import( '.' );
const addToCart = await import( '../add-to-cart' );

const frames: FrameRequestCallback[] = [];

beforeEach( () => {
	window.tourfrontSettings = {
		shop: {
			cart_redirect_after_add: 'no',
			cart_url: '/cart/',
			is_cart: false,
			wc_ajax_url: '/?wc-ajax=%%endpoint%%',
		},
		theme: {
			mini_cart_reveal: true,
			mini_cart_assets: {
				scripts: [ '/react.js' ],
				module: '/build/mini-cart.js',
				styles: [],
			},
		} as never,
	};
	window.matchMedia = vi.fn( () => ( { matches: true } ) ) as never;
	vi.stubGlobal(
		'requestAnimationFrame',
		( callback: FrameRequestCallback ) => frames.push( callback )
	);
	document.body.innerHTML = `<div id="site-header-cart" class="site-header-cart tourfront-mini-cart" data-block-name="tourfront/mini-cart">
		<a class="cart-contents" href="/cart/"><span class="woocommerce-Price-amount amount"><bdi>0 ₫</bdi></span> <span class="count">0 tours</span></a>
		<div class="widget woocommerce widget_shopping_cart"><div class="widget_shopping_cart_content"></div></div></div>
		<ul class="products"><li><a href="/shop/?add-to-cart=11" class="button add_to_cart_button ajax_add_to_cart" data-product_id="11" data-quantity="1">Add to cart</a></li></ul>`;
	miniCart.init( document );
	addToCart.init( document );
} );

afterEach( () => {
	vi.unstubAllGlobals();
	delete window.tourfrontSettings;
	document.body.innerHTML = '';
	frames.length = 0;
	atLoad.length = 0;
} );

describe( 'in-place add, then the mini-cart', () => {
	it( 'shows the count and "added" first; the mini-cart’s code is asked for only after that was painted', async () => {
		const { held } = installWcAjax();
		document.querySelector< HTMLElement >( '.ajax_add_to_cart' )!.click();
		await vi.waitFor( () => expect( held ).toHaveLength( 1 ) );
		held[ 0 ].release();
		await flush();

		expect(
			document.querySelector(
				'#site-header-cart a.cart-contents .count'
			)!.textContent
		).toMatch( /^1 (tour|item)/ );
		expect(
			document
				.querySelector( '.ajax_add_to_cart' )!
				.classList.contains( 'added' )
		).toBe( true );
		expect( loadMiniCartAssets ).not.toHaveBeenCalled();

		// The frame that paints the feedback, then the task after it.
		frames.splice( 0 ).forEach( ( frame ) => frame( 0 ) );
		await flush();
		// The controller itself loads on first use (a dynamic import) before it asks for the panel.
		await vi.waitFor( () =>
			expect( loadMiniCartAssets ).toHaveBeenCalledTimes( 1 )
		);
		expect( atLoad[ 0 ] ).toMatchObject( { added: true, viewCart: true } );
		expect( atLoad[ 0 ].count ).toMatch( /^1 / );
		expect( fake.calls.at( -1 ) ).toEqual( [
			'open',
			{ mode: 'dropdown', focus: false },
		] );
	} );
} );
