/** External dependencies */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { navigation } from '../../common/safe-url';
import './add-to-cart';
import { buttonPayload, formPayload } from './cart-calls';
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

let navigate: ReturnType< typeof vi.spyOn >;

/** Clicks the button of product `id` and answers its call with `answer` (the mock store's by default), or fails it. */
async function addAndAnswer( id: number, answer?: unknown | 'fail' ) {
	const { held } = installWcAjax();
	page( loopButton( id, `SKU-${ id }` ) );
	click( button( id ) );
	await flush();
	if ( answer === 'fail' ) {
		held[ 0 ].fail();
	} else {
		held[ 0 ].release( answer );
	}
	await flush();
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
	navigate = vi
		.spyOn( navigation, 'assign' )
		.mockImplementation( () => undefined );
	init( document );
} );

afterEach( () => {
	document.cookie = 'woocommerce_cart_hash=; path=/; max-age=0';
	document.cookie = 'woocommerce_items_in_cart=; path=/; max-age=0';
	vi.unstubAllGlobals();
	delete window.tourfrontSettings;
} );

describe( 'buttonPayload', () => {
	it( 'is every data attribute of the button, named without data-', () => {
		page( loopButton( 11, 'HL-2N1D', 'data-tour_date="2026-12-01"' ) );
		expect( buttonPayload( button( 11 ) ) ).toEqual( {
			quantity: '1',
			product_id: '11',
			product_sku: 'HL-2N1D',
			success_message: '“HL-2N1D” has been added to your cart',
			tour_date: '2026-12-01',
		} );
	} );
} );

