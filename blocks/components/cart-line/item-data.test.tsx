/**
 * Other plugins' item data (`woocommerce_get_item_data`, as the Store API sends it: HTML through wp_kses_post)
 * on the checkout's order summary and the mini-cart lines, shown as text.
 */

/** External dependencies */
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** WordPress dependencies */
import { dispatch } from '@wordpress/data';

/** Internal dependencies */
import { filledCart } from '../../cart/test-utils';
import { cartStore } from '../../data/cart';
import OrderSummary from '../../checkout/areas/order-summary';
import MiniCartContents from '../../mini-cart/mini-cart-contents';
import type { Cart } from '../../data/cart/types';

const GIFT = {
	name: 'Quà tặng',
	key: 'Quà tặng',
	value: 'Nón lá &amp; khăn rằn',
	display: '<strong>Nón lá &amp; khăn rằn</strong>',
	hidden: '',
};
const HIDDEN = { name: 'Mã nội bộ', value: 'x1', display: '', hidden: '1' };

function cartWithGift(): Cart {
	const cart = filledCart();
	cart.items = cart.items.map( ( item ) => ( {
		...item,
		item_data: [ GIFT, HIDDEN ],
	} ) );
	return cart;
}

function giftLines(): string[] {
	return Array.from(
		document.querySelectorAll( 'li' ),
		( li ) => li.textContent ?? ''
	).filter( ( text ) => text.startsWith( 'Quà tặng' ) );
}

afterEach( () => {
	delete window.tourfrontSettings;
	document.body.innerHTML = '';
} );

describe( 'item data of other plugins', () => {
	it( 'is in the checkout order summary, as text, hidden rows left out', () => {
		const cart = cartWithGift();
		render( <OrderSummary cart={ cart } /> );
		expect( giftLines() ).toEqual(
			cart.items.map( () => 'Quà tặng: Nón lá & khăn rằn' )
		);
		expect(
			document.querySelector(
				'.wc-block-components-product-details strong'
			)
		).toBeNull();
		expect( screen.queryByText( /Mã nội bộ/ ) ).toBeNull();
	} );

	it( 'is on the mini-cart lines', () => {
		const cart = cartWithGift();
		act( () => {
			dispatch( cartStore ).receiveCart( cart );
		} );
		render(
			<MiniCartContents
				mode="dropdown"
				focusOnOpen={ false }
				onClose={ vi.fn() }
			/>
		);
		expect( giftLines() ).toHaveLength( cart.items.length );
		expect( giftLines()[ 0 ] ).toBe( 'Quà tặng: Nón lá & khăn rằn' );
	} );
} );
