/**
 * The fragment markup the theme prints and wc-ajax answers: header link, footer link, mini-cart.
 */

/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { demoStore, testStore } from '../../store/test-utils';

describe( 'mini-cart fragments', () => {
	it( 'a.cart-contents counts the travellers booked and the other items (theme/inc/header-cart.php)', () => {
		const store = demoStore();
		store.addItem( {
			id: 1112,
			tourfront_booking: { adults: 2, children: 1 },
		} );
		store.addItem( { id: 201 } );
		expect(
			store.getMiniCartFragments().fragments[ 'a.cart-contents' ]
		).toContain( '<span class="count">3 travellers, 1 item</span>' );
	} );

	it( 'a.cart-contents matches the header markup of the brief (subtotal in <bdi>; a product that is no tour is "1 item")', () => {
		const store = testStore();
		store.addItem( { id: 11 } );
		expect(
			store.getMiniCartFragments().fragments[ 'a.cart-contents' ]
		).toBe(
			'<a class="cart-contents" href="/cart/" title="View your shopping cart"><span class="woocommerce-Price-amount amount"><bdi>2.490.000&nbsp;<span class="woocommerce-Price-currencySymbol">&#8363;</span></bdi></span> <span class="count">1 item</span></a>'
		);
		expect(
			store.getMiniCartFragments().fragments[ 'a.footer-cart-contents' ]
		).toBe(
			'<a class="footer-cart-contents" href="/cart/">Cart <span class="count">1</span></a>'
		);
	} );

	it( 'the mini-cart lists lines with remove links, variation data, quantity × price, subtotal and buttons', () => {
		const store = testStore( {
			settings: { siteUrl: 'http://shop.test/' },
		} );
		store.addItem( {
			id: 35,
			variation: [ { attribute: 'Khởi hành', value: 'Đà Nẵng' } ],
		} );
		store.addItem( { id: 13, quantity: 2 } );
		const html =
			store.getMiniCartFragments().fragments[
				'div.widget_shopping_cart_content'
			];
		const doc = new DOMParser().parseFromString( html, 'text/html' );
		const items = doc.querySelectorAll( 'li.woocommerce-mini-cart-item' );
		expect( items ).toHaveLength( 2 );
		const remove = items[ 1 ].querySelector( 'a.remove_from_cart_button' )!;
		expect( remove.getAttribute( 'href' ) ).toMatch(
			/^http:\/\/shop\.test\/cart\/\?remove_item=c51ce410c124a10e0db5e4b97fc2af39&_wpnonce=\w+$/
		);
		expect( remove.getAttribute( 'aria-label' ) ).toBe(
			'Remove Tour Sa Pa - Fansipan 3 ngày 2 đêm from cart'
		);
		expect( remove.getAttribute( 'data-product_id' ) ).toBe( '13' );
		expect(
			items[ 0 ].querySelector( 'dl.variation dd' )?.textContent
		).toBe( 'Đà Nẵng' );
		expect( items[ 1 ].querySelector( '.quantity' )?.textContent ).toBe(
			'2 × 3.590.000\u00a0₫'
		);
		expect(
			doc.querySelector( '.woocommerce-mini-cart__total' )?.textContent
		).toBe( 'Subtotal: 11.670.000\u00a0₫' );
		expect(
			[
				...doc.querySelectorAll( '.woocommerce-mini-cart__buttons a' ),
			].map( ( a ) => a.getAttribute( 'href' ) )
		).toEqual( [ 'http://shop.test/cart/', 'http://shop.test/checkout/' ] );
	} );

	it( 'an empty cart shows the empty message and an empty cart hash', () => {
		const { fragments, cart_hash: cartHash } =
			testStore().getMiniCartFragments();
		expect( fragments[ 'div.widget_shopping_cart_content' ] ).toBe(
			'<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">No products in the cart.</p></div>'
		);
		expect( fragments[ 'a.cart-contents' ] ).toContain(
			'<span class="count">0 travellers</span>'
		);
		expect( cartHash ).toBe( '' );
	} );

	it( 'the header subtotal includes tax when the cart displays prices including tax', () => {
		const store = testStore( {
			settings: { displayCartPricesIncludingTax: true },
		} );
		store.addItem( { id: 11 } );
		expect(
			store.getMiniCartFragments().fragments[ 'a.cart-contents' ]
		).toContain( '2.739.000&nbsp;' );
	} );
} );