describe( 'in-place add to cart', () => {
	it( 'goes loading → added, applies the fragments, adds "View cart" and tells the page', async () => {
		const { held, store } = installWcAjax();
		page( loopButton( 11, 'HL-2N1D' ) );
		const events: CustomEvent[] = [];
		document.body.addEventListener( 'tourfront:cart-updated', ( e ) =>
			events.push( e as CustomEvent )
		);
		button( 11 ).classList.add( 'added' );
		expect( click( button( 11 ) ).defaultPrevented ).toBe( true );
		expect( button( 11 ).className ).toContain( 'loading' );
		expect( button( 11 ).className ).not.toContain( 'added' );
		await flush();
		expect(
			document
				.querySelector( 'a.cart-contents' )
				?.classList.contains( 'tourfront-blocked' )
		).toBe( true );
		expect( held ).toHaveLength( 1 );
		expect( held[ 0 ] ).toMatchObject( {
			endpoint: 'add_to_cart',
			form: { product_id: '11', quantity: '1', product_sku: 'HL-2N1D' },
		} );
		held[ 0 ].release();
		await flush();
		expect( button( 11 ).classList.contains( 'added' ) ).toBe( true );
		expect( button( 11 ).classList.contains( 'loading' ) ).toBe( false );
		expect(
			button( 11 ).nextElementSibling?.matches(
				'a.added_to_cart.wc-forward[href="/cart/"]'
			)
		).toBe( true );
		expect(
			document.querySelector( '.widget_shopping_cart_content' )
				?.textContent
		).toContain( 'Hạ Long' );
		expect(
			document.querySelectorAll( '.tourfront-blocked' )
		).toHaveLength( 0 );
		expect(
			store.getCartResponse().items.map( ( item ) => item.id )
		).toEqual( [ 11 ] );
		expect( events ).toHaveLength( 1 );
		expect( events[ 0 ].detail ).toMatchObject( {
			source: 'wc-ajax',
			action: 'add',
			productId: 11,
			button: button( 11 ),
		} );
		expect( Object.keys( events[ 0 ].detail.fragments ) ).toContain(
			'div.widget_shopping_cart_content'
		);
		// A second add keeps a single "View cart" link.
		click( button( 11 ) );
		await flush();
		held[ 1 ].release();
		await flush();
		expect( document.querySelectorAll( '.added_to_cart' ) ).toHaveLength(
			1
		);
	} );

	it( 'sends three quick adds one at a time and the cart gets them in click order', async () => {
		const { held, store } = installWcAjax();
		page(
			loopButton( 13, 'SP' ) +
				loopButton( 11, 'HL' ) +
				loopButton( 29, 'CD' )
		);
		click( button( 13 ) );
		click( button( 11 ) );
		click( button( 29 ) );
		await flush();
		expect( held ).toHaveLength( 1 );
		held[ 0 ].release();
		await flush();
		expect( held ).toHaveLength( 2 );
		held[ 1 ].release();
		await flush();
		held[ 2 ].release();
		await flush();
		expect( held.map( ( h ) => h.form.product_id ) ).toEqual( [
			'13',
			'11',
			'29',
		] );
		expect(
			store.getCartResponse().items.map( ( item ) => item.id )
		).toEqual( [ 13, 11, 29 ] );
		expect(
			document.querySelectorAll( '.ajax_add_to_cart.added' )
		).toHaveLength( 3 );
	} );

	it( 'follows the link of a button without product_id', () => {
		installWcAjax();
		page(
			'<a href="/shop/?add-to-cart=11" class="button ajax_add_to_cart" id="plain">Add</a>'
		);
		expect(
			click( document.getElementById( 'plain' ) as Element )
				.defaultPrevented
		).toBe( false );
	} );

	it( 'goes to the product when the answer has error and product_url', async () => {
		await addAndAnswer( 17, {
			error: true,
			product_url: '/product/sold-out/',
		} );
		expect( navigate ).toHaveBeenCalledWith( '/product/sold-out/' );
		expect( button( 17 ).className ).not.toMatch( /loading|added/ );
	} );

	it( 'goes to the cart after a successful add when cart_redirect_after_add is "yes"', async () => {
		window.tourfrontSettings = {
			shop: {
				cart_redirect_after_add: 'yes',
				cart_url: '/gio-hang/',
				is_cart: false,
				wc_ajax_url: '/?wc-ajax=%%endpoint%%',
			},
		};
		await addAndAnswer( 11 );
		expect( navigate ).toHaveBeenCalledWith( '/gio-hang/' );
	} );

	it( 'shows no "View cart" link on the cart page', async () => {
		window.tourfrontSettings = {
			shop: {
				cart_redirect_after_add: 'no',
				cart_url: '/cart/',
				is_cart: true,
				wc_ajax_url: '/?wc-ajax=%%endpoint%%',
			},
		};
		await addAndAnswer( 11 );
		expect( button( 11 ).classList.contains( 'added' ) ).toBe( true );
		expect( document.querySelector( '.added_to_cart' ) ).toBeNull();
	} );

	it( 'follows the button link when the call gets no answer and the cart shows no add', async () => {
		const { held, store } = installWcAjax();
		page( loopButton( 11, 'SKU-11' ) );
		click( button( 11 ) );
		await flush();
		held[ 0 ].fail();
		await flush();
		expect( navigate ).not.toHaveBeenCalled();
		expect( held[ 1 ].endpoint ).toBe( 'get_refreshed_fragments' );
		held[ 1 ].release();
		await flush();
		expect( navigate ).toHaveBeenCalledWith( '/shop/?add-to-cart=11' );
		expect( button( 11 ).classList.contains( 'loading' ) ).toBe( false );
		expect( store.getCartResponse().items ).toHaveLength( 0 );
	} );

	// The server made the add but its answer was lost; the ?add-to-cart= link would add again.
	it( 'never adds twice: an add that went through without an answer shows as added, the link is not followed', async () => {
		const { held, store } = installWcAjax();
		page( loopButton( 11, 'SKU-11' ) + loopButton( 13, 'SKU-13' ) );
		click( button( 13 ) );
		click( button( 11 ) );
		await flush();
		held[ 0 ].release();
		await flush();
		held[ 1 ].processThenFail();
		await flush();
		held[ 2 ].release();
		await flush();
		expect( navigate ).not.toHaveBeenCalled();
		expect( button( 11 ).classList.contains( 'added' ) ).toBe( true );
		expect(
			store
				.getCartResponse()
				.items.map( ( item ) => [ item.id, item.quantity ] )
		).toEqual( [
			[ 13, 1 ],
			[ 11, 1 ],
		] );
	} );

	it( 'stays on the page when neither the add nor the cart answers', async () => {
		const { held } = installWcAjax();
		page( loopButton( 11, 'SKU-11' ) );
		click( button( 11 ) );
		await flush();
		held[ 0 ].processThenFail();
		await flush();
		held[ 1 ].fail();
		await flush();
		expect( navigate ).not.toHaveBeenCalled();
		expect( button( 11 ).classList.contains( 'loading' ) ).toBe( false );
	} );
} );

