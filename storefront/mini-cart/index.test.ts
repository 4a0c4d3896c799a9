/** External dependencies */
import { describe, it, expect, vi, afterEach, beforeEach } from 'vitest';

/** Internal dependencies */
import { fakeMiniCartModule } from './test-utils';

const fake = fakeMiniCartModule();
const loadMiniCartAssets = vi.fn( async () => fake.module );
vi.mock( './load-assets', () => ( {
	loadMiniCartAssets: ( ...args: unknown[] ) =>
		loadMiniCartAssets( ...( args as [] ) ),
} ) );

const { init, hasAddedToCartNotice } = await import( '.' );

const header = `<div id="site-header-cart" class="site-header-cart tourfront-mini-cart" data-block-name="tourfront/mini-cart">
	<a class="cart-contents" href="/cart/"><span class="woocommerce-Price-amount amount"><bdi>0 ₫</bdi></span> <span class="count">0 tours</span></a>
	<div class="widget woocommerce widget_shopping_cart"><div class="widget_shopping_cart_content"></div></div>
</div>`;

const assets = {
	scripts: [ '/react.js' ],
	module: '/build/mini-cart.js',
	styles: [],
};

function page( body: string, reveal = true ) {
	window.tourfrontSettings = {
		theme: { mini_cart_reveal: reveal, mini_cart_assets: assets } as never,
	};
	document.body.innerHTML = body;
	init( document );
}

// The controller is loaded on first use: let that import settle too.
const flush = async () => {
	await vi.advanceTimersByTimeAsync( 0 );
	await vi.dynamicImportSettled();
	await vi.advanceTimersByTimeAsync( 0 );
};

beforeEach( () => {
	vi.useFakeTimers();
	fake.calls.length = 0;
	loadMiniCartAssets.mockClear();
	window.matchMedia = vi.fn( () => ( { matches: true } ) ) as never;
} );
afterEach( () => {
	vi.useRealTimers();
	delete window.tourfrontSettings;
	document.body.innerHTML = '';
} );

const cartUpdated = ( detail: Record< string, unknown > ) =>
	document.body.dispatchEvent(
		new CustomEvent( 'tourfront:cart-updated', { detail } )
	);

