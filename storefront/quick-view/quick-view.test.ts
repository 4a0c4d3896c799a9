/** External dependencies */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { RECORDED_TOURS } from '../../mocks/fixtures/recorded';
import { createWooStore } from '../../mocks/store';
import { wcAjaxAnswer } from '../../mocks/handlers/wc-ajax';
import {
	renderQuickView,
	renderQuickViewError,
} from '../../mocks/handlers/markup/quick-view';
import { init as initAddToCart } from '../add-to-cart';
import '../lightbox/lightbox';
import './quick-view';
import { dragStep } from './slider';
import { init, productIdOf } from './index';

/** Generous: the first dynamic import is slow on a busy CI machine. */
const WAIT = { timeout: 5000 };

let store: ReturnType< typeof createWooStore >;
let requests: Array< { url: string; body: Record< string, string > } >;
let holdQuickView: Promise< void > | null;

function loop() {
	document.body.innerHTML = `<ul class="products columns-3">
		<li class="product type-product post-11 instock product-type-simple"><a href="/product/ha-long/" class="woocommerce-LoopProduct-link woocommerce-loop-product__link"><h2 class="woocommerce-loop-product__title">Tour Hạ Long</h2></a>
		<a href="/shop/?add-to-cart=11" data-quantity="1" class="button add_to_cart_button ajax_add_to_cart" data-product_id="11" rel="nofollow">Add to cart</a></li>
		<li class="product type-product post-35 product-type-variable"><a href="/product/da-nang/" class="woocommerce-LoopProduct-link"><h2 class="woocommerce-loop-product__title">Tour Đà Nẵng</h2></a></li>
		<li class="product type-product post-999"><a href="/product/gone/" class="woocommerce-LoopProduct-link"><h2 class="woocommerce-loop-product__title">Gone</h2></a></li>
	</ul>`;
}

const quickViewButton = ( id: number ) =>
	document.querySelector(
		`.tourfront-quickview-button[data-product_id="${ id }"]`
	) as HTMLButtonElement;
const dialog = () =>
	document.querySelector(
		'.tourfront-lightbox[role="dialog"]'
	) as HTMLElement | null;

beforeEach( () => {
	store = createWooStore( {
		tours: RECORDED_TOURS,
		tourfront: false,
		seed: 'h4-qv',
	} );
	requests = [];
	holdQuickView = null;
	window.tourfrontSettings = {
		theme: { ajax_url: '/wp-admin/admin-ajax.php' } as never,
		shop: {
			cart_redirect_after_add: 'no',
			cart_url: '/cart/',
			is_cart: false,
			wc_ajax_url: '/?wc-ajax=%%endpoint%%',
		},
	};
	vi.stubGlobal(
		'fetch',
		vi.fn( async ( url: string, request?: RequestInit ) => {
			const body = Object.fromEntries(
				new URLSearchParams( String( request?.body ?? '' ) )
			);
			requests.push( { url, body } );
			if ( url.includes( 'wc-ajax=' ) ) {
				const endpoint =
					new URL( url, 'http://localhost' ).searchParams.get(
						'wc-ajax'
					) ?? '';
				return new Response(
					JSON.stringify( wcAjaxAnswer( store, endpoint, body ).body )
				);
			}
			await holdQuickView;
			const html = renderQuickView( store, Number( body.product ) );
			return new Response( html ?? renderQuickViewError(), {
				status: html ? 200 : 404,
			} );
		} )
	);
	loop();
	init( document );
	initAddToCart( document );
} );

afterEach( async () => {
	document.dispatchEvent( new KeyboardEvent( 'keydown', { key: 'Escape' } ) );
	await new Promise( ( resolve ) => setTimeout( resolve, 350 ) );
	vi.unstubAllGlobals();
	delete window.tourfrontSettings;
} );

describe( 'quick view buttons', () => {
	it( 'adds one labelled button per product item, with the product id', () => {
		init( document );
		expect(
			document.querySelectorAll( '.tourfront-quickview-button' )
		).toHaveLength( 3 );
		expect( quickViewButton( 11 ).getAttribute( 'aria-label' ) ).toBe(
			'Quick view: “Tour Hạ Long”'
		);
		expect( quickViewButton( 35 ).getAttribute( 'aria-haspopup' ) ).toBe(
			'dialog'
		);
	} );

	it( 'reads the id from the add-to-cart button or the post class', () => {
		const item = document.createElement( 'li' );
		item.className = 'product post-42 instock';
		expect( productIdOf( item ) ).toBe( '42' );
	} );
} );

