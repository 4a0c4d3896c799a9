/** External dependencies */
import { describe, it, expect, afterEach } from 'vitest';

/** Internal dependencies */
import { updateHeaderLinks } from './header';
import { VND_CURRENCY } from '../money/test-fixtures';

const totals = {
	...VND_CURRENCY,
	total_items: '2490000',
	total_items_tax: '249000',
};

const markup = `<div id="site-header-cart" data-block-name="tourfront/mini-cart"><a class="cart-contents" href="/cart/">
	<span class="woocommerce-Price-amount amount"><bdi>0&nbsp;<span class="woocommerce-Price-currencySymbol">&#8363;</span></bdi></span>
	<span class="count">0 items</span></a></div>`;

afterEach( () => {
	document.body.innerHTML = '';
	delete window.tourfrontSettings;
} );

describe( 'header links', () => {
	it( 'writes the travellers, the other items and the subtotal of a Store API cart', () => {
		document.body.innerHTML = markup;
		const booking = {
			travellers: 3,
			extra_travellers: 2,
			items_count_tours: 1,
			items_count_other: 1,
		};
		updateHeaderLinks( document, {
			items_count: 4,
			totals,
			extensions: { 'tourfront-booking': booking },
		} );
		expect( document.querySelector( '.count' )!.textContent ).toBe(
			'3 travellers, 1 item'
		);
		expect( document.querySelector( '.amount' )!.textContent ).toBe(
			'2.490.000 ₫'
		);
	} );

	it( 'adds the tax when prices display including tax; singular count', () => {
		window.tourfrontSettings = { displayCartPricesIncludingTax: true };
		document.body.innerHTML = markup;
		updateHeaderLinks( document, { items_count: 1, totals } );
		expect( document.querySelector( '.amount' )!.textContent ).toBe(
			'2.739.000 ₫'
		);
		// A cart without the theme's booking data (no tours sold) counts items.
		expect( document.querySelector( '.count' )!.textContent ).toBe(
			'1 item'
		);
	} );
} );
