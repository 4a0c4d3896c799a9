/**
 * What the mini-cart says checkout adds to its subtotal, on the recorded WooCommerce cart (coupon giam200k,
 * flat rate, VAT 8 % and the travel fee 2 % as tax lines): every amount from the cart's totals, adding up
 * to the total checkout asks, whether the cart shows prices with or without tax.
 */

/** External dependencies */
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** WordPress dependencies */
import { dispatch } from '@wordpress/data';

/** Internal dependencies */
import { filledCart } from '../cart/test-utils';
import { cartStore } from '../data/cart';
import type { Cart } from '../data/cart';
import { checkoutAdds } from './checkout-adds';
import MiniCartContents from './mini-cart-contents';

const EXCL = {
	displayCartPricesIncludingTax: false,
	taxesEnabled: true,
	displayItemizedTaxes: true,
};
const INCL = { ...EXCL, displayCartPricesIncludingTax: true };

/** Subtotal and adds, summed as the shopper reads them. */
const sum = ( result: ReturnType< typeof checkoutAdds > ) =>
	result.subtotal +
	result.added.reduce(
		( total, add ) =>
			total + ( add.negative ? -1 : 1 ) * ( add.amount as number ),
		0
	);

afterEach( () => {
	delete window.tourfrontSettings;
	document.body.innerHTML = '';
} );

describe( 'checkoutAdds', () => {
	it( 'lists the discount, the shipping and each tax line, adding up to the total', () => {
		const cart = filledCart();
		const result = checkoutAdds( cart, EXCL );
		expect( result ).toEqual( {
			subtotal: 19220000,
			added: [
				{ label: 'Discount', amount: 200000, negative: true },
				{ label: 'Shipping', amount: 30000 },
				{ label: 'VAT 8%', amount: 1524000 },
				{ label: 'Phí du lịch 2%', amount: 380400 },
			],
			included: [],
		} );
		expect( sum( result ) ).toBe( Number( cart.totals.total_price ) );
	} );

	it( 'says the taxes are in a subtotal shown with tax, the rest added with theirs', () => {
		const cart = filledCart();
		const result = checkoutAdds( cart, INCL );
		expect( result.subtotal ).toBe( 21142000 );
		expect( result.added ).toEqual( [
			{ label: 'Discount', amount: 220000, negative: true },
			{ label: 'Shipping', amount: 32400 },
		] );
		expect( result.included ).toEqual( [
			{ label: 'VAT 8%', amount: 1524000 },
			{ label: 'Phí du lịch 2%', amount: 380400 },
		] );
		expect( sum( result ) ).toBe( Number( cart.totals.total_price ) );
	} );

	it( 'lists a fee, one "Taxes" amount where taxes are not itemized, and shipping not worked out yet', () => {
		const cart: Cart = filledCart();
		cart.fees = [
			{
				key: 'phi-dich-vu',
				name: 'Phí dịch vụ',
				totals: {
					...cart.totals,
					total: '50000',
					total_tax: '5000',
				},
			},
		];
		cart.totals.total_shipping = null;
		cart.totals.total_shipping_tax = null;
		expect(
			checkoutAdds( cart, { ...EXCL, displayItemizedTaxes: false } ).added
		).toEqual( [
			{ label: 'Discount', amount: 200000, negative: true },
			{ label: 'Phí dịch vụ', amount: 50000 },
			{ label: 'Shipping', amount: null },
			{ label: 'Taxes', amount: 1904400 },
		] );
	} );

	it( 'adds nothing to a cart without tax, fee, discount or shipping', () => {
		const cart = filledCart();
		Object.assign( cart.totals, {
			total_discount: '0',
			total_discount_tax: '0',
			total_tax: '0',
			tax_lines: [],
		} );
		cart.needs_shipping = false;
		expect( checkoutAdds( cart, EXCL ) ).toMatchObject( {
			added: [],
			included: [],
		} );
	} );
} );

describe( 'the mini-cart footer', () => {
	const open = () =>
		render(
			<MiniCartContents
				mode="dropdown"
				focusOnOpen={ false }
				onClose={ vi.fn() }
			/>
		);
	const text = ( selector: string ) =>
		Array.from( document.querySelectorAll( selector ) ).map(
			( node ) => node.textContent
		);

	it( 'says what checkout adds, with the amounts, and the total it asks', () => {
		window.tourfrontSettings = {
			displayItemizedTaxes: true,
		} as never;
		act( () => {
			dispatch( cartStore ).receiveCart( filledCart() );
		} );
		open();
		expect( text( '.tourfront-mini-cart__subtotal' ) ).toEqual( [
			'Subtotal19.220.000 ₫',
			'Estimated total at checkout20.954.400 ₫',
		] );
		expect( text( '.tourfront-mini-cart__note' ) ).toEqual( [
			'Excl. Discount: -200.000 ₫, Shipping: 30.000 ₫, VAT 8%: 1.524.000 ₫, Phí du lịch 2%: 380.400 ₫',
		] );
		expect( screen.queryByText( /calculated at checkout\.$/ ) ).toBeNull();
	} );

	it( 'keeps WooCommerce’s note where checkout adds nothing it knows of', () => {
		const cart = filledCart();
		Object.assign( cart.totals, {
			total_discount: '0',
			total_tax: '0',
			tax_lines: [],
		} );
		cart.needs_shipping = false;
		act( () => {
			dispatch( cartStore ).receiveCart( cart );
		} );
		open();
		expect( text( '.tourfront-mini-cart__subtotal' ) ).toEqual( [
			'Subtotal19.220.000 ₫',
		] );
		// A cart of tours ships nothing: no "Phí giao hàng" in the note.
		expect( text( '.tourfront-mini-cart__note' ) ).toEqual( [
			'Taxes and discounts calculated at checkout.',
		] );
	} );
} );