describe( 'opening a quick view', () => {
	it( 'marks the item processing until the lightbox opens with the product', async () => {
		let release!: () => void;
		holdQuickView = new Promise( ( resolve ) => ( release = resolve ) );
		quickViewButton( 11 ).click();
		const item = quickViewButton( 11 ).closest( 'li' ) as HTMLElement;
		expect( item.classList.contains( 'processing' ) ).toBe( true );
		await vi.waitFor( () => expect( requests ).toHaveLength( 1 ), WAIT );
		expect( requests[ 0 ] ).toEqual( {
			url: '/wp-admin/admin-ajax.php',
			body: { action: 'tourfront_quickview', product: '11' },
		} );
		release();
		await vi.waitFor( () => expect( dialog() ).not.toBeNull(), WAIT );
		expect(
			dialog()?.querySelector( '.tourfront-quickview .product_title' )
				?.textContent
		).toContain( 'Hạ Long' );
		expect( item.classList.contains( 'processing' ) ).toBe( false );
	} );

	it( 'closes on Escape and gives the focus back to the button', async () => {
		quickViewButton( 11 ).click();
		await vi.waitFor( () => expect( dialog() ).not.toBeNull(), WAIT );
		document.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape' } )
		);
		expect( quickViewButton( 11 ).ownerDocument.activeElement ).toBe(
			quickViewButton( 11 )
		);
		await vi.waitFor( () => expect( dialog() ).toBeNull(), WAIT );
	} );

	it( 'adds to the cart in place from the quick view form', async () => {
		const events: CustomEvent[] = [];
		document.body.addEventListener( 'tourfront:cart-updated', ( e ) =>
			events.push( e as CustomEvent )
		);
		quickViewButton( 11 ).click();
		await vi.waitFor( () => expect( dialog() ).not.toBeNull(), WAIT );
		const form = dialog()?.querySelector( 'form.cart' ) as HTMLFormElement;
		const button = form.querySelector(
			'.single_add_to_cart_button'
		) as HTMLButtonElement;
		const submit = new SubmitEvent( 'submit', {
			bubbles: true,
			cancelable: true,
			submitter: button,
		} );
		form.dispatchEvent( submit );
		expect( submit.defaultPrevented ).toBe( true );
		await vi.waitFor(
			() => expect( button.classList.contains( 'added' ) ).toBe( true ),
			WAIT
		);
		expect( requests.at( -1 )?.body ).toMatchObject( {
			product_id: '11',
			quantity: '1',
		} );
		expect(
			store.getCartResponse().items.map( ( item ) => item.id )
		).toEqual( [ 11 ] );
		expect( events[ 0 ].detail ).toMatchObject( {
			source: 'wc-ajax',
			action: 'add',
			productId: 11,
		} );
		expect( dialog() ).not.toBeNull();
	} );

	it( 'lets a variable tour choose its variation and adds that variation', async () => {
		quickViewButton( 35 ).click();
		await vi.waitFor( () => expect( dialog() ).not.toBeNull(), WAIT );
		const form = dialog()?.querySelector(
			'form.variations_form'
		) as HTMLFormElement;
		const select = form.querySelector( 'select' ) as HTMLSelectElement;
		select.value = 'da-nang';
		select.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		// The variation form's code arrives on its own (it loads only where variations are printed) and
		// reads the choice already made.
		await vi.waitFor(
			() =>
				expect(
					(
						form.querySelector(
							'input.variation_id'
						) as HTMLInputElement
					 ).value
				).toBe( '38' ),
			WAIT
		);
		form.dispatchEvent(
			new SubmitEvent( 'submit', { bubbles: true, cancelable: true } )
		);
		await vi.waitFor(
			() =>
				expect(
					store.getCartResponse().items.map( ( item ) => item.id )
				).toEqual( [ 38 ] ),
			WAIT
		);
	} );

	it( 'shows the server error for a product that cannot be shown', async () => {
		quickViewButton( 999 ).click();
		await vi.waitFor( () => expect( dialog() ).not.toBeNull(), WAIT );
		expect(
			dialog()?.querySelector( '.tourfront-quickview__error' )
		).not.toBeNull();
	} );
} );

describe( 'dragStep', () => {
	it( 'changes the image only past 15 px', () => {
		expect( dragStep( -15 ) ).toBe( 0 );
		expect( dragStep( -16 ) ).toBe( 1 );
		expect( dragStep( 15 ) ).toBe( 0 );
		expect( dragStep( 16 ) ).toBe( -1 );
	} );
} );