describe( 'storefront mini-cart', () => {
	it( 'loads nothing until the shopper opens it; the header link then toggles the panel', async () => {
		page( header );
		expect( loadMiniCartAssets ).not.toHaveBeenCalled();
		const link =
			document.querySelector< HTMLAnchorElement >( 'a.cart-contents' )!;
		expect( link.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		expect( link.getAttribute( 'role' ) ).toBe( 'button' );
		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
			button: 0,
		} );
		link.dispatchEvent( click );
		expect( click.defaultPrevented ).toBe( true );
		await flush();
		expect( loadMiniCartAssets ).toHaveBeenCalledWith( assets );
		expect( fake.calls ).toEqual( [
			[ 'open', { mode: 'dropdown', focus: true } ],
		] );
		expect( link.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		expect(
			( document.querySelector( '.widget_shopping_cart' ) as HTMLElement )
				.style.display
		).toBe( 'none' );
	} );

	it( 'starts reading the cart and loading the panel on the shopper’s intent, before the tap', async () => {
		page( header );
		window.tourfrontSettings!.storeApi = {
			root: 'https://shop.test/wp-json/',
		} as never;
		const fetch = vi
			.spyOn( window, 'fetch' )
			.mockImplementation( async () => new Response( '{"items":[]}' ) );
		const link =
			document.querySelector< HTMLAnchorElement >( 'a.cart-contents' )!;
		link.dispatchEvent( new Event( 'pointerdown', { bubbles: true } ) );
		// A second sign of intent (the touch after the press) reads nothing more.
		link.dispatchEvent( new Event( 'touchstart', { bubbles: true } ) );
		await flush();
		expect( fetch.mock.calls.map( ( [ url ] ) => url ) ).toEqual( [
			'https://shop.test/wp-json/wc/store/v1/cart?_locale=user',
		] );
		expect( loadMiniCartAssets ).toHaveBeenCalledWith( assets );
		// Loaded, not opened: the tap opens it.
		expect( fake.calls ).toEqual( [] );
		// A cart change meanwhile: the next opening reads the cart again.
		cartUpdated( { source: 'wc-ajax', action: 'remove', fragments: {} } );
		link.dispatchEvent( new Event( 'focusin', { bubbles: true } ) );
		await flush();
		expect( fetch ).toHaveBeenCalledTimes( 2 );
		fetch.mockRestore();
		delete ( window as { tourfrontCartRead?: unknown } ).tourfrontCartRead;
	} );

	it( 'keeps modified clicks (new tab) as plain links', () => {
		page( header );
		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
			button: 0,
			ctrlKey: true,
		} );
		document.querySelector( 'a.cart-contents' )!.dispatchEvent( click );
		expect( click.defaultPrevented ).toBe( false );
	} );

	it( 'reveals after an in-place add (once the feedback is painted) and closes after 5 s', async () => {
		page( header );
		cartUpdated( { source: 'wc-ajax', action: 'add', fragments: {} } );
		await vi.advanceTimersByTimeAsync( 0 );
		expect( loadMiniCartAssets ).not.toHaveBeenCalled();
		await vi.advanceTimersByTimeAsync( 20 );
		await flush();
		expect( fake.calls ).toEqual( [
			[ 'open', { mode: 'dropdown', focus: false } ],
		] );
		await vi.advanceTimersByTimeAsync( 5000 );
		expect( fake.calls.at( -1 ) ).toEqual( [ 'close' ] );
	} );

	it( 'does not reveal when reveal is off', async () => {
		page( header, false );
		cartUpdated( { source: 'wc-ajax', action: 'add' } );
		await flush();
		expect( loadMiniCartAssets ).not.toHaveBeenCalled();
	} );

	it( 'reveals on page load when an added-to-cart notice is present', async () => {
		const notice =
			'<div class="woocommerce-message" role="alert"><a href="/cart/" class="button wc-forward">Xem giỏ hàng</a> “Tour Hạ Long” đã được thêm vào giỏ hàng.</div>';
		page( header + notice );
		await flush();
		expect( fake.calls[ 0 ] ).toEqual( [
			'open',
			{ mode: 'dropdown', focus: false },
		] );
		expect( hasAddedToCartNotice( document ) ).toBe( true );
	} );

	it( 'updates the header count and total from Store API cart events (its code loads with the first)', async () => {
		page( header );
		cartUpdated( {
			source: 'store-api',
			cart: {
				items_count: 2,
				extensions: {
					'tourfront-booking': {
						travellers: 2,
						extra_travellers: 1,
						items_count_tours: 1,
						items_count_other: 0,
					},
				},
				totals: {
					total_items: '4980000',
					total_items_tax: '0',
					currency_code: 'VND',
					currency_minor_unit: 0,
					currency_thousand_separator: '.',
					currency_decimal_separator: ',',
					currency_prefix: '',
					currency_suffix: ' ₫',
					currency_symbol: '₫',
				},
			},
		} );
		await vi.waitFor( () =>
			expect( document.querySelector( '.count' )!.textContent ).toBe(
				'2 travellers'
			)
		);
		expect( document.querySelector( '.amount' )!.textContent ).toBe(
			'4.980.000 ₫'
		);
	} );

	it( 'leaves the link alone on the cart page', () => {
		page(
			header +
				'<div class="wp-block-tourfront-cart" data-block-name="tourfront/cart"></div>'
		);
		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
			button: 0,
		} );
		document.querySelector( 'a.cart-contents' )!.dispatchEvent( click );
		expect( click.defaultPrevented ).toBe( false );
	} );

	it( 'is idempotent: a second init adds no second toggle', async () => {
		page( header );
		init( document );
		document.querySelector( 'a.cart-contents' )!.dispatchEvent(
			new MouseEvent( 'click', {
				bubbles: true,
				cancelable: true,
				button: 0,
			} )
		);
		await flush();
		expect( loadMiniCartAssets ).toHaveBeenCalledTimes( 1 );
		expect( fake.calls ).toEqual( [
			[ 'open', { mode: 'dropdown', focus: true } ],
		] );
	} );
} );
