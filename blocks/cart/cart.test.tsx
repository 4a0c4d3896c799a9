/** External dependencies */
import { render, screen, act, fireEvent } from '@testing-library/react';
import { describe, it, expect, afterEach, vi } from 'vitest';

/** WordPress dependencies */
import { dispatch } from '@wordpress/data';

/** Internal dependencies */
import { filledCart, emptyCart } from './test-utils';
import { cartStore } from '../data/cart';
import { noticesStore } from '../data/notices';
import Cart from './cart';
import {
	totalsRowsText,
	RECORDED_ROWS_ITEMIZED,
} from '../components/test-fixtures';

const show = ( cart: ReturnType< typeof filledCart > ) =>
	act( () => {
		dispatch( cartStore ).receiveCart( cart );
	} );

afterEach( () => {
	delete window.tourfrontSettings;
	act( () => {
		dispatch( noticesStore ).removeAllNotices();
	} );
} );

const rows = totalsRowsText;

describe( 'Cart', () => {
	it( 'shows the filled cart: lines, totals of the recorded cart, chips, rate choice, cross-sells, checkout link', () => {
		window.tourfrontSettings = {
			displayItemizedTaxes: true,
			storePages: {
				checkout: {
					id: 9,
					title: 'Thanh toán',
					permalink: '/thanh-toan/',
				},
			} as never,
		};
		show( filledCart() );
		const { container } = render( <Cart /> );
		expect( container.querySelectorAll( 'tbody tr' ) ).toHaveLength( 4 );
		expect( rows( container ) ).toEqual( RECORDED_ROWS_ITEMIZED );
		expect(
			screen.getByRole( 'button', { name: 'Remove "giam200k"' } )
		).toBeTruthy();
		expect(
			(
				screen.getByRole( 'radio', {
					name: /Giao hàng tiêu chuẩn/,
				} ) as HTMLInputElement
			 ).checked
		).toBe( true );
		expect( screen.getAllByRole( 'radio' ) ).toHaveLength( 3 );
		expect(
			screen.getAllByRole( 'button', { name: /^Add to cart/ } )
		).toHaveLength( 3 );
		expect(
			screen
				.getByRole( 'link', { name: 'Proceed to checkout' } )
				.getAttribute( 'href' )
		).toBe( '/thanh-toan/' );
		expect(
			screen
				.getByRole( 'button', { name: 'Add a coupon' } )
				.getAttribute( 'aria-expanded' )
		).toBe( 'false' );
	} );

	it( 'shows the empty cart with a way back to the shop', () => {
		window.tourfrontSettings = {
			storePages: {
				shop: { id: 5, title: 'Cửa hàng', permalink: '/cua-hang/' },
			} as never,
		};
		show( emptyCart() );
		render( <Cart /> );
		expect(
			screen.getByRole( 'heading', {
				name: 'Your cart is currently empty!',
			} )
		).toBeTruthy();
		expect(
			screen
				.getByRole( 'link', { name: 'Browse tours' } )
				.getAttribute( 'href' )
		).toBe( '/cua-hang/' );
	} );

	it( 'shows the cart errors (mirrored by the cart store) as non-dismissible notices keyed by code', async () => {
		const cart = filledCart();
		cart.errors = [
			{
				code: 'woocommerce_rest_cart_item_error',
				message: 'Sorry, this tour cannot be purchased.',
			},
			{
				code: 'woocommerce_rest_cart_item_error',
				message: 'Sorry, this tour cannot be purchased.',
			},
		];
		render( <Cart /> );
		await act( async () => {
			await dispatch( cartStore ).receiveCartContents( cart );
		} );
		const alerts = await screen.findAllByRole( 'alert' );
		expect( alerts ).toHaveLength( 1 );
		expect( alerts[ 0 ].textContent ).toBe(
			'Sorry, this tour cannot be purchased.'
		);
		expect(
			screen.queryByRole( 'button', { name: 'Dismiss this notice' } )
		).toBeNull();
	} );

	it( 'sends a quantity change through the cart store', () => {
		show( filledCart() );
		const spy = vi
			.spyOn( dispatch( cartStore ), 'changeCartItemQuantity' )
			.mockResolvedValue( true );
		render( <Cart /> );
		fireEvent.click(
			screen.getAllByRole( 'button', {
				name: /Reduce quantity of Tour Hạ Long/,
			} )[ 0 ]
		);
		expect( spy ).toHaveBeenCalledWith(
			'6512bd43d9caa6e02c990b0a82652dca',
			1
		);
	} );
} );