describe( 'remove from the mini-cart', () => {
	it( 'removes in place, greying the item meanwhile, and tells the page', async () => {
		const { held } = installWcAjax();
		page( '' );
		const link = miniCartWithItem();
		const events: CustomEvent[] = [];
		document.body.addEventListener( 'tourfront:cart-updated', ( e ) =>
			events.push( e as CustomEvent )
		);
		expect( click( link ).defaultPrevented ).toBe( true );
		await flush();
		expect(
			link.closest( 'li' )?.classList.contains( 'tourfront-blocked' )
		).toBe( true );
		expect( held[ 0 ] ).toMatchObject( {
			endpoint: 'remove_from_cart',
			form: { cart_item_key: 'abc' },
		} );
		held[ 0 ].release( {
			fragments: {
				'div.widget_shopping_cart_content':
					'<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">No products in the cart.</p></div>',
			},
			cart_hash: '',
		} );
		await flush();
		expect(
			document.querySelector( '.woocommerce-mini-cart__empty-message' )
		).not.toBeNull();
		expect( events[ 0 ].detail ).toMatchObject( {
			source: 'wc-ajax',
			action: 'remove',
			productId: 11,
		} );
		expect( navigate ).not.toHaveBeenCalled();
	} );

	it( 'follows the remove link when the answer has no fragments or never comes', async () => {
		const { held } = installWcAjax();
		page( '' );
		click( miniCartWithItem() );
		await flush();
		held[ 0 ].release( { success: false } );
		await flush();
		expect( navigate ).toHaveBeenLastCalledWith(
			expect.stringContaining( '/cart/?remove_item=abc' )
		);
		click( miniCartWithItem() );
		await flush();
		held[ 1 ].fail();
		await flush();
		expect( navigate ).toHaveBeenCalledTimes( 2 );
	} );
} );

describe( 'form-submitted add to cart', () => {
	it( 'shows loading on submit and clears it on pageshow', () => {
		document.body.innerHTML = `<form class="cart" action="/product/x/" method="post"><button type="submit" name="add-to-cart" value="11" class="single_add_to_cart_button button alt">Add to cart</button></form>`;
		const form = document.querySelector( 'form' ) as HTMLFormElement;
		const submitButton = form.querySelector(
			'button'
		) as HTMLButtonElement;
		const event = new SubmitEvent( 'submit', {
			bubbles: true,
			cancelable: true,
			submitter: submitButton,
		} );
		form.dispatchEvent( event );
		expect( submitButton.classList.contains( 'loading' ) ).toBe( true );
		window.dispatchEvent( new Event( 'pageshow' ) );
		expect( submitButton.classList.contains( 'loading' ) ).toBe( false );
	} );

	it( 'leaves a submit another part prevented alone', () => {
		document.body.innerHTML = `<form class="cart"><button type="submit" class="single_add_to_cart_button">Add</button></form>`;
		const form = document.querySelector( 'form' ) as HTMLFormElement;
		form.addEventListener( 'submit', ( event ) => event.preventDefault() );
		form.dispatchEvent(
			new SubmitEvent( 'submit', { bubbles: true, cancelable: true } )
		);
		expect( form.querySelector( '.loading' ) ).toBeNull();
	} );
} );

describe( 'formPayload', () => {
	it( 'sends the chosen variation as product_id with the attributes and quantity', () => {
		document.body.innerHTML = `<form class="variations_form cart" data-product_id="35">
			<select name="attribute_pa_khoi-hanh"><option value="ha-noi" selected>Hà Nội</option></select>
			<input name="quantity" value="2" /><input type="hidden" name="add-to-cart" value="35" />
			<input type="hidden" name="product_id" value="35" /><input type="hidden" name="variation_id" value="36" /></form>`;
		expect(
			formPayload( document.querySelector( 'form' ) as HTMLFormElement )
		).toEqual( {
			'attribute_pa_khoi-hanh': 'ha-noi',
			quantity: '2',
			product_id: '36',
			variation_id: '36',
		} );
	} );

	it( 'takes a simple product id from the submit button', () => {
		document.body.innerHTML = `<form class="cart"><input name="quantity" value="1" /><button name="add-to-cart" value="11">Add</button></form>`;
		const form = document.querySelector( 'form' ) as HTMLFormElement;
		expect( formPayload( form, form.querySelector( 'button' ) ) ).toEqual( {
			quantity: '1',
			product_id: '11',
		} );
	} );
} );
